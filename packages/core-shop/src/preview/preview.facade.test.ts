import { createMemoryNavigate } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview.constants';
import { createPreview } from './preview.facade';

const editor = 'https://admin.example.com';

describe('preview facade (001 §2 live preview)', () => {
  it('refuses a message from another origin, and answers the editor once rendered', async () => {
    const preview = createPreview({ editorOrigin: editor });
    const replies: unknown[] = [];
    preview.on('preview.reply', ({ targetOrigin }) => replies.push(targetOrigin));
    const refused = await preview.receive('https://evil.example', { channel: PREVIEW_CHANNEL });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('PREVIEW_ORIGIN_REJECTED');
    expect((await preview.rendered()).ok).toBe(true);
    expect(replies).toEqual([editor]);
  });

  it('sends an editor page change to the navigate port', async () => {
    const navigate = createMemoryNavigate();
    const preview = createPreview({ editorOrigin: editor, ports: { navigate } });
    const result = await preview.receive(editor, {
      channel: PREVIEW_CHANNEL,
      version: PREVIEW_PROTOCOL_VERSION,
      type: 'page.open',
      id: 'm1',
      payload: { page: 'cart' },
    });
    expect(result.ok).toBe(true);
    expect(navigate.intents).toEqual([{ type: 'path', path: '/cart' }]);
  });

  it('restored from persist() while a settings redraw waited, redraws 800 ms later (001 §9)', async () => {
    const first = createPreview({ editorOrigin: editor, ports: { clock: new SimulatedClock() } });
    await first.receive(editor, {
      channel: PREVIEW_CHANNEL,
      version: PREVIEW_PROTOCOL_VERSION,
      type: 'settings.update',
      id: 's1',
      payload: { settings: { accent_color: '#0f0' } },
    });
    const saved = JSON.parse(JSON.stringify(first.persist()));
    first.stop();
    const clock = new SimulatedClock();
    const preview = createPreview({ editorOrigin: editor, ports: { clock }, snapshot: saved });
    const redraws: unknown[] = [];
    preview.on('preview.redraw', ({ settings }) => redraws.push(settings));
    clock.increment(799);
    expect(redraws).toEqual([]);
    clock.increment(1);
    expect(redraws).toEqual([{ accent_color: '#0f0' }]);
  });

  it("starts from the shop's saved theme settings, which the editor's go over (001 §3 Theme state)", async () => {
    const clock = new SimulatedClock();
    const preview = createPreview({ editorOrigin: editor, ports: { clock } });
    const redraws: unknown[] = [];
    preview.on('preview.redraw', ({ settings }) => redraws.push(settings));
    expect((await preview.savedSettings({ accent_color: '#d97706', enable_search: true })).ok).toBe(true);
    expect(preview.getSnapshot().context.theme.settings).toEqual({
      accent_color: '#d97706',
      enable_search: true,
    });
    await preview.receive(editor, {
      channel: PREVIEW_CHANNEL,
      version: PREVIEW_PROTOCOL_VERSION,
      type: 'settings.update',
      payload: { settings: { enable_search: false } },
    });
    clock.increment(800);
    expect(redraws).toEqual([{ accent_color: '#d97706', enable_search: false }]);
  });
});
