/** How a cookie is written (the browser adapter maps these to `document.cookie` attributes). */
export interface CookieOptions {
  /** Lifetime in seconds; without it, a session cookie. */
  readonly maxAgeSeconds?: number;
  /** Defaults to `/`. */
  readonly path?: string;
  /** Defaults to `lax`. */
  readonly sameSite?: 'lax' | 'strict' | 'none';
  /** Send over HTTPS only. */
  readonly secure?: boolean;
}

/**
 * The shop's cookies (000 §6, §9: digest, from-dashboard, currency, locale, fingerprint, preview
 * token). A server passes the request's cookies; the browser adapter reads `document.cookie`.
 */
export interface CookiePort {
  /** The cookie's value, or `undefined` when it is not set. */
  get(name: string): string | undefined;
  /** Writes the cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes the cookie. */
  remove(name: string): void;
}

/** An entry of {@link MemoryCookies}: the value and how it was written. */
export interface MemoryCookie {
  readonly value: string;
  readonly options: CookieOptions;
}

/** An in-memory {@link CookiePort} that also shows how each cookie was written. */
export interface MemoryCookies extends CookiePort {
  /** Every cookie set, with its options (to assert lifetimes in tests). */
  readonly entries: ReadonlyMap<string, MemoryCookie>;
}

/**
 * An in-memory {@link CookiePort}, for tests and server rendering (pass the request's cookies).
 *
 * @example
 * ```ts
 * const cookies = createMemoryCookies({ currency: 'EUR' });
 * cookies.get('currency'); // 'EUR'
 * ```
 */
export function createMemoryCookies(initial: Readonly<Record<string, string>> = {}): MemoryCookies {
  const entries = new Map<string, MemoryCookie>(
    Object.entries(initial).map(([name, value]) => [name, { value, options: {} }]),
  );
  return {
    entries,
    get: (name) => entries.get(name)?.value,
    set: (name, value, options = {}) => {
      entries.set(name, { value, options });
    },
    remove: (name) => {
      entries.delete(name);
    },
  };
}
