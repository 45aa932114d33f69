import { isPreviewQuery, normalizeOrigin } from '@vitrine/core-shop';

/** What {@link platformAdminOrigin} reads of the page's location. */
export interface LocationLike {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly search: string;
}

/**
 * The host of the platform admin in the reference set-up: the platform-api reached by IP instead
 * of the shop's name (docs/decisions/0435-preview-editor-origin.md).
 */
export const REFERENCE_ADMIN_HOST = '127.0.0.1';

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The origin of the platform admin: the one origin whose theme-editor messages the preview
 * accepts (001 §6 "edits the theme in preview (editor origin)") and the origin the manage bar
 * frame is loaded from (001 §2 "loaded from the platform admin domain").
 *
 * @remarks Taken from the build (`VITE_VITRINE_EDITOR_ORIGIN`), never from the URL or a message,
 * so a page that frames the shop cannot name itself the editor. Without it, a shop on a loopback
 * host (`npm start`) trusts the reference admin, `http://127.0.0.1:<the same port>`; any other
 * host trusts no editor (docs/decisions/0435-preview-editor-origin.md).
 */
export function platformAdminOrigin(location: LocationLike): string | undefined {
  const built: unknown = import.meta.env.VITE_VITRINE_EDITOR_ORIGIN;
  if (typeof built === 'string' && built.trim() !== '') return normalizeOrigin(built) ?? undefined;
  if (!isLoopback(location.hostname)) return undefined;
  return `${location.protocol}//${REFERENCE_ADMIN_HOST}${location.port ? `:${location.port}` : ''}`;
}

/** What {@link previewEditorOrigin} reads of the page. */
export interface PageLike {
  readonly location: LocationLike;
  readonly parent: unknown;
}

/**
 * The editor origin to create the storefront with when this page is the live preview, else
 * `undefined` (no preview: the preview takes no message, and no preview code is loaded). Decided
 * at the page's first URL and kept for the page's life.
 *
 * @remarks 001 §2 "With preview=true in the query"; the page must also be framed (the editor
 * shows the storefront in its frame).
 *
 * @example
 * ```ts
 * createStorefront({ domain: location.hostname, editorOrigin: previewEditorOrigin(window) });
 * ```
 */
export function previewEditorOrigin(page: PageLike): string | undefined {
  // Decided once per page, at its first URL: the editor's page changes drop the query.
  const known = decided.get(page);
  if (known !== undefined) return known ?? undefined;
  const framed = page.parent !== page && isPreviewQuery(new URLSearchParams(page.location.search));
  const origin = framed ? platformAdminOrigin(page.location) : undefined;
  decided.set(page, origin ?? null);
  return origin;
}

/** The answer of {@link previewEditorOrigin} by page (`null`: not a preview). */
const decided = new WeakMap<PageLike, string | null>();
