import { TEXTS } from '../../texts';

/**
 * The checkout routes of 001 §2 (checkout, processing, order status, checkout-additional) resolve
 * already, in the checkout layout; their screens come with the checkout storefront (issue 14).
 */
export function Component() {
  return (
    <section className="message-screen">
      <h1>{TEXTS.checkoutSoon}</h1>
    </section>
  );
}
