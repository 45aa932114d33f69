import { countdownRemaining, countdownsForProduct } from '@vitrine/core-offers';
import { useSocialProof } from '@vitrine/react';
import { useEffect, useMemo, useState } from 'react';
import { TEXTS } from '../../texts';
import { useAppEnabled, usePartState } from './use-parts';

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

/**
 * The running timer countdowns of a product (001 §3; a countdown naming no product runs for all),
 * in a shop whose notifications app (`copt`, 001 §7 /api/copt/timer-countdowns.json) is on.
 */
export function ProductCountdowns({ productId }: { readonly productId: string }) {
  // After the page is mounted only: a server-rendered page and its hydration agree (issue 18).
  const { part } = usePartState('socialProof');
  const enabled = useAppEnabled('socialProof');
  return enabled && part ? <Countdowns productId={productId} /> : null;
}

function Countdowns({ productId }: { readonly productId: string }) {
  const { countdowns: all } = useSocialProof();
  const now = useNow();
  const countdowns = useMemo(() => countdownsForProduct(all, productId, now), [all, productId, now]);
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
