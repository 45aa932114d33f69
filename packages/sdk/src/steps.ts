/**
 * Work written as a generator that pauses (`yield`) where a host may let other work run: the
 * storefront's start (createStorefrontInSteps) and the engagement part's (docs/decisions/0553, 0558).
 * @internal
 */
export type Steps<T> = Generator<undefined, T, undefined>;

/** Runs `steps` to the end in the caller's task. @internal */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs `steps`, awaiting `pause()` after each step. @internal */
export async function runInSteps<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}
