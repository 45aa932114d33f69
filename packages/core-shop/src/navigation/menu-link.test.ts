import { describe, expect, it } from 'vitest';
import { type MenuItem, resolveMenuLink } from './menu-link';

describe('resolveMenuLink', () => {
  // 000 §2 Navigation rules: menu item types map to routes
  it.each<[MenuItem, string, string]>([
    [{ type: 'home' }, 'home', '/'],
    [{ type: 'collections' }, 'collections', '/collections'],
    [{ type: 'collections', handle: 'all' }, 'products-all', '/collections/all'],
    [{ type: 'collections', handle: 'shoes' }, 'category', '/collections/shoes'],
    [{ type: 'products' }, 'products-all', '/collections/all'],
    [{ type: 'products', handle: 'red-sneaker' }, 'product-single', '/products/red-sneaker'],
    [{ type: 'pages', handle: 'about-us' }, 'other-page', '/pages/about-us'],
    [{ type: 'policies', handle: 'refund-policy' }, 'policies', '/policies/refund-policy'],
  ])('%o goes to the %s route at %s', (item, name, path) => {
    expect(resolveMenuLink(item)).toMatchObject({ kind: 'route', name, path });
  });

  it.each<[MenuItem, string]>([
    // "A link with an http type is absolute"
    [{ type: 'http', url: 'https://blog.example.com' }, 'https://blog.example.com'],
    [{ type: 'http', url: 'blog.example.com' }, '//blog.example.com'],
    // "Mailto links are left alone"
    [{ type: 'link', url: 'mailto:shop@example.com' }, 'mailto:shop@example.com'],
    // "Other links without a scheme get a // prefix"
    [{ type: 'link', url: 'www.example.com/sale' }, '//www.example.com/sale'],
    [{ type: 'link', url: 'https://example.com' }, 'https://example.com'],
    // a storefront path that no route of 000 §2 shows is left to the server
    [{ type: 'link', url: '/sitemap.xml' }, '/sitemap.xml'],
    [{ type: 'link', url: '//cdn.example.com/lookbook.pdf' }, '//cdn.example.com/lookbook.pdf'],
    [{ type: 'link', url: '#footer' }, '#footer'],
    // a host with a port has no scheme: the browser would read 'shop.example.com:' as one
    [{ type: 'link', url: 'shop.example.com:8443/sale' }, '//shop.example.com:8443/sale'],
    [{ type: 'link', url: 'shop.example.com:8443' }, '//shop.example.com:8443'],
    [{ type: 'link', url: 'localhost:3000/sale?x=1' }, '//localhost:3000/sale?x=1'],
    [{ type: 'http', url: 'shop.example.com:8443/sale' }, '//shop.example.com:8443/sale'],
    [{ type: 'http', url: 'localhost:3000' }, '//localhost:3000'],
    // real schemes are left alone
    [{ type: 'link', url: 'tel:+15551234' }, 'tel:+15551234'],
    [{ type: 'link', url: 'tel:911' }, 'tel:911'],
    [{ type: 'link', url: 'https://shop.example.com:8443/sale' }, 'https://shop.example.com:8443/sale'],
    [{ type: 'http', url: 'https://shop.example.com:8443/sale' }, 'https://shop.example.com:8443/sale'],
    [{ type: 'http', url: 'mailto:shop@example.com' }, 'mailto:shop@example.com'],
  ])('%o links to %s', (item, href) => {
    expect(resolveMenuLink(item)).toEqual({ kind: 'href', href });
  });

  // 000 §2: "plain link map[s] to the routes above": a plain link to a page of the storefront is
  // that route (navigated in the page, as the typed items are), its query and hash kept
  it.each<[MenuItem, string, Record<string, string>, string]>([
    [{ type: 'link', url: '/collections/sale' }, 'category', { slug: 'sale' }, '/collections/sale'],
    [{ type: 'link', url: '/search?q=tee' }, 'search', {}, '/search?q=tee'],
    [{ type: 'link', url: ' /pages/about#team ' }, 'other-page', { handle: 'about' }, '/pages/about#team'],
    [{ type: 'link', url: '/' }, 'home', {}, '/'],
  ])('%o is the %s route', (item, name, params, path) => {
    expect(resolveMenuLink(item)).toEqual({ kind: 'route', name, params, path });
  });

  it.each<MenuItem>([
    { type: 'pages' },
    { type: 'policies', handle: ' ' },
    { type: 'link' },
    { type: 'http' },
  ])('%o points nowhere', (item) => {
    expect(resolveMenuLink(item)).toBeUndefined();
  });
});
