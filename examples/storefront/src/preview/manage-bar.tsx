/**
 * The manage bar (001 §2): a frame loaded from the platform admin, shown to a store admin outside
 * the preview, on non-mobile devices, and not on the pages 001 §2 lists. Its visibility and sizes
 * are core-shop's rules (`isManageBarShown`, `manageBarLayout`): 56 px high from 992 px wide, 128 px
 * below; 80 px wide when collapsed; z-index 999.
 */
import { isManageBarShown, manageBarLayout } from '@vitrine/core-shop';
import { useEffect, useState } from 'react';
import { useRouteName } from '../app/route-name';
import { TEXTS } from '../texts';
import { platformAdminOrigin } from './editor-origin';
import '../styles/preview.css';

/** The manage bar page of the platform admin (examples/editor/manage-bar.html). */
export const MANAGE_BAR_PATH = '/editor/manage-bar.html';

/** Whether the browser says it runs on a mobile device (001 §2 "on non-mobile devices"). */
export function isMobileDevice(userAgent: string, mobileHint: boolean | undefined): boolean {
  return mobileHint === true || /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

interface NavigatorWithHints {
  readonly userAgentData?: { readonly mobile?: boolean };
}

/** The manage bar for a store admin (docs/decisions/0436-manage-bar-admin.md). */
export function ManageBar() {
  const route = useRouteName();
  const width = useViewportWidth();
  const [collapsed, setCollapsed] = useState(false);
  const admin = platformAdminOrigin(window.location);
  const hints = window.navigator as Navigator & NavigatorWithHints;
  const shown =
    admin !== undefined &&
    isManageBarShown({
      isAdmin: true,
      isMobile: isMobileDevice(hints.userAgent, hints.userAgentData?.mobile),
      isPreview: false,
      routeName: route ?? '',
    });
  const layout = manageBarLayout(width, collapsed);

  // Keeps the end of the page clear of the bar.
  useEffect(() => {
    if (!shown) return;
    const body = window.document.body;
    body.style.paddingBottom = `${layout.height}px`;
    return () => {
      body.style.paddingBottom = '';
    };
  }, [shown, layout.height]);

  if (!shown) return null;
  const src = `${admin}${MANAGE_BAR_PATH}?shop=${encodeURIComponent(window.location.origin)}`;
  return (
    <aside
      className="manage-bar"
      aria-label={TEXTS.manageBar}
      data-collapsed={collapsed || undefined}
      style={{ height: layout.height, width: layout.width ?? '100%', zIndex: layout.zIndex }}
    >
      <iframe className="manage-bar-frame" title={TEXTS.manageBar} src={src} />
      <button
        type="button"
        className="manage-bar-toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? TEXTS.expandManageBar : TEXTS.collapseManageBar}
        onClick={() => setCollapsed((value) => !value)}
      >
        <span aria-hidden="true">{collapsed ? '›' : '‹'}</span>
      </button>
    </aside>
  );
}
