import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { RATE_LIMITS } from '../rate-limit';
import { DEMO_ORDERS } from '../seed/checkout-orders';
import { LOCKED_SHOP_PASSWORD } from '../seed/shops';
import { DEMO_CUSTOMER } from '../seed/users';
import { createTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Login and reset requests are rate limited per account and per client, in the database so two
// instances share the counts (issue 16; docs/decisions/0264-rate-limits.md).
let server: TestServer;
let clock = Date.parse('2026-01-01T10:00:00Z');
const now = () => new Date(clock);
beforeAll(async () => {
  server = await createTestServer({ now });
});
afterAll(async () => {
  await server.close();
});
// Each test starts after every window of the one before has ended, even when that one failed
// half-way (the longest window is an hour).
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));
beforeEach(() => {
  clock += LONGEST_WINDOW_MS;
});

/** A request as if from `address` (the node server's socket), on the app of `platform`. */
async function post(path: string, body: unknown, address?: string, platform = server, shop = 'localhost') {
  const request = new Request(`http://platform.test${path}`, {
    method: 'POST',
    headers: { 'x-shop-domain': shop, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const env = address ? { incoming: { socket: { remoteAddress: address } } } : undefined;
  const response = await platform.app.fetch(request, env);
  const json = (await response.json()) as { error?: string; error_code?: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: json };
}

const login = (username: string, password: string, address?: string, platform = server) =>
  post('/api/user/login.json', { username, password }, address, platform);
const storePassword = (password: string, address?: string) =>
  post('/api/password/validate.json', { password }, address, server, 'locked.localhost');
const orderEmail = (email: string, address?: string, token: string = DEMO_ORDERS.delivered.token) =>
  post(`/api/checkout/order-status/${token}/authenticate.json`, { email }, address);

describe('rate limits', () => {
  it('locks an account after 10 failed sign-ins for 15 minutes, the right password included', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < limit; i++) expect((await login(DEMO_CUSTOMER.email, 'wrong')).status).toBe(400);
    const locked = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(locked).toMatchObject({
      status: 429,
      retryAfter: '900',
      body: { error_code: 'RATE_LIMITED', error: 'Too many attempts. Please try again in 15 minutes.' },
    });
    // Another account is not affected.
    expect((await login('client@vitrine.test', 'wrong')).status).toBe(400);
    clock += 15 * 60_000;
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('limits every attempt from one client address, whatever the account', async () => {
    const { limit } = RATE_LIMITS.loginAttemptsPerClient;
    for (let i = 0; i < limit; i++) await login(`nobody${i}@example.com`, 'x', '203.0.113.7');
    const refused = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '203.0.113.8')).status).toBe(200);
  });

  it('shares the counts between two server instances on one database', async () => {
    const other = {
      ...server,
      ...createApp({ db: server.database, dataDir: server.dataDir, options: { now } }),
    };
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < limit; i++) {
      await login('client@vitrine.test', 'wrong', undefined, i % 2 === 0 ? server : other);
    }
    expect((await login('client@vitrine.test', 'wrong', undefined, other)).status).toBe(429);
    expect((await login('client@vitrine.test', 'wrong', undefined, server)).status).toBe(429);
  });

  it('limits password-reset requests per e-mail (known or not) to 5 an hour', async () => {
    const { limit } = RATE_LIMITS.resetRequestsPerAccount;
    for (const email of [DEMO_CUSTOMER.email, 'unknown@example.com']) {
      for (let i = 0; i < limit; i++) {
        expect((await post('/api/user/request-reset-password.json', { email })).status).toBe(200);
      }
      const refused = await post('/api/user/request-reset-password.json', { email });
      expect(refused).toMatchObject({
        status: 429,
        retryAfter: '3600',
        body: { error_code: 'RATE_LIMITED' },
      });
    }
    clock += 60 * 60_000;
    expect((await post('/api/user/request-reset-password.json', { email: DEMO_CUSTOMER.email })).status).toBe(
      200,
    );
  });

  it('a burst of parallel sign-ins gets at most 10 passwords checked, the right one among them refused (decision 0264)', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    // 29 wrong guesses and the right password last, all at once: a guesser's burst must not have
    // more than 10 passwords checked in the window, so a right guess after 10 wrong ones is refused.
    const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong${i}`), DEMO_CUSTOMER.password];
    const answers = await Promise.all(passwords.map((password) => login(DEMO_CUSTOMER.email, password)));
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 400 || status === 200);
    expect(checked.length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      passwords.length - limit,
    );
    expect(statuses.at(-1)).toBe(429);
    // The account is locked: the right password too is refused until the window ends.
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(429);
    clock += 15 * 60_000;
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('limits wrong store passwords from one client address to 10 in 15 minutes (decision 0628)', async () => {
    const { limit } = RATE_LIMITS.storePasswordFailuresPerClient;
    for (let i = 0; i < limit; i++) {
      expect((await storePassword(`guess${i}`, '203.0.113.20')).body.error_code).toBe('INCORRECT_PASSWORD');
    }
    expect(await storePassword('guess', '203.0.113.20')).toMatchObject({
      status: 429,
      retryAfter: '900',
      body: { error_code: 'RATE_LIMITED', error: 'Too many attempts. Please try again in 15 minutes.' },
    });
    // The right password too, until the window ends; another shopper's address is not affected.
    expect((await storePassword(LOCKED_SHOP_PASSWORD, '203.0.113.20')).status).toBe(429);
    expect((await storePassword(LOCKED_SHOP_PASSWORD, '203.0.113.21')).status).toBe(200);
    clock += 15 * 60_000;
    expect((await storePassword(LOCKED_SHOP_PASSWORD, '203.0.113.20')).status).toBe(200);
  });

  it('limits wrong order-status e-mails per order to 10 in 15 minutes, from any address (decision 0628)', async () => {
    const { limit } = RATE_LIMITS.orderEmailFailuresPerOrder;
    for (let i = 0; i < limit; i++) {
      const address = `203.0.113.${30 + i}`;
      expect((await orderEmail(`guess${i}@example.com`, address)).body.error_code).toBe(
        'ORDER_EMAIL_MISMATCH',
      );
    }
    expect(await orderEmail('guess@example.com', '203.0.113.99')).toMatchObject({
      status: 429,
      retryAfter: '900',
      body: { error_code: 'RATE_LIMITED', error: 'Too many attempts. Please try again in 15 minutes.' },
    });
    // The order's own e-mail too, until the window ends; another order is not affected.
    expect((await orderEmail(DEMO_ORDERS.delivered.email)).status).toBe(429);
    expect((await orderEmail(DEMO_ORDERS.open.email, undefined, DEMO_ORDERS.open.token)).status).toBe(200);
    clock += 15 * 60_000;
    expect((await orderEmail(DEMO_ORDERS.delivered.email)).status).toBe(200);
  });

  it('limits order-status e-mail checks from one client address to 50 in 15 minutes, whatever the order', async () => {
    const { limit } = RATE_LIMITS.orderEmailAttemptsPerClient;
    for (let i = 0; i < limit; i++) await orderEmail('guess@example.com', '203.0.113.50', `ord_guess_${i}`);
    const refused = await orderEmail(DEMO_ORDERS.delivered.email, '203.0.113.50');
    expect(refused).toMatchObject({ status: 429, body: { error_code: 'RATE_LIMITED' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await orderEmail(DEMO_ORDERS.delivered.email, '203.0.113.51')).status).toBe(200);
    clock += 15 * 60_000;
    expect((await orderEmail(DEMO_ORDERS.delivered.email, '203.0.113.50')).status).toBe(200);
  });
});
