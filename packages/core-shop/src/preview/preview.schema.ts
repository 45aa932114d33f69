import * as z from 'zod/mini';
import { PREVIEW_CHANNEL, PREVIEW_DEVICES, PREVIEW_PROTOCOL_VERSION } from './preview.constants';

/**
 * The zod schemas of the messages the theme editor posts to the preview storefront
 * (docs/preview-protocol.md). Unknown fields are dropped; values must be JSON, so everything the
 * storefront keeps stays serialisable. Each is `z.lazy`, built on the first message checked, not
 * when a page loads the preview code (as the api-client's schemas, docs/decisions/0486).
 *
 * @remarks 001 §2 Live preview: "The editor can post messages to update settings, pages, a
 * section, force settings, styles, or to choose and scroll to an element".
 */

const NonEmpty = /* @__PURE__ */ z.lazy(() => z.string().check(z.minLength(1)));

/** A JSON object as parsed (`JSON.parse`, a structured clone): not an array, no class instance. */
const isPlainRecord = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A record by name (page, section, block, setting id) whose every name is kept as a plain name,
 * `__proto__` included: each value is checked with `value`, in the order sent, and written as an
 * own property (never through the `__proto__` setter), so the output's prototype stays
 * `Object.prototype`. zod's `record` drops a `__proto__` key, so a page or setting the editor named
 * so vanished from `settings.update` and `pages.update` while `section.update` kept it (001 §2 Live
 * preview; issue 17). Readers take own keys only (`ownValue`, `Object.hasOwn`).
 */
function namedRecord<T extends z.core.$ZodType>(value: T) {
  return z.pipe(
    z.custom<Readonly<Record<string, unknown>>>(isPlainRecord),
    z.transform((input: Readonly<Record<string, unknown>>, payload) => {
      const output: Record<string, z.output<T>> = {};
      for (const name of Object.keys(input)) {
        const given: unknown = Object.getOwnPropertyDescriptor(input, name)?.value;
        const read = z.safeParse(value, given);
        if (read.success) {
          Object.defineProperty(output, name, {
            value: read.data,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else {
          for (const issue of read.error.issues)
            payload.issues.push({
              code: 'custom',
              message: issue.message,
              input: given,
              path: [name, ...issue.path],
            });
        }
      }
      return output;
    }),
  );
}

/** Theme settings: a JSON object by setting id. */
export const ThemeSettingsSchema = /* @__PURE__ */ z.lazy(() => namedRecord(z.json()));

/** A block inside a section (001 §3 Theme state "page blocks"). */
export const ThemeBlockSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    type: z.string(),
    settings: z._default(ThemeSettingsSchema, {}),
    disabled: z.optional(z.boolean()),
  }),
);

/** A section of a page: its type, settings and blocks, like a JSON theme template. */
export const ThemeSectionSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    type: z.string(),
    settings: z._default(ThemeSettingsSchema, {}),
    blocks: z._default(namedRecord(ThemeBlockSchema), {}),
    block_order: z._default(z.array(z.string()), []),
    disabled: z.optional(z.boolean()),
  }),
);

/** The sections of one page, by section id. */
export const ThemePageSchema = /* @__PURE__ */ z.lazy(() => namedRecord(ThemeSectionSchema));

/** The fields every message carries (built with each message's schema). */
const envelope = () => ({
  channel: z.literal(PREVIEW_CHANNEL),
  version: z.literal(PREVIEW_PROTOCOL_VERSION),
  /** Optional correlation id; the `reloaded` answer carries it back as `inReplyTo`. */
  id: z.optional(z.string()),
});

/** `settings.update`: merge these theme settings; the theme is redrawn after 800 ms. */
export const SettingsUpdateMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('settings.update'),
    payload: z.object({ settings: ThemeSettingsSchema }),
  }),
);

/** `pages.update`: replace the sections and/or section order of the named pages. */
export const PagesUpdateMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('pages.update'),
    payload: z.object({
      pages: z._default(namedRecord(ThemePageSchema), {}),
      orders: z._default(namedRecord(z.array(z.string())), {}),
    }),
  }),
);

/** `section.update`: replace (or add) one section of a page. */
export const SectionUpdateMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('section.update'),
    payload: z.object({ page: NonEmpty, sectionId: NonEmpty, section: ThemeSectionSchema }),
  }),
);

/** `force_settings.update`: replace the forced settings; redrawn after 800 ms like settings. */
export const ForceSettingsUpdateMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('force_settings.update'),
    payload: z.object({ forceSettings: ThemeSettingsSchema }),
  }),
);

/** `styles.update`: replace the theme's custom CSS. */
export const StylesUpdateMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('styles.update'),
    payload: z.object({ css: z.string() }),
  }),
);

/** `element.select`: choose a section (and optionally a block) and scroll to it after 100 ms. */
export const ElementSelectMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('element.select'),
    payload: z.object({ sectionId: NonEmpty, blockId: z.optional(NonEmpty) }),
  }),
);

/** `element.deselect`: clear the chosen element. */
export const ElementDeselectMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('element.deselect'),
    payload: z._default(z.object({}), {}),
  }),
);

/** `device.set`: switch the preview device. */
export const DeviceSetMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('device.set'),
    payload: z.object({ device: z.enum(PREVIEW_DEVICES) }),
  }),
);

/** `page.open`: show an editor page (homepage, product, checkout, thankyou, cart, or any other). */
export const PageOpenMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...envelope(),
    type: z.literal('page.open'),
    payload: z.object({ page: z.string() }),
  }),
);

/** Any message the editor may post, told apart by `type`. */
export const PreviewInboundMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('type', [
    SettingsUpdateMessageSchema,
    PagesUpdateMessageSchema,
    SectionUpdateMessageSchema,
    ForceSettingsUpdateMessageSchema,
    StylesUpdateMessageSchema,
    ElementSelectMessageSchema,
    ElementDeselectMessageSchema,
    DeviceSetMessageSchema,
    PageOpenMessageSchema,
  ]),
);

/** The envelope alone: tells a foreign message and an unsupported version from a malformed one. */
export const PreviewEnvelopeSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ channel: z.string(), version: z.unknown() }),
);
