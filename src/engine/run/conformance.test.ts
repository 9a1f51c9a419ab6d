/**
 * Verdicts where the workbench once differed from production, on both DuckDBs. Each case
 * names the RULES.md section and the production code that settles it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { buildSplit } from '../split/split';
import { describeTable } from './describe';
import { runValidation } from './run';
import { caseDocument, tableCase } from '../testing/table-cases/case';
import { CONFORMANCE, NUMBER_TEXT } from '../testing/table-cases/conformance';

const NOW = new Date(CONFORMANCE.now);
const FIXTURE = CONFORMANCE.sql;
/** A document of the fixture's, parsed, by its name there. */
const named = (name: string) => parseDocument(caseDocument(CONFORMANCE, name));

describe.each(BACKENDS)('conformance on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  const run = (doc: ReturnType<typeof parseDocument>) =>
    runValidation(db.runner, doc, { table: 't', now: NOW });

  it('RULES.md §4: duration units in any case, also in between (sparquet_cola thresholds.py)', async () => {
    // seen is 1 and 2 days old: freshness is 86400 s.
    const r = await run(named('duration units'));
    expect(r.results.map((x) => [x.severity, x.metric_value])).toEqual([
      ['pass', 86400],
      ['fail', 86400],
      ['warn', 86400],
    ]);
  });

  it('RULES.md §3: not_null over several columns counts NULL cells, as production (NotNullCheck sums per column)', async () => {
    // Row 3 is NULL in s, seen and ok; row 4 in seen only: 4 cells in 2 rows.
    const doc = named('not_null over several columns');
    const r = await run(doc);
    expect(r.results[0]).toMatchObject({ severity: 'fail', failed_count: 4 });
    expect(r.results[0].message).toBe('4 NULLs (s: 1, seen: 2, ok: 1) in 2 rows');
    const split = buildSplit(doc, await describeTable(db.runner, 't'), { table: 't' });
    const ids = (await db.runner.query(`SELECT id FROM (${split.invalidFile}) ORDER BY id`)).rows;
    expect(ids.map((x) => Number(x.id))).toEqual([3, 4]);
  });

  it('RULES.md §3, §4: row_count reads only min and max, and a passing metric counts 0 (RowCountCheck, evaluate_check)', async () => {
    const doc = named('row_count reads min and max');
    const r = await run(doc);
    expect(r.results.map((x) => [x.severity, x.failed_count, x.metric_value])).toEqual([
      ['pass', 0, 4],
      ['fail', 1, 4],
      ['pass', 0, 1],
      ['fail', 1, 1],
    ]);
    expect(
      doc.diagnostics.filter((d) => d.kind === 'row-count-threshold').map((d) => d.path),
    ).toEqual(['validations.rules[0].must_be', 'validations.rules[0].warn']);
  });

  it('RULES.md §1: an on_failure production does not read as "fail" runs as "warn", with a warning', () => {
    for (const value of ['FAIL', 'Warn', 'stop']) {
      const doc = parseDocument(JSON.stringify({ validations: { on_failure: value, rules: [] } }));
      expect(doc.onFailure).toBe('warn');
      expect(doc.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(doc.diagnostics.find((d) => d.path === 'validations.on_failure')?.severity).toBe(
        'warning',
      );
    }
  });

  it('RULES.md §4: must_be wins over its alias condition (MetricCheck.run reads must_be first)', async () => {
    const doc = named('must_be over condition');
    const r = await run(doc);
    expect(r.results[0]).toMatchObject({ severity: 'pass', metric_value: 4 });
    expect(doc.diagnostics.find((d) => d.kind === 'alias-shadowed')).toMatchObject({
      severity: 'warning',
      path: 'validations.rules[0].condition',
    });
  });

  it('RULES.md §4: missing_values compare as Python str() of the JSON value (1.0 is "1.0")', async () => {
    const doc = named('missing_values as Python str()');
    const r = await run(doc);
    // Missing: '1.0' and 'n/a'; '1' is not str(1.0).
    expect(r.results[0]).toMatchObject({ metric_value: 2, failed_count: 2 });
    const split = buildSplit(doc, await describeTable(db.runner, 't'), { table: 't' });
    const ids = (await db.runner.query(`SELECT id FROM (${split.invalidFile}) ORDER BY id`)).rows;
    // Production's quarantine holds none of them: metric rules flag no row (RULES.md §6).
    expect(ids.map((x) => Number(x.id))).toEqual([]);
  });

  it('RULES.md §4: valid_values render numbers as Python does against a text column on Spark 3.5', async () => {
    const name = 'valid_values numbers as Python writes them';
    const r = await runValidation(db.runner, named(name), {
      table: 't',
      now: NOW,
      spark: tableCase(CONFORMANCE, name).spark,
    });
    // Valid: '1.0', '1', '2.5'; invalid: 'n/a'.
    expect(r.results[0]).toMatchObject({ metric_value: 1 });
  });

  it('RULES.md §4: on Spark 4 a number in valid_values casts the text, and n/a stops the run (isin)', async () => {
    const r = await run(named('valid_values numbers on Spark 4'));
    expect(r.results[0].error).toMatch(
      /production stops the run on Spark 4: 1 value of text column "num_text" cannot be cast to a number for invalid_count/,
    );
    expect(r.halted).toBe(true);
  });

  it('RULES.md §4: valid_values of booleans against a boolean column compare booleans', async () => {
    // Spark's isin compares a boolean column with True as booleans; the missing_values of
    // a boolean column, cast to text ('true'), never equal str(True) ('True').
    const r = await run(named('valid_values of booleans'));
    expect(r.results.map((x) => x.metric_value)).toEqual([1, 1]);
  });

  it('RULES.md §3, §4: a double column reads as text the way Spark casts it (1.23456785E7)', async () => {
    const doc = named('a double read as text');
    const r = await run(doc);
    // Spark's texts: 1.23456785E7, 1.0E-4, 1.5 (DuckDB's: 12345678.5, 0.0001, 1.5). The
    // regex fails 1.5 and NULL; 11 characters or more: only the first.
    expect(r.results.map((x) => x.failed_count)).toEqual([2, 2, 2]);
    const split = buildSplit(doc, await describeTable(db.runner, 't'), { table: 't' });
    const ids = (await db.runner.query(`SELECT id FROM (${split.invalidFile}) ORDER BY id`)).rows;
    // Only the regex flags rows: metric rules flag none, as in production (RULES.md §6).
    expect(ids.map((x) => Number(x.id))).toEqual([3, 4]);
  });

  it('RULES.md §4: freshness is whole seconds, as unix_timestamp() gives them', async () => {
    // The newest `seen` is 2026-01-11 00:00:00; the clock is 0.9 s later.
    const r = await runValidation(db.runner, named('freshness in whole seconds'), {
      table: 't',
      now: new Date(tableCase(CONFORMANCE, 'freshness in whole seconds').now!),
    });
    expect(r.results[0]).toMatchObject({ severity: 'pass', metric_value: 0 });
  });

  it('RULES.md §3: an instant reads as text in UTC without an offset, as Spark casts it', async () => {
    const r = await run(named('an instant read as text'));
    // Texts: 2026-01-11 10:00:00.5 and 2026-01-11 13:00:00; the regex fails only NULLs.
    expect(r.results.map((x) => x.error ?? x.failed_count)).toEqual([2, 1]);
  });
});

describe.each(BACKENDS)(
  'RULES.md §4: numbers as text against valid_values, on $name DuckDB',
  ({ open }) => {
    let db: TestBackend;
    beforeAll(async () => {
      db = await openWithFixture(open, NUMBER_TEXT.sql);
    });
    afterAll(() => db?.close());

    const run = (name: string) =>
      runValidation(db.runner, parseDocument(caseDocument(NUMBER_TEXT, name)), {
        table: 'n',
        now: new Date(NUMBER_TEXT.now),
        spark: tableCase(NUMBER_TEXT, name).spark,
      });

    it('Spark 4 compares a fractional number as numbers (01, 1e0 and " 1" are 1.0); Spark 3.5 compares text', async () => {
      const [numbers] = (await run('a fractional number in valid_values')).results;
      expect(numbers.error).toBeUndefined();
      expect(numbers.metric_value).toBe(1);
      // Only '1.0' is str(1.0): '1', '2.5', '01', '1e0' and ' 1' are invalid.
      expect(
        (await run('a fractional number in valid_values on Spark 3.5')).results[0],
      ).toMatchObject({ metric_value: 5 });
    });

    it('Spark 4 casts the text to a long for whole numbers, and 1.0 stops the run; Spark 3.5 compares text', async () => {
      const now = await run('whole numbers in valid_values');
      expect(now.results[0].error).toMatch(
        /production stops the run on Spark 4: 3 values of text column "x" cannot be cast to a number/,
      );
      expect((await run('whole numbers in valid_values on Spark 3.5')).results[0]).toMatchObject({
        metric_value: 5,
      });
    });
  },
);
