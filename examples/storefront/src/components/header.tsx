import { routePath, searchEnabled } from '@vitrine/core-shop';
import { useCartCount, useCustomer, useShop, useStorefront } from '@vitrine/react';
import { Link, NavLink } from 'react-router';
import { HeaderAdminLinks } from '../preview/admin-links';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';
import { CartDrawer } from './cart-drawer';
import { CurrencySwitcher } from './currency-switcher';
import { LocaleSwitcher } from './locale-switcher';
import { menuItems } from './menu';
import { MenuEntry, menuItemKey } from './menu-entry';
import { SearchOverlay } from './overlays/search-overlay';
import { SidebarOverlay } from './overlays/sidebar-overlay';

/**
 * The header of 000 §2: the shop's name, the main menu from the theme settings, search, the
 * account link (my-account when logged in, else /login) and the cart button with its count, which
 * opens the cart drawer. On narrow screens the menu is in the sidebar overlay behind a Menu button;
 * Search opens the search overlay (000 §4 UI overlays), unless the theme turned it off (001 §3).
 *
 * The header itself reads only the shop: the account link and the cart button read the customer
 * and the cart in components of their own, so the cart created and the session restored on load
 * re-render those two and not the whole header with its overlays (each such change renders at
 * once, in one task).
 */
export function Header() {
  const { shop } = useShop();
  const items = menuItems(shop?.theme.menus, 'main-menu');
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
          <AccountLink />
          <CartButton />
        </div>
      </div>
      <nav id="main-menu" className="main-menu" aria-label={TEXTS.menu}>
        <ul>
          {items.map((item) => (
            <MenuEntry key={menuItemKey(item)} item={item} />
          ))}
        </ul>
      </nav>
      <CartDrawer />
    </header>
  );
}

/** The account link: my-account when signed in, else /login. */
function AccountLink() {
  // Private to the visitor: shown once hydrated, never in a server-rendered page (issue 18).
  const hydrated = useHydrated();
  const { status: customerStatus } = useCustomer();
  const status = hydrated ? customerStatus : null;
  return (
    <NavLink to={routePath(status === 'signed-in' ? 'my-account' : 'login')} className="header-link">
      {status === 'signed-in' ? TEXTS.myAccount : TEXTS.login}
    </NavLink>
  );
}

/** The cart button with the count; it opens the mini cart (the cart drawer). */
function CartButton() {
  const { cart } = useStorefront();
  // Private to the visitor, like the account link.
  const hydrated = useHydrated();
  const cartCount = useCartCount();
  const count = hydrated ? cartCount : 0;
  return (
    <button
      type="button"
      className="cart-button"
      onClick={() => void cart.openMiniCart()}
      aria-label={`${TEXTS.openCart}, ${TEXTS.itemsInCart(count)}`}
    >
      {TEXTS.cart} <span className="cart-count">{count}</span>
    </button>
  );
}
