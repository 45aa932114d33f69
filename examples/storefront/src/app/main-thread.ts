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
