import { formatMessage } from '@vitrine/messages';
import type { NavigationIntent } from '@vitrine/ports';
import {
  type BootstrapError,
  type FeatureFlagsSnapshot,
  type GuardResolution,
  isFeatureFlagOn,
  type NavigationRequest,
  type Notification,
  type NotificationMessage,
  type ShopData,
  type ShopSnapshot,
  type ShopStatus,
  selectNotifications,
} from '@vitrine/core-shop';
import type { Result } from '@vitrine/ports';
import { useCallback } from 'react';
import { useStorefront } from '../context';
import { useStorefrontEvent } from '../events';
import { shallowEqual, useFacadeSelector } from '../select';

/** What {@link useShop} returns. */
export interface ShopState {
  /** `loading` until bootstrap settles; `locked` for a password-protected shop (000 §5). */
  readonly status: ShopStatus;
  /** The shop data once ready. */
  readonly shop: ShopData | null;
  readonly error: BootstrapError | null;
  /** Bootstrap again after a failure. */
  readonly retry: () => Promise<Result<ShopData, BootstrapError>>;
  /** Runs the navigation guard for a path (000 §2 Navigation rules). */
  readonly resolve: (request: NavigationRequest | string) => Promise<Result<GuardResolution>>;
}

const selectShopSlice = (snapshot: ShopSnapshot) => ({
  status: snapshot.context.status,
  shop: snapshot.context.shop,
  error: snapshot.context.error,
});

/**
 * The shop: bootstrap status, its data, its error; re-renders only when they change.
 *
 * @example
 * ```tsx
 * const { status, shop } = useShop();
 * if (status === 'loading') return <Spinner />;
 * ```
 */
export function useShop(): ShopState {
  const { shop } = useStorefront();
  const slice = useFacadeSelector(shop, selectShopSlice, shallowEqual);
  return { ...slice, retry: shop.retry, resolve: shop.resolve };
}

/**
 * Calls `handler` with every navigation intent the storefront issues (a redirect, not-found, the
 * password page, a login-required notice...), for a router to follow. A storefront created with
 * a `navigate` port already gets them there; this hook is for components that also want to know.
 */
export function useNavigationIntent(handler: (intent: NavigationIntent) => void): void {
  useStorefrontEvent('navigate', (event) => handler(event.intent));
}

/** Whether feature flag `name` is on for this visitor (000 §8); `false` until flags settle. */
export function useFeatureFlag(name: string): boolean {
  const { flags } = useStorefront();
  // From the snapshot the hook is given (the held one while a page hydrates), not the live flags.
  return useFacadeSelector(
    flags,
    useCallback((snapshot: FeatureFlagsSnapshot) => isFeatureFlagOn(snapshot, name), [name]),
  );
}

/**
 * The English text of a notification's message: a catalogue message with its values filled, or
 * the text the server sent (000 §8).
 */
export function notificationText(message: NotificationMessage): string {
  return 'text' in message ? message.text : formatMessage(message.id, message.values);
}

/** What {@link useNotifications} returns. */
export interface NotificationsState {
  /** The notifications to show now, oldest first, each with its time to live. */
  readonly notifications: readonly Notification[];
  readonly dismiss: (key: number) => void;
}

/** The storefront's notifications (every package's), for toasts. */
export function useNotifications(): NotificationsState {
  const { notifications } = useStorefront();
  const list = useFacadeSelector(notifications, selectNotifications);
  const dismiss = useCallback((key: number) => void notifications.dismiss(key), [notifications]);
  return { notifications: list, dismiss };
}
