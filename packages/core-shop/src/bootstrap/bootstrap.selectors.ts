import type { SnapshotFrom } from 'xstate';
import type { BootstrapOutcome } from '../navigation/resolve-navigation';
import type { shopBootstrapMachine } from './bootstrap.machine';
import { navigationShop } from './navigation-shop';
import { type ShopLocaleSettings, shopLocaleSettings } from './shop-defaults';

/** A snapshot of {@link shopBootstrapMachine}. */
export type ShopBootstrapSnapshot = SnapshotFrom<typeof shopBootstrapMachine>;

/**
 * The bootstrap outcome the navigation guard needs, or `undefined` while it loads.
 *
 * @remarks A password-protected shop has no data yet; the guard sends every page to /password
 * through `state.passwordRequired`, so this reads as `failed` only if that flag is not set.
 */
export function selectBootstrapOutcome(snapshot: ShopBootstrapSnapshot): BootstrapOutcome | undefined {
  const { bootstrap } = snapshot.context;
  if (snapshot.matches('ready') && bootstrap !== null)
    return { status: 'ready', shop: navigationShop(bootstrap) };
  if (snapshot.matches('wrongDomain')) return { status: 'wrong-domain' };
  if (snapshot.matches('failed') || snapshot.matches('passwordProtected')) return { status: 'failed' };
  return undefined;
}

/** Whether the shop answered with the store password-protection event (000 §2). */
export function selectPasswordRequired(snapshot: ShopBootstrapSnapshot): boolean {
  return snapshot.matches('passwordProtected');
}

/** The shop's country, language, locale and currency, defaults while none is loaded (000 §1). */
export function selectShopLocaleSettings(snapshot: ShopBootstrapSnapshot): ShopLocaleSettings {
  return shopLocaleSettings(snapshot.context.bootstrap ?? undefined);
}
