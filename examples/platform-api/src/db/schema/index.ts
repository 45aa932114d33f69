/**
 * Every table of the platform database. The checkout engineer's modules (checkout, orders,
 * discounts, shipping, offers, notifications, reviews) are added here with one `export *` line each.
 */
export * from './analytics';
export * from './carts';
export * from './catalog';
export * from './checkout';
export * from './discounts';
export * from './forms';
export * from './mail';
export * from './notifications';
export * from './offers';
export * from './orders';
export * from './pages';
export * from './rate-limits';
export * from './reviews';
export * from './shipping';
export * from './shops';
export * from './uploads';
export * from './users';
