import { type ApiFailure, failureMessage, featureSwitch, type Transport } from '@vitrine/api-client';
import { logMessages } from '@vitrine/messages';
import { fromPromise } from 'xstate';
import { decideFeatureFlags } from './decide-feature-flag';
import { FEATURE_FLAG_ROLLS_STORAGE_KEY } from './flags.constants';
import type { DecideFeatureFlagsInput } from './flags.machine';
import type { ErrorReporter, Logger } from '@vitrine/ports';
import type { FeatureFlagPorts } from './flags.ports';
import type {
  FeatureFlagDecisions,
  FeatureFlagsFailure,
  FetchFeatureFlagsResult,
  RememberedRolls,
} from './flags.types';
import { parseRememberedRolls, serializeRememberedRolls } from './remembered-rolls';

/**
 * The `fetchFeatureFlags` actor of {@link featureFlagsMachine}, over the API client.
 *
 * @remarks 000 §7, 001 §7 Feature switch: `GET /api/catalog/feature-switch.json`, which the client
 * times out at 2000 ms (`{ kind: 'timeout' }`). The request is aborted when the machine stops
 * waiting. Resolves to a result value; never rejects.
 *
 * @example
 * ```ts
 * featureFlagsMachine.provide({ actors: { ...featureFlagActors(transport), ...featureFlagDeciderActors(ports) } });
 * ```
 */
export function featureFlagActors(transport: Pick<Transport, 'send'>) {
  return {
    fetchFeatureFlags: fromPromise<FetchFeatureFlagsResult>(async ({ signal }) => {
      const answer = await transport.send(featureSwitch, {}, { signal });
      if (answer.ok) return { ok: true, data: answer.data.result };
      return { ok: false, failure: describeFailure(answer.failure) };
    }),
  };
}

function describeFailure(failure: ApiFailure): { kind: string; detail?: string } {
  const detail =
    failure.kind === 'http' ? `${failure.statusCode} ${failure.statusText}`.trim() : failureMessage(failure);
  return detail === undefined || detail === '' ? { kind: failure.kind } : { kind: failure.kind, detail };
}

/**
 * The `decideFeatureFlags` actor of {@link featureFlagsMachine}, over the host's ports.
 *
 * @remarks 001 §4 Feature flags: reads the visitor's remembered rolls from storage, decides every
 * flag with {@link decideFeatureFlags}, and writes the rolls back when a new one was made. A
 * storage read or write that throws is logged and tolerated (000 §8): the flags are still decided.
 */
export function featureFlagDeciderActors(ports: FeatureFlagPorts) {
  return {
    decideFeatureFlags: fromPromise<FeatureFlagDecisions, DecideFeatureFlagsInput>(async ({ input }) => {
      const remembered = readRolls(ports);
      const decided = decideFeatureFlags(input.flags, remembered, ports.random);
      if (decided.rolled) writeRolls(ports, decided.rolls);
      return decided.decisions;
    }),
  };
}

function readRolls({ storage, logger }: FeatureFlagPorts): RememberedRolls {
  try {
    return parseRememberedRolls(storage.get(FEATURE_FLAG_ROLLS_STORAGE_KEY));
  } catch (error) {
    logger.log('error', logMessages['log.feature_flag_storage_error'], {
      operation: 'read',
      error: String(error),
    });
    return {};
  }
}

function writeRolls({ storage, logger }: FeatureFlagPorts, rolls: RememberedRolls): void {
  try {
    storage.set(FEATURE_FLAG_ROLLS_STORAGE_KEY, serializeRememberedRolls(rolls));
  } catch (error) {
    logger.log('error', logMessages['log.feature_flag_storage_error'], {
      operation: 'write',
      error: String(error),
    });
  }
}

/** The error sent to the error monitor when the feature switch failed (001 §8). */
export class FeatureSwitchError extends Error {
  /** FEATURE_SWITCH_TIMEOUT or FEATURE_SWITCH_FAILED. */
  readonly code: FeatureFlagsFailure['code'];
  constructor(code: FeatureFlagsFailure['code'], message: string) {
    super(message);
    this.name = 'FeatureSwitchError';
    this.code = code;
  }
}

/** The log text for a failure: the time-out has its own. */
function failureText(failure: FeatureFlagsFailure): string {
  return failure.code === 'FEATURE_SWITCH_TIMEOUT'
    ? logMessages['log.feature_switch_timeout']
    : logMessages['log.feature_switch_error'];
}

/**
 * The `logFailure` and `reportFailure` actions of {@link featureFlagsMachine}, over the host's
 * logger and error reporter.
 *
 * @remarks 001 §8 "Feature-switch time-out: logged and reported". Other failures of the call are
 * logged and reported the same way (docs/decisions/0131-feature-switch-failures.md).
 */
export function featureFlagActions(ports: { readonly logger: Logger; readonly reporter: ErrorReporter }) {
  return {
    logFailure: (_: unknown, { failure }: { failure: FeatureFlagsFailure }) => {
      ports.logger.log('error', failureText(failure), { ...failure });
    },
    reportFailure: (_: unknown, { failure }: { failure: FeatureFlagsFailure }) => {
      const tags = Object.fromEntries(Object.entries(failure).map(([key, value]) => [key, String(value)]));
      ports.reporter.report(new FeatureSwitchError(failure.code, failureText(failure)), tags);
    },
  };
}
