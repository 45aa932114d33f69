import { type MenuLink, resolveMenuLink } from '@vitrine/core-shop';

/** A theme menu item with its title and where it points (000 §2 Navigation rules). */
export interface ShownMenuItem {
  readonly title: string;
  readonly link: MenuLink;
  /** The item's submenu (a theme menu item's `children`, 000 §9 submenu pop delay); empty for none. */
  readonly children: readonly ShownMenuItem[];
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The items of a theme menu (`menus[handle]` of the shop's theme settings), each resolved by
 * core-shop's menu-link rules, with their submenus (`children`, the same rules); items without a
 * title or a target are left out.
 */
export function menuItems(
  menus: Readonly<Record<string, readonly unknown[]>> | undefined,
  handle: string,
): ShownMenuItem[] {
  return shownItems(menus?.[handle] ?? []);
}

function shownItems(items: readonly unknown[]): ShownMenuItem[] {
  const shown: ShownMenuItem[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const title = textOf(item.title);
    const type = textOf(item.type);
    if (!title || !type) continue;
    const link = resolveMenuLink({
      type,
      handle: textOf(item.handle) ?? null,
      url: textOf(item.url) ?? null,
    });
    const children = Array.isArray(item.children) ? shownItems(item.children) : [];
    if (link) shown.push({ title, link, children });
  }
  return shown;
}

/** Every item of a menu, each followed by its submenu's (the sitemap lists the pages of both). */
export function flatMenuItems(items: readonly ShownMenuItem[]): ShownMenuItem[] {
  return items.flatMap((item) => [item, ...flatMenuItems(item.children)]);
}
