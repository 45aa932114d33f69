import {
  failureMessage,
  runSyncTask,
  type SyncTask,
  type SyncTaskOutcome,
  type SyncTaskPlaceholders,
  type SyncTaskRequest,
  type Transport,
} from '@vitrine/api-client';
import { actorFacade, type Facade, failure, type Ports, type Result, success } from '@vitrine/ports';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { portsOf, type ShopFacadeOptions, startActor } from '../facade.util';
import { NETWORK_NOT_FOUND_CODE } from './sync-task.rules';
import {
  type RefreshLockState,
  type SyncTasksEmitted,
  type syncTasksMachine,
  syncTasksMachineWith,
} from './sync-tasks.machine';

/** The version `persist()` writes for the sync-task queue; raise it when its snapshot changes. */
export const SYNC_TASKS_SNAPSHOT_VERSION = 1;

/** A snapshot of the sync-task queue. */
export type SyncTasksSnapshot = SnapshotFrom<typeof syncTasksMachine>;

/** Options of {@link syncTasksLogic} and {@link createSyncTasks}. */
export interface SyncTasksOptions extends ShopFacadeOptions<'logger'> {
  /**
   * The values of a task's URL placeholders `{token}`, `{cart_id}`, `{checkout_token}` (000 §7),
   * read when the task is sent, so a task queued before a refresh goes with the new token.
   */
  readonly placeholders?: () => SyncTaskPlaceholders;
  /**
   * Whether the device is online (a browser host passes `() => navigator.onLine`). A browser's
   * fetch gives no system code, so a network failure while offline counts as ENOTFOUND (the task
   * stays unsent, quietly; docs/decisions/0270). Default: always online.
   */
  readonly online?: () => boolean;
}

/** Why a task did not succeed. */
export interface SyncTaskError {
  /**
   * `sync_failed`: answered with another code than 200 (or unreadable); `sync_unsent`: not
   * transmitted, it stays queued and is sent on the next flush; `sync_cleared`: dropped unsent;
   * `sync_stopped`: the queue stopped first.
   */
  readonly code: 'sync_failed' | 'sync_unsent' | 'sync_cleared' | 'sync_stopped';
  /** The server's text, when it sent one. */
  readonly message?: string;
  /** The task record (000 §3), when the task was sent. */
  readonly task?: SyncTask;
}

/** The sync-task queue: the facade contract plus its verbs. */
export interface SyncTasks extends Facade<SyncTasksSnapshot, SyncTasksEmitted> {
  /**
   * Queues a background call (000 §7 Generic sync task) and resolves with its first outcome: the
   * task record when it succeeded, else why not. A failure has already raised its `notify` event
   * unless a rule of 000 §8 kept it quiet.
   */
  enqueue(task: SyncTaskRequest): Promise<Result<SyncTask, SyncTaskError>>;
  /** Sends the unsent tasks again (call it when the browser is back online). */
  flush(): Promise<Result<void>>;
  /** Drops the unsent tasks. */
  clear(): Promise<Result<void>>;
  /**
   * Tells the queue the refresh lock of 000 §4 (core-auth's `selectRefreshLock`): held pauses it,
   * free resumes it, failed clears the unsent tasks.
   */
  setRefreshLock(lock: RefreshLockState): void;
  /** The unsent tasks, oldest first. */
  unsent(): readonly SyncTaskRequest[];
}

/** The unsent tasks of a snapshot, oldest first. */
export function selectUnsentSyncTasks(snapshot: SyncTasksSnapshot): readonly SyncTaskRequest[] {
  return snapshot.context.tasks;
}

/** Whether the queue is paused by a refresh (000 §4). */
export function selectSyncTasksPaused(snapshot: SyncTasksSnapshot): boolean {
  return snapshot.context.refreshing;
}

/** The `runSyncTask` actor over the api-client's generic sync task. @internal */
export function syncTasksActors(
  transport: Pick<Transport, 'send'>,
  ports: Pick<Ports, 'clock' | 'logger'>,
  placeholders: () => SyncTaskPlaceholders = () => ({}),
  online: () => boolean = () => true,
) {
  return {
    runSyncTask: fromPromise(async ({ input }: { input: { readonly request: SyncTaskRequest } }) => {
      const sent = await runSyncTask(transport, input.request, placeholders(), () => ports.clock.now());
      const outcome = offlineAsHostNotFound(sent, online);
      const { result } = outcome;
      // 000 §8: 'Error with response - bad content-type!' and the task fails.
      if (!result.ok && result.failure.kind === 'invalid_response')
        ports.logger.log('error', result.failure.message, { task_id: input.request.task_id });
      return outcome;
    }),
  };
}

/** A network failure while the device is offline is the host-not-found failure of 000 §8. */
function offlineAsHostNotFound(outcome: SyncTaskOutcome, online: () => boolean): SyncTaskOutcome {
  const { result } = outcome;
  if (result.ok || result.failure.kind !== 'js_exception' || result.failure.code !== undefined || online())
    return outcome;
  return { ...outcome, result: { ok: false, failure: { ...result.failure, code: NETWORK_NOT_FOUND_CODE } } };
}

/** The sync-task machine with its actor provided, no actor started. */
export function syncTasksLogic(
  options: Pick<SyncTasksOptions, 'transport' | 'ports' | 'placeholders' | 'online'>,
) {
  return syncTasksMachineWith({
    actors: syncTasksActors(options.transport, portsOf(options), options.placeholders, options.online),
  });
}

/** The sync-task facade over any running actor of {@link syncTasksLogic}. */
export function syncTasksFacade(actor: ActorRefFrom<typeof syncTasksMachine>): SyncTasks {
  const base = actorFacade<SyncTasksSnapshot, SyncTasksEmitted>(actor, SYNC_TASKS_SNAPSHOT_VERSION);
  return {
    ...base,
    enqueue(task) {
      if (actor.getSnapshot().status !== 'active')
        return Promise.resolve(failure({ code: 'sync_stopped' as const }));
      return new Promise((resolve) => {
        const subscriptions = [
          actor.on('sync.settled', (event) => {
            if (event.task.task_id !== task.task_id) return;
            stop();
            if (event.verdict.kind === 'done') return resolve(success(event.task));
            const { result } = event.task;
            const message =
              typeof result === 'object' && result !== null && 'kind' in result
                ? failureMessage(result as Parameters<typeof failureMessage>[0])
                : undefined;
            resolve(
              failure({
                code: 'sync_failed' as const,
                task: event.task,
                ...(message === undefined ? {} : { message }),
              }),
            );
          }),
          actor.on('sync.unsent', (event) => {
            if (event.taskId !== task.task_id) return;
            stop();
            resolve(failure({ code: 'sync_unsent' as const }));
          }),
          actor.on('sync.cleared', (event) => {
            if (!event.taskIds.includes(task.task_id)) return;
            stop();
            resolve(failure({ code: 'sync_cleared' as const }));
          }),
        ];
        const stopped = actor.subscribe({
          complete: () => {
            stop();
            resolve(failure({ code: 'sync_stopped' as const }));
          },
        });
        function stop(): void {
          for (const subscription of subscriptions) subscription.unsubscribe();
          stopped.unsubscribe();
        }
        actor.send({ type: 'sync.enqueue', task });
      });
    },
    flush() {
      actor.send({ type: 'sync.flush' });
      return Promise.resolve(success(undefined));
    },
    clear() {
      actor.send({ type: 'sync.clear' });
      return Promise.resolve(success(undefined));
    },
    setRefreshLock(lock) {
      actor.send({ type: 'sync.refresh', lock });
    },
    unsent: () => selectUnsentSyncTasks(actor.getSnapshot()),
  };
}

/**
 * A standalone sync-task queue.
 *
 * @example
 * ```ts
 * const queue = createSyncTasks({ transport, placeholders: () => ({ cart_id: cartToken }) });
 * queue.on('notify', ({ notification }) => notifications.push(notification));
 * const sent = await queue.enqueue({ task_id: 't1', method: 'POST', url: '/api/checkout/cart/touch.json?cart_token={cart_id}' });
 * if (!sent.ok) console.log(sent.error.code); // 'sync_failed', 'sync_unsent', ...
 * ```
 */
export function createSyncTasks(options: SyncTasksOptions): SyncTasks {
  return syncTasksFacade(startActor(syncTasksLogic(options), options, SYNC_TASKS_SNAPSHOT_VERSION));
}
