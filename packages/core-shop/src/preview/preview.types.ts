import type * as z from 'zod/mini';
import type { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION, PreviewDevice } from './preview.constants';
import type {
  DeviceSetMessageSchema,
  ElementDeselectMessageSchema,
  ElementSelectMessageSchema,
  ForceSettingsUpdateMessageSchema,
  PageOpenMessageSchema,
  PagesUpdateMessageSchema,
  PreviewInboundMessageSchema,
  SectionUpdateMessageSchema,
  SettingsUpdateMessageSchema,
  StylesUpdateMessageSchema,
  ThemeBlockSchema,
  ThemePageSchema,
  ThemeSectionSchema,
  ThemeSettingsSchema,
} from './preview.schema';

/** Theme settings by setting id (JSON values). */
export type ThemeSettings = z.output<typeof ThemeSettingsSchema>;
/** A block inside a section. */
export type ThemeBlock = z.output<typeof ThemeBlockSchema>;
/** A section: type, settings, blocks and their order. */
export type ThemeSection = z.output<typeof ThemeSectionSchema>;
/** The sections of one page, by section id. */
export type ThemePage = z.output<typeof ThemePageSchema>;

/**
 * What the preview storefront holds of the theme.
 *
 * @remarks 001 §3 Theme state: "pages, orders (section order), settings, forceSettings, page
 * blocks" (blocks live inside their section). `styles` is the editor's custom CSS.
 */
export interface ThemeState {
  /** Sections by page name, then by section id. */
  readonly pages: Readonly<Record<string, ThemePage>>;
  /** Section order by page name. */
  readonly orders: Readonly<Record<string, readonly string[]>>;
  readonly settings: ThemeSettings;
  readonly forceSettings: ThemeSettings;
  readonly styles: string | null;
}

/** `settings.update` (docs/preview-protocol.md). */
export type SettingsUpdateMessage = z.output<typeof SettingsUpdateMessageSchema>;
/** `pages.update`. */
export type PagesUpdateMessage = z.output<typeof PagesUpdateMessageSchema>;
/** `section.update`. */
export type SectionUpdateMessage = z.output<typeof SectionUpdateMessageSchema>;
/** `force_settings.update`. */
export type ForceSettingsUpdateMessage = z.output<typeof ForceSettingsUpdateMessageSchema>;
/** `styles.update`. */
export type StylesUpdateMessage = z.output<typeof StylesUpdateMessageSchema>;
/** `element.select`. */
export type ElementSelectMessage = z.output<typeof ElementSelectMessageSchema>;
/** `element.deselect`. */
export type ElementDeselectMessage = z.output<typeof ElementDeselectMessageSchema>;
/** `device.set`. */
export type DeviceSetMessage = z.output<typeof DeviceSetMessageSchema>;
/** `page.open`. */
export type PageOpenMessage = z.output<typeof PageOpenMessageSchema>;
/** Any message the editor may post, parsed. */
export type PreviewInboundMessage = z.output<typeof PreviewInboundMessageSchema>;
/** The `type` of an editor message. */
export type PreviewInboundType = PreviewInboundMessage['type'];

/**
 * The storefront's answer to the editor.
 *
 * @remarks 001 §2 "the storefront answers with a reloaded message".
 */
export interface PreviewReloadedMessage {
  readonly channel: typeof PREVIEW_CHANNEL;
  readonly version: typeof PREVIEW_PROTOCOL_VERSION;
  readonly type: 'reloaded';
  /** The `id` of the editor message this answers, when it had one. */
  readonly inReplyTo?: string;
  readonly payload: { readonly page: string; readonly device: PreviewDevice };
}

/** Why an editor message was ignored. */
export type PreviewMessageError =
  | { readonly code: 'PREVIEW_ORIGIN_REJECTED'; readonly origin: string }
  | { readonly code: 'PREVIEW_FOREIGN_MESSAGE' }
  | { readonly code: 'PREVIEW_VERSION_UNSUPPORTED'; readonly version: unknown }
  | { readonly code: 'PREVIEW_MESSAGE_INVALID'; readonly issues: readonly string[] };

/** The chosen element of the preview. */
export interface PreviewSelection {
  readonly sectionId: string;
  readonly blockId?: string;
}

/** The DOM event types theme code listens to, the way Shopify theme code listens to `shopify:*`. */
export type ThemeEventType =
  | 'vitrine:section:load'
  | 'vitrine:section:unload'
  | 'vitrine:section:select'
  | 'vitrine:section:deselect'
  | 'vitrine:section:reorder'
  | 'vitrine:block:select'
  | 'vitrine:block:deselect';

/**
 * A theme event for the storefront to dispatch (core never touches the DOM).
 *
 * @remarks `load` is true on a select that follows the section being (re)loaded. Dispatch
 * `unload` and `deselect` before changing the DOM, the others after (docs/preview-protocol.md).
 */
export interface ThemeEventDescriptor {
  readonly type: ThemeEventType;
  readonly detail: { readonly sectionId: string; readonly blockId?: string; readonly load?: boolean };
}
