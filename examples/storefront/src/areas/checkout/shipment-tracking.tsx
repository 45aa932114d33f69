import type { CheckoutLine, Shipment } from '@vitrine/core-checkout';
import { TEXTS } from '../../texts';

/** One shipment: its tracking status (label, description, success or error), carrier, number, link, items. */
function ShipmentCard({
  shipment,
  index,
  count,
  lines,
}: {
  readonly shipment: Shipment;
  readonly index: number;
  readonly count: number;
  readonly lines: readonly CheckoutLine[];
}) {
  const { tracking } = shipment;
  const items = lines.filter(
    (line) => line.itemId !== undefined && shipment.lineItemIds.includes(line.itemId),
  );
  const headingId = `shipment-${index}`;
  return (
    <article className="shipment" aria-labelledby={headingId} data-kind={tracking?.kind ?? 'unknown'}>
      <h3 id={headingId} className="visually-hidden">
        {TEXTS.shipmentOf(index, count)}
      </h3>
      {tracking ? (
        <div className="shipment-status">
          <span className="shipment-badge" data-status={tracking.status}>
            <span className="shipment-dot" aria-hidden="true" />
            {tracking.label}
          </span>
          <p className="shipment-description">{tracking.description}</p>
        </div>
      ) : null}
      {shipment.trackingCompany || shipment.trackingNumber ? (
        <dl className="shipment-facts">
          {shipment.trackingCompany ? (
            <div>
              <dt>{TEXTS.carrier}</dt>
              <dd>{shipment.trackingCompany}</dd>
            </div>
          ) : null}
          {shipment.trackingNumber ? (
            <div>
              <dt>{TEXTS.trackingNumber}</dt>
              <dd className="tracking-number">{shipment.trackingNumber}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {shipment.trackingUrl ? (
        <a className="button secondary" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {TEXTS.trackShipment} <span className="visually-hidden">{TEXTS.opensInNewTab}</span>
        </a>
      ) : null}
      {items.length > 0 ? (
        <ul className="shipment-items muted small">
          {items.map((line) => (
            <li key={line.itemId}>
              {line.title}
              {line.variantTitle ? ` — ${line.variantTitle}` : ''} × {line.quantity}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * Shipment tracking of an order (001 §4 Shipment tracking statuses): one card per shipment with
 * its status's label and description, marked success or error (`delayed` shows as Synchronizing);
 * a status outside 001 §4's list shows no label (docs/decisions/0248). None yet: a short note.
 */
export function ShipmentTracking({
  shipments,
  lines,
}: {
  readonly shipments: readonly Shipment[];
  readonly lines: readonly CheckoutLine[];
}) {
  return (
    <section className="order-section" aria-labelledby="shipments-title">
      <h2 id="shipments-title">{TEXTS.shipments}</h2>
      {shipments.length === 0 ? (
        <p className="muted">{TEXTS.notShippedYet}</p>
      ) : (
        <div className="shipments">
          {shipments.map((shipment, index) => (
            <ShipmentCard
              key={shipment.id ?? index}
              shipment={shipment}
              index={index + 1}
              count={shipments.length}
              lines={lines}
            />
          ))}
        </div>
      )}
    </section>
  );
}
