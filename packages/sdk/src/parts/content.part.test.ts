import type { Preview, ShopData } from '@vitrine/core-shop';
import { createMemoryPorts, success } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, SimulatedClock } from 'xstate';
import { previewPart } from './content.part';
import type { PartHost } from './host';

const EDITOR = 'https://admin.example.com';

/** The part host as the preview part uses it: its options, ports, shop and `spawn`. */
function hostWith(settings: Readonly<Record<string, unknown>>, clock: SimulatedClock): PartHost {
  const shop = { theme: { settings } } as unknown as ShopData;
  return {
    options: { domain: 'localhost', editorOrigin: EDITOR },
    ports: createMemoryPorts({ clock }),
    shop: { ready: () => Promise.resolve(success(shop)) },
    spawn: (_id: string, logic: AnyActorLogic, input?: unknown) =>
      createActor(logic, { clock, input }).start(),
  } as unknown as PartHost;
}

const message = (type: string, payload: unknown) => ({
  channel: 'vitrine.preview',
  version: 1,
  type,
  id: 'm1',
  payload,
});

describe('previewPart', () => {
  it("starts the preview from the shop's saved theme settings (001 §3 Theme state)", async () => {
    const clock = new SimulatedClock();
    const preview: Preview = previewPart(hostWith({ accent_color: '#d97706', cart_type: 'drawer' }, clock));
    const redraws: unknown[] = [];
    preview.on('preview.redraw', ({ settings }) => redraws.push(settings));
    await Promise.resolve();
    await Promise.resolve();
    expect(preview.getSnapshot().context.theme.settings).toEqual({
      accent_color: '#d97706',
      cart_type: 'drawer',
    });
    await preview.receive(EDITOR, message('settings.update', { settings: { primary_color: '#0f766e' } }));
    clock.increment(800);
    expect(redraws).toEqual([{ accent_color: '#d97706', cart_type: 'drawer', primary_color: '#0f766e' }]);
  });
});
