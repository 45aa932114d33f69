/**
 * The theme settings the built-in theme's look follows, in one place: which settings become which
 * CSS custom properties of styles.css, for the live shop (the saved settings, written into the
 * document's head by the server and by the browser) and for the live preview (the editor's,
 * redrawn on the page's root element). 001 §3 Theme state includes the settings; 001 §2
 * "Settings changes are redrawn after a 800 ms debounce".
 */
import { type ShopData, type ThemeSettings, themeAssets } from '@vitrine/core-shop';

/** The built-in theme's settings, as the CSS custom properties of styles.css they set. */
export const THEME_SETTING_VARIABLES: Readonly<Record<string, `--${string}`>> = {
  accent_color: '--accent',
  primary_color: '--text',
  background_color: '--bg',
};

/** The `<style>` element in the head holding the shop's saved theme settings. */
export const THEME_SETTINGS_STYLE_ID = 'vitrine-theme-settings';

/** A colour a setting may hold: `#rgb`, `#rrggbb` (with alpha too) or `rgb()`/`hsl()` of plain numbers. */
const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;

/**
 * The CSS custom properties for theme settings: forced settings win over settings (001 §2
 * "force settings"); unknown settings and values that are not colours are left out, so a setting
 * never writes anything but a colour into the page's style.
 *
 * @example
 * ```ts
 * themeVariables({ accent_color: '#be185d' }); // { '--accent': '#be185d' }
 * ```
 */
export function themeVariables(
  settings: Readonly<Record<string, unknown>>,
  forceSettings: ThemeSettings = {},
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [setting, variable] of Object.entries(THEME_SETTING_VARIABLES)) {
    const forced = Object.hasOwn(forceSettings, setting) ? forceSettings[setting] : undefined;
    const value = forced ?? (Object.hasOwn(settings, setting) ? settings[setting] : undefined);
    if (typeof value === 'string' && COLOUR.test(value.trim())) variables[variable] = value.trim();
  }
  return variables;
}

/**
 * Whether the shop's theme follows the colour settings: only the built-in theme (id 1, 000 §9)
 * does; another theme's stylesheet is its own look. The live pages and the preview's redraw both
 * ask this.
 */
export function followsThemeSettings(theme: ShopData['theme']): boolean {
  return themeAssets(theme).kind === 'built-in';
}

/**
 * The CSS rule of the shop's saved theme settings for the live pages, or `''` when it sets
 * nothing. Only the built-in theme (id 1, 000 §9) follows these settings: another theme's
 * stylesheet is its own look. `html:root` outweighs styles.css's `:root` whatever the order the
 * stylesheets load in; the preview's redraw (on the root element's style) outweighs it in turn.
 *
 * @example
 * ```ts
 * savedThemeCss(shop.theme); // 'html:root{--accent:#d97706;--text:#1f2937}'
 * ```
 */
export function savedThemeCss(theme: ShopData['theme']): string {
  if (!followsThemeSettings(theme)) return '';
  const declarations = Object.entries(themeVariables(theme.settings)).map(
    ([name, value]) => `${name}:${value}`,
  );
  return declarations.length === 0 ? '' : `html:root{${declarations.join(';')}}`;
}

/**
 * The `<style>` element of {@link savedThemeCss} for a document's head (the server writes it with
 * the page's head tags), or `''` when the theme sets nothing. The values are colours only, so
 * nothing in them can end the element.
 */
export function savedThemeStyleTag(theme: ShopData['theme']): string {
  const css = savedThemeCss(theme);
  return css === '' ? '' : `<style id="${THEME_SETTINGS_STYLE_ID}">${css}</style>`;
}

/**
 * Keeps the head's saved-settings `<style>` at `css`: written at the end of the head when missing
 * (a page the server did not render), rewritten when it differs, removed when `css` is empty. A
 * page the server rendered already holds the same rule: nothing changes, nothing flashes.
 */
export function writeSavedThemeStyle(doc: Document, css: string): void {
  const current = doc.getElementById(THEME_SETTINGS_STYLE_ID);
  if (css === '') {
    current?.remove();
    return;
  }
  if (current !== null) {
    if (current.textContent !== css) current.textContent = css;
    return;
  }
  const style = doc.createElement('style');
  style.id = THEME_SETTINGS_STYLE_ID;
  style.textContent = css;
  doc.head.append(style);
}

/**
 * Redraws theme settings on an element's style (the live preview's, 001 §2): each property a
 * setting gives is set, and each other property of {@link THEME_SETTING_VARIABLES} is removed, so
 * a setting cleared (`null`, or a forced setting no longer sent) stops overriding the page's look.
 */
export function redrawThemeVariables(
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>,
  settings: Readonly<Record<string, unknown>>,
  forceSettings: ThemeSettings = {},
): void {
  const variables = themeVariables(settings, forceSettings);
  for (const variable of Object.values(THEME_SETTING_VARIABLES)) {
    const value = variables[variable];
    if (value === undefined) style.removeProperty(variable);
    else style.setProperty(variable, value);
  }
}
