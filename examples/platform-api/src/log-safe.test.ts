import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_MESSAGE_LENGTH, safeError } from './log-safe';

describe('safeError (logs never carry bodies, tokens or passwords)', () => {
  it("cuts drizzle's query parameters and PostgreSQL's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (access_token)=(at_secret) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "user_sessions" values ($1, $2)',
      ['at_secret', 'rt_secret'],
      cause,
    );
    const text = JSON.stringify(safeError(error));
    expect(text).not.toContain('secret');
    expect(safeError(error)).toMatchObject({
      message: 'Failed query: insert into "user_sessions" values ($1, $2)',
      cause: { code: '23505', message: 'duplicate key value violates unique constraint "x"' },
    });
  });

  it('shortens long messages and keeps only stack frames', () => {
    const summary = safeError(new Error(`bad ${'x'.repeat(5000)}`));
    expect(summary.message.length).toBeLessThanOrEqual(MAX_LOGGED_MESSAGE_LENGTH + 1);
    expect(summary.stack?.split('\n').every((line) => line.startsWith('    at '))).toBe(true);
  });

  it('says nothing of a thrown non-Error value', () => {
    expect(JSON.stringify(safeError({ password: 'hunter2' }))).not.toContain('hunter2');
  });
});
