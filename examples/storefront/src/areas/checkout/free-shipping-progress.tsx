import type { FreeShippingProgress as Progress } from '@vitrine/core-checkout';
import { useMoney } from '@vitrine/react';
import { useId } from 'react';
import { TEXTS } from '../../texts';
import '../../styles/free-shipping.css';

/**
 * How much more buys free shipping, with a progress bar (issue 14 "order summary with … free-shipping
 * progress"; docs/decisions/0432): below the threshold, the amount left and a labelled
 * `<progress>`; once reached, one line saying the order ships free. The line is a polite live
 * region, so a screen reader hears it change as the order changes.
 */
export function FreeShippingProgress({ progress }: { readonly progress: Progress }) {
  const { format } = useMoney();
  const labelId = useId();
  if (progress.reached)
    return (
      <p className="free-shipping-progress reached" role="status">
        {TEXTS.freeShippingReached}
      </p>
    );
  return (
    <div className="free-shipping-progress">
      <p id={labelId} role="status">
        {TEXTS.freeShippingRemaining(format(progress.remaining))}
      </p>
      <progress
        max={100}
        value={progress.percent}
        aria-labelledby={labelId}
        aria-valuetext={TEXTS.freeShippingOf(format(progress.threshold), progress.percent)}
      />
    </div>
  );
}
