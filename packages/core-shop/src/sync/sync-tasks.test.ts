import { createTransport, type SyncTaskRequest } from '@vitrine/api-client';
import { createMemoryLogger } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import type { NotificationInput } from '../notifications/notification';
import { syncTaskVerdict } from './sync-task.rules';
import { createSyncTasks } from './sync-tasks.facade';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers with `answer(url)`; a thrown error is a failed connection. */
function platform(answer: (url: URL) => Response | Promise<Response>) {
  const sent: URL[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    sent.push(url);
    return answer(url);
  };
  const transport = createTransport({
    baseURL: 'http://platform.test',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { transport, sent };
}

/** What Node's fetch throws when the host does not resolve. */
const offline = (): never => {
  const cause = Object.assign(new Error('getaddrinfo ENOTFOUND platform.test'), { code: 'ENOTFOUND' });
  throw new TypeError('fetch failed', { cause });
};

const task = (task_id: string, extra: Partial<SyncTaskRequest> = {}): SyncTaskRequest => ({
  task_id,
  method: 'POST',
  url: `/api/sync/${task_id}.json?token={token}`,
  body: { n: task_id },
  ...extra,
});

function queueOver(answer: (url: URL) => Response | Promise<Response>, token = () => 'tok-1') {
  const { transport, sent } = platform(answer);
  const logger = createMemoryLogger();
  const queue = createSyncTasks({ transport, ports: { logger }, placeholders: () => ({ token: token() }) });
  const notified: NotificationInput[] = [];
  queue.on('notify', ({ notification }) => notified.push(notification));
  return { queue, sent, notified, logger };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sync-task queue (000 §4, §7, §8)', () => {
  it('a code other than 200 fails the task with an error notification of the server result text', async () => {
    const { queue, notified } = queueOver(() => json({ code: 409, result: 'Conflict on cart' }));
    const outcome = await queue.enqueue(task('t1'));
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 'sync_failed', message: 'Conflict on cart' });
    expect(!outcome.ok && outcome.error.task).toMatchObject({ task_id: 't1', status: 'failed', code: 409 });
    expect(notified).toEqual([{ type: 'error', message: { text: 'Conflict on cart' }, timeToLive: 5000 }]);
    expect(queue.unsent()).toEqual([]);
  });

  it('a silent task fails without a notification', async () => {
    const { queue, notified } = queueOver(() => json({ code: 500, result: 'Boom' }));
    const outcome = await queue.enqueue(task('t1', { silent: true }));
    expect(!outcome.ok && outcome.error.code).toBe('sync_failed');
    expect(notified).toEqual([]);
  });

  it('a 401 raises no notification', async () => {
    const { queue, notified } = queueOver(() => json({ code: 401, result: 'Not authorized' }, 401));
    const outcome = await queue.enqueue(task('t1'));
    expect(!outcome.ok && outcome.error.code).toBe('sync_failed');
    expect(notified).toEqual([]);
  });

  it('ENOTFOUND (offline) raises no notification; the task stays unsent and goes on the next flush', async () => {
    let online = false;
    const { queue, sent, notified } = queueOver(() =>
      online ? json({ code: 200, result: 'ok' }) : offline(),
    );
    const first = await queue.enqueue(task('t1'));
    expect(!first.ok && first.error.code).toBe('sync_unsent');
    const second = queue.enqueue(task('t2'));
    await tick();
    expect(queue.unsent().map((t) => t.task_id)).toEqual(['t1', 't2']);
    expect(notified).toEqual([]);
    online = true;
    await queue.flush();
    const t2 = await second;
    expect(t2.ok && t2.value).toMatchObject({ task_id: 't2', status: 'done', code: 200, transmited: true });
    expect(sent.map((url) => url.pathname)).toEqual([
      '/api/sync/t1.json',
      '/api/sync/t1.json',
      '/api/sync/t2.json',
    ]);
    expect(queue.unsent()).toEqual([]);
  });

  it("a browser's failed fetch while offline counts as ENOTFOUND: quiet and unsent", async () => {
    let online = false;
    const { transport } = platform(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({ code: 200, result: 'ok' });
    });
    const queue = createSyncTasks({ transport, online: () => online });
    const notified: NotificationInput[] = [];
    queue.on('notify', ({ notification }) => notified.push(notification));
    const first = await queue.enqueue(task('t1'));
    expect(!first.ok && first.error.code).toBe('sync_unsent');
    expect(notified).toEqual([]);
    online = true;
    await queue.flush();
    await tick();
    await tick();
    expect(queue.unsent()).toEqual([]);
  });

  it('another network failure is notified (only ENOTFOUND is quiet)', async () => {
    const { queue, notified } = queueOver(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:80') });
    });
    const outcome = await queue.enqueue(task('t1'));
    expect(!outcome.ok && outcome.error.code).toBe('sync_failed');
    expect(notified).toEqual([{ type: 'error', message: { id: 'error.server' }, timeToLive: 5000 }]);
  });

  it('sends tasks one at a time, first in first out, with the placeholders of the moment', async () => {
    let token = 'tok-1';
    const { queue, sent } = queueOver(
      (url) => json({ code: 200, result: url.searchParams.get('token') }),
      () => token,
    );
    const a = queue.enqueue(task('a'));
    const b = queue.enqueue(task('b'));
    token = 'tok-2';
    const c = queue.enqueue(task('c'));
    const results = await Promise.all([a, b, c]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(sent.map((url) => url.pathname)).toEqual([
      '/api/sync/a.json',
      '/api/sync/b.json',
      '/api/sync/c.json',
    ]);
    // a went at once with tok-1; b and c were sent later and read the new token
    expect(sent.map((url) => url.searchParams.get('token'))).toEqual(['tok-1', 'tok-2', 'tok-2']);
  });

  it('while a refresh is underway nothing is sent, and a failure coming back is not notified', async () => {
    let release: () => void = () => undefined;
    const { queue, sent, notified } = queueOver((url) =>
      url.pathname.includes('slow')
        ? new Promise<Response>((resolve) => {
            release = () => resolve(json({ code: 500, result: 'Boom' }));
          })
        : json({ code: 200, result: 'ok' }),
    );
    const slow = queue.enqueue(task('slow'));
    await tick();
    queue.setRefreshLock(1);
    const waiting = queue.enqueue(task('later'));
    release();
    const failed = await slow;
    expect(!failed.ok && failed.error.code).toBe('sync_failed');
    expect(notified).toEqual([]);
    await tick();
    expect(sent.map((url) => url.pathname)).toEqual(['/api/sync/slow.json']);
    expect(queue.unsent().map((t) => t.task_id)).toEqual(['later']);
    queue.setRefreshLock(0);
    expect((await waiting).ok).toBe(true);
    expect(sent.map((url) => url.pathname)).toEqual(['/api/sync/slow.json', '/api/sync/later.json']);
  });

  it('a 401 during a refresh is sent again with the new token once the refresh succeeds', async () => {
    let token = 'old';
    const { queue, sent, notified } = queueOver(
      (url) =>
        url.searchParams.get('token') === 'old'
          ? json({ code: 401, result: 'Expired' }, 401)
          : json({ code: 200, result: 'ok' }),
      () => token,
    );
    const pending = queue.enqueue(task('t1'));
    queue.setRefreshLock(1); // the token expired elsewhere; the refresh starts while t1 is in flight
    const first = await pending;
    expect(!first.ok && first.error.code).toBe('sync_unsent');
    token = 'new';
    queue.setRefreshLock(0);
    await tick();
    await tick();
    expect(sent.map((url) => url.searchParams.get('token'))).toEqual(['old', 'new']);
    expect(queue.unsent()).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('a failed refresh clears the unsent tasks (000 §4 step 4): they are never sent', async () => {
    const { queue, sent } = queueOver(() => json({ code: 200, result: 'ok' }));
    queue.setRefreshLock(1);
    const a = queue.enqueue(task('a'));
    const b = queue.enqueue(task('b'));
    queue.setRefreshLock(-1);
    expect((await a).ok || (await a)).toMatchObject({ ok: false, error: { code: 'sync_cleared' } });
    expect((await b).ok).toBe(false);
    expect(queue.unsent()).toEqual([]);
    queue.setRefreshLock(0);
    await tick();
    expect(sent).toEqual([]);
  });

  it('an answer that is not JSON fails the task with the spec text, logged and notified (000 §8)', async () => {
    const { queue, notified, logger } = queueOver(
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    const outcome = await queue.enqueue(task('t1'));
    expect(!outcome.ok && outcome.error.message).toBe('Error with response - bad content-type!');
    expect(notified).toEqual([{ type: 'error', message: { id: 'api.bad_content_type' }, timeToLive: 5000 }]);
    expect(logger.entries).toEqual([
      { level: 'error', message: 'Error with response - bad content-type!', detail: { task_id: 't1' } },
    ]);
  });

  it("an error answer that is not JSON (a proxy's 502 page) notifies the spec text, not the page (000 §8)", async () => {
    const { queue, notified } = queueOver(
      () =>
        new Response('<html><title>502 Bad Gateway</title></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const outcome = await queue.enqueue(task('t1'));
    expect(!outcome.ok && outcome.error.code).toBe('sync_failed');
    expect(notified).toEqual([{ type: 'error', message: { id: 'api.bad_content_type' }, timeToLive: 5000 }]);
  });

  it('the unsent tasks are in the persisted snapshot and a restored queue sends them', async () => {
    const down = queueOver(offline);
    await down.queue.enqueue(task('t1'));
    const persisted = down.queue.persist();
    down.queue.stop();
    expect(persisted.version).toBe(1);
    const up = platform(() => json({ code: 200, result: 'ok' }));
    const restored = createSyncTasks({ transport: up.transport, snapshot: persisted });
    expect(restored.unsent().map((t) => t.task_id)).toEqual(['t1']);
    await restored.flush();
    await tick();
    await tick();
    expect(up.sent.map((url) => url.pathname)).toEqual(['/api/sync/t1.json']);
    expect(restored.unsent()).toEqual([]);
  });
});

describe('syncTaskVerdict (000 §8)', () => {
  const http = (statusCode: number, message?: string) =>
    ({
      ok: false,
      failure: {
        kind: 'http',
        success: false,
        statusCode,
        statusText: '',
        body: {},
        ...(message === undefined ? {} : { message }),
      },
    }) as const;
  const loud = { silent: false, refreshing: false };

  it.each([
    ['an answered task', { ok: true, data: {} } as const, loud, { kind: 'done' }],
    [
      'a non-200 code',
      http(422, 'Bad'),
      loud,
      { kind: 'failed', notification: { type: 'error', message: { text: 'Bad' }, timeToLive: 5000 } },
    ],
    ['a silent task', http(422, 'Bad'), { silent: true, refreshing: false }, { kind: 'failed' }],
    ['a refresh underway', http(422, 'Bad'), { silent: false, refreshing: true }, { kind: 'failed' }],
    ['a 401', http(401, 'No'), loud, { kind: 'failed' }],
    ['a 401 during a refresh', http(401, 'No'), { silent: false, refreshing: true }, { kind: 'unsent' }],
    [
      'ENOTFOUND',
      {
        ok: false,
        failure: { kind: 'js_exception', success: false, js_exception: 'getaddrinfo ENOTFOUND x' },
      } as const,
      loud,
      { kind: 'unsent' },
    ],
    [
      'a non-200 code without a text',
      http(500),
      loud,
      { kind: 'failed', notification: { type: 'error', message: { id: 'error.server' }, timeToLive: 5000 } },
    ],
  ])('%s', (_, result, conditions, verdict) => {
    expect(syncTaskVerdict(result, conditions)).toEqual(verdict);
  });
});
