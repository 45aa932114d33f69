/**
 * The steps the sdk's checkout tests share: a storefront on one tab's ports, a tee in the cart with
 * its checkout opened and loaded, and that checkout filled up to the payment (001 §2 steps).
 */
import type { CheckoutFacade } from '@vitrine/core-checkout';
import type { createMemoryPorts } from '@vitrine/ports';
import { expect } from 'vitest';
import { createStorefront } from '../../src/index';
// The checkout package's test data (the address), declared once there.
import { US_ADDRESS } from '../../../core-checkout/src/checkout.platform.fixtures';
import { PLATFORM_URL } from './platform';

type Storefront = ReturnType<typeof createStorefront>;

/** Opens storefronts over one set of ports (one browser tab's storage), from a snapshot if given. */
export function opener(fetch: () => typeof globalThis.fetch, ports: ReturnType<typeof createMemoryPorts>) {
  return (snapshot?: ReturnType<Storefront['getSnapshot']>) =>
    createStorefront({
      domain: 'localhost',
      baseUrl: PLATFORM_URL,
      fetch: fetch(),
      ports,
      ...(snapshot === undefined ? {} : { snapshot: JSON.parse(JSON.stringify(snapshot)) }),
    });
}

/** A tee in the cart, its checkout opened and loaded (`load` options: a recover key). */
export async function openCheckout(
  storefront: Storefront,
  load: { readonly recoverKey?: string } = {},
): Promise<CheckoutFacade> {
  await storefront.ready();
  const product = await storefront.catalog.product('classic-crew-tee');
  if (!product.ok || !product.value.variant) throw new Error('no tee');
  expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
  const opened = await storefront.checkout();
  if (!opened.ok) throw new Error(opened.error.code);
  expect((await opened.value.load(load)).ok).toBe(true);
  return opened.value;
}

/** The contact step saved with `email` and the US address, standard shipping, the payment methods listed. */
export async function fillToPayment(checkout: CheckoutFacade, email: string): Promise<void> {
  expect((await checkout.saveCustomer({ email, shippingAddress: US_ADDRESS })).ok).toBe(true);
  expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
  expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
  expect((await checkout.loadPaymentMethods()).ok).toBe(true);
}
