/**
 * The checkout screen reads `useCheckout` of @vitrine/react (recover key, layout and 3-D Secure
 * challenge included, docs/decisions/0420). Only the order summary still imports the state's type
 * under this name; new code imports `CheckoutState` from @vitrine/react.
 */
export type { CheckoutState as CheckoutPage } from '@vitrine/react';
