import type { ShopData } from '@vitrine/core-shop';
import type { Storefront } from '@vitrine/sdk';
import { describe, expect, it } from 'vitest';
import { pageSeo, renderedPageSeo } from './page-seo';
import { headTags } from './seo';

/** A storefront whose shop data is loaded, with these theme settings (theme id 1 unless told). */
function storefrontWith(settings: Readonly<Record<string, unknown>>, themeId = '1'): Storefront {
  const shop = {
    name: 'Vitrine Demo',
    preferences: {},
    theme: { id: themeId, buildVersion: '1', cdn: '/theme-assets', fonts: [], settings, menus: {} },
  } as unknown as ShopData;
  return { shop: { getSnapshot: () => ({ context: { shop } }) } } as unknown as Storefront;
}

const home = new URL('https://shop.test/');

describe('the head the server writes (001 §3 Theme state)', () => {
  it("holds the shop's saved theme colours, so the page is painted in them before its code runs", () => {
    const head = headTags(renderedPageSeo(storefrontWith({ accent_color: '#d97706' }), home, 'home'));
    expect(head).toContain('<style id="vitrine-theme-settings">html:root{--accent:#d97706}</style>');
  });

  it('holds no theme style for a theme of its own, or settings without colours', () => {
    for (const storefront of [storefrontWith({ accent_color: '#d97706' }, '7'), storefrontWith({})]) {
      expect(headTags(renderedPageSeo(storefront, home, 'home'))).not.toContain('<style');
    }
  });

  it('leaves the style out of the head the browser follows (the browser keeps it itself)', () => {
    const seo = pageSeo(storefrontWith({ accent_color: '#d97706' }), home, 'home');
    expect(seo && headTags(seo)).not.toContain('<style');
  });
});
