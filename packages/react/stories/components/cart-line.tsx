import type { CartLine as Line } from '@vitrine/core-cart';
import { useCart, useMoney } from '@vitrine/react';
import { TEXTS } from '../texts';

/**
 * One cart line (000 §4 Cart), built only on `useCart` and `useMoney`: title, variant, unit
 * price, quantity with one more / one less (below 1 removes the line), remove, and the line total.
 */
export function CartLine({ line }: { readonly line: Line }) {
  const { update, remove } = useCart();
  const { format } = useMoney();
  const name = line.title ?? line.variantId;
  return (
    <li aria-label={name} aria-busy={line.pending}>
      <strong>{name}</strong>
      {line.variantTitle ? <span> — {line.variantTitle}</span> : null}
      <div>
        <span>{format(line.price)}</span>
        <button
          type="button"
          aria-label={TEXTS.decrease}
          onClick={() => void update(line.id, line.quantity - 1)}
        >
          −
        </button>
        <output aria-label={TEXTS.quantity}>{line.quantity}</output>
        <button
          type="button"
          aria-label={TEXTS.increase}
          onClick={() => void update(line.id, line.quantity + 1)}
        >
          +
        </button>
        <button type="button" onClick={() => void remove(line.id)}>
          {TEXTS.remove}
        </button>
      </div>
      <output aria-label={`${name} total`}>{format(line.lineTotal)}</output>
    </li>
  );
}

/** The cart's lines and subtotal; the cart's last error as an alert (000 §6 cart errors). */
export function CartLines() {
  const { cart, error } = useCart();
  const { format } = useMoney();
  if (cart.lines.length === 0) return <p>{TEXTS.cartEmpty}</p>;
  return (
    <>
      <ul aria-label={TEXTS.cartTitle}>
        {cart.lines.map((line) => (
          <CartLine key={line.id} line={line} />
        ))}
      </ul>
      <p>
        {TEXTS.subtotal} <output aria-label={TEXTS.subtotal}>{format(cart.totals.subtotal)}</output>
      </p>
      {error ? <p role="alert">{error.message}</p> : null}
    </>
  );
}
