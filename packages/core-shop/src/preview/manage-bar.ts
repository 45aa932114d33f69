import type { RouteName } from '@vitrine/ports';

/** Viewport width from which the manage bar is 56 px high (001 §2 "at width 992 or more"). */
export const MANAGE_BAR_WIDE_MIN_WIDTH = 992;
/** Manage bar height at {@link MANAGE_BAR_WIDE_MIN_WIDTH} px wide or more (001 §2: 56px). */
export const MANAGE_BAR_HEIGHT_WIDE = 56;
/** Manage bar height below {@link MANAGE_BAR_WIDE_MIN_WIDTH} px (001 §2: 128px). */
export const MANAGE_BAR_HEIGHT_NARROW = 128;
/** Manage bar width when collapsed (001 §2: "collapsed width 80px"). */
export const MANAGE_BAR_COLLAPSED_WIDTH = 80;
/** Manage bar stacking order (001 §2: "z-index 999"). */
export const MANAGE_BAR_Z_INDEX = 999;

/**
 * Routes where the manage bar is hidden.
 *
 * @remarks 001 §2: "hidden on search, checkout, order-status, cart, DMCA form, account, login,
 * register, activate, reset, policies and other pages". "checkout" covers the checkout-layout
 * routes and "account" every my-account route (docs/decisions/0134-manage-bar-routes.md).
 */
export const MANAGE_BAR_HIDDEN_ROUTES = [
  'search',
  'checkout',
  'checkout-processing',
  'checkout-additional',
  'order-status',
  'cart',
  'form-dmca',
  'my-account',
  'my-account-shipping-details',
  'my-account-newsletter',
  'my-account-orders',
  'my-account-order',
  'my-account-addresses',
  'login',
  'register',
  'activate-account',
  'reset-password',
  'policies',
  'other-page',
] as const satisfies readonly RouteName[];

/** What decides whether the manage bar shows. */
export interface ManageBarContext {
  /** The visitor is a store admin (how that is known is not shown in the spec: the host tells). */
  readonly isAdmin: boolean;
  /** The visitor's device is a mobile one. */
  readonly isMobile: boolean;
  /** Live preview is on (`?preview=true`). */
  readonly isPreview: boolean;
  /** The current route's name. */
  readonly routeName: string;
}

/**
 * Whether the manage bar frame shows.
 *
 * @remarks 001 §2: "Outside preview, a manage bar frame … is shown to admins on non-mobile
 * devices. It is hidden on" the {@link MANAGE_BAR_HIDDEN_ROUTES}.
 */
export function isManageBarShown(context: ManageBarContext): boolean {
  if (!context.isAdmin || context.isMobile || context.isPreview) return false;
  return !(MANAGE_BAR_HIDDEN_ROUTES as readonly string[]).includes(context.routeName);
}

/** The manage bar frame's box. `width: null` means the full width. */
export interface ManageBarLayout {
  readonly height: number;
  readonly width: number | null;
  readonly zIndex: number;
}

/**
 * The manage bar frame's size for a viewport width.
 *
 * @remarks 001 §2: "Height 56px at width 992 or more and 128px below; collapsed width 80px;
 * z-index 999." Collapsing changes the width only.
 *
 * @example
 * ```ts
 * manageBarLayout(1280, false); // { height: 56, width: null, zIndex: 999 }
 * manageBarLayout(800, true); // { height: 128, width: 80, zIndex: 999 }
 * ```
 */
export function manageBarLayout(viewportWidth: number, collapsed: boolean): ManageBarLayout {
  return {
    height: viewportWidth >= MANAGE_BAR_WIDE_MIN_WIDTH ? MANAGE_BAR_HEIGHT_WIDE : MANAGE_BAR_HEIGHT_NARROW,
    width: collapsed ? MANAGE_BAR_COLLAPSED_WIDTH : null,
    zIndex: MANAGE_BAR_Z_INDEX,
  };
}
