import { sparkCol } from '../spark';
import type { ExportFace } from './face';

/** `not_null`: every listed column is present. One rule, one code, however many columns. */
export const notNullFace: ExportFace = {
  types: ['not_null'],
  spark: (rule, ctx) => ({
    kind: 'row',
    window: false,
    pass: rule.columns.map((n) => `${sparkCol(n, ctx.columns).sql} IS NOT NULL`).join(' AND '),
  }),
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
