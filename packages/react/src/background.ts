interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `task` in a task of its own, after what the browser has to do first (input, paint, the
 * rest of React's work): `scheduler.postTask` at background priority where the runtime has it,
 * else a zero-delay timer. Returns its cancellation, for an effect's clean-up.
 *
 * For the loads a page starts once it committed that the shopper is not waiting for (sale
 * notifications, reviews, a size chart, upsell offers): started in the commit's effects, each
 * added its request's cost to the one task that runs every effect of a hydrated page, tens of
 * milliseconds on a slow phone (docs/decisions/0480, 0531). Touches no global until called.
 *
 * @example
 * ```tsx
 * useEffect(() => inBackground(() => void reviews.load('reviews', { productId })), [reviews, productId]);
 * ```
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
