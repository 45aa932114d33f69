import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './content-coding';

describe('acceptsGzip', () => {
  it('takes gzip when named or covered by *, not when refused with q=0 (RFC 9110 §12.5.3)', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
