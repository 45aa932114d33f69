import { createMemoryNavigate, createMemoryStorage } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { STORE_PASSWORD_HASH_STORAGE_KEY } from './store-password';
import { createStorePassword } from './store-password.facade';

function start(responder: FakeResponder, to?: string) {
  const { client, requests } = fakeClient(responder);
  const storage = createMemoryStorage();
  const navigate = createMemoryNavigate();
  const gate = createStorePassword({
    transport: client,
    ports: { storage, navigate },
    ...(to === undefined ? {} : { to }),
  });
  const accepted: unknown[] = [];
  gate.on('password.accepted', (event) => accepted.push(event));
  return { gate, requests, storage, intents: navigate.intents, accepted };
}

describe('store password (real transport, fake fetch)', () => {
  it('calls an empty password incorrect without asking the server (000 §5)', async () => {
    const { gate, requests } = start(() => json({ code: 200, success: true, hash: 'h' }));
    expect(await gate.submit('')).toEqual({
      ok: false,
      error: { code: 'PASSWORD_INCORRECT', message: 'password.incorrect' },
    });
    expect(gate.getSnapshot().context.error).toEqual({
      code: 'PASSWORD_INCORRECT',
      message: 'password.incorrect',
    });
    expect(requests).toEqual([]);
  });

  it('lets the visitor in with code 200 and success true, stores the hash and goes to the wanted page', async () => {
    const { gate, requests, storage, intents, accepted } = start(
      () => json({ code: 200, success: true, hash: 'h4sh' }),
      '/products/hat?variant=2',
    );
    expect(await gate.submit('open sesame')).toEqual({ ok: true, value: { to: '/products/hat?variant=2' } });
    expect(accepted).toEqual([{ type: 'password.accepted', hash: 'h4sh' }]);
    expect(requests).toEqual([
      { method: 'POST', path: '/api/password/validate.json', query: {}, body: { password: 'open sesame' } },
    ]);
    expect(storage.get(STORE_PASSWORD_HASH_STORAGE_KEY)).toBe('h4sh');
    expect(intents).toEqual([{ type: 'path', path: '/products/hat?variant=2', replace: true }]);
  });

  it('returns to / when no page was wanted (000 §2 "default /")', async () => {
    const { gate, intents } = start(() => json({ code: 200, success: true, hash: 'h' }));
    await gate.submit('x');
    expect(intents).toEqual([{ type: 'path', path: '/', replace: true }]);
  });

  it('goes back to the `to` given with the password (000 §2 password route query to)', async () => {
    const { gate, intents } = start(() => json({ code: 200, success: true, hash: 'h' }), '/cart');
    await gate.submit('x', '/collections/sale?page=2');
    expect(intents).toEqual([{ type: 'path', path: '/collections/sale?page=2', replace: true }]);
  });

  it.each([
    ['success false', () => json({ code: 200, success: false })],
    ['the server refusing it', () => json({ code: 400, error: 'incorrect password' }, 400)],
  ])('calls the password incorrect on %s', async (_, responder) => {
    const { gate, storage, intents } = start(responder);
    const result = await gate.submit('wrong');
    expect(result).toEqual({
      ok: false,
      error: { code: 'PASSWORD_INCORRECT', message: 'password.incorrect' },
    });
    expect(storage.get(STORE_PASSWORD_HASH_STORAGE_KEY)).toBeUndefined();
    expect(intents).toEqual([]);
  });

  it("says a visitor locked out for too many tries so, in the platform's words, not 'incorrect' (decision 0628)", async () => {
    const { gate } = start(() =>
      json(
        {
          code: 429,
          error: 'Too many attempts. Please try again in 15 minutes.',
          error_code: 'RATE_LIMITED',
        },
        429,
      ),
    );
    const result = await gate.submit('right');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'PASSWORD_CHECK_FAILED',
        message: 'error.server',
        text: 'Too many attempts. Please try again in 15 minutes.',
      },
    });
  });

  it('tells a failed check apart from a wrong password', async () => {
    const { gate } = start(() => json({ code: 500, error: 'boom' }, 500));
    const result = await gate.submit('x');
    expect(result).toEqual({ ok: false, error: { code: 'PASSWORD_CHECK_FAILED', message: 'error.server' } });
  });

  it('lets the visitor try again after a wrong password', async () => {
    let attempts = 0;
    const { gate } = start(() => {
      attempts += 1;
      return attempts === 1
        ? json({ code: 200, success: false })
        : json({ code: 200, success: true, hash: 'h' });
    });
    expect((await gate.submit('wrong')).ok).toBe(false);
    expect((await gate.submit('right')).ok).toBe(true);
    expect(attempts).toBe(2);
  });

  it('checks a password submitted while another is checked after it, and answers each with its own check (decision 0622)', async () => {
    // the wrong password's check is held until the test answers it
    let asked: (release: (response: Response) => void) => void = () => undefined;
    const firstAsked = new Promise<(response: Response) => void>((resolve) => {
      asked = resolve;
    });
    const { gate, requests, intents, accepted } = start((request) => {
      const { password } = request.body as { password: string };
      if (password === 'wrong') return new Promise<Response>((resolve) => asked(resolve));
      return json({ code: 200, success: true, hash: 'h' });
    });
    const first = gate.submit('wrong');
    const second = gate.submit('right');
    (await firstAsked)(json({ code: 200, success: false }));
    expect(await first).toEqual({
      ok: false,
      error: { code: 'PASSWORD_INCORRECT', message: 'password.incorrect' },
    });
    // 000 §5: the right password was checked, not answered with the wrong one's 'Password is incorrect.'
    expect(await second).toEqual({ ok: true, value: { to: '/' } });
    expect(requests.map(({ body }) => body)).toEqual([{ password: 'wrong' }, { password: 'right' }]);
    expect(accepted).toEqual([{ type: 'password.accepted', hash: 'h' }]);
    expect(intents).toEqual([{ type: 'path', path: '/', replace: true }]);
  });
});
