import { useCart } from '@vitrine/react';
import { useState } from 'react';
import { TEXTS } from '../texts';

/**
 * Check out, in the drawer and on the cart page. The cart goes to checkout once the changes on
 * their way are sent (000 §4 Cart "Go to checkout waits 500 ms", §9 "Go to checkout delay 500 ms";
 * the cart's queue), so the button is not disabled while the cart is busy: a quantity field left
 * by pressing it sends its change on blur, between the press and the release, and a button
 * disabled then never got the click. Pressed, it waits for that go-to-checkout before another.
 * `before` runs first (the cart page and the drawer send the quantities typed and wait for the
 * changes on their way); `false` stops there.
 */
export function CheckOutButton({ before }: { readonly before?: () => Promise<boolean> }) {
  const { goToCheckout } = useCart();
  const [going, setGoing] = useState(false);
  return (
    <button
      type="button"
      className="button"
      disabled={going}
      onClick={async () => {
        setGoing(true);
        try {
          if (!before || (await before())) await goToCheckout();
        } finally {
          setGoing(false);
        }
      }}
    >
      {TEXTS.goToCheckout}
    </button>
  );
}
