import { Link, Outlet } from 'react-router';
import { ShopName } from '../components/shop-name';

/**
 * The checkout layout of 000 §2 / 001 §2, forced for every path beginning /checkouts, /orders and
 * /checkout-additional (docs/decisions/0423): the shop's name as a link home above the page, no
 * menus, cart drawer or footer to leave the payment by; each screen brings its own order summary.
 */
export function Component() {
  return (
    <div className="layout layout-minimal layout-checkout">
      <header className="minimal-header">
        <Link to="/" className="logo">
          <ShopName />
        </Link>
      </header>
      <main id="main" className="page">
        <Outlet />
      </main>
    </div>
  );
}
