import type { CustomOption } from './custom-options.types';
import { visibleOptions } from './visible-options';

/**
 * Whether a product's custom options, all left empty, block adding it: an option shown without an
 * answer is required (000 §5 "A required option that is empty blocks the operation"). The same
 * answer as `!validateCustomOptions(options, {}).valid`, without bundling the validators (an offer
 * card on the first page asks it, docs/decisions/0598).
 *
 * @example
 * ```ts
 * requiresAnswer([{ id: '1', name: 'Name', type: 'text', validations: { required: true } }]); // true
 * requiresAnswer([{ id: '1', name: 'Gift note', type: 'text' }]); // false
 * ```
 */
export function requiresAnswer(options: readonly CustomOption[]): boolean {
  return visibleOptions(options, {}).options.some((option) => option.validations?.required === true);
}
