import { numberOf, sparkCol } from '../spark';
import type { ExportFace } from './face';
import { metricLevels } from './levels';

const SODA_FN: Record<string, string> = { min: 'min', max: 'max', avg: 'avg', sum: 'sum' };
const GX_CLASS: Record<string, string> = {
  min: 'ExpectColumnMinToBeBetween',
  max: 'ExpectColumnMaxToBeBetween',
  avg: 'ExpectColumnMeanToBeBetween',
  sum: 'ExpectColumnSumToBeBetween',
  stddev: 'ExpectColumnStdevToBeBetween',
};

/** `min` `max` `avg`/`mean` `sum` `stddev` (sample): no value fails whatever the threshold. */
export const statsFace: ExportFace = {
  types: ['min', 'max', 'avg', 'sum', 'stddev'],
  spark: (rule, ctx) => {
    const fn = rule.canonicalType === 'stddev' ? 'stddev_samp' : rule.canonicalType;
    return {
      kind: 'metric',
      value: `${fn}(${numberOf(sparkCol(rule.columns[0], ctx.columns))})`,
      levels: metricLevels(rule, true),
    };
  },
  soda: (rule, form, ctx) => {
    const fn = SODA_FN[rule.canonicalType];
    const fail = form.kind === 'metric' ? form.levels.find((l) => l.level === 'fail') : undefined;
    const t = fail?.threshold;
    if (!fn || !t || rule.params.warn || t.op === '!=' || t.op === 'not between') return null;
    const threshold =
      'low' in t
        ? { must_be_between: { greater_than_or_equal: t.low, less_than_or_equal: t.high } }
        : {
            [{
              '=': 'must_be',
              '>': 'must_be_greater_than',
              '>=': 'must_be_greater_than_or_equal',
              '<': 'must_be_less_than',
              '<=': 'must_be_less_than_or_equal',
            }[t.op]]: t.value,
          };
    return {
      status: 'approximate',
      note: 'a column with no value: Soda has no documented verdict, the rule fails',
      body: {
        column: sparkCol(rule.columns[0], ctx.columns).name,
        check: { aggregate: { function: fn, threshold } },
      },
    };
  },
  gx: (rule, form, ctx) => {
    const fail = form.kind === 'metric' ? form.levels.find((l) => l.level === 'fail') : undefined;
    const t = fail?.threshold;
    if (!t || rule.params.warn || t.op === '!=' || t.op === 'not between') return null;
    const kw: Record<string, unknown> =
      'low' in t
        ? { min_value: t.low, max_value: t.high }
        : t.op === '='
          ? { min_value: t.value, max_value: t.value }
          : t.op === '>' || t.op === '>='
            ? { min_value: t.value, ...(t.op === '>' ? { strict_min: true } : {}) }
            : { max_value: t.value, ...(t.op === '<' ? { strict_max: true } : {}) };
    return {
      status: 'approximate',
      note: 'with no value GX reports the metric as missing rather than the rule failing',
      body: {
        expectation: GX_CLASS[rule.canonicalType],
        kwargs: { column: sparkCol(rule.columns[0], ctx.columns).name, ...kw },
      },
    };
  },
};
