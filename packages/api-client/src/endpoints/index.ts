import { accountEndpoints } from './account';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { checkoutEndpoints } from './checkout';
import { orderStatusEndpoints } from './order-status';
import { serviceEndpoints } from './services';
import { shopEndpoints } from './shop';

/**
 * The endpoint table: every call of section 7 of both spec documents, one row each.
 * Keys are the endpoint ids (`client.call('cart.create')`).
 */
export const endpoints = {
  ...shopEndpoints,
  ...catalogEndpoints,
  ...cartEndpoints,
  ...accountEndpoints,
  ...checkoutEndpoints,
  ...orderStatusEndpoints,
  ...serviceEndpoints,
} as const;

/** The id of an endpoint of the table. */
export type EndpointId = keyof typeof endpoints;
/** The table. */
export type Endpoints = typeof endpoints;
