/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap or
 * a key in between: `scheduler.yield()` where the browser has it (it keeps this work ahead of
 * other tasks), else a zero-delay timer. The page's start is a chain of steps that each take tens
 * of milliseconds on a slow phone; run in one task they block the page for their sum
 * (docs/decisions/0480).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `task` in a task of its own, after what the browser has to do first (input, paint, the
 * rest of React's work): `scheduler.postTask` at background priority where the browser has it,
 * else a zero-delay timer. Returns its cancellation, for an effect's clean-up. For the loads a page
 * starts after it hydrated that the shopper is not waiting for (sale notifications, countdowns,
 * upsell offers, reviews): started in one task with the page's other effects, each added tens of
 * milliseconds to one long task on a slow phone (docs/decisions/0480).
 */
export function inBackground(task: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(task, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
