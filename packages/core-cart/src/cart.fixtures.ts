/**
 * A fake platform for the machine tests: the real api-client transport over a fetch that answers
 * the cart calls from memory, with the platform's line rules (identity by variant and properties,
 * setting a quantity below 1 removes, an add below 1 is refused). Calls can be failed or held.
 * @internal
 */
import { createTransport, type Transport } from '@vitrine/api-client';
import { lineKey } from './cart.rules';

/** A call the fake saw. */
export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

interface FakeLine {
  item_id: string;
  variant_id: number;
  qty: number;
  properties: { name: string; value: string }[];
}

interface FakeCart {
  token: string;
  checkoutToken: string;
  lines: FakeLine[];
  completed: boolean;
}

/** Unit price of every variant in the fake. */
export const FAKE_PRICE = 12.5;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake platform. */
export interface FakePlatform {
  readonly transport: Transport;
  readonly calls: SeenCall[];
  readonly carts: Map<string, FakeCart>;
  /** The paths called, e.g. `POST /api/checkout/cart/create.json`. */
  paths(): string[];
  /** Answers the next `times` calls of `path` with `response` instead of handling them. */
  fail(path: string, response: () => Response, times?: number): void;
  /** Holds calls of `path` until the returned release function is called. */
  hold(path: string): () => void;
  /** Marks a cart's checkout completed. */
  complete(token: string): void;
  /** A cart answer body for a token (as the platform would send it). */
  answer(token: string): unknown;
}

/** A 409 CHECKOUT_CART_COMPLETED answer. */
export const completedResponse = (): Response =>
  json(
    {
      code: 409,
      success: false,
      error: 'cart checkout already completed',
      error_code: 'CHECKOUT_CART_COMPLETED',
    },
    409,
  );

/** A 400 ITEM_OUT_STOCK answer. */
export const outOfStockResponse = (): Response =>
  json(
    {
      code: 400,
      success: false,
      error: 'item out of stock',
      error_code: 'ITEM_OUT_STOCK',
      error_message: 'Only 3 left in stock.',
    },
    400,
  );

/** A 500 answer. */
export const serverErrorResponse = (): Response =>
  json({ code: 500, success: false, error: 'internal server error', error_code: 'INTERNAL_ERROR' }, 500);

/** Creates the fake platform. */
export function fakePlatform(): FakePlatform {
  const calls: SeenCall[] = [];
  const carts = new Map<string, FakeCart>();
  const failures = new Map<string, { response: () => Response; times: number }>();
  const holds = new Map<string, Promise<void>>();
  let next = 0;

  const cartBody = (cart: FakeCart) => {
    const items = cart.lines.map((line, index) => ({
      ...line,
      index,
      price: FAKE_PRICE,
      line_price: FAKE_PRICE * line.qty,
      title: `Product ${line.variant_id}`,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.line_price, 0);
    return {
      code: 200,
      result: {
        token: cart.token,
        checkout_token: cart.checkoutToken,
        items,
        subtotal_price: subtotal,
        total_price: subtotal,
        total_discounts: 0,
        total_quantity: items.reduce((sum, item) => sum + item.qty, 0),
        currency: 'USD',
      },
      price_rule: null,
      overrided_manual_discount_type: null,
      error_code: null,
    };
  };

  type Change = { item_id?: string; variant_id?: number; qty: number; properties?: FakeLine['properties'] };
  const apply = (cart: FakeCart, change: Change): Response | undefined => {
    if (change.item_id !== undefined) {
      const line = cart.lines.find((l) => l.item_id === change.item_id);
      if (!line)
        return json(
          { code: 404, success: false, error: 'cart item not found', error_code: 'CART_ITEM_NOT_FOUND' },
          404,
        );
      if (change.qty < 1) cart.lines = cart.lines.filter((l) => l !== line);
      else line.qty = Math.trunc(change.qty);
      return undefined;
    }
    const key = lineKey(change.variant_id ?? 0, change.properties);
    const line = cart.lines.find((l) => lineKey(l.variant_id, l.properties) === key);
    // Like the platform (issue 16): an add below 1 is a validation error.
    if (change.qty < 1)
      return json(
        { code: 400, success: false, error: 'invalid quantity', error_code: 'INVALID_QUANTITY' },
        400,
      );
    if (line) line.qty += Math.trunc(change.qty);
    else {
      next += 1;
      cart.lines.push({
        item_id: `li_${next}`,
        variant_id: Number(change.variant_id),
        qty: Math.trunc(change.qty),
        properties: (change.properties ?? []).filter((p) => p.value.trim() !== ''),
      });
    }
    return undefined;
  };

  const handle = (method: string, path: string, query: Record<string, string>, body: unknown): Response => {
    if (path === '/api/checkout/cart/create.json') {
      next += 1;
      const cart: FakeCart = {
        token: `ct_${next}`,
        checkoutToken: `co_${next}`,
        lines: [],
        completed: false,
      };
      carts.set(cart.token, cart);
      return json({ code: 200, result: { token: cart.token, checkout_token: cart.checkoutToken } });
    }
    if (path.startsWith('/api/checkout/cart')) {
      const cart = carts.get(query.cart_token ?? '');
      if (!cart)
        return json(
          { code: 404, success: false, error: 'cart not found', error_code: 'CART_NOT_FOUND' },
          404,
        );
      if (cart.completed) return completedResponse();
      const payload = (body ?? {}) as { cartItem?: Change; cartItems?: Change[] };
      const changes = path.endsWith('/cart.json')
        ? []
        : path.endsWith('multiple-update.json')
          ? (payload.cartItems ?? [])
          : [payload.cartItem!];
      if (method === 'DELETE') changes[0] = { item_id: String(payload.cartItem?.item_id), qty: 0 };
      const snapshot = structuredClone(cart.lines);
      for (const change of changes) {
        const failure = apply(cart, change);
        if (failure) {
          cart.lines = snapshot;
          return failure;
        }
      }
      return json(cartBody(cart));
    }
    return json({ code: 404, success: false, error: 'not found' }, 404);
  };

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      headers: Object.fromEntries(request.headers),
    };
    calls.push(call);
    const held = holds.get(call.path);
    if (held) await held;
    const failure = failures.get(call.path);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return failure.response();
    }
    return handle(call.method, call.path, call.query, call.body);
  };

  return {
    transport: createTransport({
      baseURL: 'http://platform.test',
      shopDomain: 'localhost',
      fetch: fetch as typeof globalThis.fetch,
    }),
    calls,
    carts,
    paths: () => calls.map((call) => `${call.method} ${call.path}`),
    fail(path, response, times = 1) {
      failures.set(path, { response, times });
    },
    hold(path) {
      let release: () => void = () => undefined;
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(path);
            resolve();
          };
        }),
      );
      return () => release();
    },
    complete(token) {
      const cart = carts.get(token);
      if (cart) cart.completed = true;
    },
    answer(token) {
      const cart = carts.get(token);
      return cart ? cartBody(cart) : undefined;
    },
  };
}

/** Cart paths of the api-client's table. */
export const PATHS = {
  create: '/api/checkout/cart/create.json',
  get: '/api/checkout/cart.json',
  update: '/api/checkout/cart/update.json',
  updateMultiple: '/api/checkout/cart/multiple-update.json',
  delete: '/api/checkout/cart/delete.json',
} as const;
