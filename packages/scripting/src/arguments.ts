/**
 * The arguments of every `window.Vitrine` method, checked with zod/mini before anything runs, so
 * bad input from a script is refused with a clear message and changes nothing.
 *
 * @remarks
 * Objects are strict (an unknown key is a typo to report, not to ignore). The messages are for the
 * app's developer, in the console; a shopper never sees them (docs/decisions/0302). Each schema is
 * `z.lazy`, built on the first call that checks it, not when a page installs `window.Vitrine`
 * (as the api-client's, docs/decisions/0486).
 */
// What the platform takes in a cart line; above it the change is refused there, after the shopper
// saw it. The spec states none: the limits are the api-client's, shared with the reference
// platform (docs/decisions/0261, 0603).
import {
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
  MAX_SHORT_TEXT_LENGTH as MAX_ID_LENGTH,
} from '@vitrine/api-client';
import { isOptimisticItemId } from '@vitrine/core-cart';
import * as z from 'zod/mini';
import { ScriptingError } from './scripting-error';

const id = /* @__PURE__ */ z.lazy(() =>
  z.union([
    z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
    z.number().check(z.int(), z.positive()),
  ]),
);
const quantity = /* @__PURE__ */ z.lazy(() => z.number().check(z.int(), z.gte(1), z.lte(MAX_LINE_QUANTITY)));
const nonEmpty = /* @__PURE__ */ z.lazy(() => z.string().check(z.trim(), z.minLength(1)));
// A line's id as the interface hands it out: the platform's (at most MAX_ID_LENGTH characters), or
// the temporary id of a line still `pending` (core-cart's, longer for a line with properties).
const lineId = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.check((ctx) => {
      if (ctx.value.length > MAX_ID_LENGTH && !isOptimisticItemId(ctx.value))
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: MAX_ID_LENGTH,
          inclusive: true,
          input: ctx.value,
        });
    }),
  ),
);
const property = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: z.string().check(z.maxLength(MAX_PROPERTY_NAME_LENGTH)),
    value: z.string().check(z.maxLength(MAX_PROPERTY_VALUE_LENGTH)),
  }),
);

/** `cart.add(line)`. */
export const cartLineInput = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    variantId: id,
    quantity: z.optional(quantity),
    properties: z.optional(z.array(property).check(z.maxLength(MAX_LINE_PROPERTIES))),
  }),
);

/** `cart.update(change)`: a quantity of 0 removes the line (000 §4 Cart). */
export const cartLineChange = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    lineId,
    quantity: z.number().check(z.int(), z.gte(0), z.lte(MAX_LINE_QUANTITY)),
  }),
);

/** `cart.remove(line)`. */
export const cartLineRef = /* @__PURE__ */ z.lazy(() => z.strictObject({ lineId }));

/** `user.login(credentials)`; the e-mail and password rules themselves are core-auth's (000 §5). */
export const credentials = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ email: z.string(), password: z.string() }),
);

/** `product.get(handle)`. */
export const productHandle = nonEmpty;

/** `currency.set(code)`: an ISO 4217 code. */
export const currencyCode = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/)),
);

const plainMoney = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    amount: z.number().check(z.int()),
    currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
  }),
);

/**
 * `currency.format(money)`: integer minor units and a currency code, and the `shop` amount a
 * converted price carries (a price a script was handed can be passed back as it is).
 */
export const money = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    amount: z.number().check(z.int()),
    currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
    shop: z.optional(plainMoney),
  }),
);

/** `postPurchase.accept(offer)` (001 §4). */
export const postPurchaseOffer = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    offerId: id,
    variantId: id,
    quantity: z.optional(quantity),
    checkoutToken: z.optional(nonEmpty),
  }),
);

/** `postPurchase.decline(options)`. */
export const postPurchaseDecline = /* @__PURE__ */ z.lazy(() =>
  z.optional(z.strictObject({ checkoutToken: z.optional(nonEmpty) })),
);

const action = /* @__PURE__ */ z.lazy(() =>
  z.optional(z.nullable(z.custom<() => unknown>((value) => typeof value === 'function'))),
);

/** `configure(actions)`. */
export const actions = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    cart: z.optional(z.strictObject({ open: action })),
    checkout: z.optional(z.strictObject({ go: action })),
  }),
);

/** `on(type, fn)`'s listener and `push(fn)`'s callback. */
export const callback = /* @__PURE__ */ z.lazy(() =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function'),
);

/** The words of one zod issue, for a developer. @internal */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'custom' ? 'expected a function' : `expected ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? 'must not be empty'
        : `must be ${issue.inclusive ? 'at least' : 'greater than'} ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} entries`
          : `must be at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has the wrong format' : `expected a ${issue.format}`;
    case 'invalid_union':
      return 'expected a non-empty string or a positive whole number';
    case 'custom':
      return 'expected a function';
    default:
      return 'is invalid';
  }
}

/**
 * `value` checked by `schema`, or a thrown {@link ScriptingError} `invalid_argument` naming the
 * method, the path of the first bad field and what was expected:
 * `Vitrine.cart.add: quantity: must be at least 1`.
 * @internal
 */
export function parseArgument<S extends z.ZodMiniType>(
  method: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.filter((key): key is string | number => typeof key !== 'symbol') ?? [];
  const where = path.length === 0 ? 'argument' : path.join('.');
  const what = issue ? describeIssue(issue) : 'is invalid';
  return throwInvalid(method, `${where}: ${what}`, path);
}

function throwInvalid(method: string, text: string, path: readonly (string | number)[]): never {
  throw new ScriptingError('invalid_argument', `Vitrine.${method}: ${text}`, { path });
}
