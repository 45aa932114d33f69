import { createApiClient } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { customOptionsActors } from './custom-options.actors';
import { createCustomOptions } from './custom-options.facade';
import { customOptionsMachine } from './custom-options.machine';
import type { CustomOption, SelectedFile } from './custom-options.types';

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array;
  readonly signal: AbortSignal | null;
}

/** A platform stand-in behind a real api-client: records requests, answers with `answer`. */
function fakePlatform(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const entry: Seen = {
      method: request.method,
      path: new URL(request.url).pathname,
      query: Object.fromEntries(new URL(request.url).searchParams),
      headers: Object.fromEntries(request.headers),
      body: new Uint8Array(await request.arrayBuffer()),
      signal: init?.signal ?? null,
    };
    seen.push(entry);
    return answer(entry);
  };
  const client = createApiClient({ baseURL: 'http://shop.test', shopDomain: 'shop.test', fetch });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const options: CustomOption[] = [
  {
    id: '1',
    name: 'Photo?',
    type: 'radio',
    values: [{ value: 'yes' }, { value: 'no' }],
    defaultValueIndex: 0,
  },
  {
    id: '2',
    name: 'Photo',
    type: 'file',
    parentId: '1',
    parentCondition: [{ relation: 'equals', value: 'yes' }],
  },
];

function start(client: ReturnType<typeof fakePlatform>['client']) {
  const machine = customOptionsMachine.provide({ actors: customOptionsActors(client) });
  return createActor(machine, { input: { options } }).start();
}

const photo = (overrides: Partial<SelectedFile> = {}): SelectedFile => ({
  name: 'My photo é.JPG',
  size: 4,
  type: 'image/jpeg',
  data: new Uint8Array([1, 2, 3, 4]),
  ...overrides,
});

describe('customOptionsActors(client).upload (000 §7 POST /api/upload.json)', () => {
  it('posts the raw file with the encoded name and content type, and keeps the public URL', async () => {
    const { client, seen } = fakePlatform(() => json({ file: { public_url: 'https://cdn.example/p.jpg' } }));
    const actor = start(client);
    actor.send({ type: 'file.select', optionId: 2, file: photo() });
    const done = await waitFor(actor, (snapshot) => snapshot.context.uploads['2']?.status === 'uploaded');

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/upload.json', query: { option_id: '2' } });
    expect(seen[0]?.headers['x-file-name']).toBe(encodeURIComponent('My photo é.JPG'));
    expect(seen[0]?.headers['content-type']).toBe('image/jpeg');
    expect([...(seen[0]?.body ?? [])]).toEqual([1, 2, 3, 4]);
    expect(done.context.values['2']).toEqual({
      url: 'https://cdn.example/p.jpg',
      name: 'My photo é.JPG',
      size: 4,
    });
  });

  it('sends a Blob as it is, with a fallback type when the file has none', async () => {
    const { client, seen } = fakePlatform(() => json({ file: { public_url: 'https://cdn.example/x.psd' } }));
    const actor = start(client);
    actor.send({
      type: 'file.select',
      optionId: 2,
      file: photo({ name: 'x.psd', type: '', data: new Blob(['psd!']) }),
    });
    await waitFor(actor, (snapshot) => snapshot.context.uploads['2']?.status === 'uploaded');
    expect(seen[0]?.headers['content-type']).toBe('application/octet-stream');
    expect(new TextDecoder().decode(seen[0]?.body)).toBe('psd!');
  });

  it.each([
    ['an HTTP error', () => json({ error: 'too large' }, 500)],
    ['an answer without file.public_url', () => json({ file: {} })],
    [
      'a dropped connection',
      (): Response => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('shows upload_fail after %s', async (_, answer) => {
    const { client } = fakePlatform(answer);
    const actor = start(client);
    actor.send({ type: 'file.select', optionId: 2, file: photo() });
    const failed = await waitFor(actor, (snapshot) => snapshot.context.uploads['2']?.status === 'failed');
    expect(failed.context.errors['2']?.message).toBe('Upload file failed. Please try again');
  });

  it('aborts the request when the option becomes hidden', async () => {
    const { client, seen } = fakePlatform(
      (entry) =>
        new Promise<Response>((_, reject) => {
          entry.signal?.addEventListener('abort', () => reject(entry.signal?.reason));
        }),
    );
    const actor = start(client);
    actor.send({ type: 'file.select', optionId: 2, file: photo() });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    actor.send({ type: 'option.change', optionId: 1, value: 'no' });
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().context.uploads).toEqual({});
  });

  it('sends nothing when a form persisted during an upload is restored (docs/decisions/0115)', async () => {
    const hanging = fakePlatform(() => new Promise<Response>(() => {}));
    const form = createCustomOptions({ customOptions: options }, { transport: hanging.client });
    void form.selectFile(2, photo({ data: new Blob(['a photo']) }));
    await vi.waitFor(() => expect(hanging.seen).toHaveLength(1));
    // A host stores it as JSON: the Blob comes back as `{}`, which would go as a 2-byte body.
    const stored = JSON.parse(JSON.stringify(form.persist()));
    form.stop();

    const later = fakePlatform(() => json({ file: { public_url: 'https://cdn.example/broken.jpg' } }));
    const restored = createCustomOptions(
      { customOptions: options },
      { transport: later.client, snapshot: stored },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(later.seen).toEqual([]);
    expect(restored.getSnapshot().context.uploads).toEqual({});
    expect(restored.getSnapshot().context.values['2']).toBeNull();
    restored.stop();
  });
});
