import type { CheckoutError, CheckoutFacade, PaymentChallenge } from '@vitrine/core-checkout';
import { formatMessage } from '@vitrine/messages';
import type { CheckoutState } from '@vitrine/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from './checkout-error';

/** Whether the frame came back to the checkout: its page is readable (same origin) and is `returnPath`. */
function cameBack(frame: HTMLIFrameElement, returnPath: string): boolean {
  try {
    const path = frame.contentWindow?.location.pathname;
    return path !== undefined && path.startsWith(returnPath);
  } catch {
    // The bank's own page (another origin) is not readable: still on it.
    return false;
  }
}

/**
 * The 3-D Secure step (001 §4 "A 3D secure frame is added when enabled"; docs/decisions/0246): the
 * bank's page in a frame over the checkout; when the frame reaches the checkout again (the bank
 * sends the shopper back), or the shopper says they confirmed, the payment is resumed and
 * finalised once; or the shopper pays another way instead (`onPayAnotherWay`).
 */
function ThreeDSecure({
  challenge,
  facade,
  error,
  onResumed,
  onPayAnotherWay,
}: {
  readonly challenge: PaymentChallenge;
  readonly facade: CheckoutFacade;
  /** Why the last resume of this challenge did not finish it. */
  readonly error: CheckoutError | undefined;
  readonly onResumed: (error: CheckoutError | undefined) => void;
  readonly onPayAnotherWay: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [resuming, setResuming] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const resume = async () => {
    if (resuming) return;
    setResuming(true);
    onResumed(undefined);
    const result = await facade.resume();
    onResumed(result.ok ? undefined : result.error);
    setResuming(false);
  };

  return (
    <section className="three-d-secure" aria-labelledby="three-d-secure-title">
      <h2 id="three-d-secure-title" ref={heading} tabIndex={-1}>
        {TEXTS.verifyTitle}
      </h2>
      <p className="muted">{TEXTS.verifyHint}</p>
      {resuming ? (
        <p role="status">{TEXTS.paymentProcessing}</p>
      ) : (
        <iframe
          ref={frame}
          src={challenge.url}
          title={TEXTS.verifyFrame}
          className="three-d-secure-frame"
          onLoad={() => {
            if (frame.current && cameBack(frame.current, challenge.returnPath)) void resume();
          }}
        />
      )}
      <CheckoutErrorText id="three-d-secure-error" error={error} />
      <button type="button" className="button secondary" onClick={() => void resume()} disabled={resuming}>
        {TEXTS.verifyDone}
      </button>
      <button type="button" className="button secondary" onClick={onPayAnotherWay} disabled={resuming}>
        {TEXTS.changeStep(TEXTS.paymentMethod)}
      </button>
    </section>
  );
}

/**
 * A payment page left unfinished: 'Your payment is not finished yet.' and `again`, the way to that
 * page again; the payment step below pays another way (docs/decisions/0631).
 */
function NotFinished({ again }: { readonly again: ReactNode }) {
  return (
    <div className="checkout-processing">
      <p role="status">{formatMessage('checkout.payment_not_finished')}</p>
      {again}
    </div>
  );
}

/**
 * The challenge the payment waits on (if any) above the checkout's steps (`children`), which a
 * frame hides. A resume leaves `awaitingAction` while it runs (no challenge then, so the frame is
 * gone) and an unfinished one comes back to the same challenge: its answer is kept here, by the
 * challenge's page, so a frame's "I have confirmed" that was not shows 'Your payment is not
 * finished yet.' (docs/decisions/0631).
 *
 * Either page may be given up for another card or method: placing the order again gives the page
 * up and is a new attempt (docs/decisions/0244, 0631). A `redirect` challenge has left the page
 * (the checkout stored itself): shown while leaving, or once back unfinished, as its link again
 * above the payment step; nothing resumes it here, the checkout did on the way back. A frame the
 * shopper leaves for another way to pay is shown the same, with the frame again instead of a link.
 */
export function ChallengeOverSteps({
  page,
  children,
}: {
  readonly page: CheckoutState;
  readonly children: ReactNode;
}) {
  const [resumed, setResumed] = useState<{ readonly url: string; readonly error: CheckoutError }>();
  // The frame's page the shopper left to pay another way.
  const [left, setLeft] = useState<string | undefined>(undefined);
  const { challenge, facade } = page;
  const frame = challenge?.display === 'frame' && left !== challenge.url;
  return (
    <>
      {!challenge || !facade ? null : frame ? (
        <ThreeDSecure
          challenge={challenge}
          facade={facade}
          error={resumed?.url === challenge.url ? resumed.error : undefined}
          onResumed={(error) => setResumed(error ? { url: challenge.url, error } : undefined)}
          onPayAnotherWay={() => setLeft(challenge.url)}
        />
      ) : (
        <NotFinished
          again={
            challenge.display === 'redirect' ? (
              <a className="button" href={challenge.url}>
                {formatMessage('checkout.payment_page_again')}
              </a>
            ) : (
              <button type="button" className="button" onClick={() => setLeft(undefined)}>
                {formatMessage('checkout.payment_page_again')}
              </button>
            )
          }
        />
      )}
      <div hidden={frame}>{children}</div>
    </>
  );
}
