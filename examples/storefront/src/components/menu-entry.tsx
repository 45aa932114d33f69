import { SUBMENU_POP_DELAY_MS } from '@vitrine/core-shop';
import { useEffect, useId, useRef, useState } from 'react';
import { TEXTS } from '../texts';
import type { ShownMenuItem } from './menu';
import { MenuItemLink } from './menu-link';

/** A stable key for a menu item among its siblings. */
export const menuItemKey = (item: ShownMenuItem): string =>
  `${item.title}-${item.link.kind === 'route' ? item.link.path : item.link.href}`;

/**
 * One item of the header's main menu. An item with a submenu (its theme `children`) pops it open
 * when a mouse rests on it for 300 ms (000 §9 "Submenu pop delay 300 ms"), at once from its
 * toggle button (keyboard, touch); Escape closes it and gives the toggle back its focus, and so do
 * leaving it with the pointer or the focus and following one of its links.
 */
export function MenuEntry({ item }: { readonly item: ShownMenuItem }) {
  if (item.children.length === 0) {
    return (
      <li>
        <MenuItemLink item={item} />
      </li>
    );
  }
  return <SubmenuEntry item={item} />;
}

function SubmenuEntry({ item }: { readonly item: ShownMenuItem }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const cancel = () => clearTimeout(timer.current);
  // A pending pop never fires after the item is gone.
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    cancel();
    setOpen(false);
  };
  return (
    <li
      className="has-submenu"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancel();
        timer.current = setTimeout(() => setOpen(true), SUBMENU_POP_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        toggle.current?.focus();
      }}
    >
      <MenuItemLink item={item} onFollow={close} />
      <button
        ref={toggle}
        type="button"
        className="submenu-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={TEXTS.submenuOf(item.title)}
        onClick={() => {
          cancel();
          setOpen((was) => !was);
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {item.children.map((child) => (
          <li key={menuItemKey(child)}>
            <MenuItemLink item={child} onFollow={close} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * An item with its submenu laid out under it, always open: the sidebar's menu (narrow screens, no
 * hover) and the footer's.
 */
export function MenuTreeItem({
  item,
  onFollow,
}: {
  readonly item: ShownMenuItem;
  readonly onFollow?: () => void;
}) {
  return (
    <li>
      <MenuItemLink item={item} {...(onFollow ? { onFollow } : {})} />
      {item.children.length > 0 ? (
        <ul className="menu-children">
          {item.children.map((child) => (
            <MenuTreeItem key={menuItemKey(child)} item={child} {...(onFollow ? { onFollow } : {})} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
