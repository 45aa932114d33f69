/** Cart texts shown to shoppers: 000 §4, §8 (wording ours where the spec gives none, decision 0184). */
export const cartMessages = {
  // 000 §4, §8 — cart failures shown to shoppers (wording ours: the spec gives none, decision 0184)
  // 000 §2 Route table: the cart route is 'titled Your Shopping Cart'
  'cart.title': 'Your Shopping Cart',
  'cart.load_error': 'Your cart could not be loaded. Please try again.',
  'cart.add_error': 'The item could not be added to your cart. Please try again.',
  'cart.update_error': 'Your cart could not be updated. Please try again.',
  'cart.line_not_found': 'This item is no longer in your cart.',
  'cart.invalid_quantity': 'Please enter a valid quantity.',
  'cart.completed': 'Your previous cart was checked out, so a new cart was started.',
} as const;
