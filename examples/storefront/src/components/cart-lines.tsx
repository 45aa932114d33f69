import type { CartLine } from '@vitrine/core-cart';
import { routePath } from '@vitrine/core-shop';
import { useCart, useMoney } from '@vitrine/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { Image } from './image';

/** A line's quantity field: a change is sent when it is committed (blur or enter), below 1 removes. */
function QuantityField({
  line,
  onChange,
}: {
  readonly line: CartLine;
  readonly onChange?: (value: number) => void;
}) {
  const { update } = useCart();
  const id = useId();
  return (
    <span className="quantity">
      <label htmlFor={id}>{TEXTS.quantity}</label>
      <input
        id={id}
        key={line.quantity}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={line.quantity}
        onChange={(event) => onChange?.(Number(event.currentTarget.value))}
        onBlur={(event) => {
          const value = Number(event.currentTarget.value);
          if (!onChange && Number.isInteger(value) && value !== line.quantity) void update(line.id, value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !onChange) event.currentTarget.blur();
        }}
      />
    </span>
  );
}

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  /** The cart page's "update all" mode: quantities are collected here and sent together. */
  readonly onQuantity?: (lineId: string, quantity: number) => void;
  /** Called when a link to a product is followed (the drawer closes). */
  readonly onFollow?: () => void;
}

/** The cart's lines with image, title, variant, unit price, quantity, line total and remove (000 §4 Cart). */
export function CartLines({ onQuantity, onFollow }: CartLinesProps) {
  const { cart, remove } = useCart();
  const { format } = useMoney();
  return (
    <ul className="cart-lines">
      {cart.lines.map((line) => {
        const href = line.handle ? routePath('product-single', { slug: line.handle }) : undefined;
        const title = line.title ?? '';
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
              <span className="price">{format(line.price)}</span>
            </div>
            <div className="cart-line-actions">
              <QuantityField
                line={line}
                {...(onQuantity ? { onChange: (value: number) => onQuantity(line.id, value) } : {})}
              />
              <span className="price line-total">{format(line.lineTotal)}</span>
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
