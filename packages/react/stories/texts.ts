/**
 * The demo components' own interface words: labels the spec does not write (buttons, headings).
 * Every text the spec writes comes from `@vitrine/messages` by id (or from the hooks, which give
 * the catalogue's English), never from here. The same words as the reference storefront's
 * (examples/storefront/src/texts.ts), so a story reads like the shop.
 */
export const TEXTS = {
  loading: 'Loading…',
  notFound: 'Product not found.',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: 'Added to cart',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  cart: 'Cart',
  openCart: 'Open cart',
  closeCart: 'Close cart',
  cartTitle: 'Your Shopping Cart',
  cartEmpty: 'Your cart is empty.',
  itemsInCart: (count: number) => `${count} item${count === 1 ? '' : 's'} in cart`,
  quantity: 'Quantity',
  increase: 'One more',
  decrease: 'One less',
  remove: 'Remove',
  subtotal: 'Subtotal',
  goToCheckout: 'Check out',
  email: 'Email',
  password: 'Password',
  login: 'Log in',
  logout: 'Log out',
  signedInAs: (email: string) => `Signed in as ${email}`,
  notifications: 'Notifications',
  dismiss: 'Dismiss',
} as const;
