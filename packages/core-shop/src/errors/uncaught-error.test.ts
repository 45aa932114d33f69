import { createMemoryErrorReporter } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { reportUncaughtError } from './uncaught-error';

describe('reportUncaughtError (000 §8 "Uncaught exception: reported with level error")', () => {
  it('reports the error with level error and its source', () => {
    const reporter = createMemoryErrorReporter();
    const error = new Error('boom');
    reportUncaughtError(reporter, error, 'unhandledrejection');
    expect(reporter.reports).toEqual([{ error, tags: { level: 'error', source: 'unhandledrejection' } }]);
  });

  it('a monitor that throws does not throw again', () => {
    const reporter = {
      report: () => {
        throw new Error('monitor down');
      },
    };
    expect(() => reportUncaughtError(reporter, new Error('boom'), 'error')).not.toThrow();
  });
});
