import * as z from 'zod/mini';

// The named schemas of this folder are `z.lazy(() => ...)`: each is built on its first parse, not
// when a page imports the client (docs/decisions/0486). `Id` and `Amount` are one schema each, and
// `MenuItem` (shop.ts) refers to itself through a getter, which TypeScript cannot infer inside a lazy.

/**
 * An optional field that a real server may also send as `null`. Responses are read tolerantly
 * (unknown fields kept, absent optional fields allowed); only the fields the SDK relies on are required.
 * @internal
 */
export const opt = /* #__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.nullable(schema));

/** A numeric id: the platform sends numbers; some peers send numeric strings. @internal */
export const Id = /* @__PURE__ */ z.union([z.number(), z.string()]);

/** A money amount in the currency's major unit (19.99), as the platform sends it. @internal */
export const Amount = /* @__PURE__ */ z.number();

/**
 * The platform's JSON envelope: `{ code, result, ...extra }` (000 §7: "response code, result").
 * @internal
 */
export const envelope = /* #__NO_SIDE_EFFECTS__ */ <
  R extends z.ZodMiniType,
  E extends Record<string, z.ZodMiniType> = Record<never, never>,
>(
  result: R,
  extra?: E,
) => z.looseObject({ code: z.number(), result, ...(extra ?? ({} as E)) });

/** An answer whose `result` the SDK does not read (the spec says "not shown"). @internal */
export const AnyEnvelope = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    code: z.number(),
    result: z.optional(z.unknown()),
  }),
);

/** A `{ success }` answer (contact-us, purchase-complete, ...). @internal */
export const SuccessEnvelope = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    code: z.optional(z.number()),
    success: z.optional(z.boolean()),
    result: z.optional(z.unknown()),
  }),
);
