import type { ApiFailure, PasswordValidation } from '@vitrine/api-client';
import type { MessageId } from '@vitrine/messages';
import { type Actor, assign, emit, setup } from 'xstate';
import type { NavigationIntent } from '../navigation/navigation-intent';
import { HOME_PATH } from '../navigation/routes';
import type { StoragePort } from '../ports';
import { requiredActor } from '../required-actor';
import {
  isPasswordAccepted,
  isPasswordEmpty,
  PASSWORD_CHECK_FAILED,
  PASSWORD_INCORRECT,
  storePasswordHash,
} from './store-password';

/** What the `validateStorePassword` actor resolves to (it never rejects). */
export type ValidateStorePasswordResult =
  | { readonly ok: true; readonly answer: PasswordValidation }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Why the password page did not let the visitor in, as a value with the text to show. */
export interface StorePasswordError {
  readonly code: typeof PASSWORD_INCORRECT | typeof PASSWORD_CHECK_FAILED;
  readonly message: MessageId;
}

/** Input of {@link storePasswordMachine}. */
export interface StorePasswordInput {
  /** The page to return to (000 §2 password route: "query to is the return path, default /"). */
  readonly to?: string;
}

/** Context of {@link storePasswordMachine}: serialisable. */
export interface StorePasswordContext {
  readonly to: string;
  readonly error: StorePasswordError | null;
}

/** Events of {@link storePasswordMachine}. */
export type StorePasswordEvent = { readonly type: 'password.submit'; readonly password: string };

/** What {@link storePasswordMachine} emits. */
export type StorePasswordEmitted =
  | { readonly type: 'password.accepted'; readonly hash: string | null }
  | { readonly type: 'navigate'; readonly intent: NavigationIntent };

const incorrect: StorePasswordError = { code: PASSWORD_INCORRECT, message: 'password.incorrect' };
const checkFailed: StorePasswordError = { code: PASSWORD_CHECK_FAILED, message: 'error.server' };

function errorOf(result: ValidateStorePasswordResult): StorePasswordError | null {
  if (result.ok) return isPasswordAccepted(result.answer) ? null : incorrect;
  // a refusal (4xx) is a wrong password; no answer or a server error is a failed check
  const refused = result.failure.kind === 'http' && result.failure.statusCode < 500;
  return refused ? incorrect : checkFailed;
}

/**
 * The store password page (000 §2, §5): an empty password is incorrect without asking the server;
 * the check passes only with code 200 and success true; then the returned hash is emitted
 * (`password.accepted`, stored by {@link connectStorePassword}) and the visitor is sent to the page
 * they wanted.
 *
 * @example
 * ```ts
 * const gate = createActor(storePasswordMachine.provide({ actors: shopActors(client) }), { input: { to: '/cart' } });
 * connectStorePassword(gate, { storage, navigate });
 * gate.start().send({ type: 'password.submit', password: 'open sesame' });
 * ```
 */
export const storePasswordMachine = setup({
  types: {
    input: {} as StorePasswordInput,
    context: {} as StorePasswordContext,
    events: {} as StorePasswordEvent,
    emitted: {} as StorePasswordEmitted,
  },
  actors: {
    validateStorePassword: requiredActor<ValidateStorePasswordResult, { password: string }>(
      'validateStorePassword',
    ),
  },
  guards: {
    isEmpty: ({ event }) => isPasswordEmpty(event.password),
  },
}).createMachine({
  id: 'storePassword',
  context: ({ input }) => ({
    to: input.to === undefined || input.to === '' ? HOME_PATH : input.to,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'password.submit': [
          { guard: 'isEmpty', actions: assign({ error: incorrect }) },
          { target: 'validating', actions: assign({ error: null }) },
        ],
      },
    },
    validating: {
      invoke: {
        src: 'validateStorePassword',
        input: ({ event }) => ({ password: event.type === 'password.submit' ? event.password : '' }),
        onDone: [
          {
            guard: ({ event }) => errorOf(event.output) === null,
            target: 'accepted',
            actions: emit(({ event }) => ({
              type: 'password.accepted' as const,
              hash: event.output.ok ? (event.output.answer.hash ?? null) : null,
            })),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => errorOf(event.output) }) },
        ],
        onError: { target: 'idle', actions: assign({ error: checkFailed }) },
      },
    },
    accepted: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'navigate' as const,
        intent: { type: 'redirect', to: context.to, replace: true, external: false } as const,
      })),
    },
  },
});

/**
 * Wires a password-page actor to the host: an accepted password's hash goes to storage (000 §5),
 * and its navigation intent to the router. Returns the function that unwires it.
 */
export function connectStorePassword(
  actor: Actor<typeof storePasswordMachine>,
  ports: { readonly storage: StoragePort; readonly navigate?: (intent: NavigationIntent) => void },
): () => void {
  const accepted = actor.on('password.accepted', ({ hash }) => storePasswordHash(ports.storage, hash));
  const navigated = actor.on('navigate', ({ intent }) => ports.navigate?.(intent));
  return () => {
    accepted.unsubscribe();
    navigated.unsubscribe();
  };
}
