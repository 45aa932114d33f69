/**
 * The sale / checkout notification scheduler (001 §3 Notifications, §9) on the actor's clock:
 * on each page it waits `delay_time_show_popup` (3 s), shows a popup for `display_time` (5 s),
 * waits `delay_time_notification` (10 s) and shows the next, in random order when `random` is on,
 * and never more than `maximum_per_page` (30) popups on one page. Timings are named delays, so a
 * test drives them with `SimulatedClock`. A popup the shopper is on (focus within it, the pointer
 * over it) is paused: its `display_time` stops until it is resumed, and the next one waits with it
 * (issue 12: keyboard-operable).
 */
import {
  mathRandom,
  notProvided,
  type RandomSource,
  type Result,
  type MachineImplementations,
} from '@vitrine/ports';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { requestIdOf } from './request';
import { canShowAnother, nextIndex, secondsToMs } from './scheduler.rules';
import { settingsFromWire } from './social-proof.map';
import type {
  NotificationDisplaySettings,
  SocialProofData,
  SocialProofError,
  SocialProofKind,
  SocialProofPopup,
} from './social-proof.types';
import { checkoutMessage, isSafeHref, partsText, saleMessage } from './templates';

/** The scheduler's context (serialisable). */
export interface SocialProofContext {
  /** What `load()` fetched, `null` before. */
  readonly data: SocialProofData | null;
  readonly error: SocialProofError | null;
  /** Which list this page shows. */
  readonly kind: SocialProofKind;
  /** Whether this page is on a phone (001 §3 show_on_mobile). */
  readonly mobile: boolean;
  /** A page was asked for before the data loaded: it starts once it has. */
  readonly pageWanted: boolean;
  /** Popups shown on this page. */
  readonly shown: number;
  /** The index of the last popup shown. */
  readonly previous: number | null;
  /** The popup on screen. */
  readonly current: SocialProofPopup | null;
  /** What is left of the popup's `display_time`, in ms, counted from `displaySince`. */
  readonly displayLeft: number;
  /** When (`now()`) the popup's `display_time` last ran on (it showed, or was resumed). */
  readonly displaySince: number;
  /** The last popup key handed out. */
  readonly key: number;
  /** The last load asked: the one whose answer the scheduler keeps. @internal */
  readonly loadRequest: string | null;
}

/** Events the scheduler takes. */
export type SocialProofEvent =
  | { readonly type: 'socialProof.load'; readonly requestId: string }
  | { readonly type: 'socialProof.page'; readonly kind?: SocialProofKind; readonly mobile?: boolean }
  | { readonly type: 'socialProof.dismiss' }
  | { readonly type: 'socialProof.pause' }
  | { readonly type: 'socialProof.resume' }
  | {
      readonly type: `xstate.done.actor.${string}`;
      readonly output: Result<SocialProofData, SocialProofError>;
    }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

/** Events the scheduler emits. */
export type SocialProofEmitted =
  /** A load finished (internal: the facade waits on it). */
  | {
      readonly type: 'socialProof.settled';
      readonly requestId: string;
      readonly result: Result<SocialProofData, SocialProofError>;
    }
  /** A popup shows (for a renderer, tracking or scripts). */
  | { readonly type: 'socialProof.popup'; readonly popup: SocialProofPopup };

/** What a finished load answered: its result, a rejected actor as a `request_failed` value. */
function loadOutcome(event: SocialProofEvent): Result<SocialProofData, SocialProofError> {
  if ('output' in event) return event.output;
  const error = 'error' in event ? event.error : undefined;
  return {
    ok: false,
    error: { code: 'request_failed', message: error instanceof Error ? error.message : String(error) },
  };
}

/** Whether a finished load is the last one asked (an earlier one settles its verb, nothing more). */
const ownsLoad = (context: SocialProofContext, event: SocialProofEvent): boolean =>
  requestIdOf(event.type) === context.loadRequest;

const settingsOf = (context: SocialProofContext): NotificationDisplaySettings =>
  context.data?.settings ?? settingsFromWire(undefined);

const countOf = (context: SocialProofContext): number =>
  context.kind === 'sale' ? (context.data?.sale.length ?? 0) : (context.data?.checkout.length ?? 0);

/** Whether another popup may show on this page (never more than maximum_per_page). @internal */
export const mayShowAnother = (context: SocialProofContext): boolean =>
  canShowAnother({
    shown: context.shown,
    count: countOf(context),
    mobile: context.mobile,
    settings: settingsOf(context),
  });

/**
 * The context with the next popup on screen (chosen by the scheduler rules with `random`), one
 * more shown on this page. @internal
 */
export function withNextPopup(context: SocialProofContext, random: RandomSource): SocialProofContext {
  const settings = settingsOf(context);
  const index = nextIndex({
    count: countOf(context),
    previous: context.previous,
    random: settings.random,
    source: random,
  });
  if (index === null || context.data === null) return context;
  const key = context.key + 1;
  let popup: SocialProofPopup | null = null;
  if (context.kind === 'sale') {
    const notification = context.data.sale[index];
    if (notification) {
      const parts = saleMessage(notification, {
        template: settings.messageTemplate,
        random,
        lastTimeDisplay: settings.lastTimeDisplay,
      });
      const link = notification.productLink;
      popup = {
        key,
        kind: 'sale',
        notificationId: notification.id,
        parts,
        text: partsText(parts),
        image: notification.productImage,
        link: link !== null && isSafeHref(link) ? link : null,
      };
    }
  } else {
    const notification = context.data.checkout[index];
    if (notification) {
      const parts = checkoutMessage(notification, context.data.checkoutTemplate);
      popup = {
        key,
        kind: 'checkout',
        notificationId: notification.id,
        parts,
        text: partsText(parts),
        image: null,
        link: null,
      };
    }
  }
  if (popup === null) return context;
  return { ...context, key, current: popup, previous: index, shown: context.shown + 1 };
}

/** The scheduler; its `load` actor is provided by `socialProofLogic` (`notProvided` until then). */
/** The actors of {@link socialProofMachine} until a host provides them. */
const socialProofActorDefaults = () => ({
  load: fromPromise<Result<SocialProofData, SocialProofError>>(notProvided('socialProof.load')),
});

/** What {@link socialProofMachineWith} takes in place of the defaults. */
export interface SocialProofImplementations
  extends MachineImplementations<ReturnType<typeof socialProofActorDefaults>> {
  /** Where the next popup's pick comes from (the RandomSource port; `Math.random` when missing). */
  readonly random?: RandomSource;
  /** The time in ms on the actor's clock (the Clock port's `now()`; `Date.now` when missing). */
  readonly now?: () => number;
}

/**
 * Builds {@link socialProofMachine} with `impl`'s actors and random source in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function socialProofMachineWith(impl: SocialProofImplementations = {}) {
  const now = impl.now ?? Date.now;
  return setup({
    types: {
      context: {} as SocialProofContext,
      events: {} as SocialProofEvent,
      emitted: {} as SocialProofEmitted,
    },
    actors: { ...socialProofActorDefaults(), ...impl.actors },
    delays: {
      /** 001 §3 delay_time_show_popup (3 s): before the first popup of a page. */
      popupDelay: ({ context }) => secondsToMs(settingsOf(context).delayTimeShowPopup),
      /** 001 §3 delay_time_notification (10 s): between two popups. */
      notificationDelay: ({ context }) => secondsToMs(settingsOf(context).delayTimeNotification),
      /** What is left of the popup's 001 §3 display_time (5 s): all of it unless it was paused. */
      displayLeft: ({ context }) => context.displayLeft,
    },
    guards: {
      loaded: ({ context }) => context.data !== null,
      pageWanted: ({ context }) => context.pageWanted,
      mayShowAnother: ({ context }) => mayShowAnother(context),
      ownsLoad: ({ context, event }) => ownsLoad(context, event),
      ownLoadSucceeded: ({ context, event }) => ownsLoad(context, event) && loadOutcome(event).ok,
    },
    actions: {
      /** Puts the next popup on screen, picked with `impl.random` (`socialProofLogic`: the RandomSource port). */
      showNext: assign(({ context }) => withNextPopup(context, impl.random ?? mathRandom)),
      announce: enqueueActions(({ context, enqueue }) => {
        if (context.current) enqueue.emit({ type: 'socialProof.popup', popup: context.current });
      }),
      hide: assign({ current: null }),
      /** The popup's 001 §3 display_time (5 s), how long it shows, starts. */
      startDisplay: assign(({ context }) => ({
        displayLeft: secondsToMs(settingsOf(context).displayTime),
        displaySince: now(),
      })),
      /** The popup's display_time stops: what ran since it last started is spent. */
      pauseDisplay: assign(({ context }) => ({
        displayLeft: Math.max(0, context.displayLeft - (now() - context.displaySince)),
      })),
      /** The popup's display_time runs on from what was left. */
      resumeDisplay: assign(() => ({ displaySince: now() })),
      /**
       * Runs a load in its own child, named by its request id, beside any load or page running:
       * a second load or a page never stops it, so every `load()` settles (request.ts).
       */
      startLoad: enqueueActions(({ enqueue, event }) => {
        if (event.type !== 'socialProof.load') return;
        enqueue.assign({ loadRequest: event.requestId });
        enqueue.spawnChild('load', { id: event.requestId });
      }),
      /** Settles a finished load's verb; only the last load asked writes its data or error. */
      settleLoad: enqueueActions(({ enqueue, event, context }) => {
        const requestId = requestIdOf(event.type);
        const result = loadOutcome(event);
        if (ownsLoad(context, event))
          enqueue.assign(result.ok ? { data: result.value, error: null } : { error: result.error });
        enqueue.stopChild(requestId);
        enqueue.emit({ type: 'socialProof.settled', requestId, result });
      }),
    },
  }).createMachine({
    id: 'socialProof',
    context: {
      data: null,
      error: null,
      kind: 'sale',
      mobile: false,
      pageWanted: false,
      shown: 0,
      previous: null,
      current: null,
      displayLeft: 0,
      displaySince: 0,
      key: 0,
      loadRequest: null,
    },
    initial: 'idle',
    on: {
      'socialProof.load': { target: '.loading', actions: 'startLoad' },
      // A load finished where no state moves on it: an earlier load, or the last one during a page.
      'xstate.done.actor.*': { actions: 'settleLoad' },
      'xstate.error.actor.*': { actions: 'settleLoad' },
      'socialProof.page': [
        {
          guard: 'loaded',
          target: '.page',
          reenter: true,
          actions: assign(({ event, context }) => ({
            kind: event.kind ?? context.kind,
            mobile: event.mobile ?? context.mobile,
            shown: 0,
            previous: null,
            current: null,
          })),
        },
        {
          actions: assign(({ event, context }) => ({
            kind: event.kind ?? context.kind,
            mobile: event.mobile ?? context.mobile,
            pageWanted: true,
          })),
        },
      ],
    },
    states: {
      idle: {},
      loading: {
        entry: 'hide',
        on: {
          'xstate.done.actor.*': [
            { guard: 'ownLoadSucceeded', target: 'loaded', actions: 'settleLoad' },
            { guard: 'ownsLoad', target: 'failed', actions: 'settleLoad' },
          ],
          'xstate.error.actor.*': { guard: 'ownsLoad', target: 'failed', actions: 'settleLoad' },
        },
      },
      loaded: {
        always: {
          guard: 'pageWanted',
          target: 'page',
          actions: assign({ pageWanted: false, shown: 0, previous: null, current: null }),
        },
      },
      failed: {},
      page: {
        initial: 'waiting',
        // A refresh during a page runs beside it: the page's schedule (001 §3 Notifications, §9)
        // goes on, with the new notifications once they arrive, until the next page.
        on: { 'socialProof.load': { actions: 'startLoad' } },
        states: {
          waiting: {
            after: { popupDelay: [{ guard: 'mayShowAnother', target: 'showing' }, { target: 'finished' }] },
          },
          showing: {
            entry: ['showNext', 'announce', 'startDisplay'],
            exit: 'hide',
            on: { 'socialProof.dismiss': 'between' },
            initial: 'running',
            states: {
              running: {
                after: { displayLeft: '#socialProof.page.between' },
                on: { 'socialProof.pause': { target: 'paused', actions: 'pauseDisplay' } },
              },
              /**
               * The shopper is on the popup (issue 12: keyboard-operable): it stays, and the next
               * one waits, until it is resumed or dismissed.
               */
              paused: {
                on: { 'socialProof.resume': { target: 'running', actions: 'resumeDisplay' } },
              },
            },
          },
          between: {
            after: {
              notificationDelay: [{ guard: 'mayShowAnother', target: 'showing' }, { target: 'finished' }],
            },
          },
          /** maximum_per_page reached, or nothing to show on this page. */
          finished: {},
        },
      },
    },
  });
}

export const socialProofMachine = /* @__PURE__ */ socialProofMachineWith();

/** The scheduler's type. */
export type SocialProofMachine = typeof socialProofMachine;

/**
 * A persisted scheduler snapshot that restores at rest: a page in progress is persisted as
 * `loaded` with no popup on screen, since its timers do not survive a restore. The restored
 * scheduler keeps the data and waits for the next `page()` (a reload is a new page view).
 * @internal
 */
export function restingSnapshot(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return persisted;
  const snapshot = persisted as { readonly value?: unknown; readonly context?: SocialProofContext };
  const inPage = typeof snapshot.value === 'object' && snapshot.value !== null && 'page' in snapshot.value;
  if (!inPage || snapshot.context === undefined) return persisted;
  return {
    ...snapshot,
    value: 'loaded',
    context: { ...snapshot.context, current: null, pageWanted: false, shown: 0, previous: null },
  };
}
