import { Link } from 'react-router';
import { ShopName } from '../components/shop-name';
import { PreviewOutlet } from '../preview/preview-mount';

/**
 * The checkout layout of 000 §2 / 001 §2, forced for every path beginning /checkouts, /orders and
 * /checkout-additional (docs/decisions/0423): the shop's name as a link home above the page, no
 * menus, cart drawer or footer to leave the payment by; each screen brings its own order summary.
 * In the live preview the editor's checkout and thankyou pages (001 §2) show the editor's sections
 * after the page, as the default layout does (docs/preview-protocol.md); preview-mount.tsx is
 * already in every first load (the root's), and it loads the sections' code only in the preview.
 */
export function Component() {
  return (
    <div className="layout layout-minimal layout-checkout">
      <header className="minimal-header">
        <Link to="/" className="logo">
          <ShopName />
        </Link>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <PreviewOutlet />
      </main>
    </div>
  );
}
