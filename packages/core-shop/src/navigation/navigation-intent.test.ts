import { describe, expect, it } from 'vitest';
import { intentLocation, type NavigationIntent } from './navigation-intent';

describe('intentLocation', () => {
  it.each<[NavigationIntent, string | undefined]>([
    [{ type: 'proceed' }, undefined],
    [{ type: 'not-found', from: '/old?x=1' }, '/page-not-found?from=%2Fold%3Fx%3D1'],
    [{ type: 'error', code: 'BOOTSTRAP_ERROR' }, '/error?code=BOOTSTRAP_ERROR'],
    [{ type: 'password', to: '/cart' }, '/password?to=%2Fcart'],
    [{ type: 'login-required', message: 'auth.login_required' }, '/'],
    [{ type: 'redirect', to: '/my-account', replace: true, external: false }, '/my-account'],
  ])('%o goes to %s', (intent, href) => {
    expect(intentLocation(intent)?.href).toBe(href);
  });

  it('keeps an external redirect external', () => {
    expect(
      intentLocation({ type: 'redirect', to: 'https://example.com/x', replace: true, external: true }),
    ).toEqual({ href: 'https://example.com/x', replace: true, external: true });
  });
});
