import type { ThemePage, ThemeSection, ThemeSettings, ThemeState } from './preview.types';

/**
 * The value a record holds under `key` as its OWN property, else `undefined`: a page or section
 * the editor names `constructor` or `__proto__` is a plain name, never a member every object
 * inherits (issue 17's fuzzing found `state.orders['__proto__']` stopping the preview).
 *
 * @internal
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A theme state with nothing in it, for a preview that has not received the theme yet. */
export function emptyThemeState(): ThemeState {
  return { pages: {}, orders: {}, settings: {}, forceSettings: {}, styles: null };
}

/**
 * Merges settings into the theme settings (a key sent replaces that key; keys not sent stay).
 *
 * @remarks 001 §2 "update settings"; docs/decisions/0133-preview-protocol.md.
 */
export function applySettings(state: ThemeState, settings: ThemeSettings): ThemeState {
  return { ...state, settings: { ...state.settings, ...settings } };
}

/**
 * The shop's saved theme settings (its bootstrap's `shop_theme.settings`) under the preview's: a
 * setting the editor has sent keeps the editor's value, `null` included; the others take the
 * saved value.
 *
 * @remarks 001 §3 Theme state includes the settings: the preview starts from the shop's own, so
 * a redraw carries every setting, not only the ones the editor changed.
 */
export function withSavedSettings(state: ThemeState, saved: ThemeSettings): ThemeState {
  return { ...state, settings: { ...saved, ...state.settings } };
}

/** Replaces the forced settings (sending `{}` clears them). 001 §2 "force settings". */
export function applyForceSettings(state: ThemeState, forceSettings: ThemeSettings): ThemeState {
  return { ...state, forceSettings };
}

/** Replaces the custom CSS. 001 §2 "styles". */
export function applyStyles(state: ThemeState, css: string): ThemeState {
  return { ...state, styles: css };
}

/**
 * Replaces the sections and/or the section order of the pages named. Pages not named are kept.
 *
 * @remarks 001 §2 "update … pages"; 001 §3 Theme state pages and orders.
 */
export function applyPages(
  state: ThemeState,
  pages: Readonly<Record<string, ThemePage>>,
  orders: Readonly<Record<string, readonly string[]>>,
): ThemeState {
  return { ...state, pages: { ...state.pages, ...pages }, orders: { ...state.orders, ...orders } };
}

/**
 * Replaces (or adds, at the end of the page's order) one section of a page.
 *
 * @remarks 001 §2 "update … a section".
 */
export function applySection(
  state: ThemeState,
  page: string,
  sectionId: string,
  section: ThemeSection,
): ThemeState {
  const order = ownValue(state.orders, page) ?? [];
  return {
    ...state,
    pages: { ...state.pages, [page]: { ...ownValue(state.pages, page), [sectionId]: section } },
    orders: order.includes(sectionId) ? state.orders : { ...state.orders, [page]: [...order, sectionId] },
  };
}

/**
 * The ids of the sections a page shows, in order: the page's order first (ids it knows, not
 * disabled, each once), then sections missing from the order, in the order they were sent.
 */
export function renderedSectionIds(state: ThemeState, page: string): string[] {
  const sections = ownValue(state.pages, page) ?? {};
  const shown = (id: string) => ownValue(sections, id) !== undefined && sections[id]?.disabled !== true;
  const ids: string[] = [];
  for (const id of [...(ownValue(state.orders, page) ?? []), ...Object.keys(sections)]) {
    if (shown(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The ids of the blocks a section shows, in order (block order first, then the rest; not disabled). */
export function renderedBlockIds(section: ThemeSection | undefined): string[] {
  if (section === undefined) return [];
  const shown = (id: string) =>
    ownValue(section.blocks, id) !== undefined && section.blocks[id]?.disabled !== true;
  const ids: string[] = [];
  for (const id of [...section.block_order, ...Object.keys(section.blocks)]) {
    if (shown(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
