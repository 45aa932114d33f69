import { intentHref } from '@vitrine/core-shop';
import { useEffect, useRef } from 'react';
import type { CheckoutState } from '@vitrine/react';
import { Link } from 'react-router';
import { TEXTS } from '../../texts';
import { PostPurchase } from './post-purchase';

/**
 * The thank_you step (001 §4: after a completed order the cart is cleared and the step becomes
 * thank_you): the order's name, a link to its order status page with the access key this device
 * received (001 §2, §6), and the post-purchase offer.
 */
export function ThankYou({ page }: { readonly page: CheckoutState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const order = page.checkout?.order ?? page.placedOrder?.order;
  const accessKey = page.placedOrder?.accessKey;
  const status = order?.token
    ? intentHref({
        type: 'route',
        route: 'order-status',
        params: { token: order.token },
        ...(accessKey ? { query: { key: accessKey } } : {}),
      })
    : undefined;
  return (
    <div className="thank-you">
      <section className="thank-you-message" aria-labelledby="thank-you-title">
        <h1 id="thank-you-title" ref={heading} tabIndex={-1}>
          {TEXTS.thankYouTitle}
        </h1>
        {order ? <p className="order-confirmed">{TEXTS.orderConfirmed(order.name)}</p> : null}
        <p className="muted">{TEXTS.confirmationSent}</p>
        <p className="thank-you-links">
          {status ? (
            <Link className="button primary" to={status.href}>
              {TEXTS.viewOrder}
            </Link>
          ) : null}
          <Link className="button secondary" to="/">
            {TEXTS.continueShopping}
          </Link>
        </p>
      </section>
      <PostPurchase page={page} />
    </div>
  );
}
