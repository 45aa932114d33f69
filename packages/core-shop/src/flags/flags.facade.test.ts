import {
  createMemoryErrorReporter,
  createMemoryLogger,
  createMemoryStorage,
  createSeededRandom,
} from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { envelopeOf, fakeClient } from '../shop.fixtures';
import { createFeatureFlags } from './flags.facade';

describe('feature flags facade', () => {
  it('decides the flags once and answers isOn (001 §4)', async () => {
    const { client } = fakeClient(() =>
      envelopeOf([
        { name: 'paypal_smart_button', is_approved: true, enable: true },
        { name: 'new_checkout', is_approved: false, enable: false },
      ]),
    );
    const flags = createFeatureFlags({ transport: client, ports: { random: createSeededRandom(1) } });
    expect(flags.isOn('paypal_smart_button')).toBe(false); // still loading
    const decided = await flags.ready();
    expect(decided.ok).toBe(true);
    expect(flags.isOn('paypal_smart_button')).toBe(true);
    expect(flags.isOn('new_checkout')).toBe(false);
    expect(flags.isOn('unknown')).toBe(false);
  });

  it('turns every flag off after the 2000 ms feature-switch time-out, logged and reported (000 §9, 001 §8)', async () => {
    const clock = new SimulatedClock();
    const { client } = fakeClient(() => new Promise<Response>(() => undefined));
    const logger = createMemoryLogger();
    const reporter = createMemoryErrorReporter();
    const flags = createFeatureFlags({
      transport: client,
      ports: { clock, logger, reporter, storage: createMemoryStorage() },
    });
    const decided = flags.ready();
    clock.increment(1999);
    expect(flags.getSnapshot().value).not.toBe('unavailable');
    clock.increment(1);
    expect(await decided).toEqual({ ok: false, error: { code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: 2000 } });
    expect(flags.isOn('paypal_smart_button')).toBe(false);
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'Feature switch request timed out',
        detail: { code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: 2000 },
      },
    ]);
    expect(reporter.reports[0]?.tags).toEqual({ code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: '2000' });
    flags.stop();
  });
});
