/** Checkout texts: 001 §8. */
export const checkoutMessages = {
  // 001 §8 — checkout
  'checkout.something_went_wrong': 'Something went wrong! Please try again',
  'checkout.missing_discount_code': 'Missing discount code',
  'checkout.discount_not_found': 'Unable to find a valid discount matching the code entered.',
  'checkout.discount_not_valid_for_items': "discount code isn't valid for the items in your cart.",
  'checkout.discount_already_applied':
    "A discount has been applied to this order. You can't add another discount.",
  'checkout.discount_used': 'discount code has already been used.',
  'checkout.post_purchase_select_paypal': 'Select paypal method to support post purchase',
  'checkout.post_purchase_select_another': 'Select another method to support post purchase',
  'checkout.already_completed': 'checkout already completed',
  'checkout.item_out_of_stock': 'item out of stock',
  'checkout.additional_balance_changed': 'additional balance changed',
} as const;
