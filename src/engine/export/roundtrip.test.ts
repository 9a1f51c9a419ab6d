/**
 * The round trip (docs/exports.md, "Checked on your file") on both DuckDBs: every SQL-predicate target's exported row
 * predicates, read back through the Spark→DuckDB rewrite, flag exactly the rows the rules
 * flag — on data with NULLs, unicode column names, and quotes and backslashes in values
 * and patterns. A predicate that is not total shows up as a disagreement.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { repoRoot } from '../../adapters/testing/paths';
import { parseDocument } from '../parse/document';
import { describeTable } from '../run/describe';
import type { ColumnInfo } from '../types';
import { exportRules, roundTripSummary, runRoundTrip, type ExportTarget } from '.';

const NOW = new Date('2026-01-12T00:00:00Z');
const DOC = readFileSync(join(__dirname, '__fixtures__/every-type.json'), 'utf8');

const FIXTURE = `CREATE TABLE people AS SELECT * FROM (VALUES
  (1, 'Ana',   10.5, 30,   '2',   'abc1',     'BR', 'ana@ex.com',  TIMESTAMP '2026-01-10 00:00:00'),
  (2, 'Bruno', NULL, 45,   'x',   'it''s1',   'PT', 'N/A',         TIMESTAMP '2026-01-11 00:00:00'),
  (2, 'Bruno', 3.0,  200,  '1',   'a\\b2',    'br', NULL,          NULL),
  (4, NULL,    -1.0, NULL, NULL,  NULL,       NULL, 'not-an-email', TIMESTAMP '2026-01-01 00:00:00'),
  (5, 'Édith', 7.25, -3,   '-4',  'abc',      'BR', '',            TIMESTAMP '2026-01-09 00:00:00'),
  (NULL, 'Zoë', 1.0, 27,   '1.5', 'ok9',      'US', 'zoe@ex.com',  TIMESTAMP '2026-01-09 00:00:00')
) AS v(id, name, "preço", age, amount_text, code, country, email, created_at)`;

const TARGETS: ExportTarget[] = [
  'spark-sql',
  'lakeflow-sql',
  'lakeflow-python',
  'delta',
  'dqx',
  'soda',
  'gx',
];

describe.each(BACKENDS)('round trip on $name', ({ open }) => {
  let b: TestBackend;
  let columns: ColumnInfo[];
  const doc = parseDocument(DOC);

  beforeAll(async () => {
    b = await open();
    await b.exec(FIXTURE);
    columns = await describeTable(b.runner, 'people');
  });
  afterAll(() => b.close());

  it.each(TARGETS.map((t) => [t]))(
    '%s: every exported row predicate flags the same rows',
    async (target) => {
      const art = exportRules(DOC, target, { columns });
      const rows = await runRoundTrip(b.runner, art, doc, columns, 'people', NOW);
      const checked = rows.filter((r) => r.status !== 'skipped');
      expect(checked.filter((r) => r.status !== 'same')).toEqual([]);
      expect(checked.length).toBeGreaterThanOrEqual(target === 'delta' ? 6 : 10);
      expect(roundTripSummary(rows)).toBe(
        `${checked.length} of ${checked.length} rules: same failed rows`,
      );
      // The fixture makes every row-level rule flag something, so "same" is not vacuous.
      for (const r of checked) expect(r.engineRows, r.code).toBeGreaterThan(0);
    },
  );

  it('the regex with a quote and a backslash flags NULL, the quote, the backslash and the missing digit', async () => {
    const art = exportRules(DOC, 'spark-sql', { columns });
    const rows = await runRoundTrip(b.runner, art, doc, columns, 'people', NOW);
    const regex = rows.find((r) => r.code.startsWith('regex('))!;
    expect(regex).toMatchObject({ status: 'same', engineRows: 4, exportRows: 4 });
  });

  it('shows a disagreement, never hides it: a predicate that is not total differs on NULL rows', async () => {
    const art = exportRules(DOC, 'delta', { columns });
    const i = art.entries.findIndex((e) => e.code === 'range(age,0,120)');
    const broken = {
      ...art,
      entries: art.entries.map((e, j) =>
        j === i ? { ...e, predicate: '`age` BETWEEN 0 AND 120' } : e,
      ),
    };
    const rows = await runRoundTrip(b.runner, broken, doc, columns, 'people', NOW);
    const r = rows.find((x) => x.code === 'range(age,0,120)')!;
    expect(r).toMatchObject({
      status: 'different',
      engineRows: 2,
      exportRows: 3,
      onlyEngine: 0,
      onlyExport: 1,
      firstDifference: 3,
    });
    expect(roundTripSummary(rows)).toMatch(/^\d+ of \d+ rules: same failed rows$/);
    expect(
      roundTripSummary(rows).startsWith(`${rows.filter((x) => x.status === 'same').length} of`),
    ).toBe(true);
  });
});

describe.each(BACKENDS)("the bundled sample's round trip on $name", ({ open }) => {
  let b: TestBackend;
  let columns: ColumnInfo[];
  const text = readFileSync(join(repoRoot, 'public/samples/rules.json'), 'utf8');
  const doc = parseDocument(text);

  beforeAll(async () => {
    b = await open();
    await b.loadCsvFile(join(repoRoot, 'public/samples/customers.csv'), 'sample');
    columns = await describeTable(b.runner, 'sample');
  });
  afterAll(() => b.close());

  it.each(TARGETS.map((t) => [t]))(
    '%s agrees on every rule it carries as a predicate',
    async (target) => {
      const rows = await runRoundTrip(
        b.runner,
        exportRules(text, target, { columns }),
        doc,
        columns,
        'sample',
        NOW,
      );
      const checked = rows.filter((r) => r.status !== 'skipped');
      expect(roundTripSummary(rows)).toBe(
        `${checked.length} of ${checked.length} rules: same failed rows`,
      );
      expect(checked.length).toBe(target === 'delta' ? 5 : 8);
    },
  );
});
