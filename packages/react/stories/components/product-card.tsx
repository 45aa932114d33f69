import { useCartCount, useMoney, useProduct } from '@vitrine/react';
import { TEXTS } from '../texts';

/** Why add to cart is off, in words (000 §4: a sold-out variant, a choice that matches none). */
function blockText(reason: 'unavailable' | 'out-of-stock' | 'uploading' | null): string | null {
  if (reason === 'out-of-stock') return TEXTS.soldOut;
  if (reason === 'unavailable') return TEXTS.unavailable;
  return null;
}

/**
 * A product card with its variant picker (000 §4 Product page), built only on `useProduct` and
 * `useMoney`: one radio group per option (a value no available variant has is marked), the
 * selected variant's price, and add to cart with its progress.
 */
export function ProductCard({ handle }: { readonly handle: string }) {
  const { view, selectOption, addToCart, add } = useProduct(handle);
  const { format } = useMoney();
  if (view.status === 'loading' || view.status === 'idle') return <p>{TEXTS.loading}</p>;
  if (view.product === null) return <p role="alert">{TEXTS.notFound}</p>;
  const blocked = blockText(view.addToCart.reason);
  return (
    <article aria-label={view.product.title}>
      <h2>{view.product.title}</h2>
      {view.variant ? <p data-testid="price">{format(view.variant.price)}</p> : null}
      {view.options.map((option) => (
        <fieldset key={option.code}>
          <legend>{option.label}</legend>
          {option.values.map((value) => (
            <label key={value.code} style={{ marginRight: 12, opacity: value.available ? 1 : 0.5 }}>
              <input
                type="radio"
                name={`${view.product?.id}-${option.code}`}
                value={value.code}
                checked={value.selected}
                onChange={() => void selectOption(option.code, value.code)}
              />
              {value.label}
            </label>
          ))}
        </fieldset>
      ))}
      {blocked ? <p role="status">{blocked}</p> : null}
      <button
        type="button"
        disabled={!view.addToCart.enabled || add.status === 'adding'}
        onClick={() => void addToCart(1)}
      >
        {add.status === 'adding' ? TEXTS.adding : TEXTS.addToCart}
      </button>
      {add.status === 'added' ? <p role="status">{TEXTS.added}</p> : null}
      {add.status === 'failed' ? <p role="alert">{add.message ?? add.code}</p> : null}
    </article>
  );
}

/** The header's cart count; re-renders only when the count changes (`useCartCount`). */
export function CartBadge() {
  const count = useCartCount();
  return <output aria-label={TEXTS.cart}>{TEXTS.itemsInCart(count)}</output>;
}
