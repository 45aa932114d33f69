/**
 * Shared test fixtures of core-auth: deferred promises, sample customers and tokens. Not exported
 * from the package.
 * @internal
 */
import type { User } from '@vitrine/api-client';
import type { AuthTokens, Customer, SignIn } from './auth.types';
import { toCustomer } from './customer.mapping';

/** A promise with its resolver, to hold an actor mid-call. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

/** Makes a {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets pending promise callbacks run. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** Tokens numbered `n`. */
export const tokens = (n: number): AuthTokens => ({ token: `at_${n}`, refreshToken: `rt_${n}` });

/** A customer as the platform sends it (snake_case wire shape). */
export const adaWire: User = {
  id: 7,
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  group_id: 3,
  group_token: 'grp_3',
};

/** {@link adaWire} as the facade speaks it. */
export const ada: Customer = toCustomer(adaWire);

/** A sign-in of {@link ada} with tokens `n`. */
export const signIn = (n: number, user: Customer = ada): SignIn => ({ tokens: tokens(n), user });
