import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_CUSTOMER } from '../seed/users';
import { configFromEnv } from '../server';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Dev endpoints only when asked for and only from this machine; the reset e-mail lands in the dev
// mail outbox, whose link a person trying the demo can follow (issue 16).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(path: string, address?: string, app = server.app) {
  const env = address ? { incoming: { socket: { remoteAddress: address } } } : undefined;
  return app.fetch(
    new Request(`http://localhost:3000${path}`, { headers: { 'x-shop-domain': 'localhost' } }),
    env,
  );
}

describe('dev endpoints', () => {
  it('are off for a server started from the environment unless VITRINE_DEV_ENDPOINTS=1, never in production', () => {
    expect(configFromEnv({}).options.devEndpoints).toBe(false);
    expect(configFromEnv({ VITRINE_DEV_ENDPOINTS: '1' }).options.devEndpoints).toBe(true);
    expect(configFromEnv({ VITRINE_DEV_ENDPOINTS: '1', NODE_ENV: 'production' }).options.devEndpoints).toBe(
      false,
    );
  });

  it('answer 404 when off', async () => {
    const { app } = createApp({
      db: server.database,
      dataDir: server.dataDir,
      options: { devEndpoints: false },
    });
    for (const path of ['/api/dev/tokens.json?email=demo@vitrine.test', '/api/dev/chaos.json', '/dev/mail']) {
      expect((await get(path, '127.0.0.1', app)).status).toBe(404);
    }
  });

  it('answer loopback peers only', async () => {
    const path = `/api/dev/tokens.json?email=${DEMO_CUSTOMER.email}`;
    for (const address of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', 'fe80::1']) {
      expect((await get(path, address)).status).toBe(404);
      expect((await get('/dev/mail', address)).status).toBe(404);
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await get(path, address)).status).toBe(200);
  });
});

describe('the dev mail outbox', () => {
  it('lists the reset e-mail with a link that resets the password', async () => {
    const client = clientFor(server, 'localhost');
    expectOk(await client.call('user.requestResetPassword', { body: { email: DEMO_CUSTOMER.email } }));
    const page = await get('/dev/mail', '127.0.0.1');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Reset your password for Vitrine Demo');
    const link = /href="([^"]+\/reset-password\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? '';
    const url = new URL(link);
    // Sent to the API host platform.test, which is no domain of the shop: the shop's primary domain
    // (docs/decisions/0595).
    expect(url.origin).toBe('https://localhost');
    expect(url.searchParams.get('email')).toBe(DEMO_CUSTOMER.email);
    const [, , customerId = '', resetToken = ''] = url.pathname.split('/');
    const reset = await client.call('user.resetPassword', {
      body: {
        customer_id: customerId,
        reset_token: decodeURIComponent(resetToken),
        password: 'a-new-password',
      },
    });
    expect(reset.ok).toBe(true);
  });

  it('shows what an e-mail holds as text, never as markup (a shop name or link with HTML in it)', async () => {
    await server.database.query(
      'insert into mail_outbox (shop_id, to_address, subject, text, link) select id, $1, $2, $3, $4 from shops limit 1',
      [
        'a@example.com',
        'Reset <script>alert(1)</script>',
        'Hi <img src=x onerror=alert(2)>',
        'http://x/"><b>y</b>',
      ],
    );
    const html = await (await get('/dev/mail', '127.0.0.1')).text();
    expect(html).toContain('Reset &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Hi &#60;img src=x onerror=alert(2)&#62;');
    expect(html).toContain('href="http://x/&#34;&#62;&#60;b&#62;y&#60;/b&#62;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('lists the activation e-mail of a new account', async () => {
    const client = clientFor(server, 'localhost');
    const email = `x${Date.now()}@example.com`;
    expectOk(
      await client.call('user.create', {
        body: {
          customer: { email, firstname: '<script>alert(1)</script>', lastname: 'L' },
          password: 'long-enough-1',
        },
      }),
    );
    const html = await (await get('/dev/mail', '127.0.0.1')).text();
    expect(html).toContain(`Activate your Vitrine Demo account`);
    expect(html).not.toContain('<script>');
  });
});
