import { describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_TIMEOUT_MS, type EndpointId, endpoints } from './index';
import { fakeFetch } from './test/fake-fetch';

const T = 'chk_123';
const O = 'ord_456';

/**
 * Every call of section 7 of both spec documents: the request the client must send.
 * [id, method, path, input, expected query (subset), expected JSON body]
 * Paths the spec does not show are our choices (docs/decisions/0003-unshown-paths-and-payloads.md).
 */
const SPEC: ReadonlyArray<readonly [EndpointId, string, string, object, Record<string, string>?, unknown?]> =
  [
    // 000 §7 Bootstrap and pages
    [
      'bootstrap',
      'GET',
      '/api/bootstrap/shop.example.json',
      { path: { domain: 'shop.example' }, query: { theme_preview_id: '9' } },
      { theme_preview_id: '9' },
    ],
    ['pages.byHandle', 'GET', '/api/pages.json', { query: { handle: 'about' } }, { handle: 'about' }],
    [
      'pages.byHandles',
      'GET',
      '/api/pages/pages-by-handles.json',
      { query: { handles: 'a,b' } },
      { handles: 'a,b' },
    ],
    [
      'contact.send',
      'POST',
      '/api/contact-us.json',
      { body: { name: 'Ann', email: 'a@b.c', phone: '1', message: 'Hi' } },
      {},
      { name: 'Ann', email: 'a@b.c', phone: '1', message: 'Hi' },
    ],
    ['dmca.get', 'GET', '/api/dmca.json', {}],
    ['dmca.report', 'POST', '/api/dmca.json', { body: { email: 'a@b.c' } }, {}, { email: 'a@b.c' }],
    [
      'tracker.track',
      'GET',
      '/api/actions.json',
      { query: { event: 'view_content', session_id: 's1', distinct_id: 'd1' } },
      { event: 'view_content', session_id: 's1', distinct_id: 'd1' },
    ],
    [
      'password.validate',
      'POST',
      '/api/password/validate.json',
      { body: { password: 'letmein' } },
      {},
      { password: 'letmein' },
    ],
    // 000 §7 Catalogue
    [
      'catalog.collections',
      'GET',
      '/api/catalog/collections_v2.json',
      { query: { page: 2, limit: 12, handles: 'a,b', skip_cache: true } },
      { page: '2', limit: '12', handles: 'a,b', skip_cache: 'true' },
    ],
    [
      'catalog.products',
      'GET',
      '/api/catalog/products_v2.json',
      {
        query: {
          sort_field: 'name',
          sort_direction: 'asc',
          limit: 12,
          page: 1,
          collection_ids: '3',
          q: 'tee',
        },
      },
      { sort_field: 'name', sort_direction: 'asc', limit: '12', page: '1', collection_ids: '3', q: 'tee' },
    ],
    [
      'catalog.product',
      'GET',
      '/api/catalog/product.json',
      { query: { handle: 'tee', skip_cache: false, product_availability: true } },
      { handle: 'tee', skip_cache: 'false', product_availability: 'true' },
    ],
    [
      'catalog.redirects',
      'GET',
      '/api/catalog/redirects.json',
      { query: { handle: '/old' } },
      { handle: '/old' },
    ],
    ['catalog.validate', 'GET', '/api/catalog/validate.json', {}],
    ['catalog.locationLookup', 'GET', '/api/catalog/location-lookup.json', {}],
    ['catalog.featureSwitch', 'GET', '/api/catalog/feature-switch.json', {}],
    [
      'catalog.productsByIds',
      'GET',
      '/api/catalog/products-by-ids.json',
      { query: { ids: '1,2' } },
      { ids: '1,2' },
    ],
    [
      'pod.personalizeRender',
      'GET',
      '/api/pod/personalize-render.json',
      { query: { product_id: '7' } },
      { product_id: '7' },
    ],
    [
      'pod.sizeChart',
      'GET',
      '/api/pod/size-chart.json',
      { query: { shop_id: '1', product_ref_id: '7', product_tags: 'a b', use_sb_setting: true } },
      { shop_id: '1', product_ref_id: '7', product_tags: 'a b', use_sb_setting: 'true' },
    ],
    // 000 §7 Cart
    ['cart.create', 'POST', '/api/checkout/cart/create.json', {}],
    [
      'cart.get',
      'GET',
      '/api/checkout/cart.json',
      { query: { cart_token: 'c1', discount_code: 'WELCOME10' } },
      { cart_token: 'c1', discount_code: 'WELCOME10' },
    ],
    [
      'cart.update',
      'POST',
      '/api/checkout/cart/update.json',
      {
        query: { cart_token: 'c1', post_purchase: true },
        body: { cartItem: { variant_id: 5, qty: 1 }, source: 'product' },
      },
      { cart_token: 'c1', post_purchase: 'true' },
      { cartItem: { variant_id: 5, qty: 1 }, source: 'product' },
    ],
    [
      'cart.updateMultiple',
      'POST',
      '/api/checkout/cart/multiple-update.json',
      { query: { cart_token: 'c1' }, body: { cartItems: [{ item_id: 1, qty: 2 }], source: 'cart' } },
      { cart_token: 'c1' },
      { cartItems: [{ item_id: 1, qty: 2 }], source: 'cart' },
    ],
    [
      'cart.delete',
      'DELETE',
      '/api/checkout/cart/delete.json',
      { query: { cart_token: 'c1' }, body: { cartItem: { item_id: 1 } } },
      { cart_token: 'c1' },
      { cartItem: { item_id: 1 } },
    ],
    [
      'cart.clone',
      'GET',
      '/api/checkout/cart/clone.json',
      { query: { checkout_token: T } },
      { checkout_token: T },
    ],
    ['upload.multi', 'POST', '/api/upload/multi.json', { body: new FormData() }],
    // 000 §7 Account
    [
      'user.login',
      'POST',
      '/api/user/login.json',
      { body: { username: 'a@b.c', password: 'pw' } },
      {},
      { username: 'a@b.c', password: 'pw' },
    ],
    [
      'user.create',
      'POST',
      '/api/user/create.json',
      { body: { customer: { email: 'a@b.c', firstname: 'A', lastname: 'B' }, password: 'pw' } },
      {},
      { customer: { email: 'a@b.c', firstname: 'A', lastname: 'B' }, password: 'pw' },
    ],
    ['user.me', 'GET', '/api/user/me.json', {}, { token: 'tok' }],
    [
      'user.update',
      'POST',
      '/api/user/me.json',
      { body: { customer: { firstname: 'Z' } } },
      { token: 'tok' },
      { customer: { firstname: 'Z' } },
    ],
    [
      'user.refresh',
      'POST',
      '/api/user/refresh.json',
      { body: { refreshToken: 'r1' } },
      {},
      { refreshToken: 'r1' },
    ],
    [
      'user.activate',
      'POST',
      '/api/user/activate.json',
      { body: { customer_id: '1', active_token: 'x' } },
      {},
      { customer_id: '1', active_token: 'x' },
    ],
    [
      'user.requestResetPassword',
      'POST',
      '/api/user/request-reset-password.json',
      { body: { email: 'a@b.c' } },
      {},
      { email: 'a@b.c' },
    ],
    [
      'user.resetPassword',
      'POST',
      '/api/user/reset-password.json',
      { body: { customer_id: '1', reset_token: 'x', password: 'pw' } },
      {},
      { customer_id: '1', reset_token: 'x', password: 'pw' },
    ],
    [
      'user.changePassword',
      'POST',
      '/api/user/changePassword.json',
      { body: { newPassword: 'pw2' } },
      { token: 'tok' },
      { newPassword: 'pw2' },
    ],
    ['user.orderHistory', 'GET', '/api/user/order-history.json', {}, { token: 'tok' }],
    [
      'user.subscribe',
      'POST',
      '/api/user/subscribe.json',
      { body: { email: 'a@b.c' } },
      {},
      { email: 'a@b.c' },
    ],
    [
      'user.unsubscribe',
      'DELETE',
      '/api/user/subscribe.json',
      { body: { email: 'a@b.c' } },
      {},
      { email: 'a@b.c' },
    ],
    // 001 §7 Checkout with the token in the path
    [
      'checkout.info',
      'GET',
      `/api/checkout/${T}/info.json`,
      {
        path: { checkoutToken: T },
        query: {
          count_discount_code: 1,
          customer_id: '9',
          recover_key: 'k',
          logout: false,
          country_code: 'US',
        },
      },
      { count_discount_code: '1', customer_id: '9', recover_key: 'k', logout: 'false', country_code: 'US' },
    ],
    [
      'checkout.paymentMethods',
      'GET',
      `/api/checkout/${T}/payment-methods.json`,
      { path: { checkoutToken: T } },
    ],
    [
      'checkout.shippingMethods',
      'GET',
      `/api/checkout/${T}/shipping-methods.json`,
      { path: { checkoutToken: T }, query: { country_code: 'US' } },
      { country_code: 'US' },
    ],
    [
      'checkout.customerAndShipping',
      'PUT',
      `/api/checkout/${T}/customer-and-shipping.json`,
      { path: { checkoutToken: T }, body: { email: 'a@b.c', shipping_address: { city: 'X', name: '' } } },
      {},
      { email: 'a@b.c', shipping_address: { city: 'X', name: '' } },
    ],
    [
      'checkout.updateShippingMethod',
      'PUT',
      `/api/checkout/${T}/shipping-methods.json`,
      {
        path: { checkoutToken: T },
        body: {
          shipping_method: {
            method_code: 'standard',
            shipping_rule_id: 1,
            shipping_rule_type: 'price_based',
          },
        },
      },
      {},
      {
        shipping_method: { method_code: 'standard', shipping_rule_id: 1, shipping_rule_type: 'price_based' },
      },
    ],
    [
      'checkout.customerEmailPhone',
      'PUT',
      `/api/checkout/${T}/customer-email-phone.json`,
      { path: { checkoutToken: T }, body: { email: 'a@b.c', phone: '123' } },
      {},
      { email: 'a@b.c', phone: '123' },
    ],
    [
      'checkout.createOrder',
      'POST',
      `/api/checkout/${T}/create-order.json`,
      { path: { checkoutToken: T }, body: { is_using_same_address: true } },
      {},
      { is_using_same_address: true },
    ],
    [
      'checkout.providerCreateOrder',
      'POST',
      `/api/checkout/${T}/paypal-express/create-order.json`,
      {
        path: { checkoutToken: T, provider: 'paypal-express' },
        body: { payment_method_id: 3, order_request: { intent: 'AUTHORIZE' } },
      },
      {},
      { payment_method_id: 3, order_request: { intent: 'AUTHORIZE' } },
    ],
    [
      'checkout.fetchPaymentProviderOrderInfo',
      'POST',
      `/api/checkout/${T}/fetch-payment-provider-order-info.json`,
      { path: { checkoutToken: T }, body: { payment_method_id: 3, provider_order_id: 'P1' } },
    ],
    [
      'checkout.chargeAuthorize',
      'POST',
      `/api/checkout/${T}/charge-authorize.json`,
      { path: { checkoutToken: T }, body: { payment_method_id: 1, payment_data: { card: '4242' } } },
      {},
      { payment_method_id: 1, payment_data: { card: '4242' } },
    ],
    [
      'checkout.applyCoupon',
      'POST',
      `/api/checkout/${T}/apply-coupon.json`,
      { path: { checkoutToken: T }, body: { code: 'WELCOME10', source: 'checkout' } },
      {},
      { code: 'WELCOME10', source: 'checkout' },
    ],
    [
      'checkout.deleteCoupon',
      'POST',
      `/api/checkout/${T}/delete-coupon.json`,
      { path: { checkoutToken: T }, body: { code: 'WELCOME10' } },
      {},
      { code: 'WELCOME10' },
    ],
    [
      'checkout.providerConfirmUrl',
      'POST',
      `/api/checkout/${T}/provider-confirm-url.json`,
      { path: { checkoutToken: T }, query: { post_purchase: true }, body: { source: 'post-purchase' } },
      { post_purchase: 'true' },
      { source: 'post-purchase' },
    ],
    [
      'checkout.activatePostPurchase',
      'POST',
      `/api/checkout/${T}/activate-post-purchase.json`,
      { path: { checkoutToken: T }, body: { offer_id: 1, variant_id: 2 } },
    ],
    [
      'checkout.finalizePostPurchase',
      'POST',
      `/api/checkout/${T}/finalize-post-purchase.json`,
      { path: { checkoutToken: T }, body: { accept: true } },
    ],
    [
      'checkout.createAbandonedCheckout',
      'POST',
      `/api/checkout/${T}/create-abandoned-checkout.json`,
      { path: { checkoutToken: T } },
    ],
    [
      'checkout.updateExpressPayment',
      'POST',
      `/api/checkout/${T}/express-payment.json`,
      {
        path: { checkoutToken: T },
        query: { disable_sync_address: true },
        body: { payment_method: 'paypal-express', payload: { orderID: 'X' }, cartCheckoutToken: T },
      },
      { disable_sync_address: 'true' },
      { payment_method: 'paypal-express', payload: { orderID: 'X' }, cartCheckoutToken: T },
    ],
    [
      'checkout.processingStatus',
      'GET',
      `/api/checkout/${T}/processing-status.json`,
      { path: { checkoutToken: T } },
    ],
    [
      'checkout.paypalProSecureToken',
      'GET',
      `/api/checkout/${T}/paypal-pro/secure-token.json`,
      { path: { checkoutToken: T } },
    ],
    [
      'checkout.paypalProVerifyToken',
      'GET',
      `/api/checkout/${T}/paypal-pro/verify-token.json`,
      { path: { checkoutToken: T }, query: { secure_token: 's' } },
      { secure_token: 's' },
    ],
    [
      'checkout.braintreeToken',
      'GET',
      `/api/checkout/${T}/braintree/token.json`,
      { path: { checkoutToken: T }, query: { ignore_completed: true } },
      { ignore_completed: 'true' },
    ],
    // 001 §7 Checkout without a token in the path
    [
      'checkout.purchaseComplete',
      'POST',
      '/api/checkout/purchase-complete.json',
      { body: { checkout_token: T } },
      {},
      { checkout_token: T },
    ],
    ['checkout.locationLookup', 'GET', '/api/checkout/location/lookup.json', {}],
    ['checkout.availableShippingCountries', 'GET', '/api/checkout/available-shipping-countries.json', {}],
    [
      'checkout.zipcodes',
      'GET',
      '/api/checkout/zipcode.json',
      { query: { country_code: 'US', search: '100' } },
      { country_code: 'US', search: '100' },
    ],
    [
      'checkout.addressSuggestion',
      'GET',
      '/api/here_maps_address_suggestion.json',
      { query: { keyword: 'Main', countries: 'US' } },
      { keyword: 'Main', countries: 'US' },
    ],
    [
      'checkout.errorMonitor',
      'POST',
      '/api/checkout/checkout-error-monitor.json',
      { body: { checkout_token: T, cart_token: 'c', extra: { page: 'checkout' } } },
      {},
      { checkout_token: T, cart_token: 'c', extra: { page: 'checkout' } },
    ],
    ['checkout.bluesnapFieldToken', 'GET', '/api/platform_payments/bluesnap/payment-field-token.json', {}],
    [
      'checkout.tax',
      'GET',
      `/api/platform_payments/${T}/tax.json`,
      { path: { checkoutToken: T }, query: { currency: 'USD', amount: 10 } },
      { currency: 'USD', amount: '10' },
    ],
    [
      'checkout.additionalInfo',
      'GET',
      `/api/checkout/${O}/checkout-additional.json`,
      { path: { orderToken: O } },
    ],
    [
      'checkout.additional',
      'POST',
      `/api/checkout/${O}/checkout-additional.json`,
      { path: { orderToken: O }, body: { request_amount: 12.5, is_using_same_address: true } },
      {},
      { request_amount: 12.5, is_using_same_address: true },
    ],
    // 001 §7 Order status
    [
      'orderStatus.info',
      'GET',
      `/api/checkout/order-status/${O}/info.json`,
      { path: { orderToken: O }, query: { key: 'ak' } },
      { key: 'ak' },
    ],
    [
      'orderStatus.authenticate',
      'POST',
      `/api/checkout/order-status/${O}/authenticate.json`,
      { path: { orderToken: O }, body: { email: 'a@b.c' } },
      {},
      { email: 'a@b.c' },
    ],
    // 001 §7 Upsell
    ['offers.list', 'GET', '/api/offers/list.json', { query: { ref_ids: '1,2' } }, { ref_ids: '1,2' }],
    [
      'offers.settings',
      'GET',
      '/api/offers/settings.json',
      { query: { app_code: 'copt' } },
      { app_code: 'copt' },
    ],
    [
      'offers.discount',
      'GET',
      '/api/offers/discount.json',
      { query: { cart_token: 'c1' } },
      { cart_token: 'c1' },
    ],
    [
      'offers.products',
      'GET',
      '/api/offers/products.json',
      { query: { offer_ids: '1', ignore_ids: '2', limit: 200 } },
      { offer_ids: '1', ignore_ids: '2', limit: '200' },
    ],
    [
      'offers.recommendation',
      'GET',
      '/api/offers/recommendation.json',
      { query: { product_id: '1', contact_ref_id: 'c', source: 'product', v: '2', rules: 'r' } },
      { product_id: '1', contact_ref_id: 'c', source: 'product', v: '2', rules: 'r' },
    ],
    [
      'offers.widgets',
      'GET',
      '/api/offers/widgets.json',
      { query: { page: 1, limit: 12, handle: 'tee' } },
      { page: '1', limit: '12', handle: 'tee' },
    ],
    [
      'offers.productsByCollection',
      'GET',
      '/api/offers/products-by-collection.json',
      { query: { collection_id: '3', sort_field: 'id', sort_direction: 'desc', limit: 12, page: 1 } },
      { collection_id: '3', sort_field: 'id', sort_direction: 'desc', limit: '12', page: '1' },
    ],
    [
      'offers.cartRecommend',
      'POST',
      '/api/offers/cart-recommend.json',
      { body: { cart_items: [{ product_id: 1, variant_id: 2 }] } },
      {},
      { cart_items: [{ product_id: 1, variant_id: 2 }] },
    ],
    // 001 §7 Notifications
    [
      'copt.saleNotifications',
      'GET',
      '/api/copt/sale-notifications.json',
      { query: { limit: 50, page: 1 } },
      { limit: '50', page: '1' },
    ],
    [
      'copt.checkoutNotifications',
      'GET',
      '/api/copt/checkout-notifications.json',
      { query: { limit: 50, page: 1 } },
      { limit: '50', page: '1' },
    ],
    [
      'copt.timerCountdowns',
      'GET',
      '/api/copt/timer-countdowns.json',
      { query: { limit: 100, page: 1 } },
      { limit: '100', page: '1' },
    ],
    // 001 §7 Reviews
    [
      'reviews.list',
      'GET',
      '/api/review/reviews.json',
      { query: { product_id: '1', limit: 20, page: 2 } },
      { product_id: '1', limit: '20', page: '2' },
    ],
    ['reviews.share', 'GET', '/api/review/share-reviews.json', { query: { limit: 20 } }, { limit: '20' }],
    ['reviews.widget', 'GET', '/api/review/widget.json', { query: { product_id: '1' } }, { product_id: '1' }],
    ['reviews.shareWidget', 'GET', '/api/review/share-widget.json', {}],
    ['reviews.count', 'GET', '/api/review/count.json', { query: { product_id: '1' } }, { product_id: '1' }],
    [
      'reviews.create',
      'POST',
      '/api/review.json',
      { body: { product_id: 1, author: 'A', email: 'a@b.c', rating: 5, body: 'Great' } },
      {},
      { product_id: 1, author: 'A', email: 'a@b.c', rating: 5, body: 'Great' },
    ],
  ];

describe('the endpoint table', () => {
  it('has one row for every call of 000 §7 and 001 §7, and nothing else', () => {
    const specIds = [...SPEC.map(([id]) => id), 'upload'].sort();
    expect(Object.keys(endpoints).sort()).toEqual(specIds);
  });

  it('keeps every path relative, under /api and ending in .json (000 §7)', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(endpoint.path).toMatch(/^\/api\/.+\.json$/);
    }
  });

  it('names each row by its own id', () => {
    for (const [id, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(id);
  });

  it.each(SPEC)('%s sends %s %s', async (...row) => {
    const [id, method, path, input, query = {}, body] = row as unknown as (typeof SPEC)[number];
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({
      baseURL: 'http://platform.test',
      shopDomain: 'shop.example',
      fetch,
      token: () => 'tok',
    });
    await client.call(id, input as never);
    const call = calls.find(
      (c) => !c.path.endsWith('checkout-error-monitor.json') || id === 'checkout.errorMonitor',
    );
    expect(call?.method).toBe(method);
    expect(call?.path).toBe(path);
    expect(call?.query).toMatchObject(query);
    if (body !== undefined) {
      expect(call?.headers['content-type']).toContain('application/json');
      expect(JSON.parse(call?.body ?? '')).toEqual(body);
    }
    // Every call names its shop, "no credentials" ones too (decision 0578).
    expect(call?.headers['x-shop-domain']).toBe('shop.example');
  });

  it('sends the upload as the raw file with the encoded filename and its content type (000 §7)', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(JSON.stringify({ file: { public_url: '/uploads/1/my photo.png' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApiClient({ baseURL: 'http://platform.test', fetch });
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const result = await client.call('upload', {
      body: bytes,
      headers: { 'x-file-name': 'my photo é.png', 'content-type': 'image/png' },
    });
    expect(result.ok && result.data.file.public_url).toBe('/uploads/1/my photo.png');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/api/upload.json');
    expect(calls[0]?.headers['x-file-name']).toBe('my%20photo%20%C3%A9.png');
    expect(calls[0]?.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(await calls[0]!.raw.arrayBuffer())).toEqual(bytes);
  });

  it('gives an upload the time a 20 MB photo takes on a slow uplink, not the 30 s of other calls (decision 0626)', async () => {
    vi.useFakeTimers();
    try {
      // the platform answers after 3 minutes: 20 MB at about 1 Mbit/s
      const { fetch } = fakeFetch(
        (req) =>
          new Promise<Response>((resolve, reject) => {
            req.raw.signal.addEventListener('abort', () => reject(req.raw.signal.reason));
            setTimeout(
              () =>
                resolve(
                  new Response(JSON.stringify({ file: { public_url: '/uploads/1/photo.png' } }), {
                    headers: { 'content-type': 'application/json' },
                  }),
                ),
              180_000,
            );
          }),
      );
      const client = createApiClient({ baseURL: 'http://platform.test', fetch });
      const answer = client.call('upload', {
        body: new Uint8Array([1]),
        headers: { 'x-file-name': 'photo.png', 'content-type': 'image/png' },
      });
      await vi.advanceTimersByTimeAsync(180_000);
      const result = await answer;
      expect(result.ok && result.data.file.public_url).toBe('/uploads/1/photo.png');
      expect(DEFAULT_TIMEOUT_MS).toBeLessThan(180_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends several files as multipart, one `file` field each (001 §7)', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(JSON.stringify({ files: [{ public_url: '/a' }, { public_url: '/b' }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApiClient({ baseURL: 'http://platform.test', fetch });
    const form = new FormData();
    form.append('file', new Blob(['a'], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob(['b'], { type: 'image/png' }), 'b.png');
    const result = await client.call('upload.multi', { body: form });
    expect(result.ok && result.data.files).toHaveLength(2);
    const received = await calls[0]!.raw.formData();
    expect(received.getAll('file')).toHaveLength(2);
  });
});
