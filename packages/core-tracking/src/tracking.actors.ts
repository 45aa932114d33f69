import type { Transport } from '@vitrine/api-client';
import { type Ports, typedChannel } from '@vitrine/ports';
import { fromCallback, fromPromise } from 'xstate';
import { trackedPage } from './client.rules';
import { clearHeldOutbox, clearOutbox, heldOutbox, readOutbox, storedConsent, storeConsent } from './outbox';
import type { Globals, TrackingSink, VendorSink } from './sinks/sink.types';
import { DISTINCT_ID_COOKIE, TRACKING_CHANNEL_NAME } from './tracking.constants';
import { type DeliverInput, type DeliverOutput, deliver } from './tracking.deliver';
import { distinctIdOf, type RecordRequest, recordEvent } from './tracking.record';
import type {
  ConsentState,
  PageContext,
  RecordOutcome,
  SinkName,
  SinkStatus,
  TrackingPreferences,
} from './tracking.types';

/** The ports tracking uses. */
export type TrackingPorts = Pick<
  Ports,
  'storage' | 'cookies' | 'clock' | 'random' | 'lock' | 'scripts' | 'logger' | 'channels'
>;

/** What a tab tells the others on the tracking channel: the visitor's consent decision. @internal */
export interface ConsentMessage {
  readonly type: 'tracking.consent';
  readonly granted: boolean;
}

/** Whether a channel message is a {@link ConsentMessage} (another tab may run another SDK version). @internal */
export const isConsentMessage = (value: unknown): value is ConsentMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'tracking.consent' &&
  typeof (value as { granted?: unknown }).granted === 'boolean';

/** What the recorder is told. @internal */
export type RecorderCommand =
  | ({ readonly type: 'record'; readonly requestId: string } & RecordRequest)
  | { readonly type: 'consent'; readonly granted: boolean };

/** What the recorder tells the machine. @internal */
export type RecorderReport =
  | {
      readonly type: 'recorder.restored';
      readonly consent: ConsentState | undefined;
      readonly pending: number;
    }
  | { readonly type: 'recorder.recorded'; readonly requestId: string; readonly outcome: RecordOutcome }
  | { readonly type: 'recorder.consent'; readonly granted: boolean };

/** What the sink loader tells the machine. @internal */
export interface SinkStatusReport {
  readonly type: 'sink.status';
  readonly sink: SinkName;
  readonly status: SinkStatus;
}

/** What the sink loader loads. @internal */
export interface LoadSinksInput {
  readonly preferences: TrackingPreferences;
  readonly names: readonly SinkName[];
}

/** What the actors need besides the transport and the ports. @internal */
export interface TrackingActorOptions {
  readonly context: () => PageContext;
  readonly globals: Globals;
  readonly sinks: readonly VendorSink[];
  /** The sinks a host or its plugins added (`TrackingOptions.addedSinks`). */
  readonly addedSinks?: () => readonly TrackingSink[];
}

/**
 * The actors of the tracking machine over the transport and the ports: `recorder` (writes events
 * and consent to storage, synchronously, in arrival order), `loadSinks` (loads the vendor scripts
 * through the ScriptLoader; a failed load is logged, never shown), `deliver` (sends the outbox).
 * @internal
 */
export function trackingActors(transport: Transport, ports: TrackingPorts, options: TrackingActorOptions) {
  // What storage could not keep (blocked or full), delivered by this tab all the same (decision 0190).
  const held = heldOutbox();
  /** The page now, without its secrets (decision 0629), for a vendor's set-up; empty if the host's context fails. */
  const pageNow = (): PageContext => {
    try {
      return trackedPage(options.context());
    } catch {
      return { pageUrl: '', referrer: '', userAgent: '', timezoneOffset: 0 };
    }
  };
  return {
    recorder: fromCallback<RecorderCommand, Record<string, never>, RecorderReport>(
      ({ sendBack, receive }) => {
        // Another tab's consent decision reaches this one (it is already in the shared storage).
        const channel = typedChannel(ports.channels(TRACKING_CHANNEL_NAME), isConsentMessage);
        const unsubscribe = channel.subscribe(({ granted }) =>
          sendBack({ type: 'recorder.consent', granted }),
        );
        sendBack({
          type: 'recorder.restored',
          consent: storedConsent(ports.storage),
          pending: readOutbox(ports.storage).length,
        });
        receive((command) => {
          if (command.type === 'consent') {
            storeConsent(ports.storage, command.granted);
            // The distinct_id cookie exists only with consent (docs/decisions/0310): granted, it
            // keeps the id the waiting events carry; refused, it goes with the waiting events.
            if (command.granted) distinctIdOf(ports);
            else {
              clearOutbox(ports.storage);
              clearHeldOutbox(held);
              ports.cookies.remove(DISTINCT_ID_COOKIE);
            }
            channel.post({ type: 'tracking.consent', granted: command.granted });
            return;
          }
          const { requestId, type: _type, ...request } = command;
          let outcome: RecordOutcome;
          try {
            outcome = recordEvent(ports, trackedPage(options.context()), request, held);
          } catch (error) {
            // Storage or the host's context failed: the event is lost, and said so in the log.
            ports.logger.log('error', 'tracking: an event could not be recorded', error);
            outcome = { ok: false, error: { code: 'stopped' } };
          }
          sendBack({ type: 'recorder.recorded', requestId, outcome });
        });
        return () => {
          unsubscribe();
          channel.close();
        };
      },
    ),
    loadSinks: fromCallback<{ type: 'noop' }, LoadSinksInput, SinkStatusReport>(({ input, sendBack }) => {
      let live = true;
      for (const name of input.names) {
        const sink = options.sinks.find((candidate) => candidate.name === name);
        if (!sink) {
          // Not in the list in use (decision 0312): nothing to load, and nothing to wait for.
          sendBack({ type: 'sink.status', sink: name, status: 'failed' });
          continue;
        }
        sink.prepare?.(options.globals);
        ports.scripts.load(sink.script(input.preferences), { id: `vitrine-tracking-${sink.name}` }).then(
          () => {
            const visitor = { distinctId: ports.cookies.get(DISTINCT_ID_COOKIE) };
            const set = sink.setUp(options.globals, input.preferences, visitor, ports.clock.now(), pageNow());
            if (!set) ports.logger.log('warn', `tracking: the ${name} script defined no global`);
            if (live) sendBack({ type: 'sink.status', sink: sink.name, status: set ? 'ready' : 'failed' });
          },
          (error: unknown) => {
            ports.logger.log('warn', `tracking: the ${name} script failed to load`, error);
            if (live) sendBack({ type: 'sink.status', sink: sink.name, status: 'failed' });
          },
        );
      }
      return () => {
        live = false;
      };
    }),
    deliver: fromPromise<DeliverOutput, DeliverInput>(({ input }) =>
      deliver(
        {
          transport,
          storage: ports.storage,
          lock: ports.lock,
          logger: ports.logger,
          clock: ports.clock,
          held,
          globals: options.globals,
          sinks: options.sinks,
          ...(options.addedSinks === undefined ? {} : { addedSinks: options.addedSinks }),
        },
        input,
      ),
    ),
  };
}
