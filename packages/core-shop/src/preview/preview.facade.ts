import { actorFacade, type Facade, failure, type Result, success } from '@vitrine/ports';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { portsOf, type ShopFacadeOptions, startActor } from '../facade.util';
import {
  type PreviewEmitted,
  type PreviewInput,
  type previewMachine,
  previewMachineWith,
} from './preview.machine';
import type { PreviewMessageError, ThemeSettings } from './preview.types';

/** The version `persist()` writes for the preview facade. */
export const PREVIEW_SNAPSHOT_VERSION = 1;

/** A snapshot of the preview facade. */
export type PreviewSnapshot = SnapshotFrom<typeof previewMachine>;

/** Options of {@link createPreview}: the editor's origin and where the preview starts. */
export interface PreviewOptions extends Omit<ShopFacadeOptions<'navigate'>, 'transport'>, PreviewInput {}

/** The preview machine (it calls nothing; the host carries its emitted events out). */
export function previewLogic() {
  return previewMachineWith();
}

/**
 * The live-preview facade (001 §2, §3 Theme state; docs/preview-protocol.md). The host forwards
 * the window's `message` events with {@link Preview.receive} and carries out what it emits
 * (`preview.reply`, `preview.redraw`, `preview.theme-events`, `preview.scroll`, `preview.styles`,
 * `preview.ignored`); editor page changes (`preview.navigate`) also go to the `navigate` port.
 */
export interface Preview extends Facade<PreviewSnapshot, PreviewEmitted> {
  /** Hands a window `message` event over; refused messages resolve with why (and are counted). */
  receive(origin: string, data: unknown): Promise<Result<void, PreviewMessageError>>;
  /** Tells the editor the preview page has rendered (a `reloaded` reply). */
  rendered(): Promise<Result<void>>;
  /**
   * Gives the preview the shop's saved theme settings (the bootstrap's `shop_theme.settings`):
   * the preview starts from them, and the editor's settings go over them (001 §3 Theme state), so
   * a redraw carries them all. Nothing is redrawn now: the live page already shows them.
   *
   * @example
   * ```ts
   * const shop = await storefront.shop.ready();
   * if (shop.ok) await preview.savedSettings(shop.value.theme.settings);
   * ```
   */
  savedSettings(settings: Readonly<Record<string, unknown>>): Promise<Result<void>>;
}

/** The preview facade over any running preview actor; editor page changes go to `navigate`. */
export function previewFacade(
  actor: ActorRefFrom<typeof previewMachine>,
  options: Pick<PreviewOptions, 'ports'> = {},
): Preview {
  const ports = portsOf(options);
  actor.on('preview.navigate', ({ path }) => ports.navigate({ type: 'path', path }));
  return {
    ...actorFacade<PreviewSnapshot, PreviewEmitted>(actor, PREVIEW_SNAPSHOT_VERSION),
    receive(origin, data) {
      const before = actor.getSnapshot().context.lastIgnored;
      actor.send({ type: 'preview.message', origin, data });
      const after = actor.getSnapshot().context.lastIgnored;
      return Promise.resolve(after !== null && after !== before ? failure(after) : success(undefined));
    },
    rendered() {
      actor.send({ type: 'preview.ready' });
      return Promise.resolve(success(undefined));
    },
    savedSettings(settings) {
      // The bootstrap's settings are JSON as the platform sent them: JSON values, as the editor's.
      actor.send({ type: 'preview.saved-settings', settings: settings as ThemeSettings });
      return Promise.resolve(success(undefined));
    },
  };
}

/**
 * A standalone live preview.
 *
 * @example
 * ```ts
 * const preview = createPreview({ editorOrigin: 'https://admin.example.com', ports: { navigate } });
 * preview.on('preview.reply', ({ message, targetOrigin }) => parent.postMessage(message, targetOrigin));
 * addEventListener('message', (e) => void preview.receive(e.origin, e.data));
 * ```
 */
export function createPreview(options: PreviewOptions): Preview {
  const input: PreviewInput = {
    editorOrigin: options.editorOrigin,
    ...(options.page === undefined ? {} : { page: options.page }),
    ...(options.device === undefined ? {} : { device: options.device }),
    ...(options.theme === undefined ? {} : { theme: options.theme }),
  };
  return previewFacade(startActor(previewLogic(), options, PREVIEW_SNAPSHOT_VERSION, input), options);
}
