import { formatMessage } from '@vitrine/messages';
import {
  createMemoryChannelHub,
  createMemoryLock,
  createMemoryNavigate,
  createMemoryStorage,
  type Ports,
} from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from './auth.constants';
import { type AuthOptions, createAuth } from './auth.facade';
import { selectIsLoggedIn, selectRefreshLock, selectSubscribed, selectUser } from './auth.selectors';
import type { AuthEmitted } from './session.types';
import { newCustomer, openPlatform, openShop, type Platform, type TestShop } from './platform.fixtures';

let platform: Platform;

beforeAll(async () => {
  platform = await openPlatform();
}, 180_000);

afterAll(async () => {
  await platform?.close();
});

type TabPorts = Partial<Pick<Ports, 'storage' | 'lock' | 'channels'>>;

/** A storefront tab: a client, its storage and an auth session, with what it emitted. */
function openTab(
  shop: TestShop,
  ports: TabPorts = {},
  options: Partial<Omit<AuthOptions, 'transport' | 'ports'>> = {},
) {
  const client = shop.client();
  const storage = ports.storage ?? createMemoryStorage();
  const navigate = createMemoryNavigate();
  const auth = createAuth({ transport: client, ports: { ...ports, storage, navigate }, ...options });
  const emitted: AuthEmitted[] = [];
  for (const type of ['notify', 'signUpRequested', 'checkout.logout', 'login', 'logout'] as const) {
    auth.on(type, (event) => emitted.push(event));
  }
  const texts = () =>
    emitted.flatMap((e) =>
      e.type === 'notify'
        ? [
            'id' in e.notification.message
              ? formatMessage(e.notification.message.id)
              : e.notification.message.text,
          ]
        : [],
    );
  return { client, storage, navigate, auth, emitted, texts };
}

/** A tab with a freshly registered (and so logged-in) customer. */
async function signedInTab(
  shop: TestShop,
  ports: TabPorts = {},
  options: Partial<Omit<AuthOptions, 'transport' | 'ports'>> = {},
) {
  const tab = openTab(shop, ports, options);
  await tab.auth.ready();
  const customer = newCustomer();
  const result = await tab.auth.register(customer);
  expect(result).toEqual({ ok: true });
  await tab.auth.ready();
  return { ...tab, customer };
}

describe('core-auth against the real platform API', () => {
  it("register signs in automatically: 'You are logged in!', tokens stored, user and orders fetched", async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    const snapshot = tab.auth.getSnapshot();
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectUser(snapshot)?.email).toBe(tab.customer.email);
    expect(snapshot.context.orders).toEqual([]);
    expect(tab.storage.get(USER_TOKEN_KEY)).toMatch(/^at_/);
    expect(tab.storage.get(USER_REFRESH_TOKEN_KEY)).toMatch(/^rt_/);
    expect(tab.texts()).toEqual(['You are logged in!']);
    tab.auth.stop();
  });

  it("a register with a 7-letter password stops before the platform: 'Please fix the validation errors'", async () => {
    const shop = openShop(platform);
    const tab = openTab(shop);
    await tab.auth.ready();
    const result = await tab.auth.register({
      ...newCustomer(),
      password: 'seven77',
      repeatPassword: 'seven77',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', fieldErrors: { password: 'validation.password_min_length' } },
    });
    expect(tab.texts()).toEqual(['Please fix the validation errors']);
    expect(shop.requests().filter((r) => r.path === '/api/user/create.json')).toEqual([]);
    tab.auth.stop();
  });

  it("login with a wrong password shows the platform's text; then login works", async () => {
    const shop = openShop(platform);
    const first = await signedInTab(shop);
    first.auth.stop();
    const tab = openTab(shop);
    await tab.auth.ready();
    const wrong = await tab.auth.login({ email: first.customer.email, password: 'not-the-password' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'LOGIN_FAILED', statusCode: 400 } });
    expect(tab.texts()).toEqual(['Incorrect email or password.']);
    expect(await tab.auth.login({ email: first.customer.email, password: first.customer.password })).toEqual({
      ok: true,
    });
    expect(tab.texts()).toEqual(['Incorrect email or password.', 'You are logged in!']);
    tab.auth.stop();
  });

  it('restores the session on load from storage, then fetches the user', async () => {
    const shop = openShop(platform);
    const first = await signedInTab(shop);
    first.auth.stop();
    const tab = openTab(shop, { storage: first.storage });
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(false);
    await tab.auth.ready();
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(true);
    expect(selectUser(tab.auth.getSnapshot())?.email).toBe(first.customer.email);
    expect(tab.texts()).toEqual([]);
    tab.auth.stop();
  });

  it('50 requests that hit 401 at once cause exactly one refresh, and all complete with the new token', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    const oldToken = tab.storage.get(USER_TOKEN_KEY);
    shop.expireTokens();
    const before = shop.requests().length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? tab.client.call('user.me') : tab.client.call('user.orderHistory'),
      ),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(shop.refreshCalls()).toBe(1);
    const newToken = tab.storage.get(USER_TOKEN_KEY);
    expect(newToken).not.toBe(oldToken);
    const answered = shop
      .requests()
      .slice(before)
      .filter((r) => r.path !== '/api/user/refresh.json');
    const succeeded = answered.filter((r) => r.status === 200);
    expect(succeeded).toHaveLength(50);
    expect(new Set(succeeded.map((r) => r.token))).toEqual(new Set([newToken]));
    // Every one of the 50 requests got a 401 for the old token first (issue 16), then one refresh served all.
    const refused = answered.filter((r) => r.status === 401);
    expect(refused).toHaveLength(50);
    expect(refused.every((r) => r.token === oldToken)).toBe(true);
    expect(selectRefreshLock(tab.auth.getSnapshot())).toBe(0);
    tab.auth.stop();
  });

  it('401s for the old token that arrive after the refresh only retry: still one refresh', async () => {
    // Staggered answers: the refresh finishes while requests sent with the old token are still out.
    const shop = openShop(platform, {
      latency: (path, index) => (path === '/api/user/refresh.json' ? 0 : (index % 10) * 40),
    });
    const tab = await signedInTab(shop);
    shop.expireTokens();
    const before = shop.requests().length;
    const results = await Promise.all(Array.from({ length: 30 }, () => tab.client.call('user.me')));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(shop.refreshCalls()).toBe(1);
    const refreshAt = shop.requests().findIndex((r, i) => i >= before && r.path === '/api/user/refresh.json');
    const lateOld = shop
      .requests()
      .slice(refreshAt + 1)
      .filter((r) => r.status === 401);
    // The scenario really happened: some old-token 401s came back after the refresh.
    expect(lateOld.length).toBeGreaterThan(0);
    tab.auth.stop();
  });

  it('a logout while a refresh is in flight leaves no tokens behind: the refresh writes nothing back', async () => {
    const shop = openShop(platform, { latency: (path) => (path === '/api/user/refresh.json' ? 400 : 0) });
    const tab = await signedInTab(shop);
    shop.expireTokens();
    // the user fetch meets a 401 and the refresh starts; the shopper logs out while it runs
    const fetching = tab.client.call('user.me');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await tab.auth.logout();
    await fetching;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(tab.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(tab.storage.get(USER_REFRESH_TOKEN_KEY)).toBeUndefined();
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(false);
    tab.auth.stop();
  });

  it('a token expired before load is refreshed while the user is fetched', async () => {
    const shop = openShop(platform);
    const first = await signedInTab(shop);
    first.auth.stop();
    shop.expireTokens();
    const tab = openTab(shop, { storage: first.storage });
    await tab.auth.ready();
    expect(selectUser(tab.auth.getSnapshot())?.email).toBe(first.customer.email);
    expect(shop.refreshCalls()).toBe(1);
    tab.auth.stop();
  });

  it('a refresh the platform refuses fails the lock: silent logout, sign-up requested, requests abort with 401', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    // Someone else spends the refresh token: the platform rotates it, so ours is revoked.
    const other = shop.client();
    const stolen = await other.call('user.refresh', {
      body: { refreshToken: tab.storage.get(USER_REFRESH_TOKEN_KEY) ?? '' },
    });
    expect(stolen.ok).toBe(true);
    shop.expireTokens();
    const results = await Promise.all(Array.from({ length: 5 }, () => tab.client.call('user.me')));
    for (const result of results) {
      expect(result).toMatchObject({
        ok: false,
        failure: {
          statusCode: 401,
          message: 'Error refreshing user token. User is not authorized to access the resource',
        },
      });
    }
    expect(selectRefreshLock(tab.auth.getSnapshot())).toBe(-1);
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(false);
    expect(tab.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(tab.emitted.filter((e) => e.type === 'signUpRequested')).toEqual([
      { type: 'signUpRequested', reason: 'REFRESH_FAILED' },
    ]);
    expect(tab.texts()).toEqual(['You are logged in!']);
    // Unsent requests are cleared: a later authenticated call aborts without reaching the server.
    const sent = shop.requests().length;
    expect((await tab.client.call('user.orderHistory')).ok).toBe(false);
    expect(shop.requests().length).toBe(sent);
    // A new login frees the lock.
    expect(await tab.auth.login({ email: tab.customer.email, password: tab.customer.password })).toEqual({
      ok: true,
    });
    expect(selectRefreshLock(tab.auth.getSnapshot())).toBe(0);
    expect((await tab.client.call('user.orderHistory')).ok).toBe(true);
    tab.auth.stop();
  });

  it('a my-account save that meets a refused refresh logs out silently: no error toast, a failure value', async () => {
    // 000 §4 Token lifecycle step 4 "the user is silently logged out"; docs/decisions/0172 "A failed
    // refresh shows no notification".
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    const other = shop.client();
    const stolen = await other.call('user.refresh', {
      body: { refreshToken: tab.storage.get(USER_REFRESH_TOKEN_KEY) ?? '' },
    });
    expect(stolen.ok).toBe(true);
    shop.expireTokens();
    const result = await tab.auth.updateProfile({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(result).toMatchObject({ ok: false, error: { statusCode: 401 } });
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(false);
    expect(tab.emitted.filter((e) => e.type === 'signUpRequested')).toEqual([
      { type: 'signUpRequested', reason: 'REFRESH_FAILED' },
    ]);
    expect(tab.texts()).not.toContain(
      'Error refreshing user token. User is not authorized to access the resource',
    );
    expect(tab.texts()).toEqual(['You are logged in!']);
    tab.auth.stop();
  });

  it('with automatic refresh off, a 401 logs out and asks for the sign-up modal, without a refresh', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop, {}, { autoRefresh: false });
    shop.expireTokens();
    const result = await tab.client.call('user.me');
    expect(result).toMatchObject({ ok: false, failure: { statusCode: 401 } });
    expect(shop.refreshCalls()).toBe(0);
    expect(selectIsLoggedIn(tab.auth.getSnapshot())).toBe(false);
    expect(tab.emitted.filter((e) => e.type === 'signUpRequested')).toEqual([
      { type: 'signUpRequested', reason: 'REFRESH_DISABLED' },
    ]);
    tab.auth.stop();
  });

  it('two tabs sharing one lock and one channel hub refresh once', async () => {
    const shop = openShop(platform);
    const lock = createMemoryLock();
    const hub = createMemoryChannelHub();
    const a = await signedInTab(shop, { lock, channels: hub.tab() });
    // Tab B opens on the same session (its own storage, restored from what tab A stored).
    const b = openTab(shop, {
      lock,
      channels: hub.tab(),
      storage: createMemoryStorage({
        [USER_TOKEN_KEY]: a.storage.get(USER_TOKEN_KEY) ?? '',
        [USER_REFRESH_TOKEN_KEY]: a.storage.get(USER_REFRESH_TOKEN_KEY) ?? '',
      }),
    });
    await b.auth.ready();
    shop.expireTokens();
    const calls = [a, b].flatMap((tab) => Array.from({ length: 10 }, () => tab.client.call('user.me')));
    const results = await Promise.all(calls);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(shop.refreshCalls()).toBe(1);
    expect(b.storage.get(USER_TOKEN_KEY)).toBe(a.storage.get(USER_TOKEN_KEY));
    expect(selectIsLoggedIn(a.auth.getSnapshot()) && selectIsLoggedIn(b.auth.getSnapshot())).toBe(true);
    a.auth.stop();
    b.auth.stop();
  });

  it('two tabs sharing storage and the lock refresh once even when no message reaches the other tab', async () => {
    const shop = openShop(platform);
    const lock = createMemoryLock();
    // Each tab alone on its channel: only the lock and the shared storage connect them.
    const a = await signedInTab(shop, { lock, channels: createMemoryChannelHub().tab() });
    const b = openTab(shop, { lock, channels: createMemoryChannelHub().tab(), storage: a.storage });
    await b.auth.ready();
    shop.expireTokens();
    const results = await Promise.all(
      [a, b].flatMap((tab) => Array.from({ length: 5 }, () => tab.client.call('user.orderHistory'))),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(shop.refreshCalls()).toBe(1);
    a.auth.stop();
    b.auth.stop();
  });

  it('a login in one tab signs the other tabs in; a logout in one logs the others out (docs/decisions/0210)', async () => {
    const shop = openShop(platform);
    const lock = createMemoryLock();
    const hub = createMemoryChannelHub();
    const first = await signedInTab(shop);
    first.auth.stop();
    // Two fresh tabs, each with its own storage: only the channel and the lock connect them.
    const a = openTab(shop, { lock, channels: hub.tab() });
    const b = openTab(shop, { lock, channels: hub.tab() });
    await Promise.all([a.auth.ready(), b.auth.ready()]);
    expect(selectIsLoggedIn(b.auth.getSnapshot())).toBe(false);

    expect(await a.auth.login({ email: first.customer.email, password: first.customer.password })).toEqual({
      ok: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await b.auth.ready();
    expect(selectIsLoggedIn(b.auth.getSnapshot())).toBe(true);
    expect(selectUser(b.auth.getSnapshot())?.email).toBe(first.customer.email);
    expect(b.storage.get(USER_TOKEN_KEY)).toBe(a.storage.get(USER_TOKEN_KEY));
    expect(b.emitted.filter((e) => e.type === 'login')).toEqual([
      { type: 'login', customer: null, source: 'other-tab' },
    ]);
    expect(b.texts()).toEqual([]);
    // Tab B's calls carry the shared token: the platform knows the customer.
    expect((await b.client.call('user.orderHistory')).ok).toBe(true);

    // Then one refresh for both tabs, still.
    shop.expireTokens();
    const refreshed = await Promise.all(
      [a, b].flatMap((tab) => Array.from({ length: 5 }, () => tab.client.call('user.me'))),
    );
    expect(refreshed.filter((r) => !r.ok)).toEqual([]);
    expect(shop.refreshCalls()).toBe(1);
    expect(b.storage.get(USER_TOKEN_KEY)).toBe(a.storage.get(USER_TOKEN_KEY));

    expect(await b.auth.logout()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectIsLoggedIn(a.auth.getSnapshot())).toBe(false);
    expect(selectUser(a.auth.getSnapshot())).toBeNull();
    expect(a.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(a.emitted.filter((e) => e.type === 'logout')).toEqual([{ type: 'logout', reason: 'other-tab' }]);
    // Only the tab where the customer logged out says so and goes home.
    expect(a.texts()).not.toContain("You're logged out");
    expect(a.navigate.intents).toEqual([]);
    expect(b.texts().at(-1)).toBe("You're logged out");
    const refused = await a.client.call('user.me');
    expect(refused.ok).toBe(false);
    a.auth.stop();
    b.auth.stop();
  });

  it('a tab restored from a snapshot taken before a logout elsewhere is signed out, silently, and puts no tokens back', async () => {
    // 000 §4 "Logout clears token, user and group"; docs/decisions/0210: a logout in one tab signs
    // the others out silently, and a logout stays a logout.
    const shop = openShop(platform);
    const a = await signedInTab(shop);
    const persisted = JSON.parse(JSON.stringify(a.auth.persist()));
    expect(await a.auth.logout()).toEqual({ ok: true });
    a.auth.stop();
    expect(a.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    const b = openTab(shop, { storage: a.storage }, { snapshot: persisted });
    await b.auth.ready();
    expect(selectIsLoggedIn(b.auth.getSnapshot())).toBe(false);
    expect(selectUser(b.auth.getSnapshot())).toBeNull();
    // The tokens of the snapshot have expired meanwhile: nothing is refreshed, nothing written back.
    shop.expireTokens();
    expect((await b.client.call('user.me')).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shop.refreshCalls()).toBe(0);
    expect(b.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(b.storage.get(USER_REFRESH_TOKEN_KEY)).toBeUndefined();
    // Silently: no 'You're logged out', no navigation home (those belong to the tab that logged out).
    expect(b.texts()).toEqual([]);
    expect(b.navigate.intents).toEqual([]);
    b.auth.stop();
  });

  it("a logout in a tab no message reaches from is not undone by the other tab's refresh", async () => {
    // 000 §4 "Logout clears token, user and group"; docs/decisions/0210: silent logouts reach the
    // other tabs on their next call through the shared storage.
    const shop = openShop(platform);
    const lock = createMemoryLock();
    const a = await signedInTab(shop, { lock, channels: createMemoryChannelHub().tab() });
    const b = openTab(shop, { lock, channels: createMemoryChannelHub().tab(), storage: a.storage });
    await b.auth.ready();
    expect(selectIsLoggedIn(b.auth.getSnapshot())).toBe(true);
    await a.auth.logout();
    shop.expireTokens();
    expect((await b.client.call('user.me')).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shop.refreshCalls()).toBe(0);
    expect(a.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(a.storage.get(USER_REFRESH_TOKEN_KEY)).toBeUndefined();
    expect(selectIsLoggedIn(b.auth.getSnapshot())).toBe(false);
    a.auth.stop();
    b.auth.stop();
  });

  it('reset password: request, then reset with the e-mailed token signs in and goes to /my-account', async () => {
    const shop = openShop(platform);
    const first = await signedInTab(shop);
    first.auth.stop();
    const tab = openTab(shop);
    await tab.auth.ready();
    expect(await tab.auth.requestPasswordReset({ email: first.customer.email })).toEqual({ ok: true });
    expect(tab.auth.getSnapshot().context.passwordSent).toBe(true);
    const { customer_id, reset_token } = await shop.devTokens(first.customer.email);
    const result = await tab.auth.resetPassword({
      customerId: String(customer_id),
      resetToken: reset_token ?? undefined,
      password: 'difference-engine',
      repeatPassword: 'difference-engine',
    });
    expect(result).toEqual({ ok: true });
    expect(tab.texts()).toEqual(['Your password has been reset successfully! You are logged in!']);
    // 000 §8 Reset success: /my-account replaces the link's page in the history.
    expect(tab.navigate.intents).toContainEqual({ type: 'route', route: 'my-account', replace: true });
    await tab.auth.ready();
    expect(selectUser(tab.auth.getSnapshot())?.email).toBe(first.customer.email);
    // A used token no longer works: 'Password reset error.'.
    const again = await tab.auth.resetPassword({
      customerId: String(customer_id),
      resetToken: reset_token ?? undefined,
      password: 'difference-engine',
      repeatPassword: 'difference-engine',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'RESET_FAILED' } });
    expect(tab.texts().at(-1)).toBe('Password reset error.');
    tab.auth.stop();
  });

  it('activation: a wrong token goes to page-not-found; the right one signs in and goes to /my-account', async () => {
    const shop = openShop(platform);
    const first = await signedInTab(shop);
    first.auth.stop();
    const { customer_id, activation_token } = await shop.devTokens(first.customer.email);
    const tab = openTab(shop);
    await tab.auth.ready();
    const wrong = await tab.auth.activate({ customerId: String(customer_id), activationToken: 'act_wrong' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'ACTIVATION_FAILED', statusCode: 404 } });
    expect(tab.navigate.intents.at(-1)).toEqual({
      type: 'not-found',
      from: `/activate-account/${customer_id}/act_wrong`,
    });
    const right = await tab.auth.activate({
      customerId: String(customer_id),
      activationToken: activation_token ?? undefined,
    });
    expect(right).toEqual({ ok: true });
    // 000 §8 Activation: /my-account replaces the used link's page, so Back does not activate again.
    expect(tab.navigate.intents.at(-1)).toEqual({ type: 'route', route: 'my-account', replace: true });
    await tab.auth.ready();
    expect(selectUser(tab.auth.getSnapshot())?.active).toBe(true);
    tab.auth.stop();
  });

  it('password change logs in again with the new password', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    const oldToken = tab.storage.get(USER_TOKEN_KEY);
    const result = await tab.auth.changePassword({
      password: 'babbage-1791',
      repeatPassword: 'babbage-1791',
    });
    expect(result).toEqual({ ok: true });
    expect(tab.texts()).toEqual(['You are logged in!', 'Password has successfully been changed']);
    expect(tab.storage.get(USER_TOKEN_KEY)).not.toBe(oldToken);
    tab.auth.logout();
    expect(await tab.auth.login({ email: tab.customer.email, password: 'babbage-1791' })).toEqual({
      ok: true,
    });
    tab.auth.stop();
  });

  it('profile update and newsletter', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    expect(await tab.auth.updateProfile({ firstName: 'Augusta', lastName: 'King' })).toEqual({ ok: true });
    expect(selectUser(tab.auth.getSnapshot())?.firstName).toBe('Augusta');
    expect(await tab.auth.setNewsletter(true)).toEqual({ ok: true });
    expect(selectSubscribed(tab.auth.getSnapshot())).toBe(true);
    tab.auth.refetch();
    await tab.auth.ready();
    expect(selectSubscribed(tab.auth.getSnapshot())).toBe(true);
    expect(tab.texts().slice(1)).toEqual([
      'Account data has successfully been updated',
      'You have been successfully subscribed to our newsletter!',
    ]);
    tab.auth.stop();
  });

  it("a new e-mail on the profile: the newsletter state and the order history are the new address's", async () => {
    // 000 §4 Newsletter: the subscription is the address's; decision 0595: an e-mail change clears
    // the address's proof, so the old address's guest orders leave the history.
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    expect(await tab.auth.setNewsletter(true)).toEqual({ ok: true });
    expect(selectSubscribed(tab.auth.getSnapshot())).toBe(true);
    const ordersBefore = shop.requests().filter((r) => r.path === '/api/user/order-history.json').length;
    const email = newCustomer().email;
    expect(await tab.auth.updateProfile({ firstName: 'Ada', lastName: 'Lovelace', email })).toEqual({
      ok: true,
    });
    await tab.auth.ready();
    const snapshot = tab.auth.getSnapshot();
    expect(selectUser(snapshot)?.email).toBe(email);
    // The new address never subscribed: the platform knows no subscription of it.
    expect(selectSubscribed(snapshot)).toBeNull();
    expect(shop.requests().filter((r) => r.path === '/api/user/order-history.json').length).toBeGreaterThan(
      ordersBefore,
    );
    expect(snapshot.context.orders).toEqual([]);
    tab.auth.stop();
  });

  it('a profile saved with the same e-mail keeps the newsletter state and fetches nothing again', async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    expect(await tab.auth.setNewsletter(true)).toEqual({ ok: true });
    const before = shop.requests().length;
    expect(
      await tab.auth.updateProfile({
        firstName: 'Augusta',
        lastName: 'King',
        email: tab.customer.email.toUpperCase(),
      }),
    ).toEqual({ ok: true });
    await tab.auth.ready();
    expect(selectSubscribed(tab.auth.getSnapshot())).toBe(true);
    expect(
      shop
        .requests()
        .slice(before)
        .map((r) => r.path),
    ).toEqual(['/api/user/me.json']);
    tab.auth.stop();
  });

  it("logout clears the stored tokens, says 'You're logged out' and goes home", async () => {
    const shop = openShop(platform);
    const tab = await signedInTab(shop);
    tab.auth.logout();
    expect(tab.storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(selectUser(tab.auth.getSnapshot())).toBeNull();
    expect(tab.texts().at(-1)).toBe("You're logged out");
    expect(tab.navigate.intents.at(-1)).toEqual({ type: 'route', route: 'home' });
    expect((await tab.client.call('user.me')).ok).toBe(false);
    tab.auth.stop();
  });
});
