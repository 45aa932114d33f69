import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCartChannelHub, isCartChannelMessage } from '../cart.ports';
import {
  type BroadcastChannelConstructor,
  type ClosableCartChannel,
  createBroadcastCartChannel,
} from './broadcast-channel';

// Node's BroadcastChannel stands in for the browser's (the adapter receives the constructor).
const NodeBroadcastChannel = globalThis.BroadcastChannel as unknown as BroadcastChannelConstructor;
const message = { type: 'cart.changed', cartToken: 'ct_1', checkoutToken: 'co_1' } as const;
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createBroadcastCartChannel', () => {
  const open: ClosableCartChannel[] = [];
  const channel = (name?: string) => {
    const created = createBroadcastCartChannel(NodeBroadcastChannel, name);
    open.push(created);
    return created;
  };
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });

  it('carries a cart message to the other tabs, not back to the poster', async () => {
    const tabA = channel('cart-test-1');
    const tabB = channel('cart-test-1');
    const heardA = vi.fn();
    const heardB = vi.fn();
    tabA.subscribe(heardA);
    tabB.subscribe(heardB);
    tabA.post(message);
    await delivered();
    expect(heardB).toHaveBeenCalledWith(message);
    expect(heardA).not.toHaveBeenCalled();
  });

  it('ignores messages that are not cart messages, and stops after unsubscribe', async () => {
    const tab = channel('cart-test-2');
    const heard = vi.fn();
    const unsubscribe = tab.subscribe(heard);
    const raw = new NodeBroadcastChannel('cart-test-2');
    raw.postMessage({ type: 'something.else' });
    raw.postMessage('text');
    await delivered();
    expect(heard).not.toHaveBeenCalled();
    unsubscribe();
    raw.postMessage(message);
    await delivered();
    expect(heard).not.toHaveBeenCalled();
    raw.close();
  });

  it('uses the default channel name', async () => {
    const tabA = channel();
    const raw = new NodeBroadcastChannel('vitrine-cart');
    const heard = vi.fn();
    tabA.subscribe(heard);
    raw.postMessage(message);
    await delivered();
    expect(heard).toHaveBeenCalledWith(message);
    raw.close();
  });
});

describe('in-memory channel hub', () => {
  it('delivers to the other channels of the hub, asynchronously', async () => {
    const hub = createMemoryCartChannelHub();
    const [a, b, c] = [hub.channel(), hub.channel(), hub.channel()];
    const heard = { a: vi.fn(), b: vi.fn(), c: vi.fn() };
    a.subscribe(heard.a);
    b.subscribe(heard.b);
    const unsubscribe = c.subscribe(heard.c);
    unsubscribe();
    a.post(message);
    expect(heard.b).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard.b).toHaveBeenCalledWith(message);
    expect(heard.a).not.toHaveBeenCalled();
    expect(heard.c).not.toHaveBeenCalled();
    expect(hub.posted).toEqual([message]);
  });

  it('checks incoming messages', () => {
    expect(isCartChannelMessage(message)).toBe(true);
    expect(isCartChannelMessage({ type: 'cart.changed', cartToken: 1 })).toBe(false);
    expect(isCartChannelMessage(null)).toBe(false);
  });
});
