import { actorFacade, type Facade, type Result, failure, success } from '@vitrine/ports';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { whenSnapshot } from '../facade.util';
import type { createFormMachine, FormEmitted, FormError, FormValues } from './form.machine';

/** The version `persist()` writes for the form facades; raise it when their snapshot changes. */
export const FORM_SNAPSHOT_VERSION = 1;

/**
 * Error code of a submit made while the form's post is on its way: not taken (one post at a
 * time, as core-auth's `BUSY`; docs/decisions/0622).
 */
export const FORM_BUSY = 'BUSY';

/** A form machine of {@link createFormMachine}. */
export type FormMachine<V extends FormValues> = ReturnType<typeof createFormMachine<V>>;

/** A snapshot of a form facade. */
export type FormSnapshot<V extends FormValues> = SnapshotFrom<FormMachine<V>>;

/**
 * A form facade (contact, DMCA report, newsletter): the facade contract plus `change`, `submit`
 * and `reset`. `submit` resolves once the post settles.
 */
export interface FormFacade<V extends FormValues> extends Facade<FormSnapshot<V>, FormEmitted<V>> {
  /** Sets one field. */
  change<K extends keyof V & string>(field: K, value: V[K]): void;
  /**
   * Posts the form (with `values` merged in first): the accepted values, or the validation or
   * server error (its `code`, and `message` (a message id) or `text` (the server's)). One post at
   * a time: a submit while another is sending is not taken and answers `BUSY` at once, its values
   * neither merged nor sent (docs/decisions/0622).
   */
  submit(values?: Partial<V>): Promise<Result<V, FormError>>;
  /** Empties the form and clears its error. */
  reset(): void;
}

/** The form facade over any running actor of a form machine (the sdk's spawned child, or ours). */
export function formFacade<V extends FormValues>(actor: ActorRefFrom<FormMachine<V>>): FormFacade<V> {
  return {
    ...actorFacade<FormSnapshot<V>, FormEmitted<V>>(actor, FORM_SNAPSHOT_VERSION),
    change: (field, value) => actor.send({ type: 'form.change', field, value }),
    async submit(values) {
      // the machine takes no submit while sending: say so, never the post on its way's answer
      if (actor.getSnapshot().matches('sending')) return failure({ code: FORM_BUSY });
      actor.send(values === undefined ? { type: 'form.submit' } : { type: 'form.submit', values });
      const settled = await whenSnapshot(actor, (snapshot) => !snapshot.matches('sending'));
      const { error, posted } = settled.context;
      if (settled.matches('posted') && posted !== null) return success(posted);
      return failure(error ?? { code: 'FORM_STOPPED' });
    },
    reset: () => actor.send({ type: 'form.reset' }),
  };
}
