import { exactValue } from '../exact';
import { boundSql, knownText, numberOf, sparkCol, type SparkCol } from '../spark';
import type { Located, Rule } from '../../types';
import type { ExportFace, FaceContext } from './face';

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
export const rangeFace: ExportFace = {
  types: ['range'],
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
