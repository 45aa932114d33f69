import type { ThemeSettings } from '@vitrine/core-shop';

/**
 * The built-in theme's settings the live preview redraws, as the CSS custom properties of
 * styles.css they set (001 §2 "Settings changes are redrawn after a 800 ms debounce").
 */
export const THEME_SETTING_VARIABLES: Readonly<Record<string, `--${string}`>> = {
  accent_color: '--accent',
  primary_color: '--text',
  background_color: '--bg',
};

/** A colour a setting may hold: `#rgb`, `#rrggbb` (with alpha too) or `rgb()`/`hsl()` of plain numbers. */
const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;

/**
 * The CSS custom properties for theme settings: forced settings win over settings (001 §2
 * "force settings"); unknown settings and values that are not colours are left out, so a setting
 * never writes anything but a colour into the page's style.
 *
 * @example
 * ```ts
 * themeVariables({ accent_color: '#be185d' }, {}); // { '--accent': '#be185d' }
 * ```
 */
export function themeVariables(
  settings: ThemeSettings,
  forceSettings: ThemeSettings,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [setting, variable] of Object.entries(THEME_SETTING_VARIABLES)) {
    const forced = Object.hasOwn(forceSettings, setting) ? forceSettings[setting] : undefined;
    const value = forced ?? (Object.hasOwn(settings, setting) ? settings[setting] : undefined);
    if (typeof value === 'string' && COLOUR.test(value.trim())) variables[variable] = value.trim();
  }
  return variables;
}
