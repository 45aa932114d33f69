import type { ErrorReporter } from '@vitrine/ports';
import { describe, expectTypeOf, it } from 'vitest';
import { reportUncaughtErrors, type UncaughtErrorTarget } from './uncaught-errors';

/**
 * Type tests (checked by `tsc -p tsconfig.check-dom.json`; at run time they only pass): a theme
 * developer names the page they listen on, `reportUncaughtErrors(reporter, window)`.
 */
describe('reportUncaughtErrors (types)', () => {
  it('takes window, globalThis or a plain object with the two methods as its target', () => {
    expectTypeOf<Window>().toExtend<UncaughtErrorTarget>();
    expectTypeOf<typeof globalThis>().toExtend<UncaughtErrorTarget>();
    expectTypeOf(reportUncaughtErrors).toBeCallableWith({} as ErrorReporter, {} as Window);
    // What only listens to other events is not a target.
    expectTypeOf<{
      addEventListener(type: 'click', listener: () => void): void;
    }>().not.toExtend<UncaughtErrorTarget>();
  });
});
