/**
 * What every facade verb resolves to: errors are values, never thrown (DESIGN "One public shape").
 *
 * @example
 * ```ts
 * const result = await storefront.cart.add({ variantId: 'v1', quantity: 1 });
 * if (!result.ok) console.log(result.error.code);
 * ```
 */
export type Result<T, E extends DomainError = DomainError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/**
 * The least every domain error carries: a stable `code` to branch on and, when a shopper should
 * see it, the id of its text in the message catalogue (`@vitrine/messages`).
 */
export interface DomainError {
  readonly code: string;
  readonly message?: string;
}

/** A successful {@link Result}. */
export const success = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failed {@link Result}. */
export const failure = <E extends DomainError>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});

/** The error of an actor a host had to provide and did not (one default for every package). */
export class NotProvidedError extends Error {
  /** Always `not_provided`. */
  readonly code = 'not_provided';
  /** The actor or port that is missing. */
  readonly port: string;
  constructor(port: string) {
    super(`Vitrine: "${port}" was not provided`);
    this.name = 'NotProvidedError';
    this.port = port;
  }
}

/**
 * The implementation of an actor a host must provide: it rejects with a {@link NotProvidedError}.
 *
 * @example
 * ```ts
 * setup({ actors: { fetchProduct: fromPromise(notProvided('fetchProduct')) } });
 * ```
 */
export function notProvided(port: string): () => Promise<never> {
  return () => Promise.reject(new NotProvidedError(port));
}
