import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_PRODUCTS_QUERY,
  OFFER_PRODUCTS_LIMIT,
  OFFER_TYPES,
  OFFER_WIDGET_PAGE_SIZE,
} from './offers.constants';
import { offerFromWire, offerProductsFromWire, upsellDiscountFromWire } from './offers.map';
import {
  bestOfferFor,
  discountedPrice,
  offerProductIds,
  offerRequest,
  recommendationLimit,
} from './offers.rules';

describe('upsell rules (001 §7, §9)', () => {
  it('asks offers for the product plus its collection ids', () => {
    expect(offerRequest({ id: '7', collections: [{ id: '3' }, { id: '4' }] })).toEqual({
      productId: '7',
      refIds: ['7', '3', '4'],
    });
    expect(offerRequest({ id: '7' })).toEqual({ productId: '7', refIds: ['7'] });
    // A collection may share its number with the product: both are sent.
    expect(offerRequest({ id: '1', collections: [{ id: '1' }] }).refIds).toEqual(['1', '1']);
  });

  it('reduces a price by the percentage with a floor of 0, in the currency’s minor units', () => {
    expect(discountedPrice({ amount: 1999, currency: 'USD' }, 15)).toEqual({ amount: 1699, currency: 'USD' });
    expect(discountedPrice({ amount: 1000, currency: 'USD' }, 150)).toEqual({ amount: 0, currency: 'USD' });
    expect(discountedPrice({ amount: 1000, currency: 'USD' }, -20)).toEqual({
      amount: 1000,
      currency: 'USD',
    });
    expect(discountedPrice({ amount: 1999, currency: 'JPY' }, 15)).toEqual({ amount: 1699, currency: 'JPY' });
  });

  it('never raises a price and never goes below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ noNaN: true }), (amount, pct) => {
        const { amount: after } = discountedPrice({ amount, currency: 'USD' }, pct);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('shows 12 products for the relevant-collection rule and 4 for the same-collection rule', () => {
    expect(recommendationLimit('relevant')).toBe(12);
    expect(recommendationLimit('same')).toBe(4);
  });

  it('names the spec’s limits and offer types', () => {
    expect(OFFER_PRODUCTS_LIMIT).toBe(200);
    expect(OFFER_WIDGET_PAGE_SIZE).toBe(12);
    expect(COLLECTION_PRODUCTS_QUERY).toEqual({
      sort_field: 'id',
      sort_direction: 'desc',
      limit: 12,
      page: 1,
    });
    expect(OFFER_TYPES).toEqual([
      'postPurchase',
      'quantityDiscount',
      'prePurchase',
      'handPicked',
      'bundle',
      'accessory',
    ]);
  });

  it('lists offer products once, without the ignored ones', () => {
    const offers = [
      offerFromWire({ id: 1, offer_type: 'bundle', product_ids: [1, 2] }),
      offerFromWire({ id: 2, offer_type: 'accessory', product_ids: [2, 3] }),
    ];
    expect(offerProductIds(offers, ['1'])).toEqual(['2', '3']);
  });

  it('prices a product by the offer with the largest percentage that proposes it', () => {
    const offers = [
      offerFromWire({
        id: 1,
        offer_type: 'handPicked',
        product_ids: [2],
        discount_data: { percentage_discount: 0 },
      }),
      offerFromWire({
        id: 2,
        offer_type: 'bundle',
        product_ids: [2],
        discount_data: { percentage_discount: 10 },
      }),
    ];
    expect(bestOfferFor(offers, '2')?.id).toBe('2');
    expect(bestOfferFor(offers, '9')).toBeUndefined();
  });

  it('prices a product among the offers of the placement shown (0441: postPurchase after an order only)', () => {
    const handPicked = offerFromWire({
      id: 1,
      offer_type: 'handPicked',
      product_ids: [2, 3],
      discount_data: { percentage_discount: 0 },
    });
    const postPurchase = offerFromWire({
      id: 2,
      offer_type: 'postPurchase',
      product_ids: [2],
      discount_data: { percentage_discount: 25 },
    });
    const bundle = offerFromWire({
      id: 3,
      offer_type: 'bundle',
      product_ids: [3],
      discount_data: { percentage_discount: 30 },
    });
    const postPurchaseOfThree = offerFromWire({
      id: 4,
      offer_type: 'postPurchase',
      product_ids: [3],
      discount_data: { percentage_discount: 5 },
    });
    const offers = [handPicked, postPurchase, bundle, postPurchaseOfThree];
    expect(bestOfferFor(offers, '2', 'productPage')?.id).toBe('1');
    expect(bestOfferFor(offers, '2', 'postPurchase')?.id).toBe('2');
    expect(bestOfferFor(offers, '3', 'postPurchase')?.id).toBe('4');

    const wire = (id: number) => ({
      id,
      handle: `p${id}`,
      title: `P${id}`,
      available: true,
      options: [],
      variants: [],
      price: 10,
    });
    const priced = offerProductsFromWire([wire(2), wire(3), wire(9)], offers, 'USD').map((item) => [
      item.product.id,
      item.offerId,
      item.percentageDiscount,
    ]);
    // The product page (every type but postPurchase) shows 2 under the 0 % hand-picked offer, not
    // lost to the 25 % postPurchase one it leaves out; the thank-you page finds 3 under its 5 %
    // postPurchase offer although the bundle gives it 30 %. A product no offer names: no discount.
    expect(priced).toEqual([
      ['2', '1', 0],
      ['2', '2', 25],
      ['3', '3', 30],
      ['3', '4', 5],
      ['9', null, 0],
    ]);
  });
});

describe('the price an offer shows is the price of the variant it adds', () => {
  // The platform gives a product's price as its cheapest variant's, sold out or not.
  const soldOutCheapest = {
    id: 4,
    handle: 'two-sizes',
    title: 'Two sizes',
    available: true,
    options: [],
    price: 10,
    variants: [
      { id: 41, title: 'S', available: false, price: 10 },
      { id: 42, title: 'M', available: true, price: 20 },
    ],
  };
  const bundle = offerFromWire({
    id: 7,
    offer_type: 'bundle',
    product_ids: [4],
    discount_data: { percentage_discount: 10 },
  });

  it('a product of {$10 sold out, $20} is offered at $20 less the discount, with the $20 variant to add', () => {
    const [item] = offerProductsFromWire([soldOutCheapest], [bundle], 'USD');
    expect(item).toMatchObject({
      offerId: '7',
      variantId: '42',
      percentageDiscount: 10,
      price: { amount: 2000, currency: 'USD' },
      discountedPrice: { amount: 1800, currency: 'USD' },
    });
  });

  it('takes the first variant when none is available, and the product’s price without variants', () => {
    const soldOut = {
      ...soldOutCheapest,
      available: false,
      variants: soldOutCheapest.variants.map((variant) => ({ ...variant, available: false })),
    };
    const [allSoldOut] = offerProductsFromWire([soldOut], [bundle], 'USD');
    expect(allSoldOut).toMatchObject({ variantId: '41', price: { amount: 1000, currency: 'USD' } });
    const [bare] = offerProductsFromWire([{ ...soldOutCheapest, variants: [] }], [bundle], 'USD');
    expect(bare).toMatchObject({
      variantId: null,
      price: { amount: 1000 },
      discountedPrice: { amount: 900 },
    });
  });
});

describe('quantity offers (docs/decisions/0569)', () => {
  const wire = (id: number) => ({
    id,
    handle: `p${id}`,
    title: `P${id}`,
    available: true,
    options: [],
    variants: [{ id: id * 10, available: true, price: 10 }],
  });
  const buyThree = offerFromWire({
    id: 1,
    offer_type: 'quantityDiscount',
    product_ids: [5],
    min_quantity: 3,
    discount_data: { percentage_discount: 10 },
  } as Parameters<typeof offerFromWire>[0]);
  const bundle = offerFromWire({
    id: 2,
    offer_type: 'bundle',
    product_ids: [5, 6],
    discount_data: { percentage_discount: 20 },
  });

  it('adds the offer’s minimum quantity, 1 without one', () => {
    const priced = offerProductsFromWire([wire(5), wire(6)], [buyThree, bundle], 'USD');
    expect(priced.map((item) => [item.product.id, item.offerId, item.quantity])).toEqual([
      ['5', '2', 1],
      ['6', '2', 1],
    ]);
    const [ofThree] = offerProductsFromWire([wire(5)], [buyThree], 'USD');
    expect(ofThree).toMatchObject({ offerId: '1', quantity: 3, discountedPrice: { amount: 900 } });
  });

  it('lists the page’s own product only under a quantity offer of it', () => {
    const priced = offerProductsFromWire([wire(5), wire(6)], [buyThree, bundle], 'USD', { own: '5' });
    expect(priced.map((item) => [item.product.id, item.offerId, item.quantity])).toEqual([
      ['5', '1', 3],
      ['6', '2', 1],
    ]);
    expect(offerProductsFromWire([wire(6)], [bundle], 'USD', { own: '6' })).toEqual([]);
  });
});

describe('upsell wire mapping', () => {
  it('maps an offer to camelCase with string ids and a 0 discount when none is given', () => {
    expect(
      offerFromWire({
        id: 5,
        offer_type: 'bundle',
        recommend_type: 'manual',
        title: 'Tee and mug',
        ref_ids: [1, 2],
        product_ids: [3],
        discount_data: { percentage_discount: 10 },
      }),
    ).toEqual({
      id: '5',
      type: 'bundle',
      recommendType: 'manual',
      title: 'Tee and mug',
      message: null,
      refIds: ['1', '2'],
      productIds: ['3'],
      percentageDiscount: 10,
      minQuantity: 1,
    });
    expect(offerFromWire({ id: 1, offer_type: 'x' }).percentageDiscount).toBe(0);
  });

  it('maps the cart discount to minor units', () => {
    expect(
      upsellDiscountFromWire(
        {
          has_discount: true,
          discount_code: null,
          selected_offers: [2],
          discount_cart_items: [{ item_id: 9, offer_id: 2, discount_amount: 3.5 }, 'junk'],
          total_discount_amount: 3.5,
        },
        'USD',
      ),
    ).toEqual({
      hasDiscount: true,
      discountCode: null,
      selectedOfferIds: ['2'],
      lines: [{ lineId: '9', offerId: '2', discount: { amount: 350, currency: 'USD' } }],
      totalDiscount: { amount: 350, currency: 'USD' },
    });
  });
});
