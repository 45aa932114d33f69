import type { CartLine } from '@vitrine/core-cart';
import { routePath } from '@vitrine/core-shop';
import { useCart, useMoney } from '@vitrine/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { Image } from './image';

/**
 * A line's quantity field: a change is sent when it is committed (blur or enter), below 1 removes
 * (000 §4 Cart). An empty field (or what a number field cannot read) is no quantity: nothing is
 * sent, and the field shows the line's quantity again when left. It is named by its product (a
 * cart has one per line), and Enter sends the quantity with the keyboard left on the field: the
 * field is the same element before and after, what is being typed held apart until committed.
 */
function QuantityField({
  line,
  typed,
  onChange,
}: {
  readonly line: CartLine;
  /** A quantity typed and not sent yet (the cart page's "update all"), shown over the line's. */
  readonly typed?: number | undefined;
  readonly onChange?: (value: number) => void;
}) {
  const { update } = useCart();
  const id = useId();
  // The text being typed, until it is committed; `null`: the field shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = typed !== undefined && Number.isInteger(typed) ? typed : line.quantity;
  const commit = (field: HTMLInputElement) => {
    const value = field.valueAsNumber;
    setDraft(null);
    if (!Number.isInteger(value)) onChange?.(line.quantity);
    else if (!onChange && value !== line.quantity) void update(line.id, value);
  };
  return (
    <span className="quantity">
      <label htmlFor={id}>{TEXTS.quantity}</label>
      <input
        id={id}
        aria-label={line.title ? TEXTS.lineQuantity(line.title) : undefined}
        type="number"
        inputMode="numeric"
        min={0}
        value={draft ?? String(shown)}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          onChange?.(event.currentTarget.valueAsNumber);
        }}
        onBlur={(event) => commit(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !onChange) commit(event.currentTarget);
        }}
      />
    </span>
  );
}

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  /** The cart page's "update all" mode: quantities are collected here and sent together. */
  readonly onQuantity?: (lineId: string, quantity: number) => void;
  /** In that mode, the quantities typed and not sent yet, by line id. */
  readonly typed?: Readonly<Record<string, number>>;
  /** Called when a link to a product is followed (the drawer closes). */
  readonly onFollow?: () => void;
}

/** The cart's lines with image, title, variant, unit price, quantity, line total and remove (000 §4 Cart). */
export function CartLines({ onQuantity, typed, onFollow }: CartLinesProps) {
  const { cart, remove } = useCart();
  const { format } = useMoney();
  return (
    <ul className="cart-lines">
      {cart.lines.map((line) => {
        const href = line.handle ? routePath('product-single', { slug: line.handle }) : undefined;
        const title = line.title ?? '';
        // A line added and not answered yet is not described by the server: the cart holds it at a
        // price of 0 until the answer (core-cart's optimistic add), so no price or total is shown
        // rather than a made-up $0.00; they come with the answer (as selectCartView's linePrice).
        const priced = !(line.pending && line.title === undefined);
        return (
          <li key={line.id} className="cart-line" data-pending={line.pending}>
            <Image src={line.image} alt="" sizes="80px" className="cart-line-image" />
            <div className="cart-line-body">
              {href ? (
                <Link to={href} onClick={onFollow} className="cart-line-title">
                  {title}
                </Link>
              ) : (
                <span className="cart-line-title">{title}</span>
              )}
              {line.variantTitle ? <span className="muted">{line.variantTitle}</span> : null}
              {line.properties.map((property) => (
                <span key={property.name} className="muted small">
                  {property.name}: {String(property.value)}
                </span>
              ))}
              {priced ? <span className="price">{format(line.price)}</span> : null}
            </div>
            <div className="cart-line-actions">
              <QuantityField
                line={line}
                typed={typed?.[line.id]}
                {...(onQuantity ? { onChange: (value: number) => onQuantity(line.id, value) } : {})}
              />
              {priced ? <span className="price line-total">{format(line.lineTotal)}</span> : null}
              <button
                type="button"
                className="link-button"
                onClick={() => void remove(line.id)}
                aria-label={`${TEXTS.remove} ${title}`}
              >
                {TEXTS.remove}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
