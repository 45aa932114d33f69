import type { ShopData } from '../shop.mapping';

/** The id of the built-in theme: nothing to load (000 §9 "Theme id 1 denotes the built-in theme"). */
export const BUILT_IN_THEME_ID = '1';

/** The file names of an external theme's script and stylesheet under its folder (decision 0450). */
export const THEME_SCRIPT_FILE = 'theme.js';
export const THEME_STYLESHEET_FILE = 'theme.css';

/** The theme fields the asset locations are built from (`ShopData['theme']`). */
export type ThemeLocation = Pick<ShopData['theme'], 'id' | 'buildVersion' | 'versionId' | 'cdn'>;

/** What a storefront loads for its shop's theme. */
export type ThemeAssets =
  /** Theme id 1 (or none given): the storefront's own look, nothing to load. */
  | { readonly kind: 'built-in' }
  /** An external theme: its script and stylesheet, and the id and version they were built from. */
  | {
      readonly kind: 'external';
      readonly id: string;
      readonly version: string;
      readonly script: string;
      readonly stylesheet: string;
    }
  /**
   * An external theme whose location cannot be built (no `theme_cdn`, or no version): the
   * storefront logs it and keeps its own look (000 §8 "theme script failures are logged with no
   * user message").
   */
  | { readonly kind: 'unavailable'; readonly id: string; readonly missing: 'cdn' | 'version' };

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Where the shop's theme loads from.
 *
 * @remarks
 * 000 §9 and 001 §9: "Theme id 1 denotes the built-in theme; other themes load as external
 * scripts from a location built from theme id and version". The bootstrap gives `theme_cdn`,
 * `theme_id`, `theme_build_version` and `theme_version_id` (000 §1, §3). The spec does not show
 * the location's shape; decision 0450: `{theme_cdn}/themes/{id}/{version}/theme.js` and
 * `theme.css` beside it, the version being `theme_build_version`, else `theme_version_id`; each
 * path segment is URI-encoded, and a trailing `/` of the CDN is dropped.
 *
 * @example
 * ```ts
 * themeAssets({ id: '1', cdn: '/theme-assets' }); // { kind: 'built-in' }
 * themeAssets({ id: '7', buildVersion: '2025.01.15', cdn: 'https://cdn.example/' });
 * // { kind: 'external', id: '7', version: '2025.01.15',
 * //   script: 'https://cdn.example/themes/7/2025.01.15/theme.js',
 * //   stylesheet: 'https://cdn.example/themes/7/2025.01.15/theme.css' }
 * ```
 */
export function themeAssets(theme: ThemeLocation): ThemeAssets {
  const id = present(theme.id);
  if (id === undefined || id === BUILT_IN_THEME_ID) return { kind: 'built-in' };
  const cdn = present(theme.cdn)?.replace(/\/+$/, '');
  if (cdn === undefined || cdn === '') return { kind: 'unavailable', id, missing: 'cdn' };
  const version = present(theme.buildVersion) ?? present(theme.versionId);
  if (version === undefined) return { kind: 'unavailable', id, missing: 'version' };
  const folder = `${cdn}/themes/${encodeURIComponent(id)}/${encodeURIComponent(version)}`;
  return {
    kind: 'external',
    id,
    version,
    script: `${folder}/${THEME_SCRIPT_FILE}`,
    stylesheet: `${folder}/${THEME_STYLESHEET_FILE}`,
  };
}
