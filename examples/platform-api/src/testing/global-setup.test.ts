import { describe, expect, it } from 'vitest';
import { postgresSource } from './global-setup';

describe('which PostgreSQL server the suites use (issue 16: mandatory in CI)', () => {
  it('uses a given DATABASE_URL, even where server binaries exist', () => {
    expect(
      postgresSource({ DATABASE_URL: 'postgres://u@db/x', CI: 'true' }, '/usr/lib/postgresql/15/bin'),
    ).toEqual({
      kind: 'given',
      adminUrl: 'postgres://u@db/x',
    });
  });

  it('starts a throwaway cluster from the binaries otherwise', () => {
    expect(postgresSource({}, '/usr/lib/postgresql/15/bin')).toEqual({
      kind: 'cluster',
      bin: '/usr/lib/postgresql/15/bin',
    });
  });

  it('fails in CI when there is neither, and only skips outside CI', () => {
    expect(postgresSource({ CI: 'true' }, undefined).kind).toBe('missing-in-ci');
    expect(postgresSource({}, undefined).kind).toBe('none');
  });
});
