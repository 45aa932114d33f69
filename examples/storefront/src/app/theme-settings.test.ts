// @vitest-environment happy-dom
import type { ShopData } from '@vitrine/core-shop';
import { describe, expect, it } from 'vitest';
import {
  redrawThemeVariables,
  savedThemeCss,
  savedThemeStyleTag,
  THEME_SETTINGS_STYLE_ID,
  themeVariables,
  writeSavedThemeStyle,
} from './theme-settings';

/** A shop theme with these settings: the built-in theme (id 1) unless told. */
const theme = (settings: Readonly<Record<string, unknown>>, id = '1'): ShopData['theme'] => ({
  id,
  buildVersion: '2025.01.15',
  cdn: '/theme-assets',
  fonts: [],
  settings,
  menus: {},
});

describe('themeVariables', () => {
  it('writes the colour settings as the theme’s custom properties, forced settings first (001 §2)', () => {
    expect(
      themeVariables({ accent_color: '#be185d', primary_color: '#111' }, { primary_color: '#222222' }),
    ).toEqual({
      '--accent': '#be185d',
      '--text': '#222222',
    });
  });

  it('writes nothing but colours', () => {
    expect(
      themeVariables(
        {
          accent_color: 'red; background: url(https://evil.test)',
          background_color: 42,
          unknown_setting: '#fff',
          __proto__: '#000',
        },
        {},
      ),
    ).toEqual({});
  });
});

describe("the shop's saved theme settings on the live pages (001 §3 Theme state)", () => {
  it('are a rule over the built-in look: the seed’s accent colour', () => {
    const saved = theme({ accent_color: '#d97706', primary_color: '#1f2937', cart_type: 'drawer' });
    expect(savedThemeCss(saved)).toBe('html:root{--accent:#d97706;--text:#1f2937}');
    expect(savedThemeStyleTag(saved)).toBe(
      `<style id="${THEME_SETTINGS_STYLE_ID}">html:root{--accent:#d97706;--text:#1f2937}</style>`,
    );
  });

  it('write nothing when they set no colour, or for another theme (its stylesheet is its look, 000 §9)', () => {
    expect(savedThemeCss(theme({ cart_type: 'drawer', accent_color: 'red;}</style>' }))).toBe('');
    expect(savedThemeStyleTag(theme({}))).toBe('');
    expect(savedThemeCss(theme({ accent_color: '#d97706' }, '7'))).toBe('');
  });

  it('are kept in one style element of the head: added, rewritten, removed', () => {
    const doc = document.implementation.createHTMLDocument('shop');
    writeSavedThemeStyle(doc, 'html:root{--accent:#d97706}');
    const style = doc.getElementById(THEME_SETTINGS_STYLE_ID);
    expect(style?.parentElement).toBe(doc.head);
    expect(style?.textContent).toBe('html:root{--accent:#d97706}');
    writeSavedThemeStyle(doc, 'html:root{--accent:#be185d}');
    expect(doc.querySelectorAll(`#${THEME_SETTINGS_STYLE_ID}`)).toHaveLength(1);
    expect(doc.getElementById(THEME_SETTINGS_STYLE_ID)).toBe(style);
    expect(style?.textContent).toBe('html:root{--accent:#be185d}');
    writeSavedThemeStyle(doc, '');
    expect(doc.getElementById(THEME_SETTINGS_STYLE_ID)).toBeNull();
  });

  it('colour the page: the computed accent is the saved one', () => {
    const doc = document.implementation.createHTMLDocument('shop');
    const base = doc.createElement('style');
    base.textContent = ':root{--accent:#1d4ed8}';
    doc.head.append(base);
    writeSavedThemeStyle(doc, savedThemeCss(theme({ accent_color: '#d97706' })));
    const view = doc.defaultView ?? window;
    expect(view.getComputedStyle(doc.documentElement).getPropertyValue('--accent').trim()).toBe('#d97706');
  });
});

describe('redrawThemeVariables (the live preview, 001 §2)', () => {
  it('sets the settings given and removes the ones cleared', () => {
    const { style } = document.createElement('div');
    redrawThemeVariables(style, { accent_color: '#be185d', primary_color: '#0f766e' });
    expect(style.getPropertyValue('--accent')).toBe('#be185d');
    expect(style.getPropertyValue('--text')).toBe('#0f766e');
    // a setting reset to null
    redrawThemeVariables(style, { accent_color: null, primary_color: '#0f766e' });
    expect(style.getPropertyValue('--accent')).toBe('');
    expect(style.getPropertyValue('--text')).toBe('#0f766e');
  });

  it('drops a forced colour once the forced settings are cleared (force_settings.update {})', () => {
    const { style } = document.createElement('div');
    redrawThemeVariables(
      style,
      { accent_color: '#d97706' },
      { accent_color: '#000000', background_color: '#fff' },
    );
    expect(style.getPropertyValue('--accent')).toBe('#000000');
    expect(style.getPropertyValue('--bg')).toBe('#fff');
    redrawThemeVariables(style, { accent_color: '#d97706' }, {});
    expect(style.getPropertyValue('--accent')).toBe('#d97706');
    expect(style.getPropertyValue('--bg')).toBe('');
  });
});
