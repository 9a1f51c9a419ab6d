/**
 * The profile and its suggestions on both backends (DuckDB-WASM and native DuckDB): real
 * statistics on real tables, the edge cases docs/page.md names (no rows, an all-NULL column,
 * 10,000 distinct values, unicode, very long text), and the rule that every suggestion
 * passes on the table it was suggested from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { customersCsv } from '../../adapters/testing/paths';
import { parseDocument } from '../parse/document';
import { runValidation } from '../run/run';
import { suggestRules, suggestedDocument, type Suggestion } from '../suggest';
import type { RunResult } from '../types';
import { profileTable } from './profile';
import type { TableProfile } from './types';

const NOW = new Date('2026-02-01T00:00:00Z');

const EDGE = `CREATE TABLE edge AS SELECT
  i AS id,
  'v' || i AS many,
  CASE i % 3 WHEN 0 THEN 'ação' WHEN 1 THEN '日本' ELSE '😀' END AS uni,
  repeat('x', 5000 + i % 3) AS long_text,
  CAST(NULL AS VARCHAR) AS nothing,
  CAST(NULL AS DOUBLE) AS no_num,
  i * 0.25 - 7.1 AS frac,
  TIMESTAMP '2026-01-01 00:00:00' + to_minutes(i) AS ts,
  CASE WHEN i % 100 = 0 THEN 'broken' ELSE 'u' || i || '@ex.com' END AS email,
  CASE WHEN i % 10 = 0 THEN NULL ELSE i % 7 END AS sparse
FROM range(10000) t(i)`;

/** Dirty data: a status with a typo seen once, and columns every value of which differs. */
const DIRTY = `CREATE TABLE dirty AS SELECT
  i AS n,
  'row ' || i AS label,
  i * 1.5 AS measure,
  CASE WHEN i = 7 THEN 'actve' WHEN i % 2 = 0 THEN 'active' ELSE 'inactive' END AS status
FROM range(60) t(i)`;

async function passesOnItself(db: TestBackend, table: string, suggestions: Suggestion[]) {
  const doc = parseDocument(JSON.stringify(suggestedDocument(suggestions)));
  expect(doc.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const run: RunResult = await runValidation(db.runner, doc, { table, now: NOW });
  const bad = run.results.filter((r) => r.severity !== 'pass');
  expect(bad.map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  return run;
}

describe.each(BACKENDS)('profile on $name', ({ open }) => {
  let db: TestBackend;
  let customers: TableProfile;
  let edge: TableProfile;
  const batches: number[] = [];
  beforeAll(async () => {
    db = await open();
    await db.loadCsvFile(customersCsv, 'data');
    await db.exec(EDGE);
    await db.exec('CREATE TABLE empty AS SELECT * FROM edge WHERE false');
    await db.exec(DIRTY);
    customers = await profileTable(db.runner, 'data');
    edge = await profileTable(db.runner, 'edge', {
      batchSize: 4,
      onBatch: (cols) => batches.push(cols.length),
    });
  }, 120_000);
  afterAll(() => db.close());

  const col = (p: TableProfile, name: string) => p.columns.find((c) => c.name === name)!;

  it('computes per-column statistics of the customers sample', () => {
    expect(customers.rows).toBe(7);
    const id = col(customers, 'id');
    expect(id).toMatchObject({ sparkType: 'int', kind: 'number', nulls: 0, distinct: 6 });
    expect(id).toMatchObject({ min: '1', max: '6', minNumber: 1, maxNumber: 6 });
    expect(id.mean).toBeCloseTo(23 / 7, 12);
    expect(id.top[0]).toEqual({ value: '2', count: 2 });
    expect(id.histogram!.map((b) => b.count)).toEqual([1, 2, 1, 1, 1, 1]);
    const email = col(customers, 'email');
    expect(email).toMatchObject({ kind: 'text', nulls: 1, distinct: 6, minLength: 10 });
    expect(email.nullPercent).toBeCloseTo(100 / 7, 12);
    expect(email.formats.find((f) => f.format === 'email')).toMatchObject({ share: 1, matches: 6 });
    const country = col(customers, 'country');
    expect(country.top).toEqual([
      { value: 'BR', count: 5 },
      { value: 'PT', count: 1 },
      { value: 'US', count: 1 },
    ]);
    const created = col(customers, 'created_at');
    expect(created).toMatchObject({ kind: 'temporal', sparkType: 'date' });
    expect(created.histogram!.reduce((s, b) => s + b.count, 0)).toBe(7);
  });

  it('skips the per-value grouping of near-distinct columns, keeping what suggestions need', async () => {
    const sql: string[] = [];
    const p = await profileTable(db.runner, 'edge', {
      wideMinValues: 1000,
      onQuery: (q) => sql.push(q),
    });
    // The row count, then per batch: the sample, the near-distinct columns' aggregate,
    // the grouped columns' statement. Nothing per column.
    expect(sql.length).toBe(1 + 3);
    expect(sql[1]).toMatch(/USING SAMPLE reservoir/);
    expect(sql[2]).toMatch(/approx_count_distinct\("k1"\)/); // `many`: not a key, estimated
    expect(sql[2]).toMatch(/count\(DISTINCT "k0"\)/); // `id`: may be a key, exact
    const many = col(p, 'many');
    expect(many).toMatchObject({ nearlyDistinct: true, distinctApprox: true, allDistinct: true });
    expect(many.distinct).toBeGreaterThan(9_000);
    expect(many.distinct).toBeLessThanOrEqual(10_000);
    expect(col(p, 'uni')).toMatchObject({ distinctApprox: false, allDistinct: false });
    const id = col(p, 'id');
    // No NULL: the distinct count stays exact, so `unique` is still suggested on it.
    expect(id).toMatchObject({
      nearlyDistinct: true,
      distinctApprox: false,
      allDistinct: true,
      distinct: 10_000,
    });
    expect(id.top).toEqual([]);
    expect(id.histogram!.reduce((s, b) => s + b.count, 0)).toBe(10_000);
    expect(col(p, 'uni')).toMatchObject({ nearlyDistinct: false, distinct: 3 });
    const email = col(p, 'email');
    expect(email.nearlyDistinct).toBe(true);
    const share = email.formats.find((f) => f.format === 'email')!;
    expect(share).toMatchObject({ exact: true, matches: 9900, nonMatching: ['broken'] });
    const ids = suggestRules(p, { now: NOW }).map((s) => s.id);
    expect(ids).toContain('unique:id');
    expect(ids).toContain('valid_format:email');
    await passesOnItself(db, 'edge', suggestRules(p, { now: NOW }));
  });

  it('delivers a wide table batch by batch, one statement per batch when nothing is near-distinct', async () => {
    const sql: string[] = [];
    await profileTable(db.runner, 'edge', { batchSize: 4, onQuery: (q) => sql.push(q) });
    expect(sql).toHaveLength(1 + 3); // the row count, then one statement per batch of 4
    expect(batches).toEqual([4, 4, 2]);
    expect(edge.columns.map((c) => c.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('profiles the edge cases without error', () => {
    expect(edge.rows).toBe(10_000);
    expect(col(edge, 'many').distinct).toBe(10_000);
    expect(col(edge, 'many').top).toHaveLength(20);
    expect(
      col(edge, 'uni')
        .top.map((t) => t.value)
        .sort(),
    ).toEqual(['ação', '日本', '😀']);
    expect(col(edge, 'uni')).toMatchObject({ minLength: 1, maxLength: 4 });
    const long = col(edge, 'long_text');
    expect(long).toMatchObject({ minLength: 5000, maxLength: 5002, distinct: 3 });
    expect(long.top[0].value).toHaveLength(200);
    expect(col(edge, 'nothing')).toMatchObject({ nulls: 10_000, distinct: 0, top: [], min: null });
    expect(col(edge, 'no_num')).toMatchObject({ nulls: 10_000, mean: null, histogram: null });
    const email = col(edge, 'email').formats.find((f) => f.format === 'email')!;
    expect(email.share).toBeCloseTo(0.99, 12);
    expect(email.nonMatching).toEqual(['broken']);
    expect(col(edge, 'frac').histogram).toHaveLength(10);
    expect(col(edge, 'ts').histogram!.reduce((s, b) => s + b.count, 0)).toBe(10_000);
  });

  it('profiles a table with no rows', async () => {
    const p = await profileTable(db.runner, 'empty');
    expect(p.rows).toBe(0);
    expect(p.columns).toHaveLength(10);
    expect(p.columns.every((c) => c.nulls === 0 && c.distinct === 0 && c.top.length === 0)).toBe(
      true,
    );
    const s = suggestRules(p, { now: NOW });
    expect(s.map((x) => x.id)).toEqual(['schema']);
    await passesOnItself(db, 'empty', s);
  });

  it('suggests rules that pass on the customers sample', async () => {
    const s = suggestRules(customers, { now: NOW });
    const ids = s.map((x) => x.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'schema',
        'row_count',
        'not_null:id',
        'missing:email',
        'valid_format:email',
        'range:age',
        'freshness:created_at',
      ]),
    );
    expect(ids).not.toContain('unique:id'); // id 2 occurs twice
    // All distinct, but in 7 rows any column can be: too few to call it unique.
    expect(ids).not.toContain('unique:age');
    expect(s.find((x) => x.id === 'range:age')!.rule).toMatchObject({ min: 20, max: 200 });
    // PT and US are seen once each, too rare to call valid, and BR alone is 5 of 7 rows:
    // not enough to call country a category.
    expect(ids).not.toContain('valid_values:country');
    expect(s.find((x) => x.id === 'missing:email')!.evidence).toMatch(/1 of 7 rows \(14\.3%\)/);
    await passesOnItself(db, 'data', s);
  });

  it('suggests nothing silly on the edge cases, and what it suggests passes', async () => {
    const s = suggestRules(edge, { now: NOW });
    const ids = s.map((x) => x.id);
    expect(ids).not.toContain('valid_values:many');
    expect(ids.filter((i) => i.endsWith(':nothing') || i.endsWith(':no_num'))).toEqual([]);
    expect(ids).toContain('unique:id');
    expect(ids).toContain('valid_values:uni');
    expect(ids).not.toContain('valid_values:long_text'); // too long to be a category
    const fmt = s.find((x) => x.id === 'valid_format:email')!;
    expect(fmt.rule).toMatchObject({ type: 'invalid_percent', must_be: '< 2%' });
    expect(fmt.evidence).toContain('"broken"');
    expect(s.find((x) => x.id === 'range:frac')!.rule).toMatchObject({ min: -8, max: 2500 });
    expect(s.find((x) => x.id === 'freshness:ts')!.rule).toMatchObject({ must_be: '< 60d' });
    await passesOnItself(db, 'edge', s);
  });

  it('suggests as valid only values with support, and unique for any all-distinct column', async () => {
    const s = suggestRules(await profileTable(db.runner, 'dirty'), { now: NOW });
    const status = s.find((x) => x.id === 'valid_values:status')!;
    expect(status.rule).toEqual({
      type: 'invalid_percent',
      column: 'status',
      valid_values: ['active', 'inactive'],
      must_be: '< 5%',
    });
    expect(status.facts).toMatchObject({
      kind: 'values',
      left: { count: 1, distinct: 1, examples: [{ value: 'actve', count: 1 }] },
    });
    expect(status.evidence).toMatch(
      /too rare to call valid: "actve" \(1\); 1 rows \(1\.67% of rows\)/,
    );
    const label = s.find((x) => x.id === 'unique:label')!;
    expect(label.rule).toEqual({ type: 'unique', columns: ['label'] });
    expect(label.evidence).toBe(
      'Every value is different: 60 distinct values in 60 rows, none NULL, although the name does not look like a key.',
    );
    expect(s.map((x) => x.id)).toContain('unique:n');
    // A measurement is distinct by chance, not by design.
    expect(s.map((x) => x.id)).not.toContain('unique:measure');
    expect(s.map((x) => x.id)).toContain('range:n');
    await passesOnItself(db, 'dirty', s);
  });

  it('does not suggest what the document already has', () => {
    const existing = parseDocument(
      JSON.stringify({
        validations: {
          rules: [
            { type: 'not_null', columns: ['ID', 'name'] },
            { type: 'row_count', min: 1 },
            { type: 'invalid_count', column: 'country', valid_values: ['BR'], must_be: '= 0' },
          ],
        },
      }),
    );
    const ids = suggestRules(customers, { now: NOW, existing }).map((x) => x.id);
    expect(ids).not.toContain('not_null:id');
    expect(ids).not.toContain('not_null:name');
    expect(ids).not.toContain('row_count');
    expect(ids).not.toContain('valid_values:country');
    expect(ids).toContain('not_null:country');
  });
});
