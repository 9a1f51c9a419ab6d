/**
 * Distinct counts of integer keys by bitmap (`KeyRanges`), on both DuckDBs: every count is
 * the one hashing gives, a key too sparse or too wide is still hashed, and the ranges are
 * read once per table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import type { QueryRunner } from '../types';
import { isRangeMiss, KeyRanges } from './keyRanges';
import { runValidation } from './run';

const NOW = new Date('2026-01-12T00:00:00Z');

/**
 * `dense` has duplicates, NULLs and negatives; `big` is dense far past 2^32; `sparse` spans
 * 10^12 over a few rows; `tiny` and `ubig` are the narrow and the unsigned types; `gone`
 * is all NULL; `label` is text (never a bitmap).
 */
const FIXTURE = `CREATE TABLE keys AS SELECT
    CASE WHEN i % 7 = 0 THEN NULL ELSE (i % 50) - 10 END::INTEGER AS dense,
    (5000000000 + i % 90)::BIGINT AS big,
    CASE WHEN i % 3 = 0 THEN 1 ELSE 1000000000000 END::BIGINT AS sparse,
    (i % 5)::TINYINT AS tiny,
    (18446744073709551000 + i % 11)::UBIGINT AS ubig,
    NULL::INTEGER AS gone,
    'k' || (i % 13) AS label
  FROM range(400) t(i)`;

/** One rule per column and per distinct-count rule type. */
const RULES = [
  ...['dense', 'big', 'sparse', 'tiny', 'ubig', 'gone', 'label'].flatMap((column) => [
    { type: 'unique', columns: [column] },
    { type: 'distinct_count', column, must_be: '> 0' },
    { type: 'duplicate_count', columns: [column], must_be: '= 0' },
    { type: 'duplicate_percent', columns: [column], must_be: '< 50' },
  ]),
];

/** Records every statement sent, to see how each count was computed. */
function recording(runner: QueryRunner): QueryRunner & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    query: (sql) => {
      sent.push(sql);
      return runner.query(sql);
    },
  };
}

/** The statement that reads the key ranges. */
const readsRanges = (sql: string) => sql.includes('CAST(min(');

describe.each(BACKENDS)('distinct counts by bitmap on $name', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await open();
    await db.exec(FIXTURE);
    await db.exec(`CREATE TABLE empty_keys AS SELECT * FROM keys WHERE false`);
    // Sorted ids 1…400, one NULL; `late` has the same and one id far past them at the end.
    await db.exec(
      `CREATE TABLE sorted AS SELECT CASE WHEN i = 7 THEN NULL ELSE i END::INTEGER AS id FROM range(1, 401) t(i) ORDER BY i`,
    );
    await db.exec(
      `CREATE TABLE late AS SELECT * FROM (SELECT id FROM sorted UNION ALL SELECT 900000) ORDER BY id NULLS FIRST`,
    );
  });
  afterAll(() => db.close());

  const doc = parseDocument(JSON.stringify({ validations: { rules: RULES } }));
  const run = (runner: QueryRunner, table: string, keyRanges?: KeyRanges) =>
    runValidation(runner, doc, { table, now: NOW, ...(keyRanges ? { keyRanges } : {}) });
  const verdicts = (r: Awaited<ReturnType<typeof run>>) =>
    r.results.map((x) => [x.code, x.severity, x.failed_count, x.metric_value]);

  it('gives every result hashing gives, and uses the bitmap only where the key is dense', async () => {
    const hashed = await run(db.runner, 'keys');
    const runner = recording(db.runner);
    const ranges = new KeyRanges();
    const mapped = await run(runner, 'keys', ranges);
    expect(verdicts(mapped)).toEqual(verdicts(hashed));
    // The fixture's counts, so that both sides cannot agree on a wrong answer.
    const metric = (code: string) => mapped.results.find((x) => x.code === code)?.metric_value;
    expect(metric('distinct_count(dense)')).toBe(50 + 1);
    expect(metric('distinct_count(big)')).toBe(90);
    expect(metric('distinct_count(sparse)')).toBe(2);
    expect(metric('distinct_count(ubig)')).toBe(11);
    expect(metric('distinct_count(gone)')).toBe(1);

    expect(runner.sent.filter(readsRanges)).toHaveLength(1);
    const scan = runner.sent.find((sql) => sql.includes('AS "a0"'))!;
    for (const column of ['dense', 'big', 'tiny', 'ubig'])
      expect(scan, column).toContain(`bitstring_agg("${column}"`);
    for (const column of ['sparse', 'gone', 'label'])
      expect(scan, column).toContain(`count(DISTINCT "${column}")`);
    expect(ranges.get('dense')).toEqual({ min: '-10', max: '39' });
    expect(ranges.get('sparse')).toBeNull();
    expect(ranges.get('gone')).toBeNull();
    expect(ranges.get('label')).toBeUndefined();
  });

  it('reads the ranges once per table', async () => {
    const ranges = new KeyRanges();
    await run(db.runner, 'keys', ranges);
    const runner = recording(db.runner);
    const again = await run(runner, 'keys', ranges);
    expect(runner.sent.filter(readsRanges)).toEqual([]);
    expect(runner.sent.find((sql) => sql.includes('AS "a0"'))).toContain('bitstring_agg("dense"');
    expect(verdicts(again)).toEqual(verdicts(await run(db.runner, 'keys')));
  });

  it('hashes the keys of an empty table, which have no range', async () => {
    const ranges = new KeyRanges();
    const mapped = await run(db.runner, 'empty_keys', ranges);
    expect(verdicts(mapped)).toEqual(verdicts(await run(db.runner, 'empty_keys')));
    expect(ranges.get('dense')).toBeNull();
    expect(mapped.results.every((r) => r.metric_value === 0 || r.metric_value === null)).toBe(true);
  });

  const idDoc = parseDocument(
    JSON.stringify({
      validations: {
        rules: [
          { type: 'unique', columns: ['id'] },
          { type: 'distinct_count', column: 'id', must_be: '> 0' },
        ],
      },
    }),
  );

  it('guesses a streamed view’s range from its first rows and the rows it may hold', async () => {
    const runner = recording(db.runner);
    const ranges = new KeyRanges({ rows: 100, estimatedRows: 400 });
    const guessed = await runValidation(runner, idDoc, {
      table: 'sorted',
      now: NOW,
      keyRanges: ranges,
    });
    const hashed = await runValidation(db.runner, idDoc, { table: 'sorted', now: NOW });
    expect(verdicts(guessed)).toEqual(verdicts(hashed));
    expect(guessed.results[1].metric_value).toBe(400);
    // The first 100 rows hold 99 ids over 1…100: about one id per value, carried twice
    // over the 400 rows either way.
    expect(runner.sent.filter(readsRanges)[0]).toContain('LIMIT 100');
    expect(ranges.get('id')).toEqual({ min: String(1 - 808), max: String(100 + 808) });
  });

  it('stops with a range miss, never a wrong count, when a key lies past the guess', async () => {
    const ranges = new KeyRanges({ rows: 100, estimatedRows: 400 });
    const run = await runValidation(db.runner, idDoc, {
      table: 'late',
      now: NOW,
      keyRanges: ranges,
    });
    for (const result of run.results) {
      expect(result.error, result.code).toBeDefined();
      expect(isRangeMiss(new Error(result.error))).toBe(true);
    }
    const hashed = await runValidation(db.runner, idDoc, { table: 'late', now: NOW });
    expect(hashed.results[1].metric_value).toBe(401);
  });
});
