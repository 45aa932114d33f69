import { PARENT_RELATION_EQUALS } from './custom-options.constants';
import type { CustomOption, CustomOptionFieldValue, ParentCondition } from './custom-options.types';
import { isUploadedFile } from './is-empty-value';

/**
 * The values a parent option currently has selected, as the strings its children's conditions
 * compare with (docs/decisions/0110): every chosen entry of a checkbox, the text of a picture
 * together with the value of the choice carrying that text, the URL of an uploaded file, the
 * text of any other option. Blank entries are left out, so an empty parent selects nothing.
 *
 * @example
 * ```ts
 * selectedParentValues({ id: '1', name: 'Extras', type: 'checkbox' }, ['wrap', 'card']); // ['wrap', 'card']
 * ```
 */
export function selectedParentValues(
  parent: CustomOption,
  value: CustomOptionFieldValue | undefined,
): readonly string[] {
  if (value === undefined || value === null) return [];
  if (isUploadedFile(value)) return value.url.trim() === '' ? [] : [value.url];
  if (typeof value !== 'string') return value.filter((entry) => entry.trim() !== '');
  if (value.trim() === '') return [];
  if (parent.type !== 'picture') return [value];
  const choice = parent.values?.find((candidate) => candidate.text === value);
  return choice && choice.value !== value ? [value, choice.value] : [value];
}

/**
 * Whether a parent's value satisfies a child's `parentCondition` list (000 §5 "Child options
 * show only when the parent's value satisfies parentCondition").
 *
 * @remarks
 * docs/decisions/0110: an empty parent satisfies nothing, so clearing a parent hides its whole
 * subtree; no condition at all means "the parent has a value"; `'equals'` entries are
 * alternatives (at least one must match); any other relation reads "does not equal" and every
 * such entry must hold. A checkbox parent matches a value when that value is among its choices.
 *
 * @example
 * ```ts
 * const parent: CustomOption = { id: '1', name: 'Gift', type: 'radio' };
 * parentConditionHolds(parent, 'yes', [{ relation: 'equals', value: 'yes' }]); // true
 * parentConditionHolds(parent, 'yes', [{ relation: 'not_equals', value: 'yes' }]); // false
 * parentConditionHolds(parent, '', [{ relation: 'not_equals', value: 'yes' }]); // false
 * ```
 */
export function parentConditionHolds(
  parent: CustomOption,
  value: CustomOptionFieldValue | undefined,
  conditions: readonly ParentCondition[] | null | undefined,
): boolean {
  const selected = selectedParentValues(parent, value);
  if (selected.length === 0) return false;
  const list = conditions ?? [];
  const matches = (condition: ParentCondition): boolean => selected.includes(String(condition.value));
  const equals = list.filter((condition) => condition.relation === PARENT_RELATION_EQUALS);
  const others = list.filter((condition) => condition.relation !== PARENT_RELATION_EQUALS);
  return (equals.length === 0 || equals.some(matches)) && !others.some(matches);
}
