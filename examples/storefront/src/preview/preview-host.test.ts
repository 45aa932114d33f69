// @vitest-environment happy-dom
/**
 * The order of the preview's theme events (docs/preview-protocol.md "Theme events": unload and
 * deselect events are dispatched before the page changes, the others after React committed it):
 * a theme script hears a chosen block's deselect while that block is still on the page. And the
 * editor's colour settings, redrawn only on the built-in theme, against the reference platform in
 * process (001 §2; the published shop ignores them on other themes, app/theme-settings.ts).
 */
import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from '@vitrine/core-shop';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { createStorefront } from '@vitrine/sdk';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootstrapResult, changedFetch, platformSuite } from '../../../../packages/react/test/harness';
import { PLATFORM_URL } from '../../../../packages/sdk/test/harness/platform';
import { dispatchThemeEvents, PreviewHost } from './preview-host';

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

const suite = platformSuite();

/** The editor's origin of these tests (the storefront is opened inside its frame). */
const EDITOR = 'https://editor.example';

const root = document.documentElement;

// The preview's answers go to the editor's frame (`window.parent`): here the test window is its
// own parent, and a message to the editor's origin is not its to take.
beforeEach(() => {
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const variable of ['--accent', '--text', '--bg']) root.style.removeProperty(variable);
  delete root.dataset.previewRedraws;
});

/**
 * The preview host of the demo shop on the theme `themeId` (the bootstrap's theme_id), once it
 * follows the editor's messages.
 */
async function previewOn(themeId: number) {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: changedFetch(suite.platform, '/api/bootstrap/', (body) => ({
      ...body,
      result: { ...(body.result as BootstrapResult), theme_id: themeId },
    })),
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
    editorOrigin: EDITOR,
  });
  await storefront.ready();
  render(
    createElement(
      StorefrontProvider,
      { storefront },
      createElement(MemoryRouter, null, createElement(PreviewHost)),
    ),
  );
  await waitFor(() => expect(root.dataset.preview).toBe('true'));
  return storefront;
}

/** The editor sets the accent colour; resolves once the preview has carried out the redraw (800 ms on). */
async function editorSetsAccent(colour: string) {
  const redraws = Number(root.dataset.previewRedraws ?? '0');
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: EDITOR,
      data: {
        channel: PREVIEW_CHANNEL,
        version: PREVIEW_PROTOCOL_VERSION,
        type: 'settings.update',
        payload: { settings: { accent_color: colour } },
      },
    }),
  );
  await waitFor(() => expect(Number(root.dataset.previewRedraws ?? '0')).toBeGreaterThan(redraws), {
    timeout: 5_000,
  });
}

describe("the preview's colour settings (001 §2 redraw)", () => {
  it('redraws the colours of the built-in theme', async () => {
    const storefront = await previewOn(1);
    try {
      await editorSetsAccent('#be185d');
      expect(root.style.getPropertyValue('--accent')).toBe('#be185d');
    } finally {
      storefront.stop();
    }
  });

  // The published shop ignores these settings on any theme but the built-in one (000 §9 theme id
  // 1; app/theme-settings.ts savedThemeCss): the preview does not show colours the shop will not.
  it('leaves the colours of another theme alone (theme 7)', async () => {
    const storefront = await previewOn(7);
    try {
      await editorSetsAccent('#be185d');
      expect(root.style.getPropertyValue('--accent')).toBe('');
    } finally {
      storefront.stop();
    }
  });
});
