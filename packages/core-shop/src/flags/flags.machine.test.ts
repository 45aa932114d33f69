import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type StoragePort } from '@vitrine/ports';
import { featureFlagActions, featureFlagDeciderActors } from './flags.actors';
import { FEATURE_FLAG_ROLLS_STORAGE_KEY } from './flags.constants';
import { featureFlagsMachine } from './flags.machine';
import { areFeatureFlagsSettled, isFeatureFlagOn } from './flags.selectors';
import type { FeatureFlag, FetchFeatureFlagsResult } from './flags.types';

const serverFlags: FeatureFlag[] = [
  { name: 'paypal_smart_button', is_approved: true },
  { name: 'feature_braintree', enable: true, random_percentage: 50 },
  { name: 'feature_checkout.com', force_disable: true, is_approved: true },
  { name: 'update_abandoned_checkout_time', force_enable: true },
];

function start(options: {
  fetch: (args: { signal: AbortSignal }) => Promise<FetchFeatureFlagsResult>;
  storage?: StoragePort;
  random?: () => number;
  clock?: SimulatedClock;
}) {
  const logger = { log: vi.fn() };
  const reporter = { report: vi.fn() };
  const machine = featureFlagsMachine.provide({
    actors: {
      fetchFeatureFlags: fromPromise<FetchFeatureFlagsResult>(({ signal }) => options.fetch({ signal })),
      ...featureFlagDeciderActors({
        storage: options.storage ?? createMemoryStorage(),
        random: options.random ?? (() => 0.1),
        logger,
      }),
    },
    actions: featureFlagActions({ logger, reporter }),
  });
  const actor = createActor(machine, options.clock ? { clock: options.clock } : {}).start();
  return { actor, logger, reporter };
}

describe('featureFlagsMachine', () => {
  it('decides every fetched flag for the visitor (001 §4)', async () => {
    const { actor, logger, reporter } = start({ fetch: async () => ({ ok: true, data: serverFlags }) });
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(snapshot.value).toBe('ready');
    expect(isFeatureFlagOn(snapshot, 'paypal_smart_button')).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'feature_braintree')).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'feature_checkout.com')).toBe(false);
    expect(isFeatureFlagOn(snapshot, 'update_abandoned_checkout_time')).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'block_checkout_using_platform_domain')).toBe(false);
    expect(logger.log).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('keeps every flag off while loading', () => {
    const { actor } = start({ fetch: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toEqual({ loading: 'fetching' });
    expect(isFeatureFlagOn(actor.getSnapshot(), 'paypal_smart_button')).toBe(false);
    actor.stop();
  });

  it('remembers a roll: the same visitor keeps the same answer on the next visit, however the dice fall', async () => {
    const storage = createMemoryStorage();
    const first = start({ fetch: async () => ({ ok: true, data: serverFlags }), storage, random: () => 0.9 });
    expect(isFeatureFlagOn(await waitFor(first.actor, areFeatureFlagsSettled), 'feature_braintree')).toBe(
      false,
    );
    expect(storage.get(FEATURE_FLAG_ROLLS_STORAGE_KEY)).toBeDefined();

    const random = vi.fn(() => 0.01);
    const second = start({ fetch: async () => ({ ok: true, data: serverFlags }), storage, random });
    expect(isFeatureFlagOn(await waitFor(second.actor, areFeatureFlagsSettled), 'feature_braintree')).toBe(
      false,
    );
    expect(random).not.toHaveBeenCalled();
  });

  it('turns every flag off at 2000 ms, aborts the request, and logs and reports the time-out (001 §8)', async () => {
    const clock = new SimulatedClock();
    let signal: AbortSignal | undefined;
    const {
      actor: timed,
      logger,
      reporter,
    } = start({
      clock,
      fetch: (args) => {
        signal = args.signal;
        return new Promise(() => {});
      },
    });
    clock.increment(1999);
    expect(timed.getSnapshot().matches('loading')).toBe(true);
    clock.increment(1);
    const snapshot = timed.getSnapshot();
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.failure).toEqual({ code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: 2000 });
    expect(signal?.aborted).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'paypal_smart_button')).toBe(false);
    expect(logger.log).toHaveBeenCalledWith('error', 'Feature switch request timed out', {
      code: 'FEATURE_SWITCH_TIMEOUT',
      timeoutMs: 2000,
    });
    expect(reporter.report).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'FEATURE_SWITCH_TIMEOUT',
        message: 'Feature switch request timed out',
      }),
      { code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: '2000' },
    );
    expect(logger.log).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FetchFeatureFlagsResult, { code: string } & Record<string, unknown>]>([
    [
      'the client’s time-out',
      { ok: false, failure: { kind: 'timeout' } },
      { code: 'FEATURE_SWITCH_TIMEOUT' },
    ],
    [
      'a server error',
      { ok: false, failure: { kind: 'http', detail: '500 Internal Server Error' } },
      { code: 'FEATURE_SWITCH_FAILED', kind: 'http', detail: '500 Internal Server Error' },
    ],
    [
      'a network error',
      { ok: false, failure: { kind: 'js_exception' } },
      { code: 'FEATURE_SWITCH_FAILED', kind: 'js_exception' },
    ],
  ])('turns every flag off after %s, logged and reported', async (_, result, failure) => {
    const { actor, logger, reporter } = start({ fetch: async () => result });
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.failure).toMatchObject(failure);
    expect(snapshot.context.decisions).toEqual({});
    expect(logger.log).toHaveBeenCalledTimes(1);
    expect(reporter.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: failure.code }),
      expect.objectContaining(Object.fromEntries(Object.entries(failure).map(([k, v]) => [k, String(v)]))),
    );
  });

  it('turns every flag off when the fetch throws', async () => {
    const { actor, reporter } = start({
      fetch: async () => {
        throw new TypeError('boom');
      },
    });
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(snapshot.context.failure).toEqual({
      code: 'FEATURE_SWITCH_FAILED',
      kind: 'exception',
      detail: 'TypeError: boom',
    });
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('still decides when storage fails, and logs the failure without reporting it (000 §8)', async () => {
    const broken: StoragePort = {
      get: () => {
        throw new Error('quota');
      },
      set: () => {
        throw new Error('quota');
      },
      remove: () => {},
    };
    const { actor, logger, reporter } = start({
      fetch: async () => ({ ok: true, data: serverFlags }),
      storage: broken,
      random: () => 0.2,
    });
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(snapshot.value).toBe('ready');
    expect(isFeatureFlagOn(snapshot, 'feature_braintree')).toBe(true);
    expect(logger.log).toHaveBeenCalledTimes(2);
    expect(logger.log).toHaveBeenCalledWith(
      'error',
      'Feature flag storage error',
      expect.objectContaining({ operation: 'read' }),
    );
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('has a serialisable context', async () => {
    const { actor } = start({ fetch: async () => ({ ok: true, data: serverFlags }) });
    await waitFor(actor, areFeatureFlagsSettled);
    const persisted = actor.getPersistedSnapshot();
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
  });
});
