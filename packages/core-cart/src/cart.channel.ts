/**
 * What the cart tells the other tabs through `ports.channels('vitrine.cart')` (docs/decisions/0183).
 * The channel itself is the ports' `Channel`; only the cart's message and its guard live here.
 */

/** What one tab tells the others: its cart changed (new lines, or a new token). */
export interface CartChannelMessage {
  readonly type: 'cart.changed';
  readonly cartToken: string;
  readonly checkoutToken: string;
}

/**
 * Whether a value received from another tab is a {@link CartChannelMessage} (a tab may run an
 * older or newer SDK, so incoming messages are checked, never trusted).
 *
 * @example
 * ```ts
 * const channel = typedChannel(ports.channels(CART_CHANNEL_NAME), isCartChannelMessage);
 * ```
 */
export function isCartChannelMessage(value: unknown): value is CartChannelMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.type === 'cart.changed' &&
    typeof message.cartToken === 'string' &&
    typeof message.checkoutToken === 'string'
  );
}
