import { type NavigationIntent, notProvided, type MachineImplementations } from '@vitrine/ports';
import type { ApiFailure, PasswordValidation } from '@vitrine/api-client';
import type { MessageId } from '@vitrine/messages';
import { assign, emit, fromPromise, setup } from 'xstate';
import { HOME_PATH } from '../navigation/routes';
import {
  isPasswordAccepted,
  isPasswordEmpty,
  PASSWORD_CHECK_FAILED,
  PASSWORD_INCORRECT,
} from './store-password';

/** What the `validateStorePassword` actor resolves to (it never rejects). */
export type ValidateStorePasswordResult =
  | { readonly ok: true; readonly answer: PasswordValidation }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Why the password page did not let the visitor in, as a value with the text to show. */
export interface StorePasswordError {
  readonly code: typeof PASSWORD_INCORRECT | typeof PASSWORD_CHECK_FAILED;
  readonly message: MessageId;
  /**
   * The platform's own words, when it refused the check for another reason than the password
   * (too many tries: 429, decision 0628); shown instead of `message`.
   */
  readonly text?: string;
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
export type StorePasswordEvent = {
  readonly type: 'password.submit';
  readonly password: string;
  /** The page to return to; default the input's `to`. */
  readonly to?: string;
};

/** What {@link storePasswordMachine} emits: the accepted password's hash (wire it to `shop.unlocked()`). */
export type StorePasswordEmitted = { readonly type: 'password.accepted'; readonly hash: string | null };

const incorrect: StorePasswordError = { code: PASSWORD_INCORRECT, message: 'password.incorrect' };
const checkFailed: StorePasswordError = { code: PASSWORD_CHECK_FAILED, message: 'error.server' };

function errorOf(result: ValidateStorePasswordResult): StorePasswordError | null {
  if (result.ok) return isPasswordAccepted(result.answer) ? null : incorrect;
  const { failure } = result;
  // Too many tries (decision 0628): the check was not made, whatever the password; the platform
  // says when to try again.
  if (failure.kind === 'http' && failure.statusCode === 429)
    return failure.message ? { ...checkFailed, text: failure.message } : checkFailed;
  // a refusal (4xx) is a wrong password; no answer or a server error is a failed check
  const refused = failure.kind === 'http' && failure.statusCode < 500;
  return refused ? incorrect : checkFailed;
}

/** The return path of the password page: `to`, default `/` (000 §2 password route). */
const targetOf = (to: string | undefined): string => (to === undefined || to === '' ? HOME_PATH : to);

/** The actors of {@link storePasswordMachine} until a host provides them. */
const storePasswordActorDefaults = () => ({
  validateStorePassword: fromPromise<ValidateStorePasswordResult, { password: string }>(
    notProvided('validateStorePassword'),
  ),
});

/** The port actions of {@link storePasswordMachine}: no-ops until provided. */
const storePasswordPortActions = () => ({
  /** Keeps the accepted hash (provided with the storage port). */
  storeHash: (_: unknown, _params: { hash: string | null }) => {},
  /** Carries an intent out (provided with the navigate port). */
  navigate: (_: unknown, _params: { intent: NavigationIntent }) => {},
});

/** What {@link storePasswordMachineWith} takes in place of the defaults. */
export type StorePasswordImplementations = MachineImplementations<
  ReturnType<typeof storePasswordActorDefaults>,
  ReturnType<typeof storePasswordPortActions>
>;

/**
 * Builds {@link storePasswordMachine} with `impl`'s actors and port actions in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function storePasswordMachineWith(impl: StorePasswordImplementations = {}) {
  return setup({
    types: {
      input: {} as StorePasswordInput,
      context: {} as StorePasswordContext,
      events: {} as StorePasswordEvent,
      emitted: {} as StorePasswordEmitted,
    },
    actors: { ...storePasswordActorDefaults(), ...impl.actors },
    actions: { ...storePasswordPortActions(), ...impl.actions },
    guards: {
      isEmpty: ({ event }) => isPasswordEmpty(event.password),
    },
  }).createMachine({
    id: 'storePassword',
    context: ({ input }) => ({ to: targetOf(input?.to), error: null }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          'password.submit': [
            {
              guard: 'isEmpty',
              actions: assign(({ event, context }) => ({ error: incorrect, to: event.to ?? context.to })),
            },
            {
              target: 'validating',
              actions: assign(({ event, context }) => ({
                error: null,
                to: event.to === undefined ? context.to : targetOf(event.to),
              })),
            },
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
              actions: [
                {
                  type: 'storeHash',
                  params: ({ event }) => ({
                    hash: event.output.ok ? (event.output.answer.hash ?? null) : null,
                  }),
                },
                emit(({ event }) => ({
                  type: 'password.accepted' as const,
                  hash: event.output.ok ? (event.output.answer.hash ?? null) : null,
                })),
              ],
            },
            { target: 'idle', actions: assign({ error: ({ event }) => errorOf(event.output) }) },
          ],
          onError: { target: 'idle', actions: assign({ error: checkFailed }) },
        },
      },
      accepted: {
        entry: {
          type: 'navigate',
          params: ({ context }) => ({ intent: { type: 'path', path: context.to, replace: true } as const }),
        },
        on: {
          'password.submit': {
            target: 'validating',
            actions: assign(({ event, context }) => ({
              error: null,
              to: event.to === undefined ? context.to : targetOf(event.to),
            })),
          },
        },
      },
    },
  });
}

/**
 * The store password page (000 §2, §5): an empty password is incorrect without asking the server;
 * the check passes only with code 200 and success true; then the returned hash is stored (action
 * `storeHash`, the storage port in `storePasswordLogic`), `password.accepted` is emitted and the
 * visitor is sent back to the page they wanted (action `navigate`: a replace-navigation to `to`).
 *
 * @example
 * ```ts
 * const gate = createActor(storePasswordLogic({ transport, ports }), { input: { to: '/cart' } }).start();
 * gate.send({ type: 'password.submit', password: 'open sesame' });
 * ```
 */
export const storePasswordMachine = /* @__PURE__ */ storePasswordMachineWith();
