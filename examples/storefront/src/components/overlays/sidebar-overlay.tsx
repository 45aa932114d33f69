import { routePath } from '@vitrine/core-shop';
import { useMiniCart, useCustomer, useShop } from '@vitrine/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { CurrencySwitcher } from '../currency-switcher';
import { LocaleSwitcher } from '../locale-switcher';
import { menuItems } from '../menu';
import { MenuTreeItem, menuItemKey } from '../menu-entry';
import { OverlayDialog } from './overlay-dialog';

/**
 * The sidebar (000 §4 UI overlays "sidebar"): on narrow screens the header's Menu button opens the
 * main menu from the theme settings (000 §2 Header) in a panel from the left, with the account link
 * and the currency and locale switchers. Escape, the close button or a followed link closes it.
 */
export function SidebarOverlay() {
  const [open, setOpen] = useState(false);
  const { shop } = useShop();
  // Private to the visitor: the account link waits for hydration, as the header's does (decision
  // 0460); the sidebar is rendered while closed, so a server-rendered page holds it.
  const hydrated = useHydrated();
  const { status: customerStatus } = useCustomer();
  const status = hydrated ? customerStatus : null;
  const { open: miniCartOpen, closeMiniCart } = useMiniCart();
  const titleId = useId();
  const close = () => setOpen(false);
  const items = menuItems(shop?.theme.menus, 'main-menu');
  return (
    <>
      <button
        type="button"
        className="icon-button sidebar-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          // One overlay at a time (000 §4): the mini cart closes.
          if (miniCartOpen) void closeMiniCart();
          setOpen(true);
        }}
      >
        {TEXTS.menu}
      </button>
      <OverlayDialog open={open} onClose={close} labelledBy={titleId} side="left" className="sidebar">
        <div className="overlay-head">
          <h2 id={titleId}>{shop?.name ?? TEXTS.menu}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={TEXTS.closeMenu}>
            ×
          </button>
        </div>
        <nav className="sidebar-menu" aria-label={TEXTS.menu}>
          <ul>
            {items.map((item) => (
              <MenuTreeItem key={menuItemKey(item)} item={item} onFollow={close} />
            ))}
            <li>
              <Link to={routePath(status === 'signed-in' ? 'my-account' : 'login')} onClick={close}>
                {status === 'signed-in' ? TEXTS.myAccount : TEXTS.login}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="sidebar-extra">
          <CurrencySwitcher />
          <LocaleSwitcher />
        </div>
      </OverlayDialog>
    </>
  );
}
