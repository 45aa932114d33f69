import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { PRODUCT_ERROR } from '@vitrine/core-shop';
import { PRODUCT_FETCH_DEDUPE_MS } from './catalog.constants';
import type { Id, LoadResult, Product } from './catalog.types';
import type { CatalogError } from './error.rules';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { type RecentlyViewedProduct, recentlyViewedEntry } from './recently-viewed.rules';
import {
  type OptionSelection,
  findVariant,
  initialVariant,
  selectOption,
  selectionOf,
} from './variant.rules';

/** What a product page starts from: the handle of its route and the `variant` query. 000 §2 product-single. */
export interface ProductPageInput {
  readonly handle?: string | null;
  readonly variant?: string | number | null;
  /** The query of the page asked (`?variant=5&utm_source=mail`), kept by a renamed product's redirect. */
  readonly search?: string | null;
}

/** Serialisable state of a product page. */
export interface ProductContext {
  readonly handle: string | null;
  readonly product: Product | null;
  /** The selected variant; `null` when the chosen options match none (flagged unavailable). */
  readonly variantId: Id | null;
  /** The chosen value code of each option. */
  readonly selection: OptionSelection;
  /** The `variant` query to apply once the product is there. */
  readonly requestedVariant: string | number | null;
  /**
   * The query of the page asked, which a renamed product's redirect keeps (000 §2 Navigation rules
   * "query kept"). Absent from a snapshot persisted before it: read as none.
   */
  readonly search?: string;
  /** File uploads running (add to cart waits for them: 000 §4). */
  readonly uploads: number;
  readonly error: CatalogError | null;
  /**
   * Loads started within the dedupe window, by handle: the product once loaded, `null` while in
   * flight. 000 §4: a product load started under 20 s ago is reused.
   */
  readonly loads: Readonly<Record<string, Product | null>>;
}

/** Events of the product page machine. */
export type ProductEvent =
  | {
      readonly type: 'product.load';
      readonly handle: string;
      readonly variant?: string | number | null;
      readonly search?: string | null;
    }
  | { readonly type: 'option.select'; readonly optionCode: string; readonly valueCode: string }
  | { readonly type: 'variant.select'; readonly variantId: Id }
  | { readonly type: 'upload.started' }
  | { readonly type: 'upload.finished' }
  | { readonly type: 'product.retry' }
  /** @internal The dedupe window of a load has passed. */
  | { readonly type: 'product.load_expired'; readonly handle: string };

const blank = (handle: string | null | undefined): boolean => (handle ?? '').trim() === '';

/** The selection state for a freshly shown product and `variant` query. 000 §4 Product page. */
const show = (product: Product, variantQuery: string | number | null) => {
  const variant = initialVariant(product, variantQuery);
  return {
    product,
    variantId: variant ? variant.id : null,
    selection: variant ? selectionOf(product, variant) : {},
    requestedVariant: null,
    error: null,
  };
};

/** An actor that threw instead of resolving to a result. */
const UNEXPECTED: CatalogError = { kind: 'error', code: PRODUCT_ERROR, detail: null };

const expireId = (handle: string) => `product.load_expired:${handle}`;

/** The actors of {@link productMachine} until a host provides them. */
const productActorDefaults = () => ({
  fetchProduct: fromPromise<LoadResult<Product>, { readonly handle: string }>(notProvided('fetchProduct')),
  recordView: fromPromise<void, { readonly entry: RecentlyViewedProduct }>(notProvided('recordView')),
});

/** What {@link productMachineWith} takes in place of the defaults. */
export type ProductImplementations = MachineImplementations<ReturnType<typeof productActorDefaults>>;

/**
 * Builds {@link productMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function productMachineWith(impl: ProductImplementations = {}) {
  return setup({
    types: {
      context: {} as ProductContext,
      events: {} as ProductEvent,
      input: {} as ProductPageInput,
    },
    actors: { ...productActorDefaults(), ...impl.actors },
    delays: {
      /** 000 §9: the product fetch dedupe window, 20000 ms. */
      productDedupeWindow: PRODUCT_FETCH_DEDUPE_MS,
    },
    guards: {
      blankHandle: ({ event }) => event.type === 'product.load' && blank(event.handle),
      shownNow: ({ context, event }) =>
        event.type === 'product.load' &&
        context.product !== null &&
        context.handle === event.handle.trim() &&
        (context.loads[context.handle] ?? null) !== null,
      loadedRecently: ({ context, event }) =>
        event.type === 'product.load' && (context.loads[event.handle.trim()] ?? null) !== null,
      inFlight: ({ context, event }) =>
        event.type === 'product.load' &&
        context.handle === event.handle.trim() &&
        context.loads[context.handle] === null,
    },
    actions: {
      /** Keeps why the load failed; a failed load is not reused. */
      failLoad: assign(({ context }, error: CatalogError) => ({
        error,
        loads: Object.fromEntries(
          Object.entries(context.loads).filter(([handle]) => handle !== context.handle),
        ),
      })),
      startLoad: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'product.load' && event.type !== 'product.retry') return;
        const handle = event.type === 'product.load' ? event.handle.trim() : (context.handle ?? '');
        // Only one load is in flight: one that was cancelled can no longer be reused.
        const loads = Object.fromEntries(
          Object.entries(context.loads).filter(([, product]) => product !== null),
        );
        enqueue.assign({
          handle,
          product: null,
          variantId: null,
          selection: {},
          requestedVariant:
            event.type === 'product.load' ? (event.variant ?? null) : context.requestedVariant,
          search: event.type === 'product.load' ? (event.search ?? '') : (context.search ?? ''),
          uploads: 0,
          error: null,
          loads: { ...loads, [handle]: null },
        });
        enqueue.cancel(expireId(handle));
        enqueue.raise(
          { type: 'product.load_expired', handle },
          { id: expireId(handle), delay: 'productDedupeWindow' },
        );
      }),
    },
  }).createMachine({
    id: 'product',
    context: ({ input }) => ({
      handle: blank(input.handle) ? null : (input.handle ?? '').trim(),
      product: null,
      variantId: null,
      selection: {},
      requestedVariant: input.variant ?? null,
      search: input.search ?? '',
      uploads: 0,
      error: null,
      loads: {},
    }),
    initial: 'start',
    on: {
      'product.load': [
        { guard: 'blankHandle' },
        {
          guard: 'shownNow',
          // The product shown, opened again within the window: the variant is chosen anew from the
          // query, else the first available, else the first (000 §4 Product page; decision 0147),
          // not the last pick. The same choice leaves the context as it is, so the view held (a
          // resumed page's, decision 0560) is kept.
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'product.load' || context.product === null) return;
            const variant = initialVariant(context.product, event.variant ?? null);
            const variantId = variant ? variant.id : null;
            if (String(variantId) === String(context.variantId)) return;
            enqueue.assign({
              variantId,
              selection: variant ? selectionOf(context.product, variant) : {},
            });
          }),
        },
        {
          guard: 'loadedRecently',
          target: '.ready',
          reenter: true,
          actions: assign(({ context, event }) => ({
            handle: event.handle.trim(),
            uploads: 0,
            ...show(context.loads[event.handle.trim()]!, event.variant ?? null),
          })),
        },
        {
          guard: 'inFlight',
          actions: assign(({ event }) => ({
            requestedVariant: event.variant ?? null,
            search: event.search ?? '',
          })),
        },
        { target: '.loading', reenter: true, actions: 'startLoad' },
      ],
      'product.load_expired': {
        actions: assign(({ context, event }) => ({
          loads: Object.fromEntries(
            Object.entries(context.loads).filter(([handle]) => handle !== event.handle),
          ),
        })),
      },
      'upload.started': { actions: assign(({ context }) => ({ uploads: context.uploads + 1 })) },
      'upload.finished': {
        actions: assign(({ context }) => ({ uploads: Math.max(0, context.uploads - 1) })),
      },
    },
    states: {
      start: {
        always: [
          {
            guard: ({ context }) => context.handle !== null,
            target: 'loading',
            actions: enqueueActions(({ context, enqueue }) => {
              const handle = context.handle!;
              enqueue.assign({ loads: { [handle]: null } });
              enqueue.raise(
                { type: 'product.load_expired', handle },
                { id: expireId(handle), delay: 'productDedupeWindow' },
              );
            }),
          },
          { target: 'idle' },
        ],
      },
      idle: {},
      loading: {
        invoke: {
          src: 'fetchProduct',
          input: ({ context }) => ({ handle: context.handle ?? '' }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ context, event }) => {
                if (!event.output.ok) return {};
                const product = event.output.data;
                const handle = context.handle ?? product.handle;
                const loads =
                  handle in context.loads ? { ...context.loads, [handle]: product } : context.loads;
                return { ...show(product, context.requestedVariant), loads };
              }),
            },
            {
              guard: ({ event }) => !event.output.ok && event.output.error.kind === 'not-found',
              target: 'notFound',
              actions: {
                type: 'failLoad',
                params: ({ event }) => (event.output.ok ? UNEXPECTED : event.output.error),
              },
            },
            {
              target: 'failure',
              actions: {
                type: 'failLoad',
                params: ({ event }) => (event.output.ok ? UNEXPECTED : event.output.error),
              },
            },
          ],
          onError: { target: 'failure', actions: { type: 'failLoad', params: UNEXPECTED } },
        },
      },
      ready: {
        invoke: {
          src: 'recordView',
          input: ({ context }) => ({
            entry: recentlyViewedEntry(context.product!, findVariant(context.product!, context.variantId)),
          }),
          // 000 §8: storage failures are tolerated.
          onError: {},
        },
        on: {
          'option.select': {
            actions: assign(({ context, event }) => {
              const next = selectOption(
                context.product!,
                context.selection,
                event.optionCode,
                event.valueCode,
              );
              return { selection: next.selection, variantId: next.variant ? next.variant.id : null };
            }),
          },
          'variant.select': {
            actions: assign(({ context, event }) => {
              const variant = findVariant(context.product!, event.variantId);
              return variant
                ? { variantId: variant.id, selection: selectionOf(context.product!, variant) }
                : {};
            }),
          },
        },
      },
      notFound: {},
      failure: {
        on: { 'product.retry': { target: 'loading', actions: 'startLoad' } },
      },
    },
  });
}

/**
 * A product page. 000 §4 Product page:
 * - the variant comes from the `variant` query if valid, else the first available, else the first;
 * - changing an option selects the variant matching all options, else flags the choice unavailable;
 * - a load of a handle started under 20 s ago (named delay `productDedupeWindow`) is reused;
 * - an empty result is the `notFound` state, other failures `PRODUCT_ERROR` (000 §8);
 * - a shown product is remembered under recent_viewed_products (`recordView`, 000 §9).
 * A fetch requires a handle (000 §5): a blank handle is ignored. The window is per handle and
 * runs from the load's start: docs/decisions/0147-product-dedupe.md.
 *
 * @example
 * ```ts
 * const page = createActor(productMachine.provide({ actors: catalogActors(client, { storage }) }), {
 *   input: { handle: 'tee', variant: '12' },
 * }).start();
 * page.send({ type: 'option.select', optionCode: 'size', valueCode: 'm' });
 * ```
 */
export const productMachine = /* @__PURE__ */ productMachineWith();
