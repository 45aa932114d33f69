import type { CartLine, CartVerbResult } from '@vitrine/core-cart';
import { routePath } from '@vitrine/core-shop';
import { useCart, useMoney } from '@vitrine/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { Image } from './image';

/** What {@link useQuantityChanges} returns. */
export interface QuantityChanges {
  /** The cart page's "update all" mode: the quantities typed and not sent yet, by line id. */
  readonly typed: Readonly<Record<string, number>>;
  /** Of those, the ones that change their line: what "update all" sends. */
  readonly pending: readonly (readonly [string, number])[];
  /** Keeps a quantity typed in "update all" mode, to be sent with the others. */
  type(lineId: string, quantity: number): void;
  /** "Update all": the quantities typed and not sent yet go in one change; whether it was taken. */
  sendTyped(): Promise<boolean>;
  /** Sends one line's quantity as its field commits it (the drawer). */
  send(lineId: string, quantity: number): void;
  /**
   * Check out's `before`, in the drawer and on the cart page: the checkout gets the quantities the
   * fields show. The typed ones are sent, the ones on their way are waited for, and `false` when
   * one was refused: it stops there, told as every refused change is (docs/decisions/0223).
   */
  settle(): Promise<boolean>;
}

/**
 * The changes the cart's quantity fields make, and Check out's guard over them (see
 * {@link QuantityChanges.settle}): the cart goes to checkout once its queue drained, whether or not a
 * change in it was refused (docs/decisions/0181), so a quantity field left by pressing Check out
 * would otherwise go to checkout with the quantity the server kept.
 */
export function useQuantityChanges(): QuantityChanges {
  const { cart, update, updateMany } = useCart();
  const [typed, setTyped] = useState<Readonly<Record<string, number>>>({});
  // The changes sent from here and not answered yet: whether each was taken.
  const [sending] = useState(() => new Set<Promise<boolean>>());
  const pending = Object.entries(typed).filter(
    ([lineId, quantity]) =>
      Number.isInteger(quantity) &&
      cart.lines.some((line) => line.id === lineId && line.quantity !== quantity),
  );
  const track = (change: Promise<CartVerbResult>): Promise<boolean> => {
    const taken = change.then((result) => result.ok);
    sending.add(taken);
    void taken.then(() => sending.delete(taken));
    return taken;
  };
  const sendTyped = async (): Promise<boolean> => {
    const sent = pending;
    if (sent.length === 0) return true;
    const updated = await track(updateMany(sent.map(([lineId, quantity]) => ({ lineId, quantity }))));
    // what was typed while the change ran stays to be sent
    setTyped((all) => {
      const left = { ...all };
      for (const [lineId, quantity] of sent) if (left[lineId] === quantity) delete left[lineId];
      return left;
    });
    return updated;
  };
  return {
    typed,
    pending,
    type: (lineId, quantity) => setTyped((all) => ({ ...all, [lineId]: quantity })),
    sendTyped,
    send: (lineId, quantity) => void track(update(lineId, quantity)),
    settle: async () => (await Promise.all([...sending, sendTyped()])).every(Boolean),
  };
}

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
  onSend,
}: {
  readonly line: CartLine;
  /** A quantity typed and not sent yet (the cart page's "update all"), shown over the line's. */
  readonly typed?: number | undefined;
  readonly onChange?: (value: number) => void;
  /** Sends the quantity committed (the cart's own update when not given). */
  readonly onSend?: ((value: number) => void) | undefined;
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
    else if (!onChange && value !== line.quantity) {
      if (onSend) onSend(value);
      else void update(line.id, value);
    }
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
  /** Otherwise, sends a line's quantity as its field commits it ({@link QuantityChanges.send}). */
  readonly onSend?: (lineId: string, quantity: number) => void;
  /** Called when a link to a product is followed (the drawer closes). */
  readonly onFollow?: () => void;
  /**
   * Called as the last line's Remove is pressed: the view takes the focus (its heading, the drawer's
   * Close), which the removed button would otherwise take with it to the document.
   */
  readonly onLastRemoved?: () => void;
}

/**
 * The cart view's polite status (WCAG 4.1.3): once a change settled (no change running), the new
 * subtotal in the cart's own words ('Subtotal', 000 §4 Cart), or that the cart is empty. The first
 * settled cart (the load, or the view opened) says nothing: only what changed after is told. One per
 * cart view (the drawer, the cart page), always mounted so a screen reader hears what it gets.
 */
export function CartStatus() {
  const { cart, busy, status } = useCart();
  const { format } = useMoney();
  const now = cart.lines.length === 0 ? TEXTS.cartEmpty : `${TEXTS.subtotal} ${format(cart.totals.subtotal)}`;
  const [message, setMessage] = useState('');
  // What the view showed when it last settled; undefined until the cart first did.
  const settled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (busy || status !== 'ready') return;
    const was = settled.current;
    settled.current = now;
    if (was !== undefined && was !== now) setMessage(now);
  }, [busy, status, now]);
  return (
    <p className="visually-hidden" role="status">
      {message}
    </p>
  );
}

/** The cart's lines with image, title, variant, unit price, quantity, line total and remove (000 §4 Cart). */
export function CartLines({ onQuantity, typed, onSend, onFollow, onLastRemoved }: CartLinesProps) {
  const { cart, remove } = useCart();
  const { format } = useMoney();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // A removed line takes its Remove button with it (at once: the removal is optimistic), so the
  // keyboard goes first to a control that stays (WCAG 2.4.3): the next line's Remove, else the
  // previous line's, else the view's own (onLastRemoved). A refused removal brings the line back,
  // told as every refused change is (docs/decisions/0223).
  const removeLine = (lineId: string) => {
    const index = cart.lines.findIndex((line) => line.id === lineId);
    const neighbour = cart.lines[index + 1] ?? cart.lines[index - 1];
    const next = neighbour ? removeButtons.current.get(neighbour.id) : undefined;
    if (next) next.focus();
    else onLastRemoved?.();
    void remove(lineId);
  };
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
                onSend={onSend && ((value: number) => onSend(line.id, value))}
                {...(onQuantity ? { onChange: (value: number) => onQuantity(line.id, value) } : {})}
              />
              {priced ? <span className="price line-total">{format(line.lineTotal)}</span> : null}
              <button
                type="button"
                className="link-button"
                ref={(button) => {
                  if (button) removeButtons.current.set(line.id, button);
                  else removeButtons.current.delete(line.id);
                }}
                onClick={() => removeLine(line.id)}
                aria-label={TEXTS.removeNamed(title)}
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
