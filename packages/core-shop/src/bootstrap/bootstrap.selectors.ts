import type { SnapshotFrom } from 'xstate';
import type { BootstrapOutcome } from '../navigation/resolve-navigation';
import type { ShopData } from '../shop.mapping';
import type { BootstrapError } from './bootstrap-error';
import { SHOP_DEFAULTS, type ShopLocaleSettings } from './shop-defaults';
import type { ShopStatus, shopMachine } from './shop.machine';

/** A snapshot of the shop machine (`createShop(...).getSnapshot()`). */
export type ShopSnapshot = SnapshotFrom<typeof shopMachine>;

/** Where the shop data is: loading, ready, wrongDomain, locked (store password) or failed. */
export function selectShopStatus(snapshot: ShopSnapshot): ShopStatus {
  return snapshot.context.status;
}

/** The shop's data, camelCase (000 §1), or `undefined` until it is loaded. */
export function selectShop(snapshot: ShopSnapshot): ShopData | undefined {
  return snapshot.context.shop ?? undefined;
}

/**
 * The path of the page shown: the last navigation the guard let through, or `undefined` before the
 * first (000 §2). A snapshot persisted before this field existed reads as `undefined`.
 */
export function selectShownPath(snapshot: ShopSnapshot): string | undefined {
  return snapshot.context.shown ?? undefined;
}

/** Why the shop data did not load, or `undefined`. */
export function selectShopError(snapshot: ShopSnapshot): BootstrapError | undefined {
  return snapshot.context.error ?? undefined;
}

/**
 * The bootstrap outcome the navigation guard needs, or `undefined` while it loads. A
 * password-protected shop has no data yet: it reads as `failed`, and the guard sends every page to
 * /password first through `passwordRequired`.
 */
export function selectBootstrapOutcome(snapshot: ShopSnapshot): BootstrapOutcome | undefined {
  const { status, shop } = snapshot.context;
  if (status === 'ready' && shop !== null) return { status: 'ready', shop: shop.navigation };
  if (status === 'wrongDomain') return { status: 'wrong-domain' };
  if (status === 'failed' || status === 'locked') return { status: 'failed' };
  return undefined;
}

/** Whether the store password is required before any page shows (000 §2, §5, §8). */
export function selectPasswordRequired(snapshot: ShopSnapshot): boolean {
  return snapshot.context.passwordRequired;
}

/** The shop's country, language, locale and currency; the defaults while none is loaded (000 §1, §9). */
export function selectShopLocaleSettings(snapshot: ShopSnapshot): ShopLocaleSettings {
  const shop = snapshot.context.shop;
  return shop === null
    ? { ...SHOP_DEFAULTS }
    : { country: shop.country, language: shop.language, locale: shop.locale, currency: shop.currency };
}
