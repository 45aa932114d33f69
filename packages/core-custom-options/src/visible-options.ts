import type { CustomOption, CustomOptionFieldValue, CustomOptionFieldValues } from './custom-options.types';
import { optionKey } from './option-key';
import { parentConditionHolds } from './parent-condition-holds';

/**
 * The options a shopper sees and the values they keep: see {@link visibleOptions}.
 *
 * @example
 * ```ts
 * const result: VisibleOptionsResult = { options: [], values: {} };
 * ```
 */
export interface VisibleOptionsResult {
  /** The shown options, in their original order. */
  readonly options: readonly CustomOption[];
  /** The values of the shown options only: hidden options have no entry. */
  readonly values: CustomOptionFieldValues;
}

/**
 * The parent of an option, or `undefined` for a top-level option (docs/decisions/0110):
 * found by `parentId`; a `parentId` that names no option makes the option top-level (platforms
 * send `0` for "no parent"); without `parentId`, `parentIndex` (a position in `options`) is
 * used, but only when the option has conditions.
 *
 * @example
 * ```ts
 * const size: CustomOption = { id: '1', name: 'Size', type: 'select' };
 * const note: CustomOption = { id: '2', name: 'Note', type: 'text', parentId: '1' };
 * findParentOption(note, [size, note]); // size
 * ```
 */
export function findParentOption(
  option: CustomOption,
  options: readonly CustomOption[],
): CustomOption | undefined {
  const { parentId, parentIndex, parentCondition: conditions } = option;
  if (parentId !== undefined && parentId !== null && parentId !== '') {
    const key = optionKey(parentId);
    return options.find((candidate) => optionKey(candidate.id) === key);
  }
  if (typeof parentIndex === 'number' && conditions && conditions.length > 0) return options[parentIndex];
  return undefined;
}

/**
 * Which options show, given the current values, and the values with every hidden option
 * cleared (000 §5 "Child options show only when the parent's value satisfies parentCondition;
 * hidden children are cleared").
 *
 * @remarks
 * An option shows when it has no parent, or when its parent shows and the parent's value
 * satisfies its `parentCondition` ({@link parentConditionHolds}). So a hidden option never
 * keeps a value, and clearing a parent hides its whole subtree. An option caught in a parent
 * cycle never shows. Entries for ids that match no option are dropped too.
 *
 * @example
 * ```ts
 * const options: CustomOption[] = [
 *   { id: '1', name: 'Gift wrap', type: 'radio', values: [{ value: 'yes' }, { value: 'no' }] },
 *   { id: '2', name: 'Gift note', type: 'text', parentId: '1', parentCondition: [{ relation: 'equals', value: 'yes' }] },
 * ];
 * visibleOptions(options, { '1': 'no', '2': 'Hi' });
 * // { options: [options[0]], values: { '1': 'no' } }
 * ```
 */
export function visibleOptions(
  options: readonly CustomOption[],
  values: CustomOptionFieldValues,
): VisibleOptionsResult {
  const shown = new Map<CustomOption, boolean>();
  const resolving = new Set<CustomOption>();

  const isShown = (option: CustomOption): boolean => {
    const known = shown.get(option);
    if (known !== undefined) return known;
    if (resolving.has(option)) return false; // a parent cycle never shows
    resolving.add(option);
    const parent = findParentOption(option, options);
    const result =
      parent === undefined ||
      (isShown(parent) && parentConditionHolds(parent, values[optionKey(parent.id)], option.parentCondition));
    resolving.delete(option);
    shown.set(option, result);
    return result;
  };

  const visible = options.filter(isShown);
  const kept: Record<string, CustomOptionFieldValue> = {};
  for (const option of visible) {
    const key = optionKey(option.id);
    const value = values[key];
    if (value !== undefined) kept[key] = value;
  }
  return { options: visible, values: kept };
}
