import { enqueueActions, setup } from 'xstate';
import {
  DEFAULT_PREVIEW_DEVICE,
  DEFAULT_PREVIEW_PAGE,
  PREVIEW_CHANNEL,
  PREVIEW_PROTOCOL_VERSION,
  PREVIEW_REDRAW_DEBOUNCE_MS,
  PREVIEW_SCROLL_DELAY_MS,
  type PreviewDevice,
} from './preview.constants';
import { previewPagePath } from './preview-page-path';
import { readPreviewMessage } from './preview-message';
import type {
  PreviewInboundMessage,
  PreviewInboundType,
  PreviewMessageError,
  PreviewReloadedMessage,
  PreviewSelection,
  ThemeEventDescriptor,
  ThemeSettings,
  ThemeState,
} from './preview.types';
import { sectionChangeEvents, selectionAfterChange, selectionEvents } from './theme-events';
import {
  applyForceSettings,
  applyPages,
  applySection,
  applySettings,
  applyStyles,
  emptyThemeState,
  withSavedSettings,
} from './theme-state';

/** Counts of ignored editor messages, by reason (001 §2: only the editor origin is accepted). */
export type PreviewIgnoredCounts = Readonly<Record<PreviewMessageError['code'], number>>;

/** The serialisable context of {@link previewMachine}. */
export interface PreviewContext {
  /** The only origin whose messages are accepted. */
  readonly editorOrigin: string;
  /** The editor page shown (homepage, product, checkout, thankyou, cart, or another name). */
  readonly page: string;
  /** The preview device; mobile by default (000 §4). */
  readonly device: PreviewDevice;
  /** The theme as the editor last sent it (001 §3 Theme state). */
  readonly theme: ThemeState;
  /** The chosen element, if any. */
  readonly selection: PreviewSelection | null;
  /** The `id` of the latest settings message waiting for the debounced redraw. */
  readonly redrawReplyTo: string | null;
  /** Ignored messages, counted by reason. */
  readonly ignored: PreviewIgnoredCounts;
  /** The latest reason a message was ignored. */
  readonly lastIgnored: PreviewMessageError | null;
}

/** What the host passes when it starts a preview. */
export interface PreviewInput {
  readonly editorOrigin: string;
  readonly page?: string;
  readonly device?: PreviewDevice;
  readonly theme?: ThemeState;
}

/** Events the host sends to {@link previewMachine}. */
export type PreviewEvent =
  /** A `message` event of the window: its `origin` and `data`, as received. */
  | { readonly type: 'preview.message'; readonly origin: string; readonly data: unknown }
  /** The preview page has rendered: the editor is told with a `reloaded` message. */
  | { readonly type: 'preview.ready' }
  /**
   * The shop's saved theme settings (its bootstrap's), which the editor's settings go over
   * (001 §3 Theme state). Nothing is redrawn: the page already shows them.
   */
  | { readonly type: 'preview.saved-settings'; readonly settings: ThemeSettings };

/**
 * Sent by the machine to itself when it is restored waiting for a redraw: the debounce starts again.
 * XState does not put back a restored actor's delayed events (001 §9). @internal
 */
export type PreviewRestoredEvent = { readonly type: 'preview.restored' };

/** An accepted editor message, raised inside the machine as `editor.<message type>`. @internal */
export type EditorEvent = {
  [K in PreviewInboundType]: {
    readonly type: `editor.${K}`;
    readonly message: Extract<PreviewInboundMessage, { type: K }>;
  };
}[PreviewInboundType];

/**
 * What the machine asks the host to do, through `actor.on(type, listener)`.
 *
 * - `preview.reply`: post `message` to the editor window with `targetOrigin`;
 * - `preview.redraw`: redraw the theme with these settings (after the 800 ms debounce);
 * - `preview.theme-events`: dispatch these DOM events, in order;
 * - `preview.scroll`: scroll the chosen element into view (100 ms after it was chosen);
 * - `preview.styles`: replace the theme's custom CSS;
 * - `preview.navigate`: show this path (an editor page);
 * - `preview.ignored`: a message was ignored (for diagnostics).
 */
export type PreviewEmitted =
  | {
      readonly type: 'preview.reply';
      readonly targetOrigin: string;
      readonly message: PreviewReloadedMessage;
    }
  | {
      readonly type: 'preview.redraw';
      readonly settings: ThemeSettings;
      readonly forceSettings: ThemeSettings;
    }
  | { readonly type: 'preview.theme-events'; readonly events: readonly ThemeEventDescriptor[] }
  | { readonly type: 'preview.scroll'; readonly sectionId: string; readonly blockId?: string }
  | { readonly type: 'preview.styles'; readonly css: string }
  | { readonly type: 'preview.navigate'; readonly page: string; readonly path: string }
  | { readonly type: 'preview.ignored'; readonly error: PreviewMessageError };

const NO_IGNORED: PreviewIgnoredCounts = {
  PREVIEW_ORIGIN_REJECTED: 0,
  PREVIEW_FOREIGN_MESSAGE: 0,
  PREVIEW_VERSION_UNSUPPORTED: 0,
  PREVIEW_MESSAGE_INVALID: 0,
};

/** The `reloaded` answer (001 §2 "the storefront answers with a reloaded message"). */
function reloaded(context: PreviewContext, inReplyTo: string | null | undefined): PreviewEmitted {
  const message: PreviewReloadedMessage = {
    channel: PREVIEW_CHANNEL,
    version: PREVIEW_PROTOCOL_VERSION,
    type: 'reloaded',
    ...(inReplyTo ? { inReplyTo } : {}),
    payload: { page: context.page, device: context.device },
  };
  return { type: 'preview.reply', targetOrigin: context.editorOrigin, message };
}

function editorEvent(message: PreviewInboundMessage): EditorEvent {
  return { type: `editor.${message.type}`, message } as EditorEvent;
}

function buildPreviewMachine() {
  return setup({
    types: {
      context: {} as PreviewContext,
      input: {} as PreviewInput,
      events: {} as PreviewEvent | EditorEvent | PreviewRestoredEvent,
      emitted: {} as PreviewEmitted,
    },
    actions: {
      receiveMessage: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'preview.message') return;
        const read = readPreviewMessage(event.origin, event.data, context.editorOrigin);
        if (read.ok) {
          enqueue.raise(editorEvent(read.message));
          return;
        }
        enqueue.assign({
          ignored: { ...context.ignored, [read.error.code]: context.ignored[read.error.code] + 1 },
          lastIgnored: read.error,
        });
        enqueue.emit({ type: 'preview.ignored', error: read.error });
      }),
      takeSavedSettings: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'preview.saved-settings') return;
        enqueue.assign({ theme: withSavedSettings(context.theme, event.settings) });
      }),
      replyReady: enqueueActions(({ context, enqueue }) => {
        enqueue.emit(reloaded(context, null));
      }),
      applyThemeChange: enqueueActions(({ context, event, enqueue }) => {
        let theme: ThemeState;
        if (event.type === 'editor.pages.update') {
          theme = applyPages(context.theme, event.message.payload.pages, event.message.payload.orders);
        } else if (event.type === 'editor.section.update') {
          const { page, sectionId, section } = event.message.payload;
          theme = applySection(context.theme, page, sectionId, section);
        } else {
          return;
        }
        // The part of the choice that went away is deselected first; an unrelated change keeps it.
        const kept = selectionAfterChange(context.theme, theme, context.page, context.selection);
        const selection = kept.selection;
        const events = [
          ...kept.events,
          ...sectionChangeEvents(context.theme, theme, context.page, selection),
        ];
        enqueue.assign({ theme, selection });
        if (events.length > 0) enqueue.emit({ type: 'preview.theme-events', events });
        enqueue.emit(reloaded({ ...context, theme, selection }, event.message.id));
      }),
      applyStyles: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'editor.styles.update') return;
        const theme = applyStyles(context.theme, event.message.payload.css);
        enqueue.assign({ theme });
        enqueue.emit({ type: 'preview.styles', css: event.message.payload.css });
        enqueue.emit(reloaded(context, event.message.id));
      }),
      storeSettings: enqueueActions(({ context, event, enqueue }) => {
        if (event.type === 'editor.settings.update') {
          enqueue.assign({
            theme: applySettings(context.theme, event.message.payload.settings),
            redrawReplyTo: event.message.id ?? null,
          });
        } else if (event.type === 'editor.force_settings.update') {
          enqueue.assign({
            theme: applyForceSettings(context.theme, event.message.payload.forceSettings),
            redrawReplyTo: event.message.id ?? null,
          });
        }
      }),
      redraw: enqueueActions(({ context, enqueue }) => {
        enqueue.emit({
          type: 'preview.redraw',
          settings: context.theme.settings,
          forceSettings: context.theme.forceSettings,
        });
        enqueue.emit(reloaded(context, context.redrawReplyTo));
        enqueue.assign({ redrawReplyTo: null });
      }),
      select: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'editor.element.select') return;
        const { sectionId, blockId } = event.message.payload;
        const next: PreviewSelection = blockId === undefined ? { sectionId } : { sectionId, blockId };
        const events = selectionEvents(context.selection, next);
        enqueue.assign({ selection: next });
        if (events.length > 0) enqueue.emit({ type: 'preview.theme-events', events });
      }),
      deselect: enqueueActions(({ context, enqueue }) => {
        const events = selectionEvents(context.selection, null);
        enqueue.assign({ selection: null });
        if (events.length > 0) enqueue.emit({ type: 'preview.theme-events', events });
      }),
      scrollToSelection: enqueueActions(({ context, enqueue }) => {
        const selection = context.selection;
        if (selection === null) return;
        enqueue.emit(
          selection.blockId === undefined
            ? { type: 'preview.scroll', sectionId: selection.sectionId }
            : { type: 'preview.scroll', sectionId: selection.sectionId, blockId: selection.blockId },
        );
      }),
      setDevice: enqueueActions(({ event, enqueue }) => {
        if (event.type === 'editor.device.set') enqueue.assign({ device: event.message.payload.device });
      }),
      openPage: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'editor.page.open') return;
        const page = event.message.payload.page.trim() || DEFAULT_PREVIEW_PAGE;
        enqueue.assign({ page, selection: null });
        enqueue.emit({ type: 'preview.navigate', page, path: previewPagePath(page) });
      }),
    },
    delays: {
      // 001 §9 "Live preview redraw debounce 800 ms; scroll to element after 100 ms."
      redrawDebounce: PREVIEW_REDRAW_DEBOUNCE_MS,
      scrollDelay: PREVIEW_SCROLL_DELAY_MS,
    },
  }).createMachine({
    id: 'preview',
    type: 'parallel',
    context: ({ input }) => ({
      editorOrigin: input.editorOrigin,
      page: input.page ?? DEFAULT_PREVIEW_PAGE,
      device: input.device ?? DEFAULT_PREVIEW_DEVICE,
      theme: input.theme ?? emptyThemeState(),
      selection: null,
      redrawReplyTo: null,
      ignored: NO_IGNORED,
      lastIgnored: null,
    }),
    on: {
      'preview.message': { actions: 'receiveMessage' },
      'preview.ready': { actions: 'replyReady' },
      'preview.saved-settings': { actions: 'takeSavedSettings' },
      'editor.pages.update': { actions: 'applyThemeChange' },
      'editor.section.update': { actions: 'applyThemeChange' },
      'editor.styles.update': { actions: 'applyStyles' },
      'editor.device.set': { actions: 'setDevice' },
    },
    states: {
      redraw: {
        initial: 'idle',
        on: {
          'editor.settings.update': { target: '.debouncing', reenter: true, actions: 'storeSettings' },
          'editor.force_settings.update': { target: '.debouncing', reenter: true, actions: 'storeSettings' },
        },
        states: {
          idle: {},
          debouncing: {
            after: { redrawDebounce: { target: 'idle', actions: 'redraw' } },
            // Restored while waiting: the delayed redraw was not restored with it, so wait again.
            on: { 'preview.restored': { target: 'debouncing', reenter: true } },
          },
        },
      },
      scroll: {
        initial: 'idle',
        on: {
          'editor.element.select': { target: '.waiting', reenter: true, actions: 'select' },
          'editor.element.deselect': { target: '.idle', actions: 'deselect' },
          // Opening a page clears the choice, so a pending scroll is dropped.
          'editor.page.open': { target: '.idle', actions: 'openPage' },
        },
        states: {
          idle: {},
          waiting: {
            after: { scrollDelay: { target: 'idle', actions: 'scrollToSelection' } },
          },
        },
      },
    },
  });
}

type PreviewStateMachine = ReturnType<typeof buildPreviewMachine>;

/**
 * Builds {@link previewMachine} (a fresh `StateMachine`; nothing is built at module level,
 * docs/decisions/0550).
 *
 * @remarks
 * XState does not put back the delayed events of a restored actor, so a preview persisted while a
 * settings redraw waited would wait forever. Restored in the `debouncing` state, the machine
 * sends itself `preview.restored` once started and waits the whole debounce again before it
 * redraws (001 §2 "Settings changes are redrawn", 001 §9 "Live preview redraw debounce 800 ms").
 * This holds for the machine this function returns; `.provide()` builds one without it.
 */
export function previewMachineWith(): PreviewStateMachine {
  const machine = buildPreviewMachine();
  const logic = Object.create(machine) as PreviewStateMachine;
  logic.restoreSnapshot = (snapshot, scope) => {
    const restored = machine.restoreSnapshot(snapshot, scope);
    if (restored.status === 'active' && restored.matches({ redraw: 'debouncing' })) {
      // Deferred: the actor runs it once started, and the event waits in its mailbox till then.
      scope.defer(() => scope.self.send({ type: 'preview.restored' }));
    }
    return restored;
  };
  return logic;
}

/**
 * The live-preview side of the storefront: receives the theme editor's messages and tells the
 * host what to redraw, which theme events to dispatch, where to scroll and what to answer.
 *
 * @remarks
 * 001 §2 Live preview and 001 §3 Theme state; the protocol is docs/preview-protocol.md.
 * Messages arrive as `preview.message` events (origin and data of the window's `message` event);
 * only the configured editor origin is accepted, others are ignored and counted. Settings and
 * force settings are redrawn after the named delay `redrawDebounce` (800 ms, restarted by each
 * change, and started again when the preview is restored while it waited) and then answered with
 * `reloaded`; pages, a section and styles are applied and answered
 * at once; choosing an element dispatches select events and scrolls after `scrollDelay` (100 ms).
 * Everything the host must do is emitted (see {@link PreviewEmitted}); the context stays
 * serialisable.
 *
 * @example
 * ```ts
 * const preview = createActor(previewMachine, { input: { editorOrigin: 'https://admin.example.com' } });
 * preview.on('preview.reply', ({ message, targetOrigin }) => window.parent.postMessage(message, targetOrigin));
 * preview.on('preview.theme-events', ({ events }) =>
 *   events.forEach((e) => document.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }))),
 * );
 * preview.start();
 * window.addEventListener('message', (e) => preview.send({ type: 'preview.message', origin: e.origin, data: e.data }));
 * ```
 */
export const previewMachine = /* @__PURE__ */ previewMachineWith();
