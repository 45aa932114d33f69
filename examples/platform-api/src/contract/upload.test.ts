import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../routes/upload';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});
const demo = () => clientFor(server, 'localhost');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const mb = 1024 * 1024;

/** Runs `test` with the photo option (id 104) at 1 MB a file (000 §5 validations.size), then puts it back. */
async function withPhotoOptionOfOneMb(test: () => Promise<void>): Promise<void> {
  const [row] = await server.database.query<{ validations: unknown }>(
    `SELECT o->'validations' AS validations FROM products, jsonb_array_elements(custom_options) o
     WHERE o->>'id' = '104' LIMIT 1`,
  );
  const setPhotoOption = (validations: unknown) =>
    server.database.query(
      `UPDATE products SET custom_options = (
         SELECT jsonb_agg(CASE WHEN o->>'id' = '104' THEN jsonb_set(o, '{validations}', $1::jsonb) ELSE o END)
         FROM jsonb_array_elements(custom_options) o)
       WHERE custom_options @> '[{"id":104}]'`,
      [JSON.stringify(validations)],
    );
  await setPhotoOption({ required: true, size: 1 });
  try {
    await test();
  } finally {
    await setPhotoOption(row?.validations ?? { required: false });
  }
}

describe('upload', () => {
  it('stores a raw upload and serves it back at file.public_url', async () => {
    const data = expectOk(
      await demo().call('upload', {
        body: new Blob([png]),
        headers: { 'x-file-name': 'my photo é.PNG', 'content-type': 'image/png' },
      }),
    );
    expect(data.file.public_url).toMatch(/\/uploads\/[a-f0-9]{24}\/my_photo_.PNG$/);
    expect(data.file.size).toBe(png.byteLength);
    const served = await server.fetch(data.file.public_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses other extensions, accepting them case-insensitively', async () => {
    const bad = expectFailure(
      await demo().call('upload', {
        body: new Blob([png]),
        headers: { 'x-file-name': 'evil.html', 'content-type': 'text/html' },
      }),
    );
    expect(bad).toMatchObject({ statusCode: 415, errorCode: 'UNSUPPORTED_FILE_TYPE' });
    for (const name of ['a.HEIC', 'b.Cr2', 'c.tiff', 'd.AI']) {
      expectOk(
        await demo().call('upload', {
          body: new Blob([png]),
          headers: { 'x-file-name': name, 'content-type': 'application/octet-stream' },
        }),
      );
    }
  });

  it("accepts the names the client accepts, trimmed: 'photo.jpg ' (000 §5, decision 0112)", async () => {
    const data = expectOk(
      await demo().call('upload', {
        body: new Blob([png]),
        headers: { 'x-file-name': ' photo.jpg ', 'content-type': 'image/jpeg' },
      }),
    );
    expect(data.file.name).toBe('photo.jpg');
    expect(data.file.public_url).toMatch(/\/uploads\/[a-f0-9]{24}\/photo\.jpg$/);
    expect((await server.fetch(data.file.public_url)).headers.get('content-type')).toBe('image/jpeg');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'scan.PNG  ');
    const multi = expectOk(await demo().call('upload.multi', { body: form }));
    expect(multi.files.map((file) => file.name)).toEqual(['scan.PNG']);
  });

  it('refuses a file over 20 MB and an empty one', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const tooBig = expectFailure(
      await demo().call('upload', {
        body: new Blob([big]),
        headers: { 'x-file-name': 'big.jpg', 'content-type': 'image/jpeg' },
      }),
    );
    expect(tooBig).toMatchObject({ statusCode: 413, errorCode: 'FILE_TOO_LARGE' });
    const empty = expectFailure(
      await demo().call('upload', {
        body: new Blob([]),
        headers: { 'x-file-name': 'empty.jpg', 'content-type': 'image/jpeg' },
      }),
    );
    expect(empty).toMatchObject({ statusCode: 400 });
  });

  it('stores several files from a multipart upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'one.png');
    form.append('file', new Blob([png], { type: 'image/jpeg' }), 'two.JPG');
    const data = expectOk(await demo().call('upload.multi', { body: form }));
    expect(data.files.map((file) => file.name)).toEqual(['one.png', 'two.JPG']);
    const bad = new FormData();
    bad.append('file', new Blob([png]), 'x.exe');
    expect(expectFailure(await demo().call('upload.multi', { body: bad }))).toMatchObject({
      statusCode: 415,
    });
  });

  it("takes its one limit from the file option's validations.size and min_size (000 §5)", async () => {
    // The mug's photo option (id 104) allows 20 MB; give it 30 MB and a 1 MB minimum.
    const setPhotoOption = (validations: Record<string, unknown>) =>
      server.database.query(
        `UPDATE products SET custom_options = (
           SELECT jsonb_agg(CASE WHEN o->>'id' = '104' THEN jsonb_set(o, '{validations}', $1::jsonb) ELSE o END)
           FROM jsonb_array_elements(custom_options) o)
         WHERE custom_options @> '[{"id":104}]'`,
        [JSON.stringify(validations)],
      );
    await setPhotoOption({ required: true, size: 30, min_size: 1 });
    const send = (bytes: number, query = '?option_id=104') =>
      server.fetch(`http://platform.test/api/upload.json${query}`, {
        method: 'POST',
        headers: { 'x-shop-domain': 'localhost', 'x-file-name': 'photo.jpg', 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      });
    const mb = 1024 * 1024;
    expect((await send(25 * mb)).status).toBe(200);
    // Without the option named, the largest file option of the shop decides: 25 MB passes too.
    expect((await send(25 * mb, '')).status).toBe(200);
    const over = await send(30 * mb + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      error: 'Maximum file size is 30 MB',
      error_code: 'FILE_TOO_LARGE',
    });
    const under = await send(mb - 1);
    expect(await under.json()).toMatchObject({
      error: 'Minimum file size is 1 MB',
      error_code: 'FILE_TOO_SMALL',
    });
    await setPhotoOption({ required: true, size: 20, min_size: 0 });
    expect((await send(25 * mb)).status).toBe(413);
  });

  it('refuses a chunked multipart upload over its limit with 413 FILE_TOO_LARGE before reading it all (000 §5, §9)', async () => {
    // 000 §5 "maximum size is validations.size in MB"; decision 0157: at most 10 files, too large
    // is 413 FILE_TOO_LARGE "checked while streaming". The photo option (id 104) gets 1 MB, so the
    // whole multipart body may hold 10 × 1 MB; the body is sent chunked (no Content-Length) and is
    // 1 MB over that, made lazily in 64 KiB chunks.
    const chunk = 64 * 1024;
    await withPhotoOptionOfOneMb(async () => {
      const boundary = 'vitrine-chunked-upload';
      const encoder = new TextEncoder();
      const head = encoder.encode(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      );
      const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
      const fileChunks = (11 * mb) / chunk;
      let pulls = 0;
      let cancelled = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls === 1) controller.enqueue(head);
          else if (pulls <= 1 + fileChunks) controller.enqueue(new Uint8Array(chunk));
          else if (pulls === 2 + fileChunks) controller.enqueue(tail);
          else controller.close();
        },
        cancel() {
          cancelled = true;
        },
      });
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: {
          'x-shop-domain': 'localhost',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      };
      const response = await server.fetch('http://platform.test/api/upload/multi.json?option_id=104', init);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        error: 'Maximum file size is 1 MB',
        error_code: 'FILE_TOO_LARGE',
      });
      // The server stopped reading once the body passed 10 MB: the last megabyte was never asked for.
      expect(cancelled).toBe(true);
      expect(pulls).toBeLessThan(1 + fileChunks - mb / chunk / 2);
    });
  });

  it("takes ten files of exactly the maximum: the body limit leaves room for the parts' headers", async () => {
    await withPhotoOptionOfOneMb(async () => {
      const form = new FormData();
      for (let index = 0; index < 10; index += 1)
        form.append('file', new Blob([new Uint8Array(mb)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      const response = await server.fetch('http://platform.test/api/upload/multi.json?option_id=104', {
        method: 'POST',
        headers: { 'x-shop-domain': 'localhost' },
        body: form,
      });
      expect(response.status).toBe(200);
    });
  });

  it('serves an upload only on a host of its own shop (decision 0595)', async () => {
    const data = expectOk(
      await demo().call('upload', {
        body: new Blob([png]),
        headers: { 'x-file-name': 'mine.png', 'content-type': 'image/png' },
      }),
    );
    const url = new URL(data.file.public_url);
    // The link names a domain of the uploading shop (localhost), not the API host it was sent to.
    expect(url.hostname).toBe('localhost');
    expect((await server.fetch(url)).status).toBe(200);
    expect((await server.fetch(new URL(url.pathname, 'http://demo.localhost:3000'))).status).toBe(200);
    // Another shop's host, or a host of no shop, does not serve it.
    for (const host of ['http://euro.localhost', 'http://locked.localhost', 'http://evil.test']) {
      const response = await server.fetch(new URL(url.pathname, host));
      expect(response.status).toBe(404);
    }
    const named = await server.fetch(new URL(url.pathname, 'http://platform.test'), {
      headers: { 'x-shop-domain': 'euro.localhost' },
    });
    expect(named.status).toBe(404);
  });

  it('answers 404 for an unknown upload', async () => {
    const response = await server.fetch('http://x/uploads/0123456789abcdef01234567/nope.png');
    expect(response.status).toBe(404);
  });
});
