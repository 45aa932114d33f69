import { routePath } from '@vitrine/core-shop';
import { useCartCount, useCart, useCustomer, useShop } from '@vitrine/react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { TEXTS } from '../texts';
import { CartDrawer } from './cart-drawer';
import { CurrencySwitcher } from './currency-switcher';
import { menuItems } from './menu';
import { MenuItemLink } from './menu-link';

/**
 * The header of 000 §2: the shop's name, the main menu from the theme settings, search, the
 * account link (my-account when logged in, else /login) and the cart button with its count, which
 * opens the cart drawer. On narrow screens the menu is a disclosure behind a Menu button.
 */
export function Header() {
  const { shop } = useShop();
  const { status } = useCustomer();
  const count = useCartCount();
  const { openMiniCart } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = menuItems(shop?.theme.menus, 'main-menu');
  const accountPath = routePath(status === 'signed-in' ? 'my-account' : 'login');
  return (
    <header className="site-header">
      <div className="header-bar">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? TEXTS.closeMenu : TEXTS.menu}
        </button>
        <Link to="/" className="logo">
          {shop?.name ?? ''}
        </Link>
        <div className="header-actions">
          <CurrencySwitcher />
          <NavLink to={routePath('search')} className="header-link">
            {TEXTS.search}
          </NavLink>
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
      <nav id="main-menu" className="main-menu" data-open={menuOpen} aria-label={TEXTS.menu}>
        <ul>
          {items.map((item) => (
            <li key={`${item.title}-${item.link.kind === 'route' ? item.link.path : item.link.href}`}>
              <MenuItemLink item={item} onFollow={() => setMenuOpen(false)} />
            </li>
          ))}
        </ul>
      </nav>
      <CartDrawer />
    </header>
  );
}
