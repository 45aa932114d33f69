import { Link, Outlet } from 'react-router';
import { ShopName } from '../components/shop-name';

/** The minimal layout of 000 §2: the shop's name as a link home above the page, no menus. */
export function Component() {
  return (
    <div className="layout layout-minimal">
      <header className="minimal-header">
        <Link to="/" className="logo">
          <ShopName />
        </Link>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
