import { createTransport, featureSwitch, type Transport } from '@vitrine/api-client';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@vitrine/ports';
import { featureFlagActions, featureFlagActors, featureFlagDeciderActors } from './flags.actors';
import { featureFlagsMachine } from './flags.machine';
import { areFeatureFlagsSettled, isFeatureFlagOn } from './flags.selectors';

/** The real client against a fake platform answering the feature-switch call. */
function clientAnswering(respond: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
    respond(String(input), init),
  );
  return { client: createTransport({ fetch: fetch as typeof globalThis.fetch, errorMonitor: false }), fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(client: ReturnType<typeof createTransport>) {
  const logger = { log: vi.fn() };
  const reporter = { report: vi.fn() };
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        ...featureFlagActors(client),
        ...featureFlagDeciderActors({ storage: createMemoryStorage(), random: () => 0.5, logger }),
      },
      actions: featureFlagActions({ logger, reporter }),
    }),
  ).start();
  return { actor, logger, reporter };
}

describe('featureFlagActors', () => {
  it('fetches the feature switch list through the client and decides it (000 §7)', async () => {
    const { client, fetch } = clientAnswering(async () =>
      json({
        code: 200,
        result: [
          {
            name: 'paypal_smart_button',
            is_approved: true,
            enable: true,
            force_enable: false,
            force_disable: false,
          },
          { name: 'feature_braintree', enable: true, random_percentage: 60 },
          { name: 'feature_checkout.com', enable: true, random_percentage: 40 },
        ],
      }),
    );
    const { actor } = run(client);
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/catalog/feature-switch.json');
    expect(snapshot.value).toBe('ready');
    expect(isFeatureFlagOn(snapshot, 'paypal_smart_button')).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'feature_braintree')).toBe(true);
    expect(isFeatureFlagOn(snapshot, 'feature_checkout.com')).toBe(false);
  });

  it('turns every flag off on a server error, logged and reported with its status', async () => {
    const { client } = clientAnswering(async () => json({ code: 500, result: 'down' }, 500));
    const { actor, logger, reporter } = run(client);
    const snapshot = await waitFor(actor, areFeatureFlagsSettled);
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.failure).toMatchObject({ code: 'FEATURE_SWITCH_FAILED', kind: 'http' });
    expect(logger.log).toHaveBeenCalledWith(
      'error',
      'Fetch feature switch error',
      expect.objectContaining({ kind: 'http' }),
    );
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('passes the machine’s abort signal to the client', async () => {
    const send = vi.fn(async () => ({ ok: true as const, data: { code: 200, result: [] } }));
    const actor = createActor(
      featureFlagsMachine.provide({
        actors: featureFlagActors({ send } as unknown as Pick<Transport, 'send'>),
      }),
    ).start();
    await waitFor(actor, (s) => !s.matches({ loading: 'fetching' }));
    expect(send).toHaveBeenCalledWith(featureSwitch, {}, { signal: expect.any(AbortSignal) });
    actor.stop();
  });
});
