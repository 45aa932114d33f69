import type { SyncTask, SyncTaskOutcome, SyncTaskRequest } from '@vitrine/api-client';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { NotifyEvent } from '../notifications/notification';
import { type SyncTaskVerdict, syncTaskVerdict } from './sync-task.rules';

/** The refresh lock of 000 §4 as core-auth reads it: 0 free, 1 held, -1 failed. */
export type RefreshLockState = -1 | 0 | 1;

/** Context of {@link syncTasksMachine}: serialisable. */
export interface SyncTasksContext {
  /** The unsent tasks, oldest first; the head is the one being sent (000 §3 Sync task, §4). */
  readonly tasks: readonly SyncTaskRequest[];
  /** A user-token refresh is underway: nothing is sent, and no failure is notified (000 §4, §8). */
  readonly refreshing: boolean;
}

/** Events of {@link syncTasksMachine}. */
export type SyncTasksEvent =
  /** Queue a background call; it is sent after the ones before it. */
  | { readonly type: 'sync.enqueue'; readonly task: SyncTaskRequest }
  /**
   * The refresh lock changed (000 §4): held pauses the queue; free sends what waited, with the new
   * token; failed clears the unsent tasks (000 §4 step 4).
   */
  | { readonly type: 'sync.refresh'; readonly lock: RefreshLockState }
  /** Try the unsent tasks again (the host calls it when the browser is back online). */
  | { readonly type: 'sync.flush' }
  /** Drop every unsent task. */
  | { readonly type: 'sync.clear' };

/** What {@link syncTasksMachine} emits. */
export type SyncTasksEmitted =
  /** An error notification for the one queue (000 §8). */
  | NotifyEvent
  /** A task was sent and answered: `task.status` is `done` or `failed`. */
  | { readonly type: 'sync.settled'; readonly task: SyncTask; readonly verdict: SyncTaskVerdict }
  /** A task could not be transmitted; it stays first in the queue until the next attempt. */
  | { readonly type: 'sync.unsent'; readonly taskId: string }
  /** Unsent tasks were dropped (a failed refresh, or `sync.clear`). */
  | { readonly type: 'sync.cleared'; readonly taskIds: readonly string[] };

const isRunning = (state: { readonly value: unknown }): boolean => state.value === 'sending';

/** The actors of {@link syncTasksMachine} until a host provides them. */
const syncTasksActorDefaults = () => ({
  runSyncTask: fromPromise<SyncTaskOutcome, { readonly request: SyncTaskRequest }>(
    notProvided('runSyncTask'),
  ),
});

/** What {@link syncTasksMachineWith} takes in place of the defaults. */
export type SyncTasksImplementations = MachineImplementations<ReturnType<typeof syncTasksActorDefaults>>;

/**
 * Builds {@link syncTasksMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function syncTasksMachineWith(impl: SyncTasksImplementations = {}) {
  return setup({
    types: {
      context: {} as SyncTasksContext,
      events: {} as SyncTasksEvent,
      emitted: {} as SyncTasksEmitted,
    },
    actors: { ...syncTasksActorDefaults(), ...impl.actors },
    guards: {
      canSend: ({ context }) => context.tasks.length > 0 && !context.refreshing,
    },
    actions: {
      enqueue: assign(({ context, event }) =>
        event.type === 'sync.enqueue' ? { tasks: [...context.tasks, event.task] } : {},
      ),
      /** Drops the unsent tasks; the one in flight (if any) settles on its own. */
      clearUnsent: enqueueActions(({ context, enqueue, self }) => {
        const keep = isRunning(self.getSnapshot()) ? context.tasks.slice(0, 1) : [];
        const dropped = context.tasks.slice(keep.length).map((task) => task.task_id);
        enqueue.assign({ tasks: keep });
        if (dropped.length > 0) enqueue.emit({ type: 'sync.cleared', taskIds: dropped });
      }),
    },
  }).createMachine({
    id: 'syncTasks',
    context: { tasks: [], refreshing: false },
    initial: 'idle',
    on: {
      'sync.enqueue': { actions: 'enqueue' },
      'sync.clear': { actions: 'clearUnsent' },
      'sync.refresh': [
        {
          guard: ({ event }) => event.lock === 1,
          actions: assign({ refreshing: true }),
        },
        {
          guard: ({ event }) => event.lock === -1,
          actions: [assign({ refreshing: false }), 'clearUnsent'],
        },
        // free again: what waited is sent, with the new token
        { actions: [assign({ refreshing: false }), raise({ type: 'sync.flush' })] },
      ],
    },
    states: {
      idle: {
        always: { guard: 'canSend', target: 'sending' },
      },
      sending: {
        invoke: {
          src: 'runSyncTask',
          input: ({ context }) => ({ request: context.tasks[0] as SyncTaskRequest }),
          onDone: [
            {
              guard: ({ context, event }) =>
                syncTaskVerdict(event.output.result, conditionsOf(context)).kind === 'unsent',
              target: 'waiting',
              actions: emit(({ context }) => ({
                type: 'sync.unsent' as const,
                taskId: context.tasks[0]?.task_id ?? '',
              })),
            },
            {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const verdict = syncTaskVerdict(event.output.result, conditionsOf(context));
                enqueue.assign({ tasks: context.tasks.slice(1) });
                enqueue.emit({ type: 'sync.settled', task: event.output.task, verdict });
                if (verdict.kind === 'failed' && verdict.notification !== undefined)
                  enqueue.emit({ type: 'notify', notification: verdict.notification });
              }),
            },
          ],
          // The actor resolves with a result value; a throw is a bug in a host's placeholders: drop it.
          onError: {
            target: 'idle',
            actions: assign(({ context }) => ({ tasks: context.tasks.slice(1) })),
          },
        },
      },
      /** The head could not be transmitted: wait for `sync.flush` or the end of a refresh. */
      waiting: {
        on: { 'sync.flush': 'idle' },
        always: { guard: ({ context }) => context.tasks.length === 0, target: 'idle' },
      },
    },
  });
}

/**
 * The queue of background calls (000 §3 Sync task, §4, §7, §8): tasks are sent one at a time,
 * first in first out, through the `runSyncTask` actor (the api-client's generic sync task). A
 * failed answer raises an error notification with the server's result text, unless the task is
 * silent, the code is ENOTFOUND, the status is 401 or a refresh is underway ({@link syncTaskVerdict}).
 *
 * @remarks
 * A task that could not be transmitted (ENOTFOUND: offline; a 401 while a refresh runs) stays first,
 * and the queue waits for `sync.flush` or the end of the refresh. While the refresh lock is held
 * nothing is sent; when it fails, the unsent tasks are cleared (000 §4 step 4). The unsent tasks are
 * in the persisted snapshot, so a restored page sends them (docs/decisions/0270).
 *
 * @example
 * ```ts
 * const queue = createActor(syncTasksLogic({ transport })).start();
 * queue.send({ type: 'sync.enqueue', task: { task_id: 't1', method: 'POST', url: '/api/x.json?cart_token={cart_id}' } });
 * ```
 */
export const syncTasksMachine = /* @__PURE__ */ syncTasksMachineWith();

function conditionsOf(context: SyncTasksContext) {
  return { silent: context.tasks[0]?.silent === true, refreshing: context.refreshing };
}
