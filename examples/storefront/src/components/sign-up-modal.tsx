import { formatMessage } from '@vitrine/messages';
import { useStorefrontEvent } from '@vitrine/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TEXTS } from '../texts';
import { OverlayDialog } from './overlays/overlay-dialog';

/** The register form, loaded when the modal first opens (the register page's module). */
const RegisterForm = lazy(() =>
  import('../areas/account/register').then(({ RegisterForm: form }) => ({ default: form })),
);

const TITLE_ID = 'sign-up-title';

/**
 * The sign-up modal of 000 §4 (steps 4 and 6): when the session ends because its token could not
 * be refreshed, the register form opens over the page the shopper is on (docs/decisions/0495).
 * It closes with Escape, its × or a click on the backdrop, when the shopper registers (then
 * my-account), or when they go to another page (the form's login link, back or forward). A page
 * replaced by the storefront itself keeps it open: on a login-required page the same sign-out
 * sends the shopper home (000 §2 Navigation rules, a replace), and the modal is what 000 §4 step 4
 * shows after that sign-out.
 */
export function SignUpModal() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useStorefrontEvent('customer.signUpRequested', () => setOpen(true));
  // Another page the shopper opens (a link pushes, back and forward pop) closes it; a redirect
  // (a replace: the guard's login-required intent) does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page only
  useEffect(() => {
    if (navigationType !== 'REPLACE') setOpen(false);
  }, [pathname]);
  const close = () => setOpen(false);
  return (
    <OverlayDialog open={open} onClose={close} labelledBy={TITLE_ID} side="top" className="sign-up-modal">
      <div className="overlay-head">
        <h2 id={TITLE_ID}>{formatMessage('account.create')}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={TEXTS.close}>
          ×
        </button>
      </div>
      {open ? (
        <Suspense fallback={<p role="status">{TEXTS.loading}</p>}>
          <RegisterForm idPrefix="sign-up" onRegistered={close} />
        </Suspense>
      ) : null}
    </OverlayDialog>
  );
}
