import type { CookieOptions, CookiePort } from '@vitrine/ports';
import { cookieLifetimeSeconds } from './cookie-lifetimes';

/** The part of `document` the cookie adapter uses. */
export interface CookieDocumentLike {
  cookie: string;
}

/**
 * A {@link CookiePort} over `document.cookie`. A cookie written without `maxAgeSeconds` gets the
 * spec's lifetime for its name (000 §9, {@link cookieLifetimeSeconds}); names and values are
 * URI-encoded; `SameSite=Lax` and path `/` unless told otherwise; `Secure` on HTTPS pages.
 *
 * @example
 * ```ts
 * const cookies = documentCookies();
 * cookies.set('currency', 'EUR'); // max-age 12 days
 * ```
 */
export function documentCookies(doc?: CookieDocumentLike, secureByDefault?: boolean): CookiePort {
  const target = (): CookieDocumentLike => doc ?? (globalThis.document as CookieDocumentLike);
  const secure = secureByDefault ?? globalThis.location?.protocol === 'https:';
  const write = (name: string, value: string, options: CookieOptions, maxAge: number): void => {
    const parts = [
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      `Max-Age=${maxAge}`,
      `Path=${options.path ?? '/'}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
    ];
    if (options.secure ?? (secure || options.sameSite === 'none')) parts.push('Secure');
    target().cookie = parts.join('; ');
  };
  return {
    get(name) {
      for (const pair of target().cookie.split(';')) {
        const at = pair.indexOf('=');
        if (at < 0) continue;
        if (safeDecode(pair.slice(0, at).trim()) === name) return safeDecode(pair.slice(at + 1).trim());
      }
      return undefined;
    },
    set: (name, value, options = {}) =>
      write(name, value, options, options.maxAgeSeconds ?? cookieLifetimeSeconds(name)),
    remove: (name) => write(name, '', {}, 0),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
