import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview.constants';
import { PreviewEnvelopeSchema, PreviewInboundMessageSchema } from './preview.schema';
import type { PreviewInboundMessage, PreviewMessageError } from './preview.types';

/**
 * The origin of a URL or origin string (`scheme://host[:port]`, lower-cased, default port
 * dropped), or `null` when it is not an http(s) origin (`'null'`, `'*'`, garbage).
 */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a message comes from the configured editor origin.
 *
 * @remarks 001 §6: the store admin "edits the theme in preview (editor origin)". Exact origin
 * match after normalising; no wildcard, and an opaque `'null'` origin never matches
 * (docs/decisions/0133-preview-protocol.md).
 */
export function isEditorOrigin(origin: string, editorOrigin: string): boolean {
  const expected = normalizeOrigin(editorOrigin);
  return expected !== null && normalizeOrigin(origin) === expected;
}

/**
 * Reads one `postMessage` from the editor: checks the origin, then the channel, version and shape.
 *
 * @returns the typed message, or the reason to ignore it as a value.
 *
 * @example
 * ```ts
 * const read = readPreviewMessage(event.origin, event.data, 'https://admin.example.com');
 * if (read.ok) console.log(read.message.type);
 * ```
 */
export function readPreviewMessage(
  origin: string,
  data: unknown,
  editorOrigin: string,
):
  | { readonly ok: true; readonly message: PreviewInboundMessage }
  | { readonly ok: false; readonly error: PreviewMessageError } {
  if (!isEditorOrigin(origin, editorOrigin))
    return { ok: false, error: { code: 'PREVIEW_ORIGIN_REJECTED', origin } };
  const envelope = PreviewEnvelopeSchema.safeParse(data);
  if (!envelope.success || envelope.data.channel !== PREVIEW_CHANNEL) {
    return { ok: false, error: { code: 'PREVIEW_FOREIGN_MESSAGE' } };
  }
  if (envelope.data.version !== PREVIEW_PROTOCOL_VERSION) {
    return { ok: false, error: { code: 'PREVIEW_VERSION_UNSUPPORTED', version: envelope.data.version } };
  }
  const parsed = PreviewInboundMessageSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'PREVIEW_MESSAGE_INVALID',
        issues: parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`,
        ),
      },
    };
  }
  return { ok: true, message: parsed.data };
}
