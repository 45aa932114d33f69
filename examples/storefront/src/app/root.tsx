import { useStorefront } from '@vitrine/react';
import { Outlet, useLoaderData, useNavigation, useRouteError } from 'react-router';
import { SignUpModal } from '../components/sign-up-modal';
import { Toasts } from '../components/toasts';
import { ServerError } from '../areas/shop/server-error';
import { PreviewMount } from '../preview/preview-mount';
import { useDocumentLanguage } from './document-language';
import type { GuardData } from './guard';
import { PageFocus } from './page-focus';
import { PageScroll } from './page-scroll';
import { useQueryChoices } from './query-choices';
import { useShopTheme } from './theme';
import { useTrackingConsentDefault } from '../components/engagement/tracking-consent';

/**
 * The 2 px progress bar of 000 §9 ("Progress bar: default colour, 2px"), shown while a navigation
 * (the guard, a lazy route module) is under way.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  return <div className="progress-bar" data-active={navigation.state !== 'idle'} aria-hidden="true" />;
}

/**
 * The root route: the progress bar, the toasts, and the scroll rule of 000 §2 ("scrolls to the hash,
 * otherwise to the top"; back and forward restore the position; a hash whose element comes with
 * the page's content is waited for: PageScroll). Renders its route only when the navigation guard
 * said `proceed`.
 */
export function Root() {
  const guard = useLoaderData() as GuardData;
  // 000 §9: the shop's theme (built in, or external by id and version) and its script tags.
  useShopTheme();
  useDocumentLanguage();
  // 000 §9: a link or redirect inside the shop to ?currency= / ?locale= shows them at once.
  useQueryChoices(useStorefront().pricing);
  // 0440: a shop that does not ask allows tracking on every page, checkout's included.
  useTrackingConsentDefault();
  return (
    <>
      <ProgressBar />
      {guard.proceed ? <Outlet /> : null}
      <Toasts />
      {/* 000 §4: the sign-up modal, when the session's token could not be refreshed. */}
      <SignUpModal />
      {/* 001 §2: the live preview in the editor's frame, or the manage bar for an admin. */}
      <PreviewMount />
      <PageScroll />
      <PageFocus />
    </>
  );
}

/** The first load, while the guard waits for the shop data: the progress bar alone. */
export function RootFallback() {
  return <div className="progress-bar" data-active="true" aria-hidden="true" />;
}

/** An uncaught render failure: the server-error screen of 000 §2. */
export function RootError() {
  useRouteError();
  return <ServerError />;
}
