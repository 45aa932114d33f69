import { jsonEqual } from './json-equal';
import type { PreviewSelection, ThemeEventDescriptor, ThemeState } from './preview.types';
import { ownValue, renderedBlockIds, renderedSectionIds } from './theme-state';

/**
 * The theme events a change of a page's sections gives, in dispatch order.
 *
 * @remarks
 * 001 §2 Live preview; docs/preview-protocol.md "Theme events". Compared on the page shown:
 * a removed (or newly disabled) section unloads; an added one loads; a changed one unloads then
 * loads again; sections kept but moved (outside a longest run kept in place) are reordered. Unloads come first (dispatch them before
 * changing the DOM), then loads and reorders. When the chosen section was reloaded, it is selected
 * again with `load: true` (and its chosen block too, if still shown).
 */
export function sectionChangeEvents(
  before: ThemeState,
  after: ThemeState,
  page: string,
  selection: PreviewSelection | null,
): ThemeEventDescriptor[] {
  const oldIds = renderedSectionIds(before, page);
  const newIds = renderedSectionIds(after, page);
  const oldSections = ownValue(before.pages, page) ?? {};
  const newSections = ownValue(after.pages, page) ?? {};
  const changed = (id: string) => !jsonEqual(ownValue(oldSections, id), ownValue(newSections, id));

  const unloaded = oldIds.filter((id) => !newIds.includes(id) || changed(id));
  const loaded = newIds.filter((id) => !oldIds.includes(id) || changed(id));
  const keptBefore = oldIds.filter((id) => newIds.includes(id) && !changed(id));
  const keptAfter = newIds.filter((id) => keptBefore.includes(id));
  const stayed = longestCommonSubsequence(keptBefore, keptAfter);
  const moved = keptAfter.filter((id) => !stayed.has(id));

  const events: ThemeEventDescriptor[] = [
    ...unloaded.map((sectionId) => event('vitrine:section:unload', { sectionId })),
    ...loaded.map((sectionId) => event('vitrine:section:load', { sectionId })),
    ...moved.map((sectionId) => event('vitrine:section:reorder', { sectionId })),
  ];
  if (selection !== null && loaded.includes(selection.sectionId)) {
    events.push(event('vitrine:section:select', { sectionId: selection.sectionId, load: true }));
    const blockId = selection.blockId;
    if (
      blockId !== undefined &&
      renderedBlockIds(ownValue(newSections, selection.sectionId)).includes(blockId)
    ) {
      events.push(event('vitrine:block:select', { sectionId: selection.sectionId, blockId, load: true }));
    }
  }
  return events;
}

/**
 * The theme events of moving the chosen element from `previous` to `next` (`null`: nothing chosen).
 *
 * @remarks 001 §2 "choose … an element". The old block is deselected, then the old section
 * (if the section changes), then the new section is selected (if it changed) and the new block.
 * Choosing the same element again gives no event.
 */
export function selectionEvents(
  previous: PreviewSelection | null,
  next: PreviewSelection | null,
): ThemeEventDescriptor[] {
  const sameSection = previous !== null && next !== null && previous.sectionId === next.sectionId;
  const sameBlock = sameSection && previous?.blockId === next?.blockId;
  const events: ThemeEventDescriptor[] = [];
  if (previous?.blockId !== undefined && !sameBlock) {
    events.push(
      event('vitrine:block:deselect', {
        sectionId: previous.sectionId,
        blockId: previous.blockId,
        load: false,
      }),
    );
  }
  if (previous !== null && !sameSection)
    events.push(event('vitrine:section:deselect', { sectionId: previous.sectionId }));
  if (next !== null && !sameSection)
    events.push(event('vitrine:section:select', { sectionId: next.sectionId, load: false }));
  if (next?.blockId !== undefined && !sameBlock) {
    events.push(
      event('vitrine:block:select', { sectionId: next.sectionId, blockId: next.blockId, load: false }),
    );
  }
  return events;
}

/**
 * The chosen element after a change of the page's sections, and the deselect events of the part
 * of it that went away (dispatch them before changing the DOM).
 *
 * @remarks 001 §2 "choose … an element"; docs/preview-protocol.md "Theme events". Only what the
 * editor's theme state showed before the change can go away: a chosen element it never held (home's
 * built-in sections until their settings are sent, docs/decisions/0434) is kept by an unrelated
 * change. A section removed or disabled is deselected (its block first); a block removed or disabled
 * from a section still shown is deselected with `load: true` (its section is re-rendered) and the
 * section stays chosen.
 */
export function selectionAfterChange(
  before: ThemeState,
  after: ThemeState,
  page: string,
  selection: PreviewSelection | null,
): { readonly selection: PreviewSelection | null; readonly events: ThemeEventDescriptor[] } {
  if (selection === null) return { selection, events: [] };
  const { sectionId, blockId } = selection;
  const sectionShown = (state: ThemeState) => renderedSectionIds(state, page).includes(sectionId);
  if (sectionShown(before) && !sectionShown(after)) {
    return { selection: null, events: selectionEvents(selection, null) };
  }
  if (
    blockId !== undefined &&
    selectionStillShown(before, page, selection) &&
    !selectionStillShown(after, page, selection)
  ) {
    return {
      selection: { sectionId },
      events: [event('vitrine:block:deselect', { sectionId, blockId, load: true })],
    };
  }
  return { selection, events: [] };
}

/** Whether a selection still points at a shown section (and block) of the page. */
export function selectionStillShown(state: ThemeState, page: string, selection: PreviewSelection): boolean {
  if (!renderedSectionIds(state, page).includes(selection.sectionId)) return false;
  if (selection.blockId === undefined) return true;
  const sections = ownValue(state.pages, page);
  return renderedBlockIds(sections && ownValue(sections, selection.sectionId)).includes(selection.blockId);
}

/** The ids of a longest common subsequence: the sections that did not move (the rest moved). */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => lengths[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i];
      if (row) row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const common = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common.add(a[i] ?? '');
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return common;
}

function event(
  type: ThemeEventDescriptor['type'],
  detail: ThemeEventDescriptor['detail'],
): ThemeEventDescriptor {
  return { type, detail };
}
