import { actorFacade, type Facade, failure, type Result, success } from '@vitrine/ports';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { portsOf, type ShopFacadeOptions, startActor, whenSnapshot } from '../facade.util';
import { storePasswordActors } from '../shop.actors';
import { storePasswordHash } from './store-password';
import {
  type StorePasswordEmitted,
  type StorePasswordError,
  type StorePasswordInput,
  type storePasswordMachine,
  storePasswordMachineWith,
} from './store-password.machine';

/** The version `persist()` writes for the store-password facade. */
export const STORE_PASSWORD_SNAPSHOT_VERSION = 1;

/** A snapshot of the store-password facade. */
export type StorePasswordSnapshot = SnapshotFrom<typeof storePasswordMachine>;

/** Options of {@link storePasswordLogic} and {@link createStorePassword}. */
export interface StorePasswordOptions extends ShopFacadeOptions<'storage' | 'navigate'>, StorePasswordInput {}

/**
 * The store-password machine with its call, the storage port (the accepted hash, 000 §5) and the
 * navigate port provided; no actor started.
 */
export function storePasswordLogic(options: Pick<StorePasswordOptions, 'transport' | 'ports'>) {
  const ports = portsOf(options);
  return storePasswordMachineWith({
    actors: storePasswordActors(options.transport),
    actions: {
      storeHash: (_, { hash }) => storePasswordHash(ports.storage, hash),
      navigate: (_, { intent }) => ports.navigate(intent),
    },
  });
}

/** The store-password facade (the /password page). */
export interface StorePassword extends Facade<StorePasswordSnapshot, StorePasswordEmitted> {
  /**
   * Checks a password (000 §5). When accepted, the hash is stored, `password.accepted` is emitted
   * and the visitor is sent back to `to` (default: the `to` of the options, else `/`). One check at
   * a time: a password submitted while another is checked is checked after it, and each call
   * answers with its own check (docs/decisions/0622).
   */
  submit(password: string, to?: string): Promise<Result<{ readonly to: string }, StorePasswordError>>;
}

/** The store-password facade over any running actor of {@link storePasswordLogic}. */
export function storePasswordFacade(actor: ActorRefFrom<typeof storePasswordMachine>): StorePassword {
  return {
    ...actorFacade<StorePasswordSnapshot, StorePasswordEmitted>(actor, STORE_PASSWORD_SNAPSHOT_VERSION),
    async submit(password, to) {
      // the machine takes no submit while validating: wait for the check on its way, then ask
      let current = actor.getSnapshot();
      while (current.status === 'active' && current.matches('validating')) {
        current = await whenSnapshot(actor, (snapshot) => !snapshot.matches('validating'));
      }
      actor.send(
        to === undefined ? { type: 'password.submit', password } : { type: 'password.submit', password, to },
      );
      const settled = await whenSnapshot(actor, (snapshot) => !snapshot.matches('validating'));
      if (settled.matches('accepted')) return success({ to: settled.context.to });
      return failure(settled.context.error ?? { code: 'PASSWORD_CHECK_FAILED', message: 'error.server' });
    },
  };
}

/**
 * A standalone store-password page.
 *
 * @example
 * ```ts
 * const gate = createStorePassword({ transport, ports: { storage, navigate }, to: '/cart' });
 * gate.on('password.accepted', () => void shop.unlocked());
 * const result = await gate.submit('open sesame');
 * if (!result.ok) show(result.error.message); // 'password.incorrect'
 * ```
 */
export function createStorePassword(options: StorePasswordOptions): StorePassword {
  const input: StorePasswordInput = options.to === undefined ? {} : { to: options.to };
  return storePasswordFacade(
    startActor(storePasswordLogic(options), options, STORE_PASSWORD_SNAPSHOT_VERSION, input),
  );
}
