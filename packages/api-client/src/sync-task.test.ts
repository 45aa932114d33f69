import { describe, expect, it } from 'vitest';
import { createApiClient, runSyncTask } from './index';
import { envelopeOf, fakeFetch, json } from './test/fake-fetch';

describe('the generic sync task (000 §7)', () => {
  const clock = () => {
    let t = 1000;
    return () => t++;
  };

  it('fills the token, cart id and checkout token placeholders and records the task', async () => {
    const { fetch, calls } = fakeFetch(() => envelopeOf({ saved: true }));
    const client = createApiClient({
      baseURL: 'http://platform.test',
      shopDomain: 'shop.example',
      fetch,
      fingerprint: () => 'fp',
    });
    const { task, result } = await runSyncTask(
      client,
      {
        task_id: 't1',
        method: 'POST',
        url: '/api/checkout/{checkout_token}/sync.json?cart_token={cart_id}&token={token}',
        body: { a: 1 },
      },
      { token: 'tok', cart_id: 'cart 1', checkout_token: 'chk' },
      clock(),
    );
    expect(calls[0]?.path).toBe('/api/checkout/chk/sync.json');
    expect(calls[0]?.query).toEqual({ cart_token: 'cart 1', token: 'tok' });
    expect(calls[0]?.headers).toMatchObject({ 'x-shop-domain': 'shop.example', 'x-fingerprint': 'fp' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ a: 1 });
    expect(result.ok).toBe(true);
    expect(task).toEqual({
      task_id: 't1',
      transmited: true,
      timestamps: { created: 1000, sent: 1001, done: 1002 },
      result: { saved: true },
      code: 200,
      status: 'done',
    });
  });

  it('a code other than 200 is an error with the server result text', async () => {
    const { fetch } = fakeFetch(() => json({ code: 409, result: 'Conflict on cart' }));
    const client = createApiClient({ baseURL: 'http://platform.test', fetch });
    const { task, result } = await runSyncTask(
      client,
      { task_id: 't2', method: 'GET', url: '/api/x.json' },
      {},
      clock(),
    );
    expect(task.status).toBe('failed');
    expect(task.code).toBe(409);
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'http',
      statusCode: 409,
      message: 'Conflict on cart',
    });
  });

  it('a non-JSON answer fails the task with the bad content-type text (000 §8)', async () => {
    const { fetch } = fakeFetch(() => new Response('ok', { headers: { 'content-type': 'text/plain' } }));
    const client = createApiClient({ baseURL: 'http://platform.test', fetch });
    const { task, result } = await runSyncTask(
      client,
      { task_id: 't3', method: 'GET', url: '/api/x.json' },
      {},
      clock(),
    );
    expect(task.status).toBe('failed');
    expect(!result.ok && result.failure).toMatchObject({
      message: 'Error with response - bad content-type!',
    });
  });
});
