import type { Transport } from '@vitrine/api-client';
import {
  actorFacade,
  type DomainError,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Ports,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import {
  type ActorRefFrom,
  createActor,
  type InspectionEvent,
  type Snapshot,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import { customOptionsActors } from './custom-options.actors';
import {
  type CustomOptionsEmitted,
  type CustomOptionsInput,
  type customOptionsMachine,
  customOptionsMachineWith,
  restingCustomOptionsSnapshot,
  type SubmitBlock,
} from './custom-options.machine';
import type {
  CartProperty,
  CustomOption,
  CustomOptionError,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
  SelectedFile,
  UploadedFile,
} from './custom-options.types';
import { isUploadedFile } from './is-empty-value';
import { optionKey } from './option-key';

/**
 * The version `persist()` writes; a snapshot of another version is dropped on restore.
 *
 * @example
 * ```ts
 * form.persist().version; // CUSTOM_OPTIONS_SNAPSHOT_VERSION
 * ```
 */
export const CUSTOM_OPTIONS_SNAPSHOT_VERSION = 1;

/** The snapshot of a custom-options form: read it with `selectVisibleOptions(snapshot)` and friends. */
export type CustomOptionsSnapshot = SnapshotFrom<typeof customOptionsMachine>;

/** A running custom-options form (an actor of {@link customOptionsLogic}, standalone or spawned). */
export type CustomOptionsActorRef = ActorRefFrom<typeof customOptionsMachine>;

/**
 * What the form needs of a product: its custom options, camelCase (the catalogue facade's
 * `Product` has them). A product without options gives an empty, always valid form.
 */
export interface CustomOptionsProduct {
  readonly customOptions?: readonly CustomOption[];
}

/**
 * Options of {@link createCustomOptions}.
 *
 * @example
 * ```ts
 * const options: CustomOptionsOptions = { transport, allowedCharactersEnabled: true };
 * ```
 */
export interface CustomOptionsOptions {
  /** The api-client transport: uploads go through its `upload` endpoint (000 §7). */
  readonly transport: Transport;
  /** The ports the form uses: only the clock (XState's `SimulatedClock` fits). */
  readonly ports?: Partial<Pick<Ports, 'clock'>>;
  /** The shop's allowed-characters setting (000 §5): text options are checked against it. */
  readonly allowedCharactersEnabled?: boolean;
  /** Starting values, by option id, over the defaults of 000 §5. */
  readonly values?: CustomOptionFieldValues;
  /** What `persist()` returned earlier: the form comes back as it was. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection events, for dev tools. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/**
 * Why {@link CustomOptionsFacade.submit} gave no properties: `uploading` (a file upload still runs,
 * 000 §4) or `invalid` (some shown option is invalid; `errors` are the hints now shown, each with
 * its message id and English text, 000 §5).
 */
export interface CustomOptionsSubmitError extends DomainError {
  readonly code: SubmitBlock;
  readonly errors: readonly CustomOptionError[];
}

/**
 * Why a change or a file was not taken: `option_not_shown` (unknown, hidden, or of the wrong
 * kind), `superseded` (a later `selectFile`, `removeFile` or `load`, or a change hiding the
 * option, replaced this file before its upload settled: the option does not hold it), or the key
 * of the option's error (`upload_fail`, `upload_maximum_file`, ...) with the catalogue id of its
 * text as `message`.
 */
export interface CustomOptionChangeError extends DomainError {
  readonly error?: CustomOptionError;
}

/**
 * The custom-options facade of one product (000 §4 Product page, §5 Custom options): the facade
 * contract of `@vitrine/ports` plus the verbs. Emits `custom_options.submitted` with the cart
 * properties of a valid submit.
 */
export interface CustomOptionsFacade extends Facade<CustomOptionsSnapshot, CustomOptionsEmitted> {
  /** Sets a text, radio, select, picture or checkbox option; children show or hide at once. */
  change(
    optionId: string | number,
    value: CustomOptionFieldValue,
  ): Promise<Result<void, CustomOptionChangeError>>;
  /**
   * Checks then uploads a file for a file option; resolves when the upload settles, or
   * `superseded` when another call replaced or removed the file first.
   */
  selectFile(
    optionId: string | number,
    file: SelectedFile,
  ): Promise<Result<UploadedFile, CustomOptionChangeError>>;
  /** Empties a file option (a running upload is aborted). */
  removeFile(optionId: string | number): Promise<Result<void, CustomOptionChangeError>>;
  /** Validates every shown option; the cart `properties` of a valid form (000 §3 Cart add payload). */
  submit(): Promise<Result<readonly CartProperty[], CustomOptionsSubmitError>>;
  /** Replaces the form with another product's options (defaults applied, uploads stopped). */
  load(product: CustomOptionsProduct): Promise<Result<void>>;
}

/**
 * The form's machine with its actors provided (uploads through `transport`); no actor started.
 * `@vitrine/sdk` spawns it in its system; start it with {@link customOptionsInput}.
 *
 * @example
 * ```ts
 * const actor = createActor(customOptionsLogic({ transport }), { input: customOptionsInput(product) }).start();
 * ```
 */
export function customOptionsLogic(options: Pick<CustomOptionsOptions, 'transport'>) {
  return customOptionsMachineWith({ actors: customOptionsActors(options.transport) });
}

/**
 * The machine input for a product: its options, starting values and the allowed-characters flag.
 *
 * @example
 * ```ts
 * customOptionsInput(product, { allowedCharactersEnabled: true });
 * ```
 */
export function customOptionsInput(
  product: CustomOptionsProduct,
  options: Pick<CustomOptionsOptions, 'allowedCharactersEnabled' | 'values'> = {},
): CustomOptionsInput {
  return {
    options: product.customOptions ?? [],
    ...(options.values === undefined ? {} : { values: options.values }),
    ...(options.allowedCharactersEnabled === undefined
      ? {}
      : { allowedCharactersEnabled: options.allowedCharactersEnabled }),
  };
}

const notShown = (optionId: string | number): { ok: false; error: CustomOptionChangeError } =>
  failure({ code: 'option_not_shown', message: `custom option ${optionKey(optionId)} is not shown` });

const superseded = (): { ok: false; error: CustomOptionChangeError } =>
  failure({ code: 'superseded', message: 'a later call replaced or removed this file' });

const stopped = (): { ok: false; error: DomainError } =>
  failure({ code: 'stopped', message: 'the custom-options form was stopped' });

/**
 * The facade over any running actor of {@link customOptionsLogic} (standalone, or spawned by
 * `@vitrine/sdk` with a `systemId`). Verbs never throw: they resolve to a `Result`.
 *
 * @example
 * ```ts
 * const form = customOptionsFacade(actorRef);
 * await form.change('2', 'Happy birthday');
 * const result = await form.submit();
 * ```
 */
export function customOptionsFacade(actor: CustomOptionsActorRef): CustomOptionsFacade {
  const shown = (optionId: string | number): CustomOption | undefined => {
    const { context } = actor.getSnapshot();
    const key = optionKey(optionId);
    return context.visibleIds.includes(key)
      ? context.options.find((option) => optionKey(option.id) === key)
      : undefined;
  };

  return {
    ...actorFacade(actor, CUSTOM_OPTIONS_SNAPSHOT_VERSION),

    /** Without the uploads running: a restore never sends a file again (docs/decisions/0115). */
    persist: () => ({
      version: CUSTOM_OPTIONS_SNAPSHOT_VERSION,
      state: restingCustomOptionsSnapshot(actor.getPersistedSnapshot()),
    }),

    async change(optionId, value) {
      const option = shown(optionId);
      if (!option || option.type === 'file') return notShown(optionId);
      actor.send({ type: 'option.change', optionId, value });
      return success(undefined);
    },

    async selectFile(optionId, file) {
      const option = shown(optionId);
      if (option?.type !== 'file') return notShown(optionId);
      const key = optionKey(optionId);
      actor.send({ type: 'file.select', optionId, file });
      // This call's upload, by identity: a later select, removeFile, load, or a change that hides
      // the option replaces or drops it, and then the option's value is not this call's file.
      const mine = actor.getSnapshot().context.uploads[key];
      try {
        const snapshot =
          mine?.status === 'uploading'
            ? await waitFor(actor, (s) => s.context.uploads[key] !== mine)
            : actor.getSnapshot();
        const upload = snapshot.context.uploads[key];
        // Not 000 §5's 'Upload file failed. Please try again': nothing failed, another call won.
        if (mine?.status === 'uploading' && upload?.status !== 'uploaded' && upload?.status !== 'failed')
          return superseded();
        const value = snapshot.context.values[key];
        if (isUploadedFile(value)) return success(value);
        const error = snapshot.context.errors[key];
        return error
          ? failure({ code: error.key, message: error.messageId, error })
          : failure({ code: 'upload_fail', message: 'custom_options.upload_fail' });
      } catch {
        return stopped();
      }
    },

    async removeFile(optionId) {
      const option = shown(optionId);
      if (option?.type !== 'file') return notShown(optionId);
      actor.send({ type: 'file.remove', optionId });
      return success(undefined);
    },

    async submit() {
      const result = submitCustomOptions(actor);
      return result.ok
        ? success(result.properties)
        : failure({
            code: result.blockedBy,
            // The catalogue id of the first hint shown (`@vitrine/messages`), when there is one.
            ...(result.errors[0] ? { message: result.errors[0].messageId } : {}),
            errors: result.errors,
          });
    },

    async load(product) {
      const { context } = actor.getSnapshot();
      actor.send({
        type: 'options.load',
        input: {
          options: product.customOptions ?? [],
          allowedCharactersEnabled: context.allowedCharactersEnabled,
        },
      });
      return success(undefined);
    },
  };
}

/**
 * A standalone custom-options form for a product, with its own actor (uploads through the
 * transport). The facade contract (`getSnapshot`, `subscribe`, `select`, `on`, `persist`, `stop`)
 * plus `change`, `selectFile`, `removeFile`, `submit` and `load`.
 *
 * @example
 * ```ts
 * const form = createCustomOptions(product, { transport, allowedCharactersEnabled: true });
 * await form.change('1', 'yes');
 * const submitted = await form.submit();
 * if (submitted.ok) await cart.add({ variantId, quantity: 1, properties: submitted.value });
 * else console.log(submitted.error.errors.map((error) => error.message)); // ['Please finish this field.']
 * ```
 */
export function createCustomOptions(
  product: CustomOptionsProduct,
  options: CustomOptionsOptions,
): CustomOptionsFacade {
  const restored = restorable(options.snapshot, CUSTOM_OPTIONS_SNAPSHOT_VERSION) as
    | Snapshot<unknown>
    | undefined;
  const actor = createActor(customOptionsLogic(options), {
    input: customOptionsInput(product, options),
    ...(options.ports?.clock ? { clock: options.ports.clock } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
    ...(restored ? { snapshot: restored } : {}),
  });
  return customOptionsFacade(actor.start());
}

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
 * if (result.ok) await cart.add({ variantId, quantity: 1, properties: [...result.properties] });
 * else if (result.blockedBy === 'invalid') scrollTo(result.errors[0]?.optionId);
 * ```
 */
export function submitCustomOptions(actor: CustomOptionsActorRef): CustomOptionsSubmitResult {
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
