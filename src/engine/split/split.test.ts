/** RULES.md §6 — the valid/invalid split and quarantine codes, on both backends. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { customersCsv, repoRoot } from '../../adapters/testing/paths';
import { parseDocument } from '../parse/document';
import { describeTable } from '../run/describe';
import type { ColumnInfo } from '../types';
import { buildSplit, invalidFileQuery } from './split';
import { sqlIdent } from '../sql/quote';

const targetsDoc = fs.readFileSync(
  path.join(repoRoot, 'examples', 'customers.targets.json'),
  'utf8',
);

describe.each(BACKENDS)('RULES.md §6 — split on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  let columns: ColumnInfo[];
  beforeAll(async () => {
    db = await open();
    await db.loadCsvFile(customersCsv, 'customers', {});
    await db.lock([]);
    columns = await describeTable(db.runner, 'customers');
  });
  afterAll(() => db?.close());

  const split = async (text: string, opts: { annotate?: string | null; scope?: string[] } = {}) => {
    const q = buildSplit(parseDocument(text), columns, { table: 'customers', ...opts });
    const [invalid, valid, counts, invalidFile] = await Promise.all([
      db.runner.query(q.invalid),
      db.runner.query(q.valid),
      db.runner.query(q.counts),
      db.runner.query(q.invalidFile),
    ]);
    return { q, invalid, valid, counts: counts.rows[0], invalidFile };
  };

  const plain = JSON.stringify({
    validations: { rules: [{ type: 'not_null', column: 'email' }] },
  });
  const annotated = JSON.stringify({
    validations: {
      rules: [{ type: 'not_null', column: 'email' }],
      outputs: { invalid: { format: 'delta', path: '/q', annotate: 'dq_codes' } },
    },
  });
  it.each([
    ['no annotate configured: the input columns only', plain, {}, null],
    ['outputs.invalid.annotate', annotated, {}, 'dq_codes'],
    [
      'an annotate chosen outside the document (--annotate, the page)',
      plain,
      { annotate: 'why' },
      'why',
    ],
    ['the document’s annotate turned off outside it', annotated, { annotate: null }, null],
  ])('the quarantine file production would write — %s', async (_n, text, opts, extra) => {
    const { invalidFile, invalid, q } = await split(text, opts);
    const names = columns.map((c) => c.name);
    expect(invalidFile.columns.map((c) => c.name)).toEqual(extra ? [...names, extra] : names);
    expect(q.annotateColumn).toBe(extra);
    expect(invalidFile.rows.map((r) => r.id)).toEqual([3]);
    // The view keeps the codes either way.
    expect(invalid.rows.map((r) => r[q.annotate])).toEqual([['not_null(email)']]);
  });

  it('annotates invalid rows with their codes in rule order; valid keeps the input columns exactly', async () => {
    const { invalid, valid, counts, q } = await split(targetsDoc);
    const names = columns.map((c) => c.name);
    expect(invalid.columns.map((c) => c.name)).toEqual([...names, 'dq_codes']);
    expect(valid.columns.map((c) => c.name)).toEqual(names);
    expect(invalid.rows.map((r) => [r.id, r.dq_codes])).toEqual([
      [3, ['not_null(email)', 'regex(email,^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$)']],
      [4, ['range(age,1,120)']],
    ]);
    expect(valid.rows.map((r) => r.id)).toEqual([1, 2, 5, 6, 2]);
    expect(counts).toMatchObject({ invalid_rows: 2, valid_rows: 5 });
    const perCode = Object.fromEntries(q.codeCounts.map((c) => [c.code, counts[c.column]]));
    expect(perCode['range(age,1,120)']).toBe(1);
    expect(perCode['not_null(id)']).toBe(0);
  });

  it('the unordered invalid rows, sorted by their row order, are the invalid rows', async () => {
    const { invalid, q } = await split(targetsDoc);
    const order = sqlIdent(q.rowOrder);
    const paged = await db.runner.query(
      `SELECT * EXCLUDE (${order}) FROM (${q.invalidUnordered}) ORDER BY ${order}`,
    );
    expect(paged.columns.map((c) => c.name)).toEqual(invalid.columns.map((c) => c.name));
    expect(paged.rows).toEqual(invalid.rows);
  });

  it('flags every row of a duplicated tuple for unique', async () => {
    const { invalid } = await split(
      '{"validations": {"rules": [{"type": "unique", "column": "id"}]}}',
    );
    expect(invalid.rows.map((r) => [r.id, r.name, r.dq_codes])).toEqual([
      [2, 'Bruno Lima', ['unique(id)']],
      [2, 'Bruno Duplicado', ['unique(id)']],
    ]);
  });

  // Production's MetricCheck.violation reads params["metric"], which the rule's type
  // replaced (sparquet_cola 0.3.0 and 0.4.0, checked on Spark): no metric rule flags a row.
  it('RULES.md §6: metric rules, missing_* and invalid_* included, flag no row; nor do aggregates', async () => {
    const { invalid } = await split(
      JSON.stringify({
        validations: {
          rules: [
            { type: 'missing_count', column: 'email', must_be: '< 10' },
            { type: 'invalid_count', column: 'age', valid_max: 120, must_be: '= 0', code: 'AGE' },
            { type: 'row_count', min: 100 },
            { type: 'duplicate_count', column: 'id', must_be: '= 0' },
            { type: 'sql', failed_rows: 'SELECT * FROM _validation_df' },
          ],
        },
      }),
    );
    expect(invalid.rows.map((r) => [r.id, r.dq_codes])).toEqual([]);
  });

  it('a NULL comparison neither invalidates a row nor adds a code', async () => {
    const { invalid } = await split(
      '{"validations": {"rules": [{"type": "range", "column": "email", "min": "b"}, {"type": "invalid_count", "column": "email", "valid_min": 0, "must_be": "= 0"}]}}',
    );
    // email is NULL on row 3 (range passes NULL); 'ana@…' < 'b' fails; text vs valid_min is NULL.
    expect(invalid.rows.map((r) => [r.id, r.dq_codes])).toEqual([[1, ['range(email,b,*)']]]);
  });

  it('scope restricts both sides (outputs.invalid.rules, or a scope picked in the UI)', async () => {
    const scoped = JSON.parse(targetsDoc);
    scoped.validations.outputs.invalid.rules = ['range(age,1,120)'];
    const fromDoc = await split(JSON.stringify(scoped));
    expect(fromDoc.invalid.rows.map((r) => r.id)).toEqual([4]);
    expect(fromDoc.valid.rows).toHaveLength(6);
    expect(fromDoc.q.scope).toEqual(['range(age,1,120)']);
    const fromUi = await split(targetsDoc, { scope: ['not_null(email)'] });
    expect(fromUi.invalid.rows.map((r) => [r.id, r.dq_codes])).toEqual([[3, ['not_null(email)']]]);
  });

  it('with no row-level rule in scope everything is valid and the empty invalid still has the annotate column', async () => {
    const { invalidFile, valid } = await split(
      '{"validations": {"rules": [{"type": "row_count", "min": 1}]}}',
      {
        annotate: 'codes',
      },
    );
    expect(invalidFile.rows).toEqual([]);
    expect(invalidFile.columns.map((c) => c.name)).toContain('codes');
    expect(valid.rows).toHaveLength(7);
  });

  it.each([
    ['no codes column', null, null],
    ['a codes column named by the user', 'why', 'why'],
    ['a blank name, read as none', '  ', null],
  ])('the page’s quarantine file with %s (RULES.md §6)', async (_n, choice, extra) => {
    const q = buildSplit(parseDocument(annotated), columns, { table: 'customers' });
    const file = await db.runner.query(invalidFileQuery(q, columns, choice));
    const names = columns.map((c) => c.name);
    expect(file.columns.map((c) => c.name)).toEqual(extra ? [...names, extra] : names);
    expect(file.rows.map((r) => [r.id, ...(extra ? [r[extra]] : [])])).toEqual([
      extra ? [3, ['not_null(email)']] : [3],
    ]);
    expect(() => invalidFileQuery(q, columns, 'Email')).toThrow(/already exists/);
  });

  it('refuses an annotate column that already exists', () => {
    expect(() =>
      buildSplit(parseDocument(targetsDoc), columns, { table: 'customers', annotate: 'email' }),
    ).toThrow(/already exists/);
  });
});
