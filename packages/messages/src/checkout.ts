/**
 * Checkout texts: 001 §8; shipment tracking labels and descriptions of 001 §4 (only 'Synchronizing'
 * is the spec's wording; the others are docs/decisions/0248); a payment waiting on its page (0631).
 */
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
  // A payment still waiting on the bank's or the provider's page (docs/decisions/0631; not in the spec)
  'checkout.payment_not_finished': 'Your payment is not finished yet.',
  'checkout.payment_page_again': 'Go to the payment page',
  // 001 §3 not_shippable_variant_ids: the spec shows no text; the reference platform's refusal
  // (VARIANT_NOT_SHIPPABLE) words it so (docs/decisions/0633)
  'checkout.items_not_shippable': 'Some items cannot ship to this address.',
  // 001 §4 — shipment tracking statuses: a label and a description each (docs/decisions/0248)
  'checkout.tracking.attempted_delivery': 'Attempted delivery',
  'checkout.tracking.attempted_delivery_description':
    'The carrier tried to deliver the package but could not. It will try again or leave a notice.',
  'checkout.tracking.undelivered': 'Undelivered',
  'checkout.tracking.undelivered_description': 'The package could not be delivered.',
  'checkout.tracking.ready_for_pickup': 'Ready for pickup',
  'checkout.tracking.ready_for_pickup_description': 'The package is waiting for you at the pickup point.',
  'checkout.tracking.confirmed': 'Confirmed',
  'checkout.tracking.confirmed_description': 'The carrier has received the shipment details.',
  'checkout.tracking.in_transit': 'In transit',
  'checkout.tracking.in_transit_description': 'The package is on its way.',
  'checkout.tracking.out_for_delivery': 'Out for delivery',
  'checkout.tracking.out_for_delivery_description': 'The package will be delivered today.',
  'checkout.tracking.delivered': 'Delivered',
  'checkout.tracking.delivered_description': 'The package has been delivered.',
  'checkout.tracking.delayed': 'Synchronizing',
  'checkout.tracking.delayed_description': 'Tracking information is being updated. Check back later.',
  'checkout.tracking.failure': 'Failure',
  'checkout.tracking.failure_description': 'The carrier reported a problem with the delivery.',
  'checkout.tracking.not_found': 'Not found',
  'checkout.tracking.not_found_description': 'The carrier has no information for this tracking number yet.',
  'checkout.tracking.invalid': 'Invalid',
  'checkout.tracking.invalid_description': 'The tracking number is not valid.',
  'checkout.tracking.tracking_created': 'Tracking created',
  'checkout.tracking.tracking_created_description':
    'A tracking number was created. The carrier has not received the package yet.',
  'checkout.tracking.carrier_not_found': 'Carrier not found',
  'checkout.tracking.carrier_not_found_description': 'The carrier of this shipment could not be identified.',
} as const;
