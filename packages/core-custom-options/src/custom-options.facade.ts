import type { Actor } from 'xstate';
import type { customOptionsMachine, SubmitBlock } from './custom-options.machine';
import type { CartProperty, CustomOptionError } from './custom-options.types';

/**
 * The outcome of {@link submitCustomOptions}: the cart properties, or why the submit was blocked
 * with the errors now shown.
 *
 * @example
 * ```ts
 * const result: CustomOptionsSubmitResult = { ok: true, properties: [{ name: 'Engraving', value: 'Al' }] };
 * ```
 */
export type CustomOptionsSubmitResult =
  | { readonly ok: true; readonly properties: readonly CartProperty[] }
  | { readonly ok: false; readonly blockedBy: SubmitBlock; readonly errors: readonly CustomOptionError[] };

/**
 * Submits the form and reads the outcome at once (the submit settles synchronously): what the
 * product page calls before adding to the cart (000 §4, §5).
 *
 * @example
 * ```ts
 * const result = submitCustomOptions(actor);
 * if (result.ok) await cart.add({ variant_id, qty: 1, properties: [...result.properties] });
 * else if (result.blockedBy === 'invalid') scrollTo(result.errors[0]?.optionId);
 * ```
 */
export function submitCustomOptions(actor: Actor<typeof customOptionsMachine>): CustomOptionsSubmitResult {
  actor.send({ type: 'form.submit' });
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  if (snapshot.matches('submitted')) return { ok: true, properties: context.properties ?? [] };
  return {
    ok: false,
    blockedBy: context.submitBlockedBy ?? 'invalid',
    errors: context.visibleIds.flatMap((id) => context.errors[id] ?? []),
  };
}
