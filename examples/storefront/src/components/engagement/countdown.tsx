import { countdownRemaining, type SocialProofFacade, selectProductCountdowns } from '@vitrine/core-offers';
import { useFacadeSelector } from '@vitrine/react';
import { useCallback, useEffect, useState } from 'react';
import { TEXTS } from '../../texts';
import { useSocialProofData } from './sale-notification';
import { useSocialProofPart } from './use-parts';

/** The time a countdown display reads, ticking each second once mounted (0 on the server). */
function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The running timer countdowns of a product (001 §3; a countdown naming no product runs for all). */
export function ProductCountdowns({ productId }: { readonly productId: string }) {
  const socialProof = useSocialProofPart();
  return socialProof ? <Countdowns socialProof={socialProof} productId={productId} /> : null;
}

function Countdowns({
  socialProof,
  productId,
}: {
  readonly socialProof: SocialProofFacade;
  readonly productId: string;
}) {
  useSocialProofData(socialProof);
  const now = useNow();
  // A countdown list changes only when the data or the product does; the tick re-renders the time.
  const countdowns = useFacadeSelector(
    socialProof,
    useCallback(
      (snapshot: Parameters<typeof selectProductCountdowns>[0]) =>
        selectProductCountdowns(snapshot, productId, now),
      [productId, now],
    ),
    (a, b) => a.length === b.length && a.every((countdown, index) => countdown === b[index]),
  );
  if (now === 0 || countdowns.length === 0) return null;
  return (
    <ul className="countdowns">
      {countdowns.map((countdown) => {
        const left = countdownRemaining(countdown.endsAt, now);
        return (
          <li key={countdown.id} className="countdown">
            {countdown.title ? <strong>{countdown.title}</strong> : null}
            {countdown.message ? <span className="small">{countdown.message}</span> : null}
            <span className="countdown-time">
              {TEXTS.endsIn}{' '}
              <time dateTime={countdown.endsAt}>
                {TEXTS.countdownParts(left.days, left.hours, left.minutes, left.seconds)}
              </time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
