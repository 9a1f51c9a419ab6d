import { countOutcome } from '../compile/outcome';
import { said } from '../said';
import { distinctCount, duplicatedKeyPredicate } from '../compile/expressions';
import { sparkCol } from '../export/spark';
import { distinctSql } from './shared/distinct';
import type { RuleModule } from './module';
import { aggregate } from './shared/compile';
import { requiredColumns } from './shared/params';

/**
 * `unique`: a row fails when its tuple occurs more than once; NULL is a value and NULLs
 * equal each other, as in a window's PARTITION BY. Row-level only through a window.
 */
export const unique: RuleModule = {
  types: ['unique'],
  specs: [
    {
      type: 'unique',
      family: 'row',
      rowLevel: true,
      summary: 'Fails when the tuple of columns is not unique',
      doc: 'Fails when the combination of the listed columns is not a unique key. NULL is a value and NULLs equal each other. Row-level: every row whose tuple occurs more than once is flagged.',
      failsWhen: 'the tuple of columns is not unique',
      failedCount: 'rows − distinct tuples',
      example: { type: 'unique', columns: ['id'] },
      params: [requiredColumns],
    },
  ],
  code: (type, columns) => `${type}(${columns.join(',')})`,
  readEffect: () => 'equality',
  cellReason: () => ({ why: 'duplicate' }),
  flaggedCells: 'key',
  covers: (_rule, cols) => [`unique:${cols.join(',')}`],
  compile: (rule, { cols, table, keyRange }) =>
    aggregate(
      rule,
      { distinct: distinctCount(cols, keyRange) },
      (v, rows) => {
        const n = rows - (v.distinct ?? 0);
        const what = `(${cols.map((x) => x.info.name).join(', ')})`;
        return countOutcome(
          n,
          said('outcome.unique.fail', { count: n, what, rows, distinct: String(v.distinct) }),
          said('outcome.unique.pass', { what }),
        );
      },
      { predicate: duplicatedKeyPredicate(cols, table) },
    ),
  spark: (rule, ctx) => ({
    kind: 'row',
    window: true,
    pass: `count(*) OVER (PARTITION BY ${rule.columns.map((n) => sparkCol(n, ctx.columns).sql).join(', ')}) = 1`,
    failedCount: `count(*) - ${distinctSql(rule, ctx)}`,
  }),
  dqx: (rule, _f, ctx) => ({
    status: 'exact',
    note: 'nulls_distinct: false makes NULL keys equal, as the rule does (the DQX default differs)',
    body: {
      function: 'is_unique',
      arguments: {
        columns: rule.columns.map((n) => sparkCol(n, ctx.columns).name),
        nulls_distinct: false,
      },
    },
  }),
  // Soda's dataset-level duplicate check counts rows − distinct keys (NULL keys equal each
  // other), the rule's failed_count; must_be 0 is its default threshold.
  soda: (rule, _f, ctx) => ({
    status: rule.columns.length > 1 ? 'approximate' : 'exact',
    ...(rule.columns.length > 1
      ? {
          note: "Soda joins the columns' text with '||' before hashing: values holding '||' can make two different rows one",
        }
      : {}),
    body: {
      check: { duplicate: { columns: rule.columns.map((n) => sparkCol(n, ctx.columns).name) } },
    },
  }),
};
