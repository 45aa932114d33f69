import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { initialConsent } from './consent.rules';
import type { LoadSinksInput, RecorderCommand, RecorderReport, SinkStatusReport } from './tracking.actors';
import { KLAVIYO_MAX_RETRIES, KLAVIYO_RETRY_MS } from './tracking.constants';
import type { DeliverInput, DeliverOutput, SentEvent } from './tracking.deliver';
import type {
  ConsentState,
  FunnelEvent,
  RecordOutcome,
  SinkName,
  SinkStatus,
  TrackedData,
  TrackingSettings,
} from './tracking.types';
import { VENDOR_SINKS } from './sinks/index';
import type { VendorSink } from './sinks/sink.types';

/** The machine's context: serialisable; the outbox itself lives in storage (docs/decisions/0310). */
export interface TrackingContext {
  readonly consent: ConsentState;
  /** The host's default consent (option `consent`), used when the visitor has not decided. */
  readonly defaultConsent: boolean | undefined;
  /** The shop's domain and preferences; nothing is sent before they are known. */
  readonly settings: TrackingSettings | null;
  /** The signed-in customer's id (`customer_id`), `null` for a guest. */
  readonly customerId: string | null;
  /** The vendor sinks' scripts in this page. */
  readonly sinks: Partial<Record<SinkName, SinkStatus>>;
  /** Something may be waiting to be delivered. */
  readonly dirty: boolean;
  /** Klaviyo retries in a row (001 §9: every 500 ms). */
  readonly retries: number;
}

/** The input of the machine. */
export interface TrackingInput {
  readonly settings?: TrackingSettings | undefined;
  /** Default consent when the visitor has not decided (docs/decisions/0310). */
  readonly consent?: boolean | undefined;
  readonly customerId?: string | null | undefined;
}

/** The machine's events. */
export type TrackingEvent =
  | {
      readonly type: 'tracking.track';
      readonly requestId: string;
      readonly event: FunnelEvent;
      readonly data: TrackedData;
    }
  | { readonly type: 'tracking.consent'; readonly granted: boolean }
  | { readonly type: 'tracking.identify'; readonly customerId: string | null }
  | { readonly type: 'tracking.configure'; readonly settings: TrackingSettings }
  | { readonly type: 'tracking.flush' }
  | RecorderReport
  | SinkStatusReport;

/** What the machine emits: each recorded event (for the facade's verbs) and each event a sink received. */
export type TrackingEmitted =
  | { readonly type: 'tracking.recorded'; readonly requestId: string; readonly outcome: RecordOutcome }
  | ({ readonly type: 'tracking.sent' } & SentEvent);

/**
 * The vendor sinks to load: those of the list in use (the host's `sinks`, decision 0312) that the
 * shop's preferences turn on (001 §3). A sink the preferences name but the list lacks is never
 * loaded nor waited for.
 */
const vendorNames = (sinks: readonly VendorSink[], settings: TrackingSettings | null): readonly SinkName[] =>
  settings ? sinks.filter((sink) => sink.enabled(settings.preferences)).map((sink) => sink.name) : [];

/** The actors of {@link trackingMachine} until a host provides them. */
const trackingActorDefaults = () => ({
  recorder: fromCallback<RecorderCommand, Record<string, never>, RecorderReport>(() => undefined),
  loadSinks: fromCallback<{ type: 'noop' }, LoadSinksInput, SinkStatusReport>(() => undefined),
  deliver: fromPromise<DeliverOutput, DeliverInput>(notProvided('deliver')),
});

/** What {@link trackingMachineWith} takes in place of the defaults. */
export type TrackingImplementations = MachineImplementations<ReturnType<typeof trackingActorDefaults>>;

/**
 * Builds {@link trackingMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 *
 * @param impl - the actors in place of the defaults
 * @param sinks - the vendor sinks in use (the host's `sinks`, decision 0312; default all four):
 *   only these are loaded and waited for, whatever else the shop's preferences name
 */
export function trackingMachineWith(
  impl: TrackingImplementations = {},
  sinks: readonly VendorSink[] = VENDOR_SINKS,
) {
  const namesToLoad = (settings: TrackingSettings | null) => vendorNames(sinks, settings);
  return setup({
    types: {
      context: {} as TrackingContext,
      events: {} as TrackingEvent,
      input: {} as TrackingInput,
      emitted: {} as TrackingEmitted,
    },
    actors: { ...trackingActorDefaults(), ...impl.actors },
    actions: {
      announceSent: enqueueActions(({ enqueue }, params: { readonly sent: readonly SentEvent[] }) => {
        for (const sent of params.sent) enqueue.emit({ type: 'tracking.sent', ...sent });
      }),
    },
    delays: { klaviyoRetry: KLAVIYO_RETRY_MS },
    guards: {
      shouldDeliver: ({ context }) =>
        context.dirty && context.consent === 'granted' && context.settings !== null,
      hasSinksToLoad: ({ context }) =>
        context.consent === 'granted' && namesToLoad(context.settings).some((name) => !context.sinks[name]),
      nothingLoading: ({ context }) => !Object.values(context.sinks).includes('loading'),
    },
  }).createMachine({
    id: 'tracking',
    type: 'parallel',
    context: ({ input }) => ({
      consent: initialConsent(undefined, input.consent),
      defaultConsent: input.consent,
      settings: input.settings ?? null,
      customerId: input.customerId ?? null,
      sinks: {},
      dirty: true,
      retries: 0,
    }),
    invoke: { id: 'recorder', src: 'recorder', input: () => ({}) },
    on: {
      'recorder.restored': {
        actions: assign(({ context, event }) => ({
          consent: initialConsent(event.consent, context.defaultConsent),
          dirty: context.dirty || event.pending > 0,
        })),
      },
      'tracking.track': {
        actions: sendTo('recorder', ({ context, event }) => ({
          type: 'record' as const,
          requestId: event.requestId,
          event: event.event,
          data: event.data,
          consent: context.consent,
          customerId: context.customerId,
        })),
      },
      'recorder.recorded': {
        actions: [
          assign({ dirty: ({ context, event }) => context.dirty || event.outcome.ok }),
          emit(({ event }) => ({
            type: 'tracking.recorded' as const,
            requestId: event.requestId,
            outcome: event.outcome,
          })),
        ],
      },
      'tracking.consent': {
        actions: [
          assign({ consent: ({ event }) => (event.granted ? 'granted' : 'denied'), dirty: true }),
          sendTo('recorder', ({ event }) => ({ type: 'consent' as const, granted: event.granted })),
        ],
      },
      'recorder.consent': {
        actions: assign({ consent: ({ event }) => (event.granted ? 'granted' : 'denied'), dirty: true }),
      },
      'tracking.identify': { actions: assign({ customerId: ({ event }) => event.customerId }) },
      'tracking.configure': { actions: assign({ settings: ({ event }) => event.settings, dirty: true }) },
      'tracking.flush': { actions: assign({ dirty: true, retries: 0 }) },
      'sink.status': {
        actions: assign({
          sinks: ({ context, event }) => ({ ...context.sinks, [event.sink]: event.status }),
          dirty: true,
        }),
      },
    },
    states: {
      sinks: {
        initial: 'idle',
        states: {
          idle: { always: { guard: 'hasSinksToLoad', target: 'loading' } },
          loading: {
            entry: assign({
              sinks: ({ context }) => ({
                ...context.sinks,
                ...Object.fromEntries(
                  namesToLoad(context.settings)
                    .filter((name) => !context.sinks[name])
                    .map((name) => [name, 'loading' as const]),
                ),
              }),
            }),
            invoke: {
              src: 'loadSinks',
              input: ({ context }) => ({
                preferences: context.settings?.preferences ?? {},
                names: namesToLoad(context.settings).filter(
                  (name) => !context.sinks[name] || context.sinks[name] === 'loading',
                ),
              }),
            },
            always: { guard: 'nothingLoading', target: 'idle' },
          },
        },
      },
      delivery: {
        initial: 'idle',
        states: {
          idle: { always: { guard: 'shouldDeliver', target: 'delivering' } },
          delivering: {
            entry: assign({ dirty: false }),
            invoke: {
              src: 'deliver',
              input: ({ context }) => ({
                // shouldDeliver checked the settings.
                settings: context.settings as TrackingSettings,
                statuses: context.sinks,
              }),
              onDone: [
                {
                  guard: ({ context, event }) =>
                    event.output.waiting && context.retries < KLAVIYO_MAX_RETRIES,
                  target: 'waiting',
                  actions: { type: 'announceSent', params: ({ event }) => ({ sent: event.output.sent }) },
                },
                {
                  target: 'idle',
                  actions: [
                    { type: 'announceSent', params: ({ event }) => ({ sent: event.output.sent }) },
                    assign({ retries: 0 }),
                  ],
                },
              ],
              onError: { target: 'idle' },
            },
          },
          waiting: {
            always: { guard: 'shouldDeliver', target: 'delivering' },
            after: {
              klaviyoRetry: {
                target: 'idle',
                actions: assign({ dirty: true, retries: ({ context }) => context.retries + 1 }),
              },
            },
          },
        },
      },
    },
  });
}

/**
 * The tracking machine (001 §3 Tracking identity, §4 Analytics funnel): it records each funnel
 * event through the `recorder` (outbox in storage), loads the vendor sinks the shop turned on once
 * consent is granted (`loadSinks`), and delivers the outbox (`deliver`) whenever something may be
 * waiting; when Klaviyo's queue is not there yet it retries every 500 ms on the actor's clock.
 * Provide the actors with `trackingActors` (`trackingLogic` does).
 */
export const trackingMachine = /* @__PURE__ */ trackingMachineWith();
