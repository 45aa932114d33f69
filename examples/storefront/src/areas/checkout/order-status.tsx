import type { CheckoutAddress, OrderStatusView } from '@vitrine/core-checkout';
import { useOrderStatus } from '@vitrine/react';
import { useParams, useSearchParams } from 'react-router';
import { TEXTS } from '../../texts';
import { AuthenticateForm } from './authenticate-form';
import { OrderItems, OrderTotals } from './order-items';
import { OrderUnavailable } from './order-unavailable';
import { ShipmentTracking } from './shipment-tracking';
import '../../styles/order-status.css';

/** An address as lines of text (001 §3 Address). */
function AddressLines({ address }: { readonly address: CheckoutAddress }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.zip, address.city, address.provinceCode ?? address.province]
    .filter(Boolean)
    .join(' ');
  const lines = [
    name,
    address.company,
    address.address1,
    address.address2,
    cityLine,
    address.country ?? address.countryCode,
    address.phone,
  ];
  return (
    <address>
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

/** Contact, addresses, shipping and payment method of the order. */
function OrderDetails({ view }: { readonly view: OrderStatusView }) {
  const { checkout } = view;
  return (
    <section className="order-section" aria-labelledby="details-title">
      <h2 id="details-title">{TEXTS.contactInformation}</h2>
      <div className="order-details">
        {checkout.email ? (
          <div>
            <h3>{TEXTS.email}</h3>
            <p>{checkout.email}</p>
          </div>
        ) : null}
        {checkout.shippingAddress ? (
          <div>
            <h3>{TEXTS.shippingAddress}</h3>
            <AddressLines address={checkout.shippingAddress} />
          </div>
        ) : null}
        <div>
          <h3>{TEXTS.billingAddress}</h3>
          {checkout.usingSameAddress || !checkout.billingAddress ? (
            <p>{TEXTS.sameAsShipping}</p>
          ) : (
            <AddressLines address={checkout.billingAddress} />
          )}
        </div>
        {checkout.shippingMethod ? (
          <div>
            <h3>{TEXTS.shippingMethod}</h3>
            <p>{checkout.shippingMethod.title}</p>
          </div>
        ) : null}
        {checkout.paymentMethod ? (
          <div>
            <h3>{TEXTS.paymentMethod}</h3>
            <p>{checkout.paymentMethod.title ?? checkout.paymentMethod.code}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The placed order: heading, shipment tracking, details beside the items and totals. */
function PlacedOrder({ view }: { readonly view: OrderStatusView }) {
  const { checkout, order, shipments } = view;
  const lines = checkout.totals.lines;
  return (
    <div className="order-status">
      <header className="order-status-head">
        <h1>{TEXTS.orderTitle(order?.name ?? '')}</h1>
        <p className="muted">{TEXTS.orderThanks}</p>
      </header>
      <div className="order-status-main">
        <ShipmentTracking shipments={shipments} lines={lines} />
        <OrderDetails view={view} />
      </div>
      <aside className="order-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">{TEXTS.orderSummary}</h2>
        <OrderItems lines={lines} />
        <OrderTotals
          totals={checkout.totals}
          discountCode={checkout.discount.applied ? checkout.discount.code : undefined}
        />
      </aside>
    </div>
  );
}

/**
 * The order status page (001 §2 `/orders/{token}`, checkout layout, authorised with the access
 * key in query `key`): without a valid key, the authenticate form (the order's e-mail); then the
 * order with its shipment tracking (001 §4), items linking to their products, and totals.
 */
export function Component() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? undefined;
  const { status, order, error, busy, authenticate, reload, facade } = useOrderStatus(token, key);
  if (status === 'ready' && order) return <PlacedOrder view={order} />;
  if (status === 'needs-key') return <AuthenticateForm busy={busy} error={error} onSubmit={authenticate} />;
  // Not found only when the platform says so: a failed load is read again (the order-status code
  // that did not load has no facade: a page reload fetches it).
  if (status === 'failed')
    return <OrderUnavailable error={error} onRetry={facade ? () => void reload() : undefined} />;
  return (
    <section className="message-screen" aria-busy="true">
      <h1 className="visually-hidden">{TEXTS.orderLoading}</h1>
      <p role="status">{TEXTS.orderLoading}</p>
    </section>
  );
}
