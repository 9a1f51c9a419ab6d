import { describe, expect, it } from 'vitest';
import { assertAllowedWhenLocked, statementHeads } from './guard.ts';

describe('statement guard of a locked connection (docs/limits.md, Safety)', () => {
  it('finds the first word of every statement, skipping strings, comments and parentheses', () => {
    expect(
      statementHeads(
        `SELECT ';SET x=1' AS a; /* SET */ -- SET\n (SELECT 1); pragma table_info('t')`,
      ),
    ).toEqual([
      { verb: 'SELECT', next: '"' },
      { verb: 'SELECT', next: '' },
      { verb: 'PRAGMA', next: 'table_info' },
    ]);
  });

  it.each([
    'SET threads = 1',
    "SET search_path = 'main'",
    'SELECT 1; SET VARIABLE x = 1',
    'RESET threads',
    'USE memory',
    'PRAGMA enable_profiling',
    'INSTALL httpfs',
    'FORCE INSTALL httpfs',
    'LOAD httpfs',
    "COPY t TO '/tmp/x.csv'",
    "ATTACH '/tmp/x.db'",
    "EXPORT DATABASE '/tmp/x'",
  ])('refuses %s', (sql) => {
    expect(() => assertAllowedWhenLocked(sql)).toThrow(/refused: the connection is locked down/);
  });

  it.each([
    "SELECT 'SET x' AS s FROM t",
    'WITH a AS (SELECT 1) SELECT * FROM a',
    'CREATE OR REPLACE TEMP VIEW _validation_df AS SELECT * FROM data',
    'CREATE OR REPLACE TEMP MACRO f(x) AS x + 1',
    "PRAGMA table_info('data')",
    'DESCRIBE data',
    'SELECT $$;SET$$ AS s',
  ])('allows %s', (sql) => {
    expect(() => assertAllowedWhenLocked(sql)).not.toThrow();
  });
});
