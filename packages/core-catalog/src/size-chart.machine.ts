import { assign, fromPromise, setup } from 'xstate';
import { PRODUCT_ERROR } from '@vitrine/core-shop';
import type { LoadResult, SizeChart } from './catalog.types';
import type { CatalogError } from './error.rules';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { type SizeChartQuery, type SizeUnit, sizeChartQuery } from './size-chart.rules';

/** What a size chart is requested for. 000 §3 Size chart request. */
export interface SizeChartInput {
  readonly shopId: number | string;
  readonly productRefId: number | string;
  readonly productTags: string | readonly string[] | null | undefined;
  readonly useSbSetting: boolean;
}

/** Serialisable state of a product's size chart. */
export interface SizeChartContext {
  readonly request: SizeChartQuery;
  /** The chart, or `null` when the product has none. */
  readonly chart: SizeChart | null;
  /** The unit tab shown (v3 charts). */
  readonly unit: SizeUnit;
  readonly error: CatalogError | null;
}

/** Events of the size chart machine. */
export type SizeChartEvent =
  | { readonly type: 'size_chart.unit'; readonly unit: SizeUnit }
  | ({ readonly type: 'size_chart.load' } & SizeChartInput)
  | { readonly type: 'size_chart.retry' };

const unexpected = (): CatalogError => ({ kind: 'error', code: PRODUCT_ERROR, detail: null });

/** The actors of {@link sizeChartMachine} until a host provides them. */
const sizeChartActorDefaults = () => ({
  fetchSizeChart: fromPromise<LoadResult<SizeChart | null>, SizeChartQuery>(notProvided('fetchSizeChart')),
});

/** What {@link sizeChartMachineWith} takes in place of the defaults. */
export type SizeChartImplementations = MachineImplementations<ReturnType<typeof sizeChartActorDefaults>>;

/**
 * Builds {@link sizeChartMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function sizeChartMachineWith(impl: SizeChartImplementations = {}) {
  return setup({
    types: {
      context: {} as SizeChartContext,
      events: {} as SizeChartEvent,
      input: {} as SizeChartInput,
    },
    actors: { ...sizeChartActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'sizeChart',
    context: ({ input }) => ({ request: sizeChartQuery(input), chart: null, unit: 'inch', error: null }),
    initial: 'loading',
    on: {
      'size_chart.unit': { actions: assign(({ event }) => ({ unit: event.unit })) },
      'size_chart.load': {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({
          request: sizeChartQuery(event),
          chart: null,
          unit: 'inch' as const,
        })),
      },
    },
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetchSizeChart',
          input: ({ context }) => context.request,
          onDone: [
            {
              guard: ({ event }) => event.output.ok && event.output.data !== null,
              target: 'ready',
              actions: assign(({ event }) => ({ chart: event.output.ok ? event.output.data : null })),
            },
            {
              guard: ({ event }) => event.output.ok || event.output.error.kind === 'not-found',
              target: 'none',
            },
            {
              target: 'failure',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
          ],
          onError: { target: 'failure', actions: assign({ error: unexpected }) },
        },
      },
      ready: {},
      none: {},
      failure: {
        on: { 'size_chart.retry': 'loading' },
      },
    },
  });
}

/**
 * A product's size chart (the print-base fetchSizeChart operation, 000 §7): requested with
 * shop_id, product_ref_id, product_tags (commas turned into spaces) and use_sb_setting (000 §3);
 * v3 charts show Inch and Cm tabs, switching converts the values (000 §4; see `sizeChartView`).
 * A product without a chart ends in `none`; a failure in `failure` (the page simply shows no chart).
 *
 * @example
 * ```ts
 * const chart = createActor(sizeChartMachine.provide({ actors: catalogActors(client) }), {
 *   input: { shopId: 7, productRefId: product.id, productTags: product.tags, useSbSetting: false },
 * }).start();
 * chart.send({ type: 'size_chart.unit', unit: 'cm' });
 * ```
 */
export const sizeChartMachine = /* @__PURE__ */ sizeChartMachineWith();
