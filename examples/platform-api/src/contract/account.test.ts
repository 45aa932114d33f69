import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../seed/checkout-orders';
import { DEMO_CUSTOMER, EURO_CUSTOMER } from '../seed/users';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let clock = new Date('2025-03-01T10:00:00Z');
beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 600, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

const demo = (token?: string) => clientFor(server, 'localhost', token ? { token: () => token } : {});
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function devTokens(email: string, domain = 'localhost') {
  const response = await server.fetch(`http://x/api/dev/tokens.json?email=${encodeURIComponent(email)}`, {
    headers: { 'x-shop-domain': domain },
  });
  const body = (await response.json()) as {
    result: { customer_id: number; activation_token: string | null; reset_token: string | null }[];
  };
  const first = body.result[0];
  if (!first) throw new Error(`no customer ${email}`);
  return first;
}

async function login(email: string, password: string) {
  return expectOk(await demo().call('user.login', { body: { username: email, password } })).result;
}

describe('account', () => {
  it('logs the demo customer in and reads the profile with addresses', async () => {
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(session.token).toMatch(/^at_/);
    expect(session.refresh_token).toMatch(/^rt_/);
    expect(session.user).toMatchObject({ email: DEMO_CUSTOMER.email, firstname: 'Dana' });
    const me = expectOk(await demo(session.token).call('user.me'));
    expect(me.result.addresses?.length).toBe(2);
    expect(me.result).toMatchObject({ subscribed: true });
  });

  it('refuses a wrong password, and the demo customer on another shop', async () => {
    const wrong = expectFailure(
      await demo().call('user.login', { body: { username: DEMO_CUSTOMER.email, password: 'nope' } }),
    );
    expect(wrong).toMatchObject({ statusCode: 400, errorCode: 'INVALID_CREDENTIALS' });
    const euro = clientFor(server, 'euro.localhost');
    const other = expectFailure(
      await euro.call('user.login', {
        body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      }),
    );
    expect(other).toMatchObject({ statusCode: 400 });
    expectOk(
      await euro.call('user.login', {
        body: { username: EURO_CUSTOMER.email, password: EURO_CUSTOMER.password },
      }),
    );
  });

  it('does not accept a token of one shop on another', async () => {
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const euro = clientFor(server, 'euro.localhost', { token: () => session.token });
    expect(expectFailure(await euro.call('user.me'))).toMatchObject({
      statusCode: 401,
      errorCode: 'UNAUTHORIZED',
    });
  });

  it('two registrations of one e-mail at once: one account, the other EMAIL_TAKEN, never a 500', async () => {
    const register = () =>
      demo().call('user.create', {
        body: {
          customer: { email: 'twice@example.com', firstname: 'Twi', lastname: 'Ce' },
          password: 'longenough',
        },
      });
    const answers = await Promise.all([register(), register(), register()]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.ok)) {
      expect(!answer.ok && answer.failure).toMatchObject({ statusCode: 400, errorCode: 'EMAIL_TAKEN' });
    }
    const rows = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customers WHERE lower(email) = 'twice@example.com'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('registers, then logs in, and stores only a scrypt hash', async () => {
    const created = expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'new@example.com', firstname: 'New', lastname: 'Person' },
          password: 'longenough',
        },
      }),
    );
    expect(created.result).toMatchObject({ email: 'new@example.com', active: false });
    await login('new@example.com', 'longenough');
    const [row] = await server.database.query<{ password_hash: string }>(
      "SELECT password_hash FROM customers WHERE email = 'new@example.com'",
    );
    expect(row?.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row?.password_hash).not.toContain('longenough');
    const again = expectFailure(
      await demo().call('user.create', {
        body: {
          customer: { email: 'NEW@example.com', firstname: 'Nia', lastname: 'P' },
          password: 'longenough',
        },
      }),
    );
    expect(again).toMatchObject({ statusCode: 400, errorCode: 'EMAIL_TAKEN' });
  });

  it('validates the register payload', async () => {
    const short = expectFailure(
      await demo().call('user.create', {
        body: {
          customer: { email: 'short@example.com', firstname: 'Sam', lastname: 'P' },
          password: 'short',
        },
      }),
    );
    expect(short).toMatchObject({ statusCode: 400, message: 'Password must have at least 8 letters.' });
    const email = expectFailure(
      await demo().call('user.create', {
        body: { customer: { email: 'nope', firstname: 'Sam', lastname: 'P' }, password: 'longenough' },
      }),
    );
    expect(email).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Please enter a valid email.',
    });
    // An empty field gets the required text the client's form shows for it, not the well-formed
    // or length text (000 §5 Register, Other account messages; decision 0170). An e-mail of spaces
    // is empty (the client trims it); a password is never trimmed.
    const register = (email: string, password: string) =>
      demo().call('user.create', {
        body: { customer: { email, firstname: 'Sam', lastname: 'P' }, password },
      });
    expect(expectFailure(await register('', 'longenough'))).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Please enter an email.',
    });
    expect(expectFailure(await register('  ', 'longenough'))).toMatchObject({
      message: 'Please enter an email.',
    });
    expect(expectFailure(await register('empty-password@example.com', ''))).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_PASSWORD',
      message: 'Please enter a password.',
    });
    // A reset request (the login screen's forgot mode): 'Please enter an email.' when empty,
    // 'Please provide valid e-mail address.' when not well-formed (decision 0170).
    const resetRequest = async (address: string) =>
      expectFailure(await demo().call('user.requestResetPassword', { body: { email: address } }));
    expect(await resetRequest('')).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Please enter an email.',
    });
    expect(await resetRequest('nope')).toMatchObject({ message: 'Please provide valid e-mail address.' });
  });

  it("answers the login form's required texts for an empty e-mail or password (000 §5 Login)", async () => {
    const attempt = async (username: string, password: string) =>
      expectFailure(await demo().call('user.login', { body: { username, password } }));
    expect(await attempt(' ', DEMO_CUSTOMER.password)).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Please enter an email.',
    });
    expect(await attempt(DEMO_CUSTOMER.email, '')).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Please enter a password.',
    });
    // A wrong password keeps the credentials text (decision 0153), and the right one still signs in.
    expect(await attempt(DEMO_CUSTOMER.email, 'nope')).toMatchObject({
      message: 'Incorrect email or password.',
    });
    await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  });

  it("answers 'Field is required.' for an empty new password, and the profile's required e-mail text (000 §5)", async () => {
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const required = { statusCode: 400, errorCode: 'INVALID_PASSWORD', message: 'Field is required.' };
    expect(
      expectFailure(await demo(session.token).call('user.changePassword', { body: { newPassword: '' } })),
    ).toMatchObject(required);
    expect(
      expectFailure(
        await demo().call('user.resetPassword', {
          body: { customer_id: '1', reset_token: 'rst_any', password: '' },
        }),
      ),
    ).toMatchObject(required);
    expect(
      expectFailure(await demo(session.token).call('user.update', { body: { customer: { email: ' ' } } })),
    ).toMatchObject({ statusCode: 400, errorCode: 'INVALID_EMAIL', message: 'Please enter an email.' });
  });

  it('counts a password in letters (code points) as the client does: four emoji are 4, not 8 (decision 0170)', async () => {
    const emoji = '\u{1F600}'.repeat(4);
    expect(emoji.length).toBe(8);
    const refused = {
      statusCode: 400,
      errorCode: 'INVALID_PASSWORD',
      message: 'Password must have at least 8 letters.',
    };
    const register = (password: string) =>
      demo().call('user.create', {
        body: { customer: { email: 'emoji@example.com', firstname: 'Emi', lastname: 'J' }, password },
      });
    expect(expectFailure(await register(emoji))).toMatchObject(refused);
    // 8 letters, four of them emoji and one accented, pass.
    const eight = `${emoji}zo\u00EBa`;
    expectOk(await register(eight));
    const session = await login('emoji@example.com', eight);
    const change = expectFailure(
      await demo(session.token).call('user.changePassword', { body: { newPassword: emoji } }),
    );
    expect(change).toMatchObject(refused);
    expectOk(await demo().call('user.requestResetPassword', { body: { email: 'emoji@example.com' } }));
    const tokens = await devTokens('emoji@example.com');
    const reset = expectFailure(
      await demo().call('user.resetPassword', {
        body: {
          customer_id: String(tokens.customer_id),
          reset_token: tokens.reset_token ?? '',
          password: emoji,
        },
      }),
    );
    expect(reset).toMatchObject(refused);
  });

  it("refuses a one-letter first name on register and on the profile, with the client's text (000 §5)", async () => {
    const oneLetter = expectFailure(
      await demo().call('user.create', {
        body: {
          customer: { email: 'one@example.com', firstname: ' A ', lastname: 'P' },
          password: 'longenough',
        },
      }),
    );
    expect(oneLetter).toMatchObject({
      statusCode: 400,
      message: 'First name must have at least 2 letters.',
      errorCode: 'INVALID_FIRSTNAME',
    });
    const login = expectOk(
      await demo().call('user.login', { body: { username: 'demo@vitrine.test', password: 'vitrine123' } }),
    );
    const profile = expectFailure(
      await demo(login.result.token).call('user.update', { body: { customer: { firstname: 'Z' } } }),
    );
    expect(profile).toMatchObject({ statusCode: 400, errorCode: 'INVALID_FIRSTNAME' });
    const count = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers WHERE email = 'one@example.com' OR firstname = 'Z'`,
    );
    expect(count[0]?.n).toBe(0);
  });

  it('activates an account with the token from the dev endpoint', async () => {
    expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'activate@example.com', firstname: 'Ada', lastname: 'C' },
          password: 'longenough',
        },
      }),
    );
    const tokens = await devTokens('activate@example.com');
    const bad = expectFailure(
      await demo().call('user.activate', {
        body: { customer_id: String(tokens.customer_id), active_token: 'act_wrong' },
      }),
    );
    expect(bad).toMatchObject({ statusCode: 404 });
    const session = expectOk(
      await demo().call('user.activate', {
        body: { customer_id: String(tokens.customer_id), active_token: tokens.activation_token ?? '' },
      }),
    );
    expect(session.result.user).toMatchObject({ active: true });
    expect((await devTokens('activate@example.com')).activation_token).toBeNull();
  });

  it('an activation link works once, and a password reset ends it (it is a sign-in without password)', async () => {
    const create = (email: string) =>
      demo().call('user.create', {
        body: { customer: { email, firstname: 'Ivo', lastname: 'Once' }, password: 'longenough' },
      });
    const activate = (customerId: number, token: string | null) =>
      demo().call('user.activate', { body: { customer_id: String(customerId), active_token: token ?? '' } });

    // Two activations with one token at once: one session, the other 404 like a used link.
    expectOk(await create('once@example.com'));
    const once = await devTokens('once@example.com');
    const both = await Promise.all([
      activate(once.customer_id, once.activation_token),
      activate(once.customer_id, once.activation_token),
    ]);
    expect(both.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of both.filter((one) => !one.ok)) {
      expect(!answer.ok && answer.failure).toMatchObject({ statusCode: 404 });
    }
    expect(expectFailure(await activate(once.customer_id, once.activation_token))).toMatchObject({
      statusCode: 404,
    });

    // A completed reset ends the activation link, and proved the e-mail: the account is active.
    expectOk(await create('stolen-link@example.com'));
    const before = await devTokens('stolen-link@example.com');
    expect(before.activation_token).toMatch(/^act_/);
    expectOk(await demo().call('user.requestResetPassword', { body: { email: 'stolen-link@example.com' } }));
    const { reset_token: resetToken } = await devTokens('stolen-link@example.com');
    const reset = expectOk(
      await demo().call('user.resetPassword', {
        body: {
          customer_id: String(before.customer_id),
          reset_token: resetToken ?? '',
          password: 'newpassword',
        },
      }),
    );
    expect(reset.result.user).toMatchObject({ active: true });
    expect(expectFailure(await activate(before.customer_id, before.activation_token))).toMatchObject({
      statusCode: 404,
    });
    expect((await devTokens('stolen-link@example.com')).activation_token).toBeNull();
  });

  it("links reset and activation e-mails to a domain of the shop, never to the request's host (decision 0595)", async () => {
    // The shop comes from x-shop-domain; the Host (here the URL's host) is whatever the caller names.
    const post = (origin: string, path: string, body: unknown) =>
      server.fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const lastLink = async (to: string) =>
      (
        await server.database.query<{ link: string }>(
          'SELECT link FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
          [to],
        )
      )[0]?.link ?? '';

    const reset = await post('http://evil.test', '/api/user/request-reset-password.json', {
      email: DEMO_CUSTOMER.email,
    });
    expect(reset.status).toBe(200);
    expect(new URL(await lastLink(DEMO_CUSTOMER.email)).origin).toBe('https://localhost');
    const created = await post('http://evil.test:8080', '/api/user/create.json', {
      customer: { email: 'linked@example.com', firstname: 'Lin', lastname: 'K' },
      password: 'longenough',
    });
    expect(created.status).toBe(200);
    expect(new URL(await lastLink('linked@example.com')).origin).toBe('https://localhost');
    // On a host of the shop the link keeps the request's scheme and port (the demo on :3000).
    await post('http://demo.localhost:3000', '/api/user/request-reset-password.json', {
      email: 'linked@example.com',
    });
    expect(new URL(await lastLink('linked@example.com')).origin).toBe('http://demo.localhost:3000');
  });

  it('resets a password with a requested token', async () => {
    expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'reset@example.com', firstname: 'Rosa', lastname: 'S' },
          password: 'oldpassword',
        },
      }),
    );
    const old = await login('reset@example.com', 'oldpassword');
    expectOk(await demo().call('user.requestResetPassword', { body: { email: 'reset@example.com' } }));
    expectOk(await demo().call('user.requestResetPassword', { body: { email: 'nobody@example.com' } }));
    const tokens = await devTokens('reset@example.com');
    expect(tokens.reset_token).toMatch(/^rst_/);
    const wrong = expectFailure(
      await demo().call('user.resetPassword', {
        body: { customer_id: String(tokens.customer_id), reset_token: 'rst_wrong', password: 'newpassword' },
      }),
    );
    expect(wrong).toMatchObject({ statusCode: 400, errorCode: 'INVALID_RESET_TOKEN' });
    const session = expectOk(
      await demo().call('user.resetPassword', {
        body: {
          customer_id: String(tokens.customer_id),
          reset_token: tokens.reset_token ?? '',
          password: 'newpassword',
        },
      }),
    );
    expect(session.result.token).toBeTruthy();
    await login('reset@example.com', 'newpassword');
    expect(expectFailure(await demo(old.token).call('user.me'))).toMatchObject({ statusCode: 401 });
    const reused = expectFailure(
      await demo().call('user.resetPassword', {
        body: {
          customer_id: String(tokens.customer_id),
          reset_token: tokens.reset_token ?? '',
          password: 'another1',
        },
      }),
    );
    expect(reused).toMatchObject({ statusCode: 400 });
  });

  it('updates the profile and changes the password', async () => {
    expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'profile@example.com', firstname: 'Pia', lastname: 'R' },
          password: 'firstpass',
        },
      }),
    );
    const session = await login('profile@example.com', 'firstpass');
    const updated = expectOk(
      await demo(session.token).call('user.update', {
        body: {
          customer: {
            firstname: 'Paula',
            accepts_marketing: true,
            addresses: [{ address1: '2 Main St', city: 'Austin', country_code: 'US', zip: '73301' }],
          },
        },
      }),
    );
    expect(updated.result).toMatchObject({ firstname: 'Paula', accepts_marketing: true });
    expect(updated.result.addresses?.[0]).toMatchObject({ address1: '2 Main St', city: 'Austin' });
    const changed = expectOk(
      await demo(session.token).call('user.changePassword', { body: { newPassword: 'secondpass' } }),
    );
    expect(changed.success).toBe(true);
    await login('profile@example.com', 'secondpass');
    expect(
      expectFailure(
        await demo().call('user.login', { body: { username: 'profile@example.com', password: 'firstpass' } }),
      ),
    ).toMatchObject({ statusCode: 400 });
  });

  it('a password change ends every other session and any pending reset or activation link', async () => {
    expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'change@example.com', firstname: 'Cem', lastname: 'H' },
          password: 'firstpass',
        },
      }),
    );
    const { customer_id: customerId, activation_token: activationToken } =
      await devTokens('change@example.com');
    const a = await login('change@example.com', 'firstpass');
    const b = await login('change@example.com', 'firstpass');
    expectOk(await demo().call('user.requestResetPassword', { body: { email: 'change@example.com' } }));
    const { reset_token: resetToken } = await devTokens('change@example.com');
    expectOk(await demo(a.token).call('user.changePassword', { body: { newPassword: 'secondpass' } }));

    // The session that changed it goes on; any other (a thief's) ends, its refresh token too.
    expectOk(await demo(a.token).call('user.me'));
    expect(expectFailure(await demo(b.token).call('user.me'))).toMatchObject({ statusCode: 401 });
    expect(
      expectFailure(await demo().call('user.refresh', { body: { refreshToken: b.refresh_token } })),
    ).toMatchObject({ statusCode: 401 });
    const reset = expectFailure(
      await demo().call('user.resetPassword', {
        body: { customer_id: String(customerId), reset_token: resetToken ?? '', password: 'thirdpass' },
      }),
    );
    expect(reset).toMatchObject({ statusCode: 400, errorCode: 'INVALID_RESET_TOKEN' });
    const activation = expectFailure(
      await demo().call('user.activate', {
        body: { customer_id: String(customerId), active_token: activationToken ?? '' },
      }),
    );
    expect(activation).toMatchObject({ statusCode: 404 });
    expectOk(await demo().call('user.refresh', { body: { refreshToken: a.refresh_token } }));
  });

  it("answers the customer's own order history: the demo customer's seeded orders, none for a new customer", async () => {
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const history = expectOk(await demo(session.token).call('user.orderHistory'));
    expect(history.result.map((order) => order.name).sort()).toEqual(
      Object.values(DEMO_ORDERS)
        .map((order) => order.name)
        .sort(),
    );
    expectOk(
      await demo().call('user.create', {
        body: {
          customer: { email: 'history@example.com', firstname: 'Hana', lastname: 'Story' },
          password: 'longenough',
        },
      }),
    );
    const fresh = await login('history@example.com', 'longenough');
    expect(expectOk(await demo(fresh.token).call('user.orderHistory')).result).toEqual([]);
  });

  it("lists an e-mail's guest orders only once activation proved the address, never another customer's (decision 0595)", async () => {
    // The seeded guest order ord_limited_1001 (#1001, no customer id) was placed as guest@vitrine.test.
    const limited = (token?: string) =>
      clientFor(server, 'limited.localhost', token ? { token: () => token } : {});
    const create = (email: string) =>
      limited().call('user.create', {
        body: { customer: { email, firstname: 'Gus', lastname: 'Guest' }, password: 'longenough' },
      });
    const signIn = async (email: string) =>
      expectOk(await limited().call('user.login', { body: { username: email, password: 'longenough' } }))
        .result.token;
    const names = async (token: string) =>
      expectOk(await limited(token).call('user.orderHistory')).result.map((order) => order.name);

    // Registering (or signing in before activation, decision 0153) proves nothing about the address.
    expectOk(await create('GUEST@vitrine.test'));
    const guest = await signIn('guest@vitrine.test');
    expect(await names(guest)).toEqual([]);
    // The activation link went to that address: following it proves the owner reads its mail.
    const guestTokens = await devTokens('guest@vitrine.test', 'limited.localhost');
    expectOk(
      await limited().call('user.activate', {
        body: {
          customer_id: String(guestTokens.customer_id),
          active_token: guestTokens.activation_token ?? '',
        },
      }),
    );
    expect(await names(guest)).toEqual(['#1001']);

    // An order linked to another customer id is that customer's only, whatever its e-mail.
    expectOk(await create('other@example.com'));
    const other = await signIn('other@example.com');
    const otherId = (await devTokens('other@example.com', 'limited.localhost')).customer_id;
    await server.database.query(
      `UPDATE orders SET customer_id = ${otherId} WHERE token = 'ord_limited_1001'`,
    );
    expect(await names(guest)).toEqual([]);
    expect(await names(other)).toEqual(['#1001']);
    await server.database.query("UPDATE orders SET customer_id = NULL WHERE token = 'ord_limited_1001'");

    // A profile e-mail change proves nothing either: the moved account loses the address's orders,
    // and the account that takes the address gets them only by activating it at that address.
    expectOk(
      await limited(guest).call('user.update', { body: { customer: { email: 'moved@example.com' } } }),
    );
    expect(await names(guest)).toEqual([]);
    const before = await devTokens('other@example.com', 'limited.localhost');
    expectOk(
      await limited(other).call('user.update', { body: { customer: { email: 'guest@vitrine.test' } } }),
    );
    expect(await names(other)).toEqual([]);
    const stale = expectFailure(
      await limited().call('user.activate', {
        body: { customer_id: String(otherId), active_token: before.activation_token ?? '' },
      }),
    );
    expect(stale).toMatchObject({ statusCode: 404 });
    const mailed = await server.database.query<{ link: string }>(
      "SELECT link FROM mail_outbox WHERE to_address = 'guest@vitrine.test' ORDER BY id DESC LIMIT 1",
    );
    const fresh = await devTokens('guest@vitrine.test', 'limited.localhost');
    expect(fresh.activation_token).toMatch(/^act_/);
    expect(mailed[0]?.link).toContain(`/activate-account/${otherId}/${fresh.activation_token}`);
    expectOk(
      await limited().call('user.activate', {
        body: { customer_id: String(otherId), active_token: fresh.activation_token ?? '' },
      }),
    );
    expect(await names(other)).toEqual(['#1001']);
  });

  it('expires access tokens and rotates refresh tokens', async () => {
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expectOk(await demo(session.token).call('user.me'));
    advance(601);
    const expired = expectFailure(await demo(session.token).call('user.me'));
    expect(expired).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED', message: 'not authorized' });
    const refreshed = expectOk(
      await demo().call('user.refresh', { body: { refreshToken: session.refresh_token } }),
    );
    expect(refreshed.result.refresh_token).not.toBe(session.refresh_token);
    expectOk(await demo(refreshed.result.token).call('user.me'));
    const reused = expectFailure(
      await demo().call('user.refresh', { body: { refreshToken: session.refresh_token } }),
    );
    expect(reused).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    expect(expectFailure(await demo().call('user.me'))).toMatchObject({
      statusCode: 401,
      errorCode: 'UNAUTHORIZED',
    });
    expect(expectFailure(await demo().call('user.orderHistory'))).toMatchObject({ statusCode: 401 });
  });

  it('shortens token lifetime under chaos token_ttl', async () => {
    server.deps.chaos.set({ tokenTtl: 5 });
    const session = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    server.deps.chaos.set({});
    expectOk(await demo(session.token).call('user.me'));
    advance(6);
    expect(expectFailure(await demo(session.token).call('user.me'))).toMatchObject({ statusCode: 401 });
  });
});
