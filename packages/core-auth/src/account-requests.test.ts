import type { ApiResult, EndpointDef, Transport } from '@vitrine/api-client';
import { formatMessage } from '@vitrine/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  type AccountCalls,
  type AccountRequestKind,
  accountCalls,
  accountRequests,
  fieldErrorsOf,
  incompleteLinkOf,
  needsSignIn,
  runAccountRequest,
  type StepOutcome,
} from './account-requests';
import { adaWire, signIn } from './auth.fixtures';
import type { SignIn } from './auth.types';

const ok = <T>(data: T): StepOutcome<T> => ({ ok: true, data });
const failed = (stage: 'call' | 'signIn', statusCode?: number, message?: string) =>
  ({
    ok: false,
    stage,
    failure: {
      kind: statusCode === undefined ? 'js_exception' : 'http',
      ...(statusCode === undefined ? {} : { statusCode }),
      ...(message === undefined ? {} : { message }),
    },
  }) as const;

/** Calls that all succeed, with `overrides` on top. */
function calls(overrides: Partial<AccountCalls> = {}): AccountCalls {
  return {
    login: async () => ok(signIn(1)),
    register: async () => ok(signIn(2)),
    requestReset: async () => ok(null),
    resetPassword: async () => ok(signIn(3)),
    activate: async () => ok(signIn(4)),
    changePassword: async () => ok(signIn(5)),
    updateProfile: async () => ok(signIn(6).user ?? ({} as never)),
    newsletter: async () => ok(null),
    ...overrides,
  };
}

const context = { email: 'ada@example.com' };
const texts = (notifications: readonly { message: { id: string } | { text: string } }[]) =>
  notifications.map((n) => ('text' in n.message ? n.message.text : formatMessage(n.message.id as never)));

describe('accountRequests — the table (000 §5, §7, §8)', () => {
  it('has one row per request, each with its form', () => {
    const forms = Object.fromEntries(
      (Object.keys(accountRequests) as AccountRequestKind[]).map((kind) => [
        kind,
        accountRequests[kind].form,
      ]),
    );
    expect(forms).toEqual({
      login: 'login',
      register: 'register',
      requestReset: 'resetRequest',
      resetPassword: 'resetPassword',
      activate: 'activate',
      changePassword: 'changePassword',
      updateProfile: 'profile',
      newsletter: 'newsletter',
    });
  });

  it('the my-account rows need a signed-in customer (000 §6)', () => {
    expect(needsSignIn({ kind: 'changePassword', input: { password: 'x', repeatPassword: 'x' } })).toBe(true);
    expect(needsSignIn({ kind: 'updateProfile', input: { firstName: 'Ada', lastName: 'L' } })).toBe(true);
    expect(needsSignIn({ kind: 'newsletter', input: { subscribed: true } })).toBe(true);
    expect(needsSignIn({ kind: 'login', input: { email: 'a@b.co', password: 'x' } })).toBe(false);
  });

  it('link rows give the path of an incomplete link (000 §5 "need both customerID and token")', () => {
    expect(
      incompleteLinkOf({ kind: 'activate', input: { customerId: '7', activationToken: undefined } }),
    ).toBe('/activate-account/7');
    expect(
      incompleteLinkOf({
        kind: 'resetPassword',
        input: { customerId: undefined, resetToken: 'a/b', password: 'x', repeatPassword: 'x' },
      }),
    ).toBe('/reset-password/a%2Fb');
    expect(
      incompleteLinkOf({ kind: 'activate', input: { customerId: '7', activationToken: 't' } }),
    ).toBeUndefined();
    expect(incompleteLinkOf({ kind: 'login', input: { email: '', password: '' } })).toBeUndefined();
  });

  it('rows validate with the form rules', () => {
    expect(fieldErrorsOf({ kind: 'requestReset', input: { email: 'nope' } })).toEqual({
      email: 'validation.email_valid_address',
    });
    expect(fieldErrorsOf({ kind: 'newsletter', input: { subscribed: true } })).toEqual({});
  });
});

describe('runAccountRequest — a row settles without a machine', () => {
  it("login: 'You are logged in!' and a sign-in", async () => {
    const settled = await runAccountRequest(
      calls(),
      { kind: 'login', input: { email: 'a@b.co', password: 'x' } },
      context,
    );
    expect(settled.result).toEqual({ ok: true, value: undefined });
    expect(texts(settled.notifications)).toEqual(['You are logged in!']);
    expect(settled.followUps).toEqual([{ type: 'signIn', signIn: signIn(1) }]);
  });

  it("a failure shows the server's text, else the row's fallback; the error carries both", async () => {
    const withText = await runAccountRequest(
      calls({ login: async () => failed('call', 400, 'Incorrect email or password.') }),
      { kind: 'login', input: { email: 'a@b.co', password: 'x' } },
      context,
    );
    expect(texts(withText.notifications)).toEqual(['Incorrect email or password.']);
    expect(withText.result).toEqual({
      ok: false,
      error: {
        code: 'LOGIN_FAILED',
        message: 'auth.login_error',
        serverText: 'Incorrect email or password.',
        statusCode: 400,
      },
    });
    const without = await runAccountRequest(
      calls({ login: async () => failed('call') }),
      { kind: 'login', input: { email: 'a@b.co', password: 'x' } },
      context,
    );
    expect(texts(without.notifications)).toEqual(['Error while sign-in']);
  });

  it('register: a reply mentioning the password clears the password fields (000 §5)', async () => {
    const settled = await runAccountRequest(
      calls({ register: async () => failed('call', 400, 'Password too weak') }),
      {
        kind: 'register',
        input: { email: 'a@b.co', firstName: 'Ada', lastName: 'L', password: 'x', repeatPassword: 'x' },
      },
      context,
    );
    expect(settled.result).toMatchObject({
      ok: false,
      error: { code: 'REGISTER_FAILED', clearPasswords: true },
    });
    expect(settled.followUps).toEqual([{ type: 'passwordsCleared' }]);
  });

  it('password change: the change worked but the login after it failed — both texts, a login failure', async () => {
    const settled = await runAccountRequest(
      calls({ changePassword: async () => failed('signIn', 400) }),
      { kind: 'changePassword', input: { password: 'newpassword', repeatPassword: 'newpassword' } },
      context,
    );
    expect(texts(settled.notifications)).toEqual([
      'Password has successfully been changed',
      'Error while sign-in',
    ]);
    expect(settled.result).toMatchObject({ ok: false, error: { code: 'LOGIN_FAILED' } });
  });

  it('activation: a failure goes to page-not-found without a notification', async () => {
    const settled = await runAccountRequest(
      calls({ activate: async () => failed('call', 404, 'query returned empty result') }),
      { kind: 'activate', input: { customerId: '7', activationToken: 'act' } },
      context,
    );
    expect(settled.notifications).toEqual([]);
    expect(settled.followUps).toEqual([
      { type: 'navigate', intent: { type: 'not-found', from: '/activate-account/7/act' } },
    ]);
    expect(settled.result).toMatchObject({
      ok: false,
      error: { code: 'ACTIVATION_FAILED', statusCode: 404 },
    });
  });

  it('reset: signed in, then my-account', async () => {
    const settled = await runAccountRequest(
      calls(),
      {
        kind: 'resetPassword',
        input: { customerId: '7', resetToken: 't', password: 'p', repeatPassword: 'p' },
      },
      context,
    );
    expect(settled.followUps).toEqual([
      { type: 'signIn', signIn: signIn(3) },
      { type: 'navigate', intent: { type: 'route', route: 'my-account', replace: true } },
    ]);
  });

  it('newsletter: a text only when subscribing; the flag follows the input', async () => {
    const on = await runAccountRequest(calls(), { kind: 'newsletter', input: { subscribed: true } }, context);
    const off = await runAccountRequest(
      calls(),
      { kind: 'newsletter', input: { subscribed: false } },
      context,
    );
    expect(texts(on.notifications)).toEqual(['You have been successfully subscribed to our newsletter!']);
    expect(off.notifications).toEqual([]);
    expect(off.followUps).toEqual([{ type: 'subscribed', subscribed: false }]);
  });

  it('a call that throws settles as a failure with the fallback text', async () => {
    const settled = await runAccountRequest(
      calls({
        requestReset: async () => {
          throw new Error('boom');
        },
      }),
      { kind: 'requestReset', input: { email: 'a@b.co' } },
      context,
    );
    expect(texts(settled.notifications)).toEqual(['Error while sending reset password e-mail']);
    expect(settled.result).toMatchObject({ ok: false, error: { code: 'RESET_REQUEST_FAILED' } });
  });
});

describe('accountCalls — the rows call the platform with the wire shapes (000 §7)', () => {
  const session = { token: 'at_1', refresh_token: 'rt_1', user: adaWire };
  function transport(replies: Record<string, ApiResult<unknown>>) {
    const send = vi.fn(async (endpoint: EndpointDef, _input?: unknown) => {
      const reply = replies[endpoint.id];
      if (!reply) throw new Error(`unexpected call ${endpoint.id}`);
      return reply;
    });
    return {
      transport: { send, on: () => () => undefined, useAuth: () => undefined } as unknown as Transport,
      send,
    };
  }
  const envelope = (result: unknown): ApiResult<unknown> => ({ ok: true, data: { code: 200, result } });

  it('register: create with the trimmed names, then the automatic login with the e-mail as username', async () => {
    const { transport: t, send } = transport({
      'user.create': envelope(adaWire),
      'user.login': envelope(session),
    });
    const outcome = await accountCalls(t).register(
      {
        email: ' ada@example.com ',
        firstName: ' Ada ',
        lastName: 'Lovelace ',
        password: 'pw',
        repeatPassword: 'pw',
      },
      context,
    );
    expect(send.mock.calls.map(([endpoint, input]) => [endpoint.id, input])).toEqual([
      [
        'user.create',
        {
          body: {
            customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' },
            password: 'pw',
          },
        },
      ],
      ['user.login', { body: { username: 'ada@example.com', password: 'pw' } }],
    ]);
    expect(outcome.ok && (outcome.data as SignIn).user?.firstName).toBe('Ada');
  });

  it('profile: camelCase addresses go out in snake_case', async () => {
    const { transport: t, send } = transport({
      'user.update': envelope({ ...adaWire, addresses: [{ country_code: 'FR' }] }),
    });
    const outcome = await accountCalls(t).updateProfile(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        addresses: [{ firstName: 'Ada', countryCode: 'FR', zip: '75001' }],
      },
      context,
    );
    expect(send.mock.calls[0]?.[1]).toEqual({
      body: {
        customer: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          addresses: [{ first_name: 'Ada', country_code: 'FR', zip: '75001' }],
        },
      },
    });
    expect(outcome).toMatchObject({ ok: true, data: { addresses: [{ countryCode: 'FR' }] } });
  });

  it("newsletter: subscribe or unsubscribe the signed-in customer's e-mail; success: false is a failure", async () => {
    const { transport: t, send } = transport({
      'user.subscribe': { ok: true, data: { success: true } },
      'user.unsubscribe': { ok: true, data: { success: false, result: 'Not subscribed' } },
    });
    expect(await accountCalls(t).newsletter({ subscribed: true }, context)).toEqual({ ok: true, data: null });
    expect(await accountCalls(t).newsletter({ subscribed: false }, context)).toEqual({
      ok: false,
      stage: 'call',
      failure: { kind: 'http', statusCode: 200, message: 'Not subscribed' },
    });
    expect(send.mock.calls.map(([endpoint, input]) => [endpoint.id, input])).toEqual([
      ['user.subscribe', { body: { email: 'ada@example.com' } }],
      ['user.unsubscribe', { body: { email: 'ada@example.com' } }],
    ]);
  });
});
