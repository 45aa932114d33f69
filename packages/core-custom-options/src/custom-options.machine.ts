import { notProvided, type MachineImplementations } from '@vitrine/ports';
import {
  and,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import type {
  CartProperty,
  CustomOption,
  CustomOptionError,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
  SelectedFile,
} from './custom-options.types';
import { customOptionError } from './custom-option-error';
import { defaultValues } from './default-values';
import { optionKey } from './option-key';
import { shownErrors } from './shown-errors';
import { toCartProperties } from './to-cart-properties';
import { validateUploadFile } from './validate-upload-file';
import { visibleOptions } from './visible-options';

/**
 * What the `upload` actor receives: the option and the picked file with its bytes.
 *
 * @example
 * ```ts
 * const input: UploadInput = { optionId: '5', file: { name: 'a.png', size: 3, type: 'image/png', data: new Uint8Array(3) } };
 * ```
 */
export interface UploadInput {
  readonly optionId: string;
  readonly file: SelectedFile;
}

/**
 * What the `upload` actor resolves to: the file's public URL, or a failure value. A rejected
 * promise counts as a failure too.
 *
 * @example
 * ```ts
 * const done: UploadOutcome = { ok: true, url: 'https://cdn.example/a.png' };
 * const failed: UploadOutcome = { ok: false, reason: 'http' };
 * ```
 */
export type UploadOutcome =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Where one file option's upload stands: running, done, or failed (`upload_fail`).
 *
 * @example
 * ```ts
 * const state: UploadState = { status: 'uploading', name: 'logo.png', size: 20_480 };
 * ```
 */
export interface UploadState {
  readonly status: 'uploading' | 'uploaded' | 'failed';
  readonly name: string;
  readonly size: number;
}

/**
 * Why the last submit did not go through: an upload was still running, or some option is
 * invalid (its error is in `errors`).
 *
 * @example
 * ```ts
 * const reason: SubmitBlock = 'uploading';
 * ```
 */
export type SubmitBlock = 'uploading' | 'invalid';

/**
 * The machine's context: plain data only, so a snapshot can be persisted.
 *
 * @example
 * ```ts
 * actor.getSnapshot().context.values;
 * ```
 */
export interface CustomOptionsContext {
  readonly options: readonly CustomOption[];
  /** Values of the shown options; hidden options have no entry (000 §5). */
  readonly values: CustomOptionFieldValues;
  /** Ids of the shown options, in option order. */
  readonly visibleIds: readonly string[];
  /** The error each option shows, by option id. */
  readonly errors: Readonly<Record<string, CustomOptionError>>;
  /** File uploads by option id. */
  readonly uploads: Readonly<Record<string, UploadState>>;
  readonly allowedCharactersEnabled: boolean;
  readonly submitAttempted: boolean;
  readonly submitBlockedBy: SubmitBlock | null;
  /** The cart properties of the last valid submit; cleared by any change. */
  readonly properties: readonly CartProperty[] | null;
}

/**
 * What the machine starts from: the product's options, optional starting values (merged over
 * the defaults of 000 §5) and the shop's allowed-characters flag.
 *
 * @example
 * ```ts
 * // the catalogue's product (core-catalog); from the platform's JSON: customOptionsFromWire(product.custom_options)
 * const input: CustomOptionsInput = { options: product.customOptions, allowedCharactersEnabled: true };
 * ```
 */
export interface CustomOptionsInput {
  readonly options: readonly CustomOption[];
  readonly values?: CustomOptionFieldValues;
  readonly allowedCharactersEnabled?: boolean;
}

/**
 * Events the machine accepts.
 *
 * @example
 * ```ts
 * actor.send({ type: 'option.change', optionId: 2, value: 'Happy birthday' });
 * actor.send({ type: 'file.select', optionId: 5, file });
 * actor.send({ type: 'form.submit' });
 * ```
 */
export type CustomOptionsEvent =
  | {
      readonly type: 'option.change';
      readonly optionId: string | number;
      readonly value: CustomOptionFieldValue;
    }
  | { readonly type: 'file.select'; readonly optionId: string | number; readonly file: SelectedFile }
  | { readonly type: 'file.remove'; readonly optionId: string | number }
  | { readonly type: 'form.submit' }
  | { readonly type: 'options.load'; readonly input: CustomOptionsInput };

/**
 * Events the machine emits (listen with `actor.on(type, handler)`).
 *
 * @example
 * ```ts
 * actor.on('custom_options.submitted', ({ properties }) => cart.add({ variantId, quantity: 1, properties }));
 * ```
 */
export type CustomOptionsEmitted = {
  readonly type: 'custom_options.submitted';
  readonly properties: readonly CartProperty[];
};

type UploadDoneEvent = DoneActorEvent<UploadOutcome, `upload.${string}`>;
type UploadErrorEvent = ErrorActorEvent<unknown, `upload.${string}`>;

const UPLOAD_ACTOR_PREFIX = 'upload.';

/**
 * The id of the child actor uploading a file option's file.
 *
 * @example
 * ```ts
 * uploadActorId('5'); // 'upload.5'
 * ```
 */
export function uploadActorId(optionId: string): `upload.${string}` {
  return `${UPLOAD_ACTOR_PREFIX}${optionId}`;
}

function optionIdOfActor(actorId: string): string {
  return actorId.slice(UPLOAD_ACTOR_PREFIX.length);
}

function findOption(context: CustomOptionsContext, optionId: string | number): CustomOption | undefined {
  const key = optionKey(optionId);
  return context.options.find((option) => optionKey(option.id) === key);
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Applies new values and errors: recomputes visibility, clears hidden values, drops stale results. */
function settle(
  context: CustomOptionsContext,
  values: CustomOptionFieldValues,
  errors: Readonly<Record<string, CustomOptionError>>,
  uploads: Readonly<Record<string, UploadState>> = context.uploads,
): Partial<CustomOptionsContext> {
  const visible = visibleOptions(context.options, values);
  const visibleIds = visible.options.map((option) => optionKey(option.id));
  const shownUploads: Record<string, UploadState> = {};
  for (const [key, upload] of Object.entries(uploads))
    if (visibleIds.includes(key)) shownUploads[key] = upload;
  const uploadingIds = Object.keys(shownUploads).filter((key) => shownUploads[key]?.status === 'uploading');
  return {
    values: visible.values,
    visibleIds,
    uploads: shownUploads,
    errors: shownErrors(context.options, visible.values, errors, { ...context, uploadingIds }),
    properties: null,
    submitBlockedBy: null,
  };
}

/** Assigns a settled patch and stops the uploads of options it hid. */
function apply(
  enqueue: { assign: (patch: Partial<CustomOptionsContext>) => void; stopChild: (id: string) => void },
  before: CustomOptionsContext,
  patch: Partial<CustomOptionsContext>,
): void {
  const after = patch.uploads ?? before.uploads;
  for (const key of Object.keys(before.uploads)) if (!(key in after)) enqueue.stopChild(uploadActorId(key));
  enqueue.assign(patch);
}

function initialContext(input: CustomOptionsInput): CustomOptionsContext {
  const empty: CustomOptionsContext = {
    options: input.options,
    values: {},
    visibleIds: [],
    errors: {},
    uploads: {},
    allowedCharactersEnabled: input.allowedCharactersEnabled ?? false,
    submitAttempted: false,
    submitBlockedBy: null,
    properties: null,
  };
  return { ...empty, ...settle(empty, { ...defaultValues(input.options), ...input.values }, {}) };
}

/** The actors of {@link customOptionsMachine} until a host provides them. */
const customOptionsActorDefaults = () => ({
  upload: fromPromise<UploadOutcome, UploadInput>(notProvided('upload')),
});

/** What {@link customOptionsMachineWith} takes in place of the defaults. */
export type CustomOptionsImplementations = MachineImplementations<
  ReturnType<typeof customOptionsActorDefaults>
>;

/**
 * Builds {@link customOptionsMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function customOptionsMachineWith(impl: CustomOptionsImplementations = {}) {
  return setup({
    types: {
      context: {} as CustomOptionsContext,
      events: {} as CustomOptionsEvent | UploadDoneEvent | UploadErrorEvent,
      input: {} as CustomOptionsInput,
      emitted: {} as CustomOptionsEmitted,
    },
    actors: { ...customOptionsActorDefaults(), ...impl.actors },
    guards: {
      isShownValueOption: ({ context, event }) => {
        if (event.type !== 'option.change') return false;
        const option = findOption(context, event.optionId);
        return (
          option !== undefined && option.type !== 'file' && context.visibleIds.includes(optionKey(option.id))
        );
      },
      isShownFileOption: ({ context, event }) => {
        if (event.type !== 'file.select' && event.type !== 'file.remove') return false;
        const option = findOption(context, event.optionId);
        return option?.type === 'file' && context.visibleIds.includes(optionKey(option.id));
      },
      isFileRefused: ({ context, event }) => {
        if (event.type !== 'file.select') return false;
        const option = findOption(context, event.optionId);
        return option !== undefined && validateUploadFile(option, event.file) !== null;
      },
      isUploading: ({ context }) =>
        Object.values(context.uploads).some((upload) => upload.status === 'uploading'),
      hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
      isAwaitedUpload: ({ context, event }) => {
        if (!('actorId' in event) || typeof event.actorId !== 'string') return false;
        return context.uploads[optionIdOfActor(event.actorId)]?.status === 'uploading';
      },
    },
    actions: {
      changeValue: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'option.change') return;
        const option = findOption(context, event.optionId);
        if (!option || option.type === 'file') return;
        const key = optionKey(option.id);
        apply(enqueue, context, settle(context, { ...context.values, [key]: event.value }, context.errors));
      }),
      refuseFile: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'file.select') return;
        const option = findOption(context, event.optionId);
        const error = option ? validateUploadFile(option, event.file) : null;
        if (!option || !error) return;
        const key = optionKey(option.id);
        enqueue.stopChild(uploadActorId(key));
        const uploads = withoutKey(context.uploads, key);
        apply(
          enqueue,
          { ...context, uploads },
          settle(context, { ...context.values, [key]: null }, { ...context.errors, [key]: error }, uploads),
        );
      }),
      startUpload: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'file.select') return;
        const key = optionKey(event.optionId);
        const { name, size } = event.file;
        enqueue.stopChild(uploadActorId(key));
        const uploads = { ...context.uploads, [key]: { status: 'uploading', name, size } as const };
        apply(
          enqueue,
          { ...context, uploads },
          settle(context, { ...context.values, [key]: null }, withoutKey(context.errors, key), uploads),
        );
        enqueue.spawnChild('upload', { id: uploadActorId(key), input: { optionId: key, file: event.file } });
      }),
      removeFile: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'file.remove') return;
        const key = optionKey(event.optionId);
        enqueue.stopChild(uploadActorId(key));
        const uploads = withoutKey(context.uploads, key);
        apply(
          enqueue,
          { ...context, uploads },
          settle(context, { ...context.values, [key]: null }, withoutKey(context.errors, key), uploads),
        );
      }),
      finishUpload: enqueueActions(({ enqueue, context, event }) => {
        if (!('actorId' in event) || typeof event.actorId !== 'string') return;
        const key = optionIdOfActor(event.actorId);
        const upload = context.uploads[key];
        if (!upload) return;
        const outcome = 'output' in event ? event.output : undefined;
        if (outcome?.ok === true) {
          const uploads = { ...context.uploads, [key]: { ...upload, status: 'uploaded' } as const };
          const file = { url: outcome.url, name: upload.name, size: upload.size };
          apply(
            enqueue,
            context,
            settle(context, { ...context.values, [key]: file }, withoutKey(context.errors, key), uploads),
          );
          return;
        }
        // 000 §5: 'Upload file failed. Please try again'
        const uploads = { ...context.uploads, [key]: { ...upload, status: 'failed' } as const };
        const errors = { ...context.errors, [key]: customOptionError(key, 'upload_fail') };
        apply(enqueue, context, settle(context, { ...context.values, [key]: null }, errors, uploads));
      }),
      stopAllUploads: enqueueActions(({ enqueue, context }) => {
        for (const key of Object.keys(context.uploads)) enqueue.stopChild(uploadActorId(key));
      }),
      blockForUpload: assign({ submitBlockedBy: 'uploading' as const, properties: null }),
      checkForSubmit: assign(({ context }) => ({
        submitAttempted: true,
        errors: shownErrors(context.options, context.values, context.errors, {
          submitAttempted: true,
          allowedCharactersEnabled: context.allowedCharactersEnabled,
        }),
      })),
      blockInvalid: assign({ submitBlockedBy: 'invalid' as const, properties: null }),
      collectProperties: assign(({ context }) => ({
        submitBlockedBy: null,
        properties: toCartProperties(context.options, context.values),
      })),
      emitSubmitted: emit(({ context }) => ({
        type: 'custom_options.submitted' as const,
        properties: context.properties ?? [],
      })),
      load: assign(({ event }) => (event.type === 'options.load' ? initialContext(event.input) : {})),
    },
  }).createMachine({
    id: 'customOptions',
    context: ({ input }) => initialContext(input),
    initial: 'editing',
    on: {
      'option.change': { guard: 'isShownValueOption', target: '.editing', actions: 'changeValue' },
      'file.select': [
        { guard: and(['isShownFileOption', 'isFileRefused']), target: '.editing', actions: 'refuseFile' },
        { guard: 'isShownFileOption', target: '.editing', actions: 'startUpload' },
      ],
      'file.remove': { guard: 'isShownFileOption', target: '.editing', actions: 'removeFile' },
      'xstate.done.actor.*': { guard: 'isAwaitedUpload', target: '.editing', actions: 'finishUpload' },
      'xstate.error.actor.*': { guard: 'isAwaitedUpload', target: '.editing', actions: 'finishUpload' },
      'options.load': { target: '.editing', actions: ['stopAllUploads', 'load'] },
    },
    states: {
      editing: {
        on: {
          'form.submit': [
            { guard: 'isUploading', actions: 'blockForUpload' },
            { actions: 'checkForSubmit', target: 'checking' },
          ],
        },
      },
      checking: {
        always: [
          { guard: 'hasErrors', target: 'editing', actions: 'blockInvalid' },
          { target: 'submitted', actions: ['collectProperties', 'emitSubmitted'] },
        ],
      },
      submitted: {
        on: {
          'form.submit': { target: 'checking', actions: 'checkForSubmit' },
        },
      },
    },
  });
}

/**
 * A persisted form at rest: without the uploads running when it was persisted
 * (docs/decisions/0115). XState keeps a running `upload` child with its input, the picked file's
 * bytes, and a restore would run that upload again with bytes that did not survive the JSON round
 * trip (a `Blob` comes back as `{}`). Each option that was uploading comes back empty, not
 * uploading: the shopper picks the file again. Uploaded and failed files are kept. @internal
 *
 * @example
 * ```ts
 * const state = restingCustomOptionsSnapshot(actor.getPersistedSnapshot());
 * ```
 */
export function restingCustomOptionsSnapshot(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return persisted;
  const snapshot = persisted as {
    readonly context?: CustomOptionsContext;
    readonly children?: Readonly<Record<string, unknown>>;
  };
  const context = snapshot.context;
  if (context === undefined) return persisted;
  const uploading = Object.keys(context.uploads).filter(
    (key) => context.uploads[key]?.status === 'uploading',
  );
  if (uploading.length === 0) return persisted;
  const children = Object.fromEntries(
    Object.entries(snapshot.children ?? {}).filter(
      ([id]) => !(id.startsWith(UPLOAD_ACTOR_PREFIX) && uploading.includes(optionIdOfActor(id))),
    ),
  );
  const uploads = Object.fromEntries(
    Object.entries(context.uploads).filter(([key]) => !uploading.includes(key)),
  );
  return {
    ...snapshot,
    children,
    context: {
      ...context,
      uploads,
      submitBlockedBy: context.submitBlockedBy === 'uploading' ? null : context.submitBlockedBy,
    },
  };
}

/**
 * The custom-options form of a product page (000 §4 Product page, 000 §5 Custom options).
 *
 * @remarks
 * - Holds the values and recomputes visibility on every change; hidden options lose their
 *   value, and a running upload of an option that becomes hidden is stopped.
 * - `file.select` checks the file with {@link validateUploadFile} first (no call when it is too
 *   big, too small or of a refused type), then runs the named `upload` actor (one per file
 *   option, several can run at once). Success stores `{ url, name, size }` as the value; a
 *   failure shows `upload_fail` ('Upload file failed. Please try again').
 * - `form.submit` is blocked while an upload runs (`submitBlockedBy: 'uploading'`) or while any
 *   shown option is invalid, e.g. a required one is empty (its hint shows); a valid submit goes
 *   to `submitted`, stores the cart properties and emits `custom_options.submitted`.
 * - The `upload` actor here rejects with `NotProvidedError` (`notProvided` of @vitrine/ports): provide a real one with
 *   `customOptionsMachine.provide({ actors: customOptionsActors(client) })`.
 *
 * @example
 * ```ts
 * import { createActor } from 'xstate';
 *
 * const actor = createActor(customOptionsMachine.provide({ actors: customOptionsActors(client) }), {
 *   input: { options: product.customOptions, allowedCharactersEnabled: true },
 * }).start();
 * actor.send({ type: 'option.change', optionId: 2, value: 'Happy birthday' });
 * actor.send({ type: 'form.submit' });
 * if (actor.getSnapshot().matches('submitted')) cart.add({ variantId, quantity: 1, properties: [...actor.getSnapshot().context.properties ?? []] });
 * ```
 */
export const customOptionsMachine = /* @__PURE__ */ customOptionsMachineWith();
