/**
 * The cart's log lines (000 §8), also in {@link logMessages}: apart, so the cart bundles only its
 * own three lines, not the whole log catalogue.
 */
export const cartLogMessages = {
  'log.create_cart_token_error': 'Create cart token error',
  'log.fetch_cart_error': 'Fetch cart error',
  'log.init_cart_error': 'Init cart error',
} as const;

/** Log lines of 000 §8 and 001 §8: never shown to shoppers, named once. */
export const logMessages = {
  // 000 §8 — log messages (never shown to shoppers; kept here so they are named once)
  'log.product_api_error': 'Get single product with api error',
  'log.fetch_collections_error': 'Fetch collections error',
  'log.product_from_collection_error': "Can't get product from collection",
  ...cartLogMessages,
  // 000 §8, 001 §8 — feature switch and theme scripts (wording ours: the spec gives none)
  'log.feature_switch_timeout': 'Feature switch request timed out',
  'log.feature_switch_error': 'Fetch feature switch error',
  'log.feature_flag_storage_error': 'Feature flag storage error',
  'log.script_load_error': 'Load script error',
  // 001 §8 — a failed checkout clone is logged ("each is logged"; wording ours)
  'log.clone_checkout_error': 'Clone checkout error',
  // 001 §7 — the background calls after an order and at the contact step (decision 0580; wording ours)
  'log.purchase_complete_error': 'Purchase complete error',
  'log.abandoned_checkout_error': 'Create abandoned checkout error',
} as const;
