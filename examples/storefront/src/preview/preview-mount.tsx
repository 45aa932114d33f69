/**
 * The few lines of live preview and manage bar that ride in the first load: whether this page is
 * the editor's preview (the storefront was created with an editor origin), and lazy slots that
 * load the rest only then. A shopper's first load carries none of the preview code (issue 14).
 */
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useRouteName } from '../app/route-name';
import { isDashboardVisitor, rememberDashboardVisit } from './dashboard-visit';
import { previewEditorOrigin } from './editor-origin';

const noSubscription = () => () => undefined;
const previewOnInBrowser = () => previewEditorOrigin(window) !== undefined;
const previewOnOnServer = () => false;

/**
 * Whether this page is the live preview inside the theme editor's frame (001 §2): the same test
 * the storefront was created with (src/app/browser-storefront.ts), so both agree; a server render
 * says `false`.
 */
export function usePreviewOn(): boolean {
  return useSyncExternalStore(noSubscription, previewOnInBrowser, previewOnOnServer);
}

const PreviewHost = lazy(() => import('./preview-host').then((module) => ({ default: module.PreviewHost })));
const PreviewSections = lazy(() =>
  import('./preview-sections').then((module) => ({ default: module.PreviewSections })),
);
const SampleProduct = lazy(() =>
  import('./sample-product').then((module) => ({ default: module.SampleProduct })),
);
const PreviewThemeProvider = lazy(() =>
  import('./preview-theme-provider').then((module) => ({ default: module.PreviewThemeProvider })),
);
const ManageBar = lazy(() => import('./manage-bar').then((module) => ({ default: module.ManageBar })));

function Lazy({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * For the root route: in the preview, the host that follows the editor's messages; outside it,
 * the manage bar for a store admin (001 §2 "Outside preview, a manage bar frame … is shown to
 * admins"). Each is loaded only when it is needed.
 */
export function PreviewMount() {
  const previewOn = usePreviewOn();
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    if (previewOn) return;
    rememberDashboardVisit(window);
    setAdmin(isDashboardVisitor(window.document.cookie));
  }, [previewOn]);
  if (previewOn)
    return (
      <Lazy>
        <PreviewHost />
      </Lazy>
    );
  return admin ? (
    <Lazy>
      <ManageBar />
    </Lazy>
  ) : null;
}

/** The slug of the sample product the editor's `product` page shows (001 §2 /products/preview). */
export const SAMPLE_PRODUCT_SLUG = 'preview';

/**
 * For the default and checkout layouts, in place of their `<Outlet />`: the page, and in the preview the editor's
 * sections handed to it (docs/decisions/0434) and the other sections the editor sent for it; the editor's sample product (/products/preview) is the preview's own,
 * inert one (001 §2 "In preview the sample product does nothing").
 */
export function PreviewOutlet() {
  const previewOn = usePreviewOn();
  const route = useRouteName();
  const slug = useMatches().at(-1)?.params.slug;
  if (!previewOn) return <Outlet />;
  const sample = route === 'product-single' && slug === SAMPLE_PRODUCT_SLUG;
  return (
    <>
      {/* The page reads the editor's sections of its own (home's built-in ones, 0434). */}
      <Lazy>
        <PreviewThemeProvider>
          {sample ? (
            <Lazy>
              <SampleProduct />
            </Lazy>
          ) : (
            <Outlet />
          )}
        </PreviewThemeProvider>
      </Lazy>
      <Lazy>
        <PreviewSections />
      </Lazy>
    </>
  );
}
