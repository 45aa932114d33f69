/**
 * The browser entry: the page's storefront, the router over the one route table, and the app.
 * The only module that reads browser globals; every route module can be imported on a server.
 */
import { StorefrontProvider } from '@vitrine/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createBrowserStorefront } from './app/browser-storefront';
import { navigationGuard } from './app/guard';
import { storefrontRoutes } from './app/routes';
import './styles.css';

const { storefront, navigate } = createBrowserStorefront(window);
const router = createBrowserRouter(storefrontRoutes(navigationGuard(storefront)));
navigate.attach(router);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StorefrontProvider storefront={storefront}>
        <RouterProvider router={router} />
      </StorefrontProvider>
    </StrictMode>,
  );
}
