import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { SkipLink } from '../components/skip-link';
import { PreviewOutlet } from '../preview/preview-mount';

/** The default layout of 000 §2: header (with the cart drawer), the page, footer. */
export function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        {/* The page; in the live preview, with the editor's sections (001 §2). */}
        <PreviewOutlet />
      </main>
      <Footer />
    </div>
  );
}
