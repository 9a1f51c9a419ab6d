import { countOutcome } from '../compile/outcome';
import { said } from '../said';
import { sparkCol } from '../export/spark';
import type { RuleModule } from './module';
import { aggregate, countWhere } from './shared/compile';
import { requiredColumns } from './shared/params';

/** `not_null`: every listed column is present. One rule, one code, however many columns. */
export const notNull: RuleModule = {
  types: ['not_null'],
  specs: [
    {
      type: 'not_null',
      family: 'row',
      rowLevel: true,
      summary: 'Fails when a listed column is NULL',
      doc: 'Fails when any listed column contains NULL. Row-level: each row with a NULL in a listed column goes to the quarantine.',
      failsWhen: 'a listed column is NULL',
      failedCount:
        'the NULLs of each listed column, added up, as production counts them: a row NULL in two columns counts 2 (the quarantine holds each such row once)',
      example: { type: 'not_null', columns: ['id', 'email'] },
      params: [requiredColumns],
    },
  ],
  code: (type, columns) => `${type}(${columns.join(',')})`,
  cellReason: () => ({ why: 'isNull' }),
  flaggedCells: 'nulls',
  covers: (_rule, cols) => cols.map((c) => `not_null:${c}`),
  compile: (rule, { cols }) => {
    const pred = cols.map((x) => `${x.sql} IS NULL`).join(' OR ');
    const per: Record<string, string> = { failed: countWhere(pred) };
    cols.forEach((x, i) => (per[`null${i}`] = countWhere(`${x.sql} IS NULL`)));
    return aggregate(
      rule,
      per,
      (v) => {
        const detail = cols.map((x, i) => `${x.info.name}: ${v[`null${i}`] ?? 0}`).join(', ');
        // Production counts NULL cells, column by column, and adds them up: a row NULL
        // in two listed columns counts 2 (RULES.md §3). The quarantine holds the rows.
        const n = cols.reduce((sum, _x, i) => sum + (v[`null${i}`] ?? 0), 0);
        const rows = said('outcome.rows', { count: v.failed ?? 0 });
        return countOutcome(
          n,
          cols.length === 1
            ? said('outcome.notNull.rows', { count: n, detail })
            : said('outcome.notNull.nulls', { count: n, detail, rows }),
          said('outcome.notNull.pass', { columns: cols.map((x) => x.info.name).join(', ') }),
        );
      },
      { predicate: `(${pred})` },
    );
  },
  spark: (rule, ctx) => {
    const cols = rule.columns.map((n) => sparkCol(n, ctx.columns).sql);
    return {
      kind: 'row',
      window: false,
      pass: cols.map((c) => `${c} IS NOT NULL`).join(' AND '),
      // Production's failed_count adds up each column's NULLs (a row NULL in two counts 2).
      ...(cols.length > 1
        ? {
            failedCount: cols.map((c) => `count_if(${c} IS NULL)`).join(' + '),
            failedCountWhat: 'NULL cells, column by column (a row NULL in two columns counts 2)',
          }
        : {}),
    };
  },
  dqx: (rule, _f, ctx) =>
    rule.columns.length === 1
      ? {
          status: 'exact',
          body: {
            function: 'is_not_null',
            arguments: { column: sparkCol(rule.columns[0], ctx.columns).name },
          },
        }
      : null,
  // Checked on Delta Lake 4.1.0 / Spark 4.1.1 by exports.spark.test.ts (docs/exports.md).
  deltaNote: (rule, ctx) => {
    const cols = rule.columns.map((n) => sparkCol(n, ctx.columns).sql);
    return `a CHECK, not ALTER COLUMN … SET NOT NULL on ${cols.join(', ')}: Delta Lake refuses to make an existing nullable column NOT NULL ("Cannot change nullable column to non-nullable"), even on an empty table, so that statement would leave NULLs unchecked; a column is NOT NULL only when the table is created (CREATE TABLE … ${cols[0]} <type> NOT NULL), which refuses a NULL write as this CHECK does (DELTA_NOT_NULL_CONSTRAINT_VIOLATED instead of DELTA_VIOLATE_CONSTRAINT). Databricks documents SET NOT NULL; this CHECK holds on both`;
  },
  soda: (rule, _f, ctx) =>
    rule.columns.length === 1
      ? {
          status: 'exact',
          body: { column: sparkCol(rule.columns[0], ctx.columns).name, check: { missing: {} } },
        }
      : null,
  gx: (rule, _f, ctx) =>
    rule.columns.length === 1
      ? {
          status: 'exact',
          body: {
            expectation: 'ExpectColumnValuesToNotBeNull',
            kwargs: { column: sparkCol(rule.columns[0], ctx.columns).name },
          },
        }
      : null,
};
