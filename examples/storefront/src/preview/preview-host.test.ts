// @vitest-environment happy-dom
/**
 * The order of the preview's theme events (docs/preview-protocol.md "Theme events": unload and
 * deselect events are dispatched before the page changes, the others after React committed it):
 * a theme script hears a chosen block's deselect while that block is still on the page.
 */
import { describe, expect, it } from 'vitest';
import { dispatchThemeEvents } from './preview-host';

describe('the theme events of a change', () => {
  it('dispatches every deselect and unload before the change, the rest after it', async () => {
    const heard: string[] = [];
    const types = [
      'vitrine:block:deselect',
      'vitrine:section:deselect',
      'vitrine:section:unload',
      'vitrine:section:load',
    ] as const;
    const listeners = types.map((type) => {
      const listener = () => heard.push(type);
      document.addEventListener(type, listener);
      return () => document.removeEventListener(type, listener);
    });
    try {
      dispatchThemeEvents(document, [
        { type: 'vitrine:block:deselect', detail: { sectionId: 'text-1', blockId: 'b-1', load: true } },
        { type: 'vitrine:section:unload', detail: { sectionId: 'text-1' } },
        { type: 'vitrine:section:load', detail: { sectionId: 'text-1' } },
      ]);
      // before the page changes (the same task)
      expect(heard).toEqual(['vitrine:block:deselect', 'vitrine:section:unload']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual(['vitrine:block:deselect', 'vitrine:section:unload', 'vitrine:section:load']);
    } finally {
      for (const remove of listeners) remove();
    }
  });
});
