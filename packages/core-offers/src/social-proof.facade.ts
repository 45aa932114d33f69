import type { Transport } from '@vitrine/api-client';
import {
  actorFacade,
  type Clock,
  type Facade,
  type FacadeActor,
  failure,
  mathRandom,
  type PersistedSnapshot,
  type Ports,
  type RandomSource,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, createActor, fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { SOCIAL_PROOF_SNAPSHOT_VERSION } from './social-proof.constants';
import {
  type SocialProofEmitted,
  type SocialProofMachine,
  restingSnapshot,
  socialProofMachineWith,
} from './social-proof.machine';
import { loadSocialProof } from './social-proof.requests';
import type { SocialProofData, SocialProofError, SocialProofKind } from './social-proof.types';
import { createRequester } from './request';

/** The snapshot of the scheduler. */
export type SocialProofSnapshot = SnapshotFrom<SocialProofMachine>;

/** The events `socialProof.on(type, handler)` delivers: `socialProof.popup`. */
export type SocialProofFacadeEvent = Exclude<SocialProofEmitted, { readonly type: 'socialProof.settled' }>;

/** The ports the scheduler uses: the clock its delays run on, the random source of the random display. */
export type SocialProofPorts = Pick<Ports, 'clock' | 'random'>;

/** Options of {@link socialProofLogic}, {@link socialProofFacade} and {@link createSocialProof}. */
export interface SocialProofOptions {
  /** The api-client's transport. */
  readonly transport: Pick<Transport, 'send'>;
  /** `clock` (XState's `SimulatedClock` in tests) and `random`; missing ones are the real ones. */
  readonly ports?: Partial<SocialProofPorts>;
  /** A snapshot `socialProof.persist()` wrote. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The named actors of the scheduler over a transport. */
export function socialProofActors(transport: Pick<Transport, 'send'>) {
  return { load: fromPromise<Result<SocialProofData, SocialProofError>>(() => loadSocialProof(transport)) };
}

/**
 * The scheduler with its actors and its random source provided, not started (facade convention
 * (a)). Its delays run on the clock of the actor (`createActor(logic, { clock })`, or the
 * system's).
 */
export function socialProofLogic(options: Pick<SocialProofOptions, 'transport' | 'ports'>) {
  const random: RandomSource = options.ports?.random ?? mathRandom;
  const clock = options.ports?.clock;
  return socialProofMachineWith({
    actors: socialProofActors(options.transport),
    random,
    ...(clock === undefined ? {} : { now: () => clock.now() }),
  });
}

/** A running scheduler actor (standalone, or a child of the sdk's system). */
export type SocialProofActorRef = ActorRefFrom<ReturnType<typeof socialProofLogic>>;

/** The sale / checkout notifications and countdowns facade. */
export interface SocialProofFacade extends Facade<SocialProofSnapshot, SocialProofFacadeEvent> {
  /** Loads sale and checkout notifications (limit 50, page 1), countdowns (limit 100, page 1) and the display settings. */
  load(): Promise<Result<SocialProofData, SocialProofError>>;
  /**
   * A page is shown: its popups start after `delay_time_show_popup`, one every
   * `display_time` + `delay_time_notification`, at most `maximum_per_page` on this page.
   * `kind` chooses the sale (default) or the checkout notifications; `mobile` hides them on a phone
   * when `show_on_mobile` is off. Called before the data loaded, the page starts once it has.
   */
  page(options?: { readonly kind?: SocialProofKind; readonly mobile?: boolean }): Promise<Result<undefined>>;
  /** Closes the popup on screen (the next one follows after `delay_time_notification`). */
  dismiss(): Promise<Result<undefined>>;
  /**
   * The shopper is on the popup on screen (the keyboard focus within it, the pointer over it): it
   * stays, its `display_time` stopped and the next popup waiting, until `resume()` or `dismiss()`
   * (issue 12: keyboard-operable). Nothing when no popup shows.
   */
  pause(): Promise<Result<undefined>>;
  /** The shopper left the popup: it shows for the rest of its `display_time`, then the schedule goes on. */
  resume(): Promise<Result<undefined>>;
}

const stopped: Result<never, SocialProofError> = failure({ code: 'stopped' });

/** The facade over a running scheduler actor (facade convention (b)). */
export function socialProofFacade(
  actor: SocialProofActorRef,
  _options: Partial<SocialProofOptions> = {},
): SocialProofFacade {
  const base = actorFacade<SocialProofSnapshot, SocialProofFacadeEvent>(
    actor as unknown as FacadeActor<SocialProofSnapshot, SocialProofFacadeEvent>,
    SOCIAL_PROOF_SNAPSHOT_VERSION,
  );
  const requester = createRequester<Result<SocialProofData, SocialProofError>>(
    actor as unknown as Parameters<typeof createRequester<Result<SocialProofData, SocialProofError>>>[0],
    'socialProof.settled',
    stopped,
  );
  return {
    ...base,
    stop() {
      base.stop();
      requester.stopAll();
    },
    /** The snapshot at rest: a page in progress restores as loaded, waiting for the next `page()`. */
    persist: () => ({
      version: SOCIAL_PROOF_SNAPSHOT_VERSION,
      state: restingSnapshot(actor.getPersistedSnapshot()),
    }),
    load: () => requester.request((requestId) => actor.send({ type: 'socialProof.load', requestId })),
    page(options = {}) {
      actor.send({
        type: 'socialProof.page',
        ...(options.kind === undefined ? {} : { kind: options.kind }),
        ...(options.mobile === undefined ? {} : { mobile: options.mobile }),
      });
      return Promise.resolve(success(undefined));
    },
    dismiss() {
      actor.send({ type: 'socialProof.dismiss' });
      return Promise.resolve(success(undefined));
    },
    pause() {
      actor.send({ type: 'socialProof.pause' });
      return Promise.resolve(success(undefined));
    },
    resume() {
      actor.send({ type: 'socialProof.resume' });
      return Promise.resolve(success(undefined));
    },
  };
}

/**
 * The notifications facade on its own actor (facade convention (c)).
 *
 * @example
 * ```ts
 * const socialProof = createSocialProof({ transport });
 * socialProof.on('socialProof.popup', ({ popup }) => showPopup(popup.parts));
 * await socialProof.load();
 * await socialProof.page();
 * ```
 */
export function createSocialProof(options: SocialProofOptions): SocialProofFacade {
  const clock: Clock | undefined = options.ports?.clock;
  const actor = createActor(socialProofLogic(options), {
    ...(clock === undefined ? {} : { clock }),
    snapshot: restorable(options.snapshot, SOCIAL_PROOF_SNAPSHOT_VERSION) as never,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  return socialProofFacade(actor, options);
}
