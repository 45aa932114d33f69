import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from './shop.fixtures';
import { toShopData } from './shop.mapping';

describe('toShopData apps (000 §1 apps: usell, copt, phub, review)', () => {
  it('copt is the notifications app: socialProof (001 §7 /api/copt/… notifications and countdowns)', () => {
    const base = bootstrapFixture();
    const apps = (copt: boolean) =>
      toShopData(bootstrapFixture({ apps: { ...base.apps, copt } })).apps;
    expect(apps(true).socialProof).toBe(true);
    expect(apps(false).socialProof).toBe(false);
    // The deprecated name keeps its value for themes that read it.
    expect(apps(true).customOptions).toBe(true);
    expect(apps(false).customOptions).toBe(false);
  });

  it('each app flag maps to its own name', () => {
    const data = toShopData(
      bootstrapFixture({ apps: { usell: true, copt: false, phub: true, review: false } }),
    );
    expect(data.apps).toEqual({
      upsell: true,
      socialProof: false,
      customOptions: false,
      printHub: true,
      reviews: false,
    });
  });
});
