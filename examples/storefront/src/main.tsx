/**
 * The browser entry: the page's storefront, the router over the one route table, and the app.
 * The only module that reads browser globals; every route module can be imported on a server.
 */
import { StorefrontProvider } from '@vitrine/react';
import { reportUncaughtErrors } from '@vitrine/sdk/browser';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createBrowserStorefront } from './app/browser-storefront';
import { navigationGuard } from './app/guard';
import { reloadOnStaleBuild } from './app/stale-build';
import { storefrontRoutes } from './app/routes';
import { yieldToMain } from './app/main-thread';
import { followDocumentHead } from './server/document-head';
import { Hydration } from './server/hydration';
import { loadMatchedRoutes, readResumeState } from './server/resume';
import './styles.css';

/**
 * Starts the storefront and the router, and renders (hydrates a server-rendered page once its route
 * modules are loaded). An async function, not a top-level await: the route modules import the
 * first-load chunk this entry shares, and a module still awaiting at its top level cannot be
 * imported by them (docs/decisions/0465).
 *
 * A server-rendered page is readable before any of this runs: the server's page asks for this code
 * once it was painted (server/paint-first.ts, docs/decisions/0466).
 */
async function start(): Promise<void> {
  // A route's file gone since a new build was deployed: load where the shopper was going (0566).
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  reloadOnStaleBuild(window, () => router?.state.navigation.location);
  // A server-rendered page (issue 18): resume from its public snapshot, at the location it rendered.
  const resumed = readResumeState(document);
  if (resumed?.location !== undefined)
    window.history.replaceState(window.history.state, '', resumed.location);
  // Each step below is its own task (the modules' evaluation, the storefront, the routes, the
  // router, the first render), so none blocks the page for the sum of them.
  await yieldToMain();
  const { storefront, navigate, hydrated, reporter } = await createBrowserStorefront(
    window,
    resumed?.snapshot,
  );
  // 000 §8 "Uncaught exception: reported with level error": from here on (two listeners, no cost).
  if (reporter) reportUncaughtErrors(reporter);
  await yieldToMain();
  const routes = storefrontRoutes(navigationGuard(storefront));
  if (resumed) await loadMatchedRoutes(routes, `${window.location.pathname}${window.location.search}`);
  await yieldToMain();
  router = createBrowserRouter(routes);
  navigate.attach(router);
  // The title and meta tags follow the page on client navigations (docs/decisions/0463).
  followDocumentHead(document, storefront, router);
  // The guard ran on the server for this first location; the shop's guard learns it was shown.
  if (resumed)
    void storefront.shop.resolve({ path: window.location.pathname, search: window.location.search });
  // window.Vitrine for the theme's script and the shop's apps (000 §1), loaded off the first-load path.
  void import('./app/scripting').then(({ installPageScripting }) => installPageScripting(storefront, window));
  const root = document.getElementById('root');
  if (!root) return;
  /**
   * Once the page first committed with its controls on (hydrated, for a server-rendered page): the
   * held currency and locale apply, and `<html data-vitrine-ready>` tells a theme's styles, an app
   * or a test that the page's controls now work (a server-rendered page is shown before its code
   * runs, 0466).
   */
  const ready = () => {
    hydrated();
    document.documentElement.setAttribute('data-vitrine-ready', '');
  };
  await yieldToMain();
  const app = (
    <StrictMode>
      <StorefrontProvider storefront={storefront} hydrate={resumed !== undefined}>
        {/* the shopper's stored currency and locale show once the server's markup hydrated (0462) */}
        <Hydration hydrating={resumed !== undefined} onHydrated={ready}>
          <RouterProvider router={router} />
        </Hydration>
      </StorefrontProvider>
    </StrictMode>
  );
  // A server-rendered page hydrates in a transition: in short tasks, so a tap or a key is answered
  // meanwhile. The provider holds what the facades learn meanwhile (the shopper's cart answering)
  // until the page committed: components hydrated after such a change would not match the server's
  // markup, and React would throw it away (a hydration mismatch). A client-rendered page is not rendered in a transition: it would show
  // nothing, not even its header, until every lazy part resolved.
  if (resumed) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
