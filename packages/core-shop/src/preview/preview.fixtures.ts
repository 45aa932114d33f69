import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview.constants';
import type { ThemeSection } from './preview.types';

/** The editor origin used across preview tests. @internal */
export const EDITOR_ORIGIN = 'https://admin.vitrine.test';

/** An editor message as posted (unparsed): the envelope plus `type` and `payload`. @internal */
export function editorMessage(type: string, payload: unknown, id?: string): Record<string, unknown> {
  return {
    channel: PREVIEW_CHANNEL,
    version: PREVIEW_PROTOCOL_VERSION,
    type,
    payload,
    ...(id === undefined ? {} : { id }),
  };
}

/** A section with defaults filled, as the schema outputs it. @internal */
export function section(
  type: string,
  settings: Record<string, string> = {},
  blocks: string[] = [],
): ThemeSection {
  return {
    type,
    settings,
    blocks: Object.fromEntries(blocks.map((id) => [id, { type: 'item', settings: {} }])),
    block_order: blocks,
  };
}
