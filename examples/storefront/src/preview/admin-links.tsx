/**
 * The store admin's links (000 §2 "Admin links (theme editor, new collection, new product) exist
 * but are disabled in preview mode"; the collections route's "admin link to create a
 * collection"; 000 §6): links into the platform admin, shown to a visitor from the merchant
 * dashboard and, disabled, in the editor's live preview (docs/decisions/0433). Small: it rides in
 * the first load, and renders nothing for a shopper.
 */
import { useEffect, useState } from 'react';
import { TEXTS } from '../texts';
import { isDashboardVisitor, rememberDashboardVisit } from './dashboard-visit';
import { platformAdminOrigin } from './editor-origin';
import { usePreviewOn } from './preview-mount';
import '../styles/admin-links.css';

/** The platform admin's pages the links open (examples/editor, served at /editor/). */
export const ADMIN_PAGES = {
  themeEditor: '/editor/',
  newProduct: '/editor/new-product.html',
  newCollection: '/editor/new-collection.html',
} as const;

/** Which admin page a link opens. */
export type AdminPage = keyof typeof ADMIN_PAGES;

/** The URL of an admin page for this shop (`?shop=<the shop's origin>`, as the manage bar's). */
export function adminPageUrl(admin: string, page: AdminPage, shopOrigin: string): string {
  return `${admin}${ADMIN_PAGES[page]}?shop=${encodeURIComponent(shopOrigin)}`;
}

/** How the admin links show: not at all, as links, or disabled (the preview). */
export type AdminLinksMode = 'hidden' | 'enabled' | 'disabled';

/**
 * Whether this visitor sees the admin links: in the preview (disabled), for a visitor from the
 * dashboard (the manage bar's rule, docs/decisions/0436), else not. `hidden` on the server and
 * until hydrated, so a cached page never holds them.
 */
export function useAdminLinks(): { readonly mode: AdminLinksMode; readonly admin: string | undefined } {
  const previewOn = usePreviewOn();
  const [state, setState] = useState<{ mode: AdminLinksMode; admin: string | undefined }>({
    mode: 'hidden',
    admin: undefined,
  });
  useEffect(() => {
    const admin = platformAdminOrigin(window.location);
    if (admin === undefined) return;
    if (previewOn) return setState({ mode: 'disabled', admin });
    rememberDashboardVisit(window);
    if (isDashboardVisitor(window.document.cookie)) setState({ mode: 'enabled', admin });
  }, [previewOn]);
  return state;
}

function AdminLink({
  page,
  label,
  mode,
  admin,
}: {
  readonly page: AdminPage;
  readonly label: string;
  readonly mode: Exclude<AdminLinksMode, 'hidden'>;
  readonly admin: string;
}) {
  const disabled = mode === 'disabled';
  return (
    <a
      className="admin-link"
      href={adminPageUrl(admin, page, window.location.origin)}
      data-admin-link={page}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      onClick={disabled ? (event) => event.preventDefault() : undefined}
    >
      {label}
    </a>
  );
}

/** The header's admin links: theme editor, new collection, new product (000 §2 Header). */
export function HeaderAdminLinks() {
  const { mode, admin } = useAdminLinks();
  if (mode === 'hidden' || admin === undefined) return null;
  return (
    <nav className="admin-links" aria-label={TEXTS.adminLinks}>
      <AdminLink page="themeEditor" label={TEXTS.customizeTheme} mode={mode} admin={admin} />
      <AdminLink page="newCollection" label={TEXTS.newCollection} mode={mode} admin={admin} />
      <AdminLink page="newProduct" label={TEXTS.newProduct} mode={mode} admin={admin} />
    </nav>
  );
}

/** The collections page's admin link to create a collection (000 §2 route table, collections). */
export function CreateCollectionLink() {
  const { mode, admin } = useAdminLinks();
  if (mode === 'hidden' || admin === undefined) return null;
  return (
    <p className="admin-links">
      <AdminLink page="newCollection" label={TEXTS.createCollection} mode={mode} admin={admin} />
    </p>
  );
}
