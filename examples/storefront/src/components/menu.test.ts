import { describe, expect, it } from 'vitest';
import { menuItems } from './menu';

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
    expect(menuItems(menus, 'footer')).toEqual([]);
    expect(menuItems(undefined, 'main-menu')).toEqual([]);
  });
});
