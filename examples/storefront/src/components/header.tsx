import { routePath, searchEnabled } from '@vitrine/core-shop';
import { useCartCount, useCart, useCustomer, useShop } from '@vitrine/react';
import { Link, NavLink } from 'react-router';
import { HeaderAdminLinks } from '../preview/admin-links';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';
import { CartDrawer } from './cart-drawer';
import { CurrencySwitcher } from './currency-switcher';
import { LocaleSwitcher } from './locale-switcher';
import { menuItems } from './menu';
import { MenuItemLink } from './menu-link';
import { SearchOverlay } from './overlays/search-overlay';
import { SidebarOverlay } from './overlays/sidebar-overlay';

/**
 * The header of 000 §2: the shop's name, the main menu from the theme settings, search, the
 * account link (my-account when logged in, else /login) and the cart button with its count, which
 * opens the cart drawer. On narrow screens the menu is in the sidebar overlay behind a Menu button;
 * Search opens the search overlay (000 §4 UI overlays), unless the theme turned it off (001 §3).
 */
export function Header() {
  const { shop } = useShop();
  // Private to the visitor: shown once hydrated, never in a server-rendered page (issue 18).
  const hydrated = useHydrated();
  const { status: customerStatus } = useCustomer();
  const status = hydrated ? customerStatus : null;
  const cartCount = useCartCount();
  const count = hydrated ? cartCount : 0;
  const { openMiniCart } = useCart();
  const items = menuItems(shop?.theme.menus, 'main-menu');
  const accountPath = routePath(status === 'signed-in' ? 'my-account' : 'login');
  return (
    <header className="site-header">
      {/* 000 §2: the store admin's links (disabled in the preview), docs/decisions/0433. */}
      <HeaderAdminLinks />
      <div className="header-bar">
        {/* 000 §4 UI overlays: the sidebar (narrow screens) and the search panel, beside the mini cart. */}
        <SidebarOverlay />
        <Link to="/" className="logo">
          {shop?.name ?? ''}
        </Link>
        <div className="header-actions">
          <CurrencySwitcher />
          <LocaleSwitcher />
          {/* 001 §3 Theme state: the theme may turn the header's search off (enable_search). */}
          {shop === null || searchEnabled(shop.theme.settings) ? <SearchOverlay /> : null}
          <NavLink to={accountPath} className="header-link">
            {status === 'signed-in' ? TEXTS.myAccount : TEXTS.login}
          </NavLink>
          <button
            type="button"
            className="cart-button"
            onClick={() => void openMiniCart()}
            aria-label={`${TEXTS.openCart}, ${TEXTS.itemsInCart(count)}`}
          >
            {TEXTS.cart} <span className="cart-count">{count}</span>
          </button>
        </div>
      </div>
      <nav id="main-menu" className="main-menu" aria-label={TEXTS.menu}>
        <ul>
          {items.map((item) => (
            <li key={`${item.title}-${item.link.kind === 'route' ? item.link.path : item.link.href}`}>
              <MenuItemLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <CartDrawer />
    </header>
  );
}
