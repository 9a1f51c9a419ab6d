import { sparkCol } from '../spark';
import { distinctSql } from './duplicates';
import type { ExportFace } from './face';

/**
 * `unique`: a row fails when its tuple occurs more than once; NULL is a value and NULLs
 * equal each other, as in a window's PARTITION BY. Row-level only through a window.
 */
export const uniqueFace: ExportFace = {
  types: ['unique'],
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
};
