import {
  cartClone,
  cartCreate,
  cartDelete,
  cartGet,
  cartUpdate,
  cartUpdateMultiple,
} from '@vitrine/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { optionalCustomer } from '../auth/sessions';
import {
  addOneVariant,
  CART_ANSWER,
  CART_OBJECTS_ANSWER,
  CART_ROWS_ANSWER,
  type CartAfterAdd,
  cartAfterAdd,
  cartAfterAddObjects,
  cartAfterAddRows,
} from '../cart/add-one-variant';
import { assertOpen, changeCart } from '../cart/cart-changes';
import { findCartWithLines } from '../cart/cart-read';
import { cartAnswer, cartLines, findCartByCheckoutToken } from '../cart/cart-view';
import type { CartLineView, CartRow } from '../cart/cart-view';
import {
  claimCte,
  claimed,
  claimParams,
  holdKey,
  idempotency,
  type KeyClaim,
  keyedRoute,
} from '../cart/idempotency';
import { newItemId } from '../cart/cart-changes';
import { preparedPer } from '../db/prepared';
import { cartItems, carts } from '../db/schema/index';
import { fail, ok, successBody } from '../errors';
import { randomToken } from '../passwords';
import { confirmShop, shopChecked, shopGuard, shopGuardSql } from '../shop';
import { parseBody, parseQuery } from '../validate';

/** The insert of a new cart, prepared once per database (decision 0343). */
const insertCart = preparedPer((db) =>
  db
    .insert(carts)
    .values({
      shopId: sql.placeholder('shopId'),
      token: sql.placeholder('token'),
      checkoutToken: sql.placeholder('checkoutToken'),
      customerId: sql.placeholder('customerId'),
    })
    .returning()
    .prepare('vitrine_cart_insert'),
);

/**
 * A new cart with its idempotency key claimed and its answer stored, in one statement (decision
 * 0470): the answer of a create is known before it runs. Parameters: the claim ({@link claimCte},
 * the shop first), then token, checkout token, customer, the shop guard's domain and version
 * ({@link shopGuardSql}, decision 0482). Its row: whether the shop was confirmed (nothing is written
 * otherwise), and whether the cart was created (not when another request holds the key).
 */
const CREATE_CART_CLAIMING_SQL = `WITH shop_ok AS (
  SELECT ${shopGuardSql('$1', '$11', '$12')} AS ok
), ${claimCte(1, '(SELECT ok FROM shop_ok)')}, cart AS (
  INSERT INTO carts (shop_id, token, checkout_token, customer_id)
  SELECT $1::int, $8::text, $9::text, $10::int FROM claim
  RETURNING id
)
SELECT (SELECT ok FROM shop_ok) AS shop_ok, (SELECT count(*) FROM cart)::int AS created`;

/**
 * The cart routes whose every path confirms its shop (decision 0482): in its own statement, or by
 * a look-up (`confirmShop`) where it makes none. The tenant middleware gives them the shop the
 * process last read for their domain, without a look-up of their own.
 */
const SHOP_CHECKED_ROUTES = new Set([
  `POST ${cartCreate.path}`,
  `POST ${cartUpdate.path}`,
  `GET ${cartGet.path}`,
]);

/** Whether the route of `method` and `path` confirms its shop itself ({@link SHOP_CHECKED_ROUTES}). */
export function checksItsShop(method: string, path: string): boolean {
  return SHOP_CHECKED_ROUTES.has(`${method} ${path}`);
}

/** Creates an empty cart of a shop with fresh cart and checkout tokens. */
export async function createCart(deps: AppDeps, shopId: number, customerId: number | null): Promise<CartRow> {
  const [cart] = await insertCart(deps.db).execute({
    shopId,
    token: randomToken('ct'),
    checkoutToken: randomToken('co'),
    customerId,
  });
  if (!cart) throw new Error('cart insert returned no row');
  return cart;
}

/**
 * The answer of a cart create: the new cart's tokens. With an idempotency key not claimed yet, the
 * claim, the cart and the stored answer are one statement; otherwise the cart is inserted alone.
 */
async function createCartAnswer(
  c: Context<AppEnv>,
  deps: AppDeps,
  claim: KeyClaim | undefined,
): Promise<Response> {
  const customer = await optionalCustomer(c, deps);
  const shopId = c.get('shop').id;
  if (claim?.state !== 'open') {
    await confirmShop(c);
    const cart = await createCart(deps, shopId, customer?.id ?? null);
    return ok(c, { token: cart.token, checkout_token: cart.checkoutToken });
  }
  const result = { token: randomToken('ct'), checkout_token: randomToken('co') };
  // Serialised once: the stored answer and the answer sent are the same text.
  const body = JSON.stringify(successBody(result));
  const guard = shopGuard(c);
  const [created] = await deps.database.query<{ shop_ok: boolean; created: number }>(
    CREATE_CART_CLAIMING_SQL,
    [
      ...claimParams(claim, { status: 200, body }),
      result.token,
      result.checkout_token,
      customer?.id ?? null,
      ...guard.params,
    ],
    'vitrine_cart_create_claiming',
  );
  guard.confirm(created?.shop_ok === true);
  claimed(claim, (created?.created ?? 0) > 0, 'answered');
  return c.body(body, 200, { 'content-type': 'application/json' });
}

/** Registers the cart calls (000 §7 Cart). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const keyed = idempotency(deps);

  const answer = async (
    c: Context<AppEnv>,
    cart: CartRow,
    discountCode?: string,
    lines?: CartLineView[],
    currency?: string,
  ) => {
    const shop = c.get('shop');
    const { result, ...extra } = await cartAnswer(
      db,
      currency === undefined ? shop : { ...shop, currency },
      cart,
      discountCode,
      deps.hooks.cartDiscount,
      lines,
    );
    return ok(c, result, extra);
  };
  /** The answer of an add from the cart its statement read, as stored for a replay (decision 0478). */
  const answerAdded = (c: Context<AppEnv>, read: CartAfterAdd) =>
    answer(c, read.cart, read.cart.discountCode ?? undefined, read.items, read.currency ?? undefined);

  app.post(cartCreate.path, shopChecked(keyedRoute(deps, (c, claim) => createCartAnswer(c, deps, claim))));

  app.get(
    cartGet.path,
    shopChecked(async (c) => {
      const query = parseQuery(c, cartGet.query);
      // The cart and its lines in one round trip, which confirms the shop (decision 0482).
      const found = await findCartWithLines(deps.database, c.get('shop').id, query.cart_token, shopGuard(c));
      if (!found) {
        await confirmShop(c); // no cart, or the shop changed
        return fail(c, 404, 'cart not found', { error_code: 'CART_NOT_FOUND' });
      }
      const { cart, items } = found;
      assertOpen(cart);
      const code = query.discount_code?.trim();
      if (code !== undefined && code !== (cart.discountCode ?? '')) {
        await db
          .update(carts)
          .set({ discountCode: code === '' ? null : code })
          .where(eq(carts.id, cart.id));
      }
      return answer(c, cart, code === '' ? undefined : (code ?? cart.discountCode ?? undefined), items);
    }),
  );

  app.post(
    cartUpdate.path,
    shopChecked(
      keyedRoute(
        deps,
        async (c, claim) => {
          const query = parseQuery(c, cartUpdate.query);
          const body = await parseBody(c, cartUpdate.body);
          const shop = c.get('shop');
          const shopId = shop.id;
          const now = deps.options.now();
          // The common add in one statement: the change, the cart read after it and the key's row with
          // the answer (decisions 0342, 0478); anything else, or a refusal, the full path, with the key
          // claimed first. A statement that had to wait for another change of the cart reads it apart.
          const added = await addOneVariant(
            deps.database,
            shop,
            query.cart_token,
            body.cartItem,
            now,
            claim,
            shopGuard(c),
          );
          if (added?.read) return answerAdded(c, added.read);
          if (added) {
            const found = await findCartWithLines(deps.database, shopId, query.cart_token);
            if (!found) return fail(c, 404, 'cart not found', { error_code: 'CART_NOT_FOUND' }); // deleted meanwhile
            return answer(c, found.cart, found.cart.discountCode ?? undefined, found.items);
          }
          // The full path; its shop confirmed by the add's statement, else by a look-up (0482).
          await confirmShop(c);
          if (claim) await holdKey(db, claim);
          // 000 §7: a post-purchase price is taken only with post_purchase=true (decision 0579).
          const cart = await changeCart(
            db,
            shopId,
            query.cart_token,
            [body.cartItem],
            now,
            query.post_purchase === true,
          );
          return answer(c, cart, cart.discountCode ?? undefined);
        },
        {
          [CART_ANSWER]: async (c, stored) => answerAdded(c, cartAfterAdd(stored)),
          [CART_ROWS_ANSWER]: async (c, stored) => answerAdded(c, cartAfterAddRows(stored)),
          [CART_OBJECTS_ANSWER]: async (c, stored) => answerAdded(c, cartAfterAddObjects(stored)),
        },
      ),
    ),
  );

  app.post(cartUpdateMultiple.path, keyed, async (c) => {
    const query = parseQuery(c, cartUpdateMultiple.query);
    const body = await parseBody(c, cartUpdateMultiple.body);
    const cart = await changeCart(
      db,
      c.get('shop').id,
      query.cart_token,
      body.cartItems,
      deps.options.now(),
      query.post_purchase === true,
    );
    return answer(c, cart, cart.discountCode ?? undefined);
  });

  app.delete(cartDelete.path, keyed, async (c) => {
    const query = parseQuery(c, cartDelete.query);
    const body = await parseBody(c, cartDelete.body);
    const cart = await changeCart(
      db,
      c.get('shop').id,
      query.cart_token,
      [{ item_id: body.cartItem.item_id, qty: 0 }],
      deps.options.now(),
    );
    return answer(c, cart, cart.discountCode ?? undefined);
  });

  // Clone answers GET (000 §7) and POST (001 §7 lists it as a POST): the same handler.
  app.on(['GET', 'POST'], cartClone.path, async (c) => {
    const query = parseQuery(c, cartClone.query);
    const shop = c.get('shop');
    const source = await findCartByCheckoutToken(db, shop.id, query.checkout_token);
    if (!source) return fail(c, 404, 'checkout not found', { error_code: 'CHECKOUT_NOT_FOUND' });
    const clone = await createCart(deps, shop.id, source.customerId);
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, source.id));
    if (lines.length > 0) {
      await db.insert(cartItems).values(
        lines.map(({ id: _id, cartId: _cartId, itemId: _itemId, createdAt: _createdAt, ...line }) => ({
          ...line,
          cartId: clone.id,
          itemId: newItemId(),
        })),
      );
    }
    const items = await cartLines(db, shop.id, clone.id);
    return ok(c, { token: clone.token, checkout_token: clone.checkoutToken, item_count: items.length });
  });
}
