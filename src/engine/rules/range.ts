import { rangeCasts, rangeViolation, refusedCasts } from '../compile/expressions';
import { countOutcome, saying } from '../compile/outcome';
import { said } from '../said';
import { exactValue } from '../export/exact';
import { boundSql, knownText, numberOf, sparkCol, type SparkCol } from '../export/spark';
import { pythonScalar } from '../parse/python-repr';
import { checkRangeBounds } from '../parse/range-bounds';
import type { Located, Rule } from '../types';
import type { FaceContext } from './forms';
import type { RuleModule } from './module';
import { cellNumber } from './shared/cells';
import { aggregate, castsRefused, countWhere } from './shared/compile';
import { requiredColumn } from './shared/params';

function bounds(rule: Rule): { min?: Located; max?: Located } {
  const { min, max } = rule.params;
  return {
    ...(min && min.value !== null ? { min } : {}),
    ...(max && max.value !== null ? { max } : {}),
  };
}

function operand(c: SparkCol, b: Located): string {
  return typeof b.value === 'number' ? numberOf(c) : c.sql;
}

/** Whether the tools' native range checks mean the same: numeric bounds on a non-text column. */
function plainNumeric(rule: Rule, ctx: FaceContext): boolean {
  const { min, max } = bounds(rule);
  const c = sparkCol(rule.columns[0], ctx.columns);
  return (
    !knownText(c) && [min, max].every((b) => !b || typeof b.value === 'number') && !!(min || max)
  );
}

/** `range`: inclusive bounds; NULL passes (written into the predicate). */
export const range: RuleModule = {
  types: ['range'],
  specs: [
    {
      type: 'range',
      family: 'row',
      rowLevel: true,
      summary: 'Fails for values outside an inclusive [min, max]',
      doc: 'Bounds a numeric or date column; both bounds are inclusive and at least one is required. NULL passes — pair it with `not_null` when the column is mandatory.',
      failsWhen: 'a non-NULL value is < min or > max',
      failedCount: 'offending rows',
      example: { type: 'range', column: 'age', min: 0, max: 120 },
      columnKeyOnly: true,
      params: [
        requiredColumn,
        { name: 'min', kind: 'bound', doc: 'Smallest allowed value (inclusive).', example: 0 },
        { name: 'max', kind: 'bound', doc: 'Largest allowed value (inclusive).', example: 120 },
      ],
    },
  ],
  // `range(col,min,max)` with `*` for an absent or null bound (RULES.md §5).
  code: (_type, columns, params) => {
    const bound = (name: string): string => {
      const p = params[name];
      return p === undefined || p.value === null ? '*' : pythonScalar(p.value, p.raw);
    };
    return `range(${columns.join(',')},${bound('min')},${bound('max')})`;
  },
  check: (ctx, rule, params) => {
    checkRangeBounds(ctx, rule, params);
    return undefined;
  },
  cellReason: (rule, value) => {
    const n = cellNumber(value);
    const { min, max } = rule.params;
    const lower =
      typeof min?.value === 'number' && n !== null
        ? n < min.value
        : min?.value != null && String(value) < String(min.value);
    if (lower) return { why: 'below', params: { b: min!.raw } };
    if (max !== undefined && max.value !== null) return { why: 'above', params: { b: max.raw } };
    return { why: 'broke' };
  },
  covers: (_rule, cols) => [`range:${cols[0]}`],
  compile: (rule, { cols: [c], spark }) => {
    const pred = rangeViolation(c, rule, spark);
    // No bound: production passes it without measuring, and it flags no row (RULES.md §3).
    if (pred === 'FALSE')
      return {
        kind: 'static',
        rule,
        outcome: {
          severity: 'pass',
          failed_count: 0,
          metric_value: null,
          ...saying(said('outcome.range.noBound')),
        },
      };
    const bounds = `[${rule.params.min?.raw ?? '*'}, ${rule.params.max?.raw ?? '*'}]`;
    const refused = refusedCasts(c, rangeCasts(c, rule), spark);
    return aggregate(
      rule,
      { failed: countWhere(pred), ...(refused ? { refused: countWhere(refused) } : {}) },
      (v) => {
        castsRefused(v, c, 'range');
        const n = v.failed ?? 0;
        const column = c.info.name;
        return countOutcome(
          n,
          said('outcome.range.fail', { count: n, column, bounds }),
          said('outcome.range.pass', { column, bounds }),
        );
      },
      { predicate: pred },
    );
  },
  spark: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const { min, max } = bounds(rule);
    const b = min ?? max;
    if (!b) return { kind: 'row', window: false, pass: 'TRUE' };
    const x = operand(c, b);
    const conds = [
      ...(min ? [`${x} >= ${boundSql(c, min)}`] : []),
      ...(max ? [`${x} <= ${boundSql(c, max)}`] : []),
    ];
    const inside =
      min && max ? `${x} BETWEEN ${boundSql(c, min)} AND ${boundSql(c, max)}` : conds[0];
    return { kind: 'row', window: false, pass: `${x} IS NULL OR ${inside}` };
  },
  dqx: (rule, _f, ctx) => {
    if (!plainNumeric(rule, ctx)) return null;
    const column = sparkCol(rule.columns[0], ctx.columns).name;
    const { min, max } = bounds(rule);
    const body =
      min && max
        ? {
            function: 'is_in_range',
            arguments: { column, min_limit: exactValue(min), max_limit: exactValue(max) },
          }
        : min
          ? { function: 'is_not_less_than', arguments: { column, limit: exactValue(min) } }
          : { function: 'is_not_greater_than', arguments: { column, limit: exactValue(max!) } };
    return { status: 'exact', body };
  },
  soda: (rule, _f, ctx) => {
    if (!plainNumeric(rule, ctx)) return null;
    const { min, max } = bounds(rule);
    return {
      status: 'exact',
      note: 'Soda counts NULL as missing, never invalid: NULL passes, as in the rule',
      body: {
        column: sparkCol(rule.columns[0], ctx.columns).name,
        check: {
          invalid: {
            ...(min ? { valid_min: exactValue(min) } : {}),
            ...(max ? { valid_max: exactValue(max) } : {}),
          },
        },
      },
    };
  },
  gx: (rule, _f, ctx) => {
    if (!plainNumeric(rule, ctx)) return null;
    const { min, max } = bounds(rule);
    return {
      status: 'exact',
      body: {
        expectation: 'ExpectColumnValuesToBeBetween',
        kwargs: {
          column: sparkCol(rule.columns[0], ctx.columns).name,
          ...(min ? { min_value: exactValue(min) } : {}),
          ...(max ? { max_value: exactValue(max) } : {}),
        },
      },
    };
  },
};
