import type { CheckoutInfoResult } from '@vitrine/api-client';
import { PREVIEW_SAMPLE_CHECKOUT_TOKEN, PREVIEW_SAMPLE_ORDER_TOKEN } from './preview.constants';

/** A line of the {@link PREVIEW_SAMPLE_ORDER}. */
export interface PreviewSampleOrderLine {
  readonly item_id: string;
  readonly product_id: number;
  readonly variant_id: number;
  readonly product_title: string;
  readonly variant_title: string;
  readonly product_sku: string;
  readonly qty: number;
  readonly price: number;
  readonly line_item_price: number;
  readonly image: string | null;
  readonly handle: string;
}

/**
 * The fake order of the order-status preview.
 *
 * @remarks 001 §2: "Sample order data with a sample token serves the fake order status
 * preview"; fields from 001 §3 Order, Totals and Totals line item. Amounts are in the shop
 * currency's major unit. The content is ours (docs/decisions/0133-preview-protocol.md).
 */
export interface PreviewSampleOrder {
  readonly order: {
    readonly id: number;
    readonly name: string;
    readonly status: string;
    readonly token: string;
    readonly created_at: string;
    readonly cancelled_at: null;
    readonly fulfillment_status: null;
    readonly fulfillments: readonly never[];
    readonly not_fulfilled_items: readonly string[];
    readonly access_key_allowed: boolean;
  };
  readonly info: {
    readonly email: string;
    readonly shipping_address: PreviewSampleAddress;
    readonly billing_address: PreviewSampleAddress;
    readonly is_using_same_address: boolean;
    readonly shipping_method: {
      readonly method_code: string;
      readonly method_title: string;
      readonly price: number;
    };
    readonly payment_method_title: string;
  };
  readonly totals: {
    readonly items: readonly PreviewSampleOrderLine[];
    readonly subtotal_price: number;
    readonly total_line_items_price: number;
    readonly total_discounts: number;
    readonly total_shipping: number;
    readonly shipping_fee: number;
    readonly total_tax: number;
    readonly total_price: number;
  };
}

/** An address of the {@link PREVIEW_SAMPLE_ORDER} (001 §3 Address). */
export interface PreviewSampleAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly name: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly province: string;
  readonly province_code: string;
  readonly country: string;
  readonly country_code: string;
  readonly zip: string;
  readonly phone: string;
}

const address: PreviewSampleAddress = {
  first_name: 'Jane',
  last_name: 'Doe',
  name: 'Jane Doe',
  address1: '1 Sample Street',
  address2: '',
  city: 'San Francisco',
  province: 'California',
  province_code: 'CA',
  country: 'United States',
  country_code: 'US',
  zip: '94103',
  phone: '5555550100',
};

const lines: readonly PreviewSampleOrderLine[] = [
  {
    item_id: 'preview-item-1',
    product_id: 1,
    variant_id: 11,
    product_title: 'Sample product',
    variant_title: 'M / Blue',
    product_sku: 'SAMPLE-M-BLUE',
    qty: 2,
    price: 25,
    line_item_price: 50,
    image: null,
    handle: 'preview',
  },
  {
    item_id: 'preview-item-2',
    product_id: 2,
    variant_id: 21,
    product_title: 'Another sample product',
    variant_title: 'Default',
    product_sku: 'SAMPLE-2',
    qty: 1,
    price: 19.99,
    line_item_price: 19.99,
    image: null,
    handle: 'preview-2',
  },
];

/**
 * The sample order shown by the order-status page in preview, under
 * {@link PREVIEW_SAMPLE_ORDER_TOKEN}. Its totals add up: 69.99 of items, 5 of shipping, 0 tax.
 */
export const PREVIEW_SAMPLE_ORDER: PreviewSampleOrder = {
  order: {
    id: 1001,
    name: '#1001',
    status: 'open',
    token: PREVIEW_SAMPLE_ORDER_TOKEN,
    created_at: '2024-01-01T12:00:00Z',
    cancelled_at: null,
    fulfillment_status: null,
    fulfillments: [],
    not_fulfilled_items: lines.map((line) => line.item_id),
    access_key_allowed: true,
  },
  info: {
    email: 'jane.doe@example.com',
    shipping_address: address,
    billing_address: address,
    is_using_same_address: true,
    shipping_method: { method_code: 'standard', method_title: 'Standard shipping', price: 5 },
    payment_method_title: 'Test gateway',
  },
  totals: {
    items: lines,
    subtotal_price: 69.99,
    total_line_items_price: 69.99,
    total_discounts: 0,
    total_shipping: 5,
    shipping_fee: 5,
    total_tax: 0,
    total_price: 74.99,
  },
};

/**
 * The {@link PREVIEW_SAMPLE_ORDER} as the platform's order-status answer (001 §7 `result`), in the
 * shop's currency: what the order-status page is served in preview instead of calling the platform
 * (001 §2; docs/decisions/0497).
 *
 * @example
 * ```ts
 * const result = previewSampleOrderResult('EUR'); // result.order.name === '#1001'
 * ```
 */
export function previewSampleOrderResult(currency: string): CheckoutInfoResult {
  const { order, info, totals } = PREVIEW_SAMPLE_ORDER;
  return {
    token: order.token,
    currency,
    order: {
      ...order,
      fulfillments: [...order.fulfillments],
      not_fulfilled_items: [...order.not_fulfilled_items],
    },
    info: {
      ...info,
      step: 'thank_you',
      shipping_address: { ...info.shipping_address },
      billing_address: { ...info.billing_address },
    },
    totals: { ...totals, items: totals.items.map((line) => ({ ...line })) },
  };
}

/**
 * The sample checkout of the editor's checkout page as the platform's checkout-info answer (001 §7
 * `result`), in the shop's currency: the {@link PREVIEW_SAMPLE_ORDER}'s shopper and lines, no
 * shipping method and no order yet, at step contact_information (001 §4: live preview). What the
 * checkout is served in preview instead of calling the platform (docs/decisions/0500).
 *
 * @example
 * ```ts
 * const result = previewSampleCheckoutResult('EUR'); // result.info.step === 'contact_information'
 * ```
 */
export function previewSampleCheckoutResult(currency: string): CheckoutInfoResult {
  const { info, totals } = PREVIEW_SAMPLE_ORDER;
  return {
    token: PREVIEW_SAMPLE_CHECKOUT_TOKEN,
    currency,
    info: {
      email: info.email,
      step: 'contact_information',
      shipping_address: { ...info.shipping_address },
      billing_address: { ...info.billing_address },
      is_using_same_address: info.is_using_same_address,
    },
    totals: {
      items: totals.items.map((line) => ({ ...line })),
      subtotal_price: totals.subtotal_price,
      total_line_items_price: totals.total_line_items_price,
      total_discounts: 0,
      total_shipping: 0,
      total_tax: 0,
      total_price: totals.subtotal_price,
    },
  };
}
