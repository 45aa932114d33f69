import { Outlet } from 'react-router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { SkipLink } from '../components/skip-link';

/** The default layout of 000 §2: header (with the cart drawer), the page, footer. */
export function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
