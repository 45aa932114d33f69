import { describe, expect, it } from 'vitest';
import { isPlatformDomain, toPlatformDomain } from './platform-domain';

describe('toPlatformDomain', () => {
  // 000 §5 "A shop domain counts as a platform domain if it ends with the platform suffix; otherwise the suffix is appended."
  it.each([
    ['demo.vitrine.shop', 'vitrine.shop', 'demo.vitrine.shop', true],
    ['demo.vitrine.shop', '.vitrine.shop', 'demo.vitrine.shop', true],
    ['Demo.Vitrine.Shop', 'vitrine.shop', 'demo.vitrine.shop', true],
    ['demo', 'vitrine.shop', 'demo.vitrine.shop', false],
    ['www.demo.com', '.vitrine.shop', 'www.demo.com.vitrine.shop', false],
    ['notvitrine.shop', 'vitrine.shop', 'notvitrine.shop.vitrine.shop', false],
    ['euro.localhost', 'localhost', 'euro.localhost', true],
  ])('%s with suffix %s is %s (platform domain: %s)', (domain, suffix, expected, platform) => {
    expect(toPlatformDomain(domain, suffix)).toBe(expected);
    expect(isPlatformDomain(domain, suffix)).toBe(platform);
  });
});
