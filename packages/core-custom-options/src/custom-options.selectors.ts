import type { CustomOptionsContext } from './custom-options.machine';
import type { CustomOption, CustomOptionError, CustomOptionFieldValue } from './custom-options.types';
import { optionKey } from './option-key';

/**
 * Anything holding the machine's context: a snapshot, or `{ context }`.
 *
 * @example
 * ```ts
 * const state: WithCustomOptionsContext = actor.getSnapshot();
 * ```
 */
export interface WithCustomOptionsContext {
  readonly context: CustomOptionsContext;
}

/**
 * The options to render, in order: hidden children are left out (000 §5).
 *
 * @example
 * ```ts
 * const shown = selectVisibleOptions(actor.getSnapshot());
 * ```
 */
export function selectVisibleOptions({ context }: WithCustomOptionsContext): CustomOption[] {
  return context.options.filter((option) => context.visibleIds.includes(optionKey(option.id)));
}

/**
 * The value an option holds now (`undefined` when empty or hidden).
 *
 * @example
 * ```ts
 * selectOptionValue(actor.getSnapshot(), 7); // 'Happy birthday'
 * ```
 */
export function selectOptionValue(
  { context }: WithCustomOptionsContext,
  optionId: string | number,
): CustomOptionFieldValue | undefined {
  return context.values[optionKey(optionId)];
}

/**
 * The error (hint) an option shows now, if any.
 *
 * @example
 * ```ts
 * selectOptionError(actor.getSnapshot(), 5)?.message; // 'Please upload a file.'
 * ```
 */
export function selectOptionError(
  { context }: WithCustomOptionsContext,
  optionId: string | number,
): CustomOptionError | undefined {
  return context.errors[optionKey(optionId)];
}

/**
 * Whether a file upload runs: add to cart stays disabled meanwhile (000 §4 Product page).
 *
 * @example
 * ```ts
 * button.disabled = selectIsUploading(actor.getSnapshot());
 * ```
 */
export function selectIsUploading({ context }: WithCustomOptionsContext): boolean {
  return Object.values(context.uploads).some((upload) => upload.status === 'uploading');
}
