import { describe, expect, it } from 'vitest';
import { flatMenuItems, menuItems } from './menu';

describe('menuItems', () => {
  it('resolves a theme menu by handle with core-shop rules, leaving out broken items (000 §2)', () => {
    const menus = {
      'main-menu': [
        { title: 'Home', type: 'home', url: '/' },
        { title: 'Apparel', type: 'collections', handle: 'apparel' },
        { title: 'Blog', type: 'http', url: 'https://example.com/blog' },
        { title: 'Mail', type: 'link', url: 'mailto:hi@example.com' },
        { title: 'No handle', type: 'pages' },
        { type: 'home' },
        'junk',
      ],
    };
    expect(menuItems(menus, 'main-menu').map((item) => [item.title, item.link])).toEqual([
      ['Home', { kind: 'route', name: 'home', params: {}, path: '/' }],
      [
        'Apparel',
        { kind: 'route', name: 'category', params: { slug: 'apparel' }, path: '/collections/apparel' },
      ],
      ['Blog', { kind: 'href', href: 'https://example.com/blog' }],
      ['Mail', { kind: 'href', href: 'mailto:hi@example.com' }],
    ]);
    expect(menuItems(menus, 'main-menu').every((item) => item.children.length === 0)).toBe(true);
    expect(menuItems(menus, 'footer')).toEqual([]);
    expect(menuItems(undefined, 'main-menu')).toEqual([]);
  });

  it("keeps a theme menu item's submenu (its children), by the same rules (000 §9 submenu)", () => {
    const menus = {
      'main-menu': [
        {
          title: 'Collections',
          type: 'collections',
          url: '/collections',
          children: [
            { title: 'Apparel', type: 'collections', handle: 'apparel' },
            { title: 'Broken', type: 'pages' },
            { title: 'About', type: 'pages', handle: 'about-us' },
          ],
        },
      ],
    };
    const [collections] = menuItems(menus, 'main-menu');
    expect(flatMenuItems(menuItems(menus, 'main-menu')).map((item) => item.title)).toEqual([
      'Collections',
      'Apparel',
      'About',
    ]);
    expect(collections?.children.map((child) => [child.title, child.link])).toEqual([
      [
        'Apparel',
        { kind: 'route', name: 'category', params: { slug: 'apparel' }, path: '/collections/apparel' },
      ],
      [
        'About',
        { kind: 'route', name: 'other-page', params: { handle: 'about-us' }, path: '/pages/about-us' },
      ],
    ]);
  });
});
