import { assign, createActor, emit, setup, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  actorFacade,
  type Clock,
  createMemoryChannelHub,
  createMemoryCookies,
  createMemoryLock,
  createMemoryNavigate,
  createMemoryPorts,
  createMemoryScriptLoader,
  createSeededRandom,
  notProvided,
  pendingVerbs,
  type Result,
  restorable,
  success,
  typedChannel,
} from './index';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMemoryLock', () => {
  it('runs holders of one name one after another, in request order, even when one fails', async () => {
    const lock = createMemoryLock();
    const order: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        order.push(`${name}:start`);
        await tick();
        order.push(`${name}:end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      lock.request('x', task('a', true)),
      lock.request('x', task('b')),
    ]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });
});

describe('createMemoryChannelHub', () => {
  it('delivers to the other tabs of the same name, asynchronously, never to the poster', async () => {
    const hub = createMemoryChannelHub();
    const a = hub.tab()('vitrine.cart');
    const b = hub.tab()('vitrine.cart');
    const otherName = hub.tab()('vitrine.auth');
    const heard = { a: [] as unknown[], b: [] as unknown[], other: [] as unknown[] };
    a.subscribe((m) => heard.a.push(m));
    b.subscribe((m) => heard.b.push(m));
    otherName.subscribe((m) => heard.other.push(m));
    a.post({ type: 'cart.changed' });
    expect(heard.b).toEqual([]);
    await tick();
    expect(heard).toEqual({ a: [], b: [{ type: 'cart.changed' }], other: [] });
    expect(hub.posted).toEqual([{ name: 'vitrine.cart', message: { type: 'cart.changed' } }]);
  });

  it('drops messages a typed channel does not accept', async () => {
    const hub = createMemoryChannelHub();
    const isPing = (v: unknown): v is { type: 'ping' } =>
      typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'ping';
    const sender = hub.tab()('c');
    const receiver = typedChannel(hub.tab()('c'), isPing);
    const heard: unknown[] = [];
    receiver.subscribe((m) => heard.push(m));
    sender.post('garbage');
    sender.post({ type: 'ping' });
    await tick();
    expect(heard).toEqual([{ type: 'ping' }]);
  });

  it('a closed channel neither hears nor posts', async () => {
    const hub = createMemoryChannelHub();
    const a = hub.tab()('c');
    const b = hub.tab()('c');
    const heard: unknown[] = [];
    b.subscribe((m) => heard.push(m));
    b.close();
    a.post(1);
    b.post(2);
    await tick();
    expect(heard).toEqual([]);
    expect(hub.posted).toHaveLength(1);
  });
});

describe('in-memory adapters', () => {
  it('cookies keep how they were written', () => {
    const cookies = createMemoryCookies({ locale: 'en' });
    cookies.set('digest', 'd1', { maxAgeSeconds: 604_800 });
    expect(cookies.get('locale')).toBe('en');
    expect(cookies.entries.get('digest')).toEqual({ value: 'd1', options: { maxAgeSeconds: 604_800 } });
    cookies.remove('digest');
    expect(cookies.get('digest')).toBeUndefined();
  });

  it('the script loader loads a source once and rejects the failing ones', async () => {
    const scripts = createMemoryScriptLoader(['https://bad.test/x.js']);
    await Promise.all([scripts.load('https://ok.test/a.js'), scripts.load('https://ok.test/a.js')]);
    await expect(scripts.load('https://bad.test/x.js')).rejects.toThrow('Failed to load script');
    expect(scripts.loaded).toEqual(['https://ok.test/a.js', 'https://bad.test/x.js']);
    // a page body's script re-injected (decision 0640) loads again
    await scripts.load('https://ok.test/a.js', { once: false });
    expect(scripts.loaded).toEqual(['https://ok.test/a.js', 'https://bad.test/x.js', 'https://ok.test/a.js']);
  });

  it('a seeded random source repeats its sequence', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const seq = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seq);
    for (const n of seq) expect(n >= 0 && n < 1).toBe(true);
  });

  it('navigate records intents; memory ports are complete and overridable', () => {
    const navigate = createMemoryNavigate();
    const ports = createMemoryPorts({ navigate });
    ports.navigate({ type: 'route', route: 'cart' });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
    expect(Object.keys(ports).sort()).toEqual(
      [
        'channels',
        'clock',
        'cookies',
        'lock',
        'logger',
        'navigate',
        'random',
        'reporter',
        'scripts',
        'storage',
      ].sort(),
    );
  });

  it('notProvided rejects with a coded error naming the port', async () => {
    await expect(notProvided('fetchProduct')()).rejects.toMatchObject({
      code: 'not_provided',
      port: 'fetchProduct',
    });
  });

  it("XState's SimulatedClock fits the Clock port", () => {
    const clock: Clock = new SimulatedClock();
    expect(clock.now()).toBe(0);
  });
});

describe('actorFacade', () => {
  const counter = setup({
    types: {
      context: {} as { count: number },
      events: {} as { type: 'inc' },
      emitted: {} as { type: 'counted'; count: number },
    },
  }).createMachine({
    context: { count: 0 },
    on: {
      inc: {
        actions: [
          assign({ count: ({ context }) => context.count + 1 }),
          emit(({ context }) => ({ type: 'counted' as const, count: context.count })),
        ],
      },
    },
  });

  it('selects slices, forwards emitted events by type, persists with a version and restores', () => {
    const actor = createActor(counter).start();
    const facade = actorFacade(actor, 3);
    const parity: boolean[] = [];
    const counted: number[] = [];
    facade.select(
      (s) => s.context.count % 2 === 0,
      (even) => parity.push(even),
    );
    facade.on('counted', (event) => counted.push(event.count));
    actor.send({ type: 'inc' });
    actor.send({ type: 'inc' });
    actor.send({ type: 'inc' });
    expect(parity).toEqual([false, true, false]);
    expect(counted).toEqual([1, 2, 3]);
    const persisted = facade.persist();
    expect(persisted.version).toBe(3);
    expect(restorable(persisted, 3)).toBe(persisted.state);
    expect(restorable(persisted, 4)).toBeUndefined();
    facade.stop();
    expect(facade.getSnapshot().status).toBe('stopped');
  });
});

describe('pendingVerbs', () => {
  // A machine that answers `ask` only when told `answer`: a verb whose request is held.
  const asker = setup({
    types: {
      events: {} as { type: 'ask' } | { type: 'answer' },
      emitted: {} as { type: 'answered' },
    },
  }).createMachine({ on: { answer: { actions: emit({ type: 'answered' as const }) } } });
  const system = setup({ actors: { asker } }).createMachine({ invoke: { src: 'asker', id: 'asker' } });
  type Asker = ReturnType<typeof createActor<typeof asker>>;
  const stopped: Result<string> = { ok: false, error: { code: 'stopped' } };
  const ask = (verbs: ReturnType<typeof pendingVerbs>, actor: Pick<Asker, 'on' | 'send'>) =>
    verbs.wait<Result<string>>(stopped, (settle) => {
      const listener = actor.on('answered', () => settle(success('answered')));
      actor.send({ type: 'ask' });
      return () => listener.unsubscribe();
    });
  // At most 2 s: a verb that never settles fails the test instead of hanging it.
  const within = <T>(pending: Promise<T>) =>
    Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))]);

  it("settles a child's waiting verb with `stopped` when the system stops; a later verb answers at once", async () => {
    const root = createActor(system).start();
    const child = root.getSnapshot().children.asker as unknown as Asker;
    const verbs = pendingVerbs(child);
    const waiting = ask(verbs, child);
    // The Facade contract: stop() "the facade answers no more", and a verb never waits forever.
    root.stop();
    expect(await within(waiting)).toEqual(stopped);
    expect(await within(ask(verbs, child))).toEqual(stopped);
  });

  it("answers a verb when its actor does, and settles the rest on the actor's own stop", async () => {
    const actor = createActor(asker).start();
    const verbs = pendingVerbs(actor);
    const answered = ask(verbs, actor);
    actor.send({ type: 'answer' });
    expect(await answered).toEqual(success('answered'));
    const held = ask(verbs, actor);
    actor.stop();
    expect(await within(held)).toEqual(stopped);
  });

  it('stopAll settles every waiting verb with its own stopped answer', async () => {
    const actor = createActor(asker).start();
    const verbs = pendingVerbs(actor);
    const first = ask(verbs, actor);
    const other = verbs.wait('other stopped', () => () => undefined);
    verbs.stopAll();
    expect(await first).toEqual(stopped);
    expect(await other).toBe('other stopped');
    actor.stop();
  });
});
