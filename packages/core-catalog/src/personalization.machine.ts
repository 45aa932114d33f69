import type { MessageId } from '@vitrine/messages';
import { assign, fromPromise, setup } from 'xstate';
import type { Id, LoadResult, Personalization } from './catalog.types';
import { notProvided, type MachineImplementations } from '@vitrine/ports';

/** Why a personalisation preview cannot be shown: the render call failed, or its image did not load. */
export interface PreviewFailure {
  readonly reason: 'render' | 'image';
  readonly productId: string;
  /** The server's message or the image address, when known. */
  readonly detail: string | null;
}

/** The message shown when the preview fails. 001 §8 Preview image failure. */
export const PREVIEW_FAILURE_MESSAGE_ID: MessageId = 'products.cannot_show_preview';

/** What a preview is for. */
export interface PersonalizationInput {
  readonly productId: Id;
}

/** Serialisable state of a personalisation preview. */
export interface PersonalizationContext {
  readonly productId: string;
  readonly personalization: Personalization | null;
  readonly styleIndex: number;
  readonly designIndex: number;
  readonly failure: PreviewFailure | null;
  /** The message to show (`products.cannot_show_preview` after a failure), else `null`. */
  readonly messageId: MessageId | null;
}

/** Events of the personalisation preview machine. */
export type PersonalizationEvent =
  | { readonly type: 'preview.style'; readonly index: number }
  | { readonly type: 'preview.design'; readonly index: number }
  /** The host could not load the preview image (the core never loads images itself). */
  | { readonly type: 'preview.image_failed'; readonly src?: string }
  | { readonly type: 'preview.load'; readonly productId: Id }
  | { readonly type: 'preview.retry' };

const fail = (productId: string, reason: PreviewFailure['reason'], detail: string | null) => ({
  failure: { reason, productId, detail },
  messageId: PREVIEW_FAILURE_MESSAGE_ID,
});

/** The actors of {@link personalizationMachine} until a host provides them. */
const personalizationActorDefaults = () => ({
  renderPersonalization: fromPromise<LoadResult<Personalization>, { readonly productId: string }>(
    notProvided('renderPersonalization'),
  ),
  reportPreviewFailure: fromPromise<void, { readonly failure: PreviewFailure }>(
    notProvided('reportPreviewFailure'),
  ),
});

/** What {@link personalizationMachineWith} takes in place of the defaults. */
export type PersonalizationImplementations = MachineImplementations<
  ReturnType<typeof personalizationActorDefaults>
>;

/**
 * Builds {@link personalizationMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function personalizationMachineWith(impl: PersonalizationImplementations = {}) {
  return setup({
    types: {
      context: {} as PersonalizationContext,
      events: {} as PersonalizationEvent,
      input: {} as PersonalizationInput,
    },
    actors: { ...personalizationActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'personalization',
    context: ({ input }) => ({
      productId: String(input.productId),
      personalization: null,
      styleIndex: 0,
      designIndex: 0,
      failure: null,
      messageId: null,
    }),
    initial: 'rendering',
    on: {
      'preview.load': {
        target: '.rendering',
        reenter: true,
        actions: assign(({ event }) => ({
          productId: String(event.productId),
          personalization: null,
          styleIndex: 0,
          designIndex: 0,
        })),
      },
    },
    states: {
      rendering: {
        entry: assign({ failure: null, messageId: null }),
        invoke: {
          src: 'renderPersonalization',
          input: ({ context }) => ({ productId: context.productId }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ event }) => ({
                personalization: event.output.ok ? event.output.data : null,
              })),
            },
            {
              target: 'failed',
              actions: assign(({ context, event }) =>
                fail(
                  context.productId,
                  'render',
                  event.output.ok || event.output.error.kind === 'not-found'
                    ? null
                    : event.output.error.detail,
                ),
              ),
            },
          ],
          onError: {
            target: 'failed',
            actions: assign(({ context, event }) =>
              fail(context.productId, 'render', event.error instanceof Error ? event.error.message : null),
            ),
          },
        },
      },
      ready: {
        on: {
          'preview.style': {
            guard: ({ context, event }) =>
              Number.isInteger(event.index) &&
              event.index >= 0 &&
              event.index < (context.personalization?.styles.length ?? 0),
            actions: assign(({ event }) => ({ styleIndex: event.index, designIndex: 0 })),
          },
          'preview.design': {
            guard: ({ context, event }) =>
              Number.isInteger(event.index) &&
              event.index >= 0 &&
              event.index < (context.personalization?.styles[context.styleIndex]?.designs.length ?? 0),
            actions: assign(({ event }) => ({ designIndex: event.index })),
          },
          'preview.image_failed': {
            target: 'failed',
            actions: assign(({ context, event }) => fail(context.productId, 'image', event.src ?? null)),
          },
        },
      },
      failed: {
        invoke: {
          src: 'reportPreviewFailure',
          input: ({ context }) => ({ failure: context.failure! }),
          // A reporter that fails must not change what the shopper sees.
          onError: {},
        },
        on: { 'preview.retry': 'rendering' },
      },
    },
  });
}

/**
 * The personalisation style preview of a product page (000 §1, §2): the render call
 * (`pod.personalizeRender`, 000 §7) gives styles and their designs; the shopper picks a style and
 * a design. 001 §8: when the preview fails, 'products.cannot_show_preview' is shown and the error
 * is reported with tag personalize=preview (`reportPreviewFailure`, through the reporter port).
 * A failed render counts as a failed preview: docs/decisions/0149-personalisation-preview.md.
 *
 * @example
 * ```ts
 * const preview = createActor(
 *   personalizationMachine.provide({ actors: catalogActors(client, { reporter }) }),
 *   { input: { productId: product.id } },
 * ).start();
 * preview.send({ type: 'preview.style', index: 1 });
 * ```
 */
export const personalizationMachine = /* @__PURE__ */ personalizationMachineWith();
