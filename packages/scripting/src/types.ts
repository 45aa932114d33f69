/**
 * @packageDocumentation
 * `@vitrine/scripting/types`: the types of `window.Vitrine` for app authors, and the global
 * declaration. Import it once (`import type {} from '@vitrine/scripting/types'`, or list it in
 * `compilerOptions.types`) and `window.Vitrine` is typed: the ready queue before the storefront
 * installs the interface, the interface afterwards.
 *
 * @example
 * ```ts
 * import type { VitrineScripting } from '@vitrine/scripting/types';
 *
 * window.Vitrine = window.Vitrine || [];
 * window.Vitrine.push(async (vitrine: VitrineScripting) => {
 *   const cart = await vitrine.cart.get();
 *   console.log(cart.totals.total); // { amount: 4800, currency: 'USD' }
 * });
 * ```
 */
import type { VitrineQueue, VitrineScripting } from './scripting.types';

export type * from './scripting.types';

declare global {
  interface Window {
    /** The public scripting interface of a Vitrine storefront, or its ready queue before it loads. */
    Vitrine: VitrineScripting | VitrineQueue;
  }
}
