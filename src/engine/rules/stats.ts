import { WARN } from '../catalog/params';
import type { RuleSpec } from '../catalog/spec';
import { isNumericType, isTextType } from '../catalog/spark-types';
import { refusedCasts } from '../compile/expressions';
import { pythonFloat, pythonFloatRefuses } from '../sql/spark-casts';
import { metricOutcome } from '../compile/outcome';
import { said, SaidError } from '../said';
import { numberOf, sparkCol } from '../export/spark';
import type { RuleModule } from './module';
import { aggregate, castsRefused, countWhere, numericAggregate } from './shared/compile';
import { metricLevels } from './shared/levels';
import { sodaComparison } from './missing';
import type { Threshold } from '../parse/threshold';
import { requiredColumn, requiredMustBe } from './shared/params';

/** How the rule reads a text column, as production does (RULES.md §4). */
function textReading(type: string): string {
  return type === 'min' || type === 'max'
    ? 'On a text column production compares the text itself ("9" is above "10") and reads the winner with Python\'s float(); a winner that is not a number stops the run.'
    : 'A text column is cast to numbers as Spark casts it: on Spark 4 one value that is not a number stops the run; on Spark 3.5 such values are ignored.';
}

function aggregateMetric(type: string, what: string, aliasOf?: string): RuleSpec {
  return {
    type,
    family: 'metric',
    rowLevel: false,
    aliasOf,
    summary: `${what} of a column, against a threshold`,
    doc: `The ${what.toLowerCase()} of \`column\`. ${textReading(type)} No value (no non-NULL number) fails whatever the threshold.`,
    failsWhen: '`must_be` is violated, or there is no value',
    failedCount: '0',
    example: { type, column: 'age', must_be: 'between 18 and 65' },
    params: [requiredColumn, requiredMustBe, WARN],
  };
}

const SODA_FN: Record<string, string> = { min: 'min', max: 'max', avg: 'avg', sum: 'sum' };
const GX_CLASS: Record<string, string> = {
  min: 'ExpectColumnMinToBeBetween',
  max: 'ExpectColumnMaxToBeBetween',
  avg: 'ExpectColumnMeanToBeBetween',
  sum: 'ExpectColumnSumToBeBetween',
  stddev: 'ExpectColumnStdevToBeBetween',
};

/** `min` `max` `avg`/`mean` `sum` `stddev` (sample): no value fails whatever the threshold. */
export const stats: RuleModule = {
  types: ['min', 'max', 'avg', 'sum', 'stddev'],
  specs: [
    aggregateMetric('min', 'Minimum'),
    aggregateMetric('max', 'Maximum'),
    aggregateMetric('avg', 'Average'),
    aggregateMetric('mean', 'Average', 'avg'),
    aggregateMetric('sum', 'Sum'),
    aggregateMetric('stddev', 'Sample standard deviation'),
  ],
  compile: (rule, { cols: [c], spark }) => {
    const type = c.info.duckdbType;
    if (!isNumericType(type) && !isTextType(type)) {
      throw new Error(
        `${rule.canonicalType} needs a numeric column; "${c.info.name}" is ${c.info.sparkType}.`,
      );
    }
    const fn = rule.canonicalType === 'stddev' ? 'stddev_samp' : rule.canonicalType;
    // min and max of text compare the text itself (Spark's string order, DuckDB's too)
    // and production converts the winner with Python's float (RULES.md §4).
    const lexical = isTextType(type) && (fn === 'min' || fn === 'max');
    const refused = lexical ? null : refusedCasts(c, ['double'], spark);
    const aggregates: Record<string, string> = lexical
      ? {
          value: pythonFloat(`${fn}(${c.sql})`),
          notFloat: `CASE WHEN ${pythonFloatRefuses(`${fn}(${c.sql})`)} THEN 1 ELSE 0 END`,
        }
      : {
          value: numericAggregate(fn, c),
          ...(refused ? { refused: countWhere(refused) } : {}),
        };
    return aggregate(rule, aggregates, (v) => {
      castsRefused(v, c, rule.canonicalType);
      if (v.notFloat)
        throw new SaidError(said('outcome.error.notFloat', { fn, column: c.info.name }));
      return metricOutcome(
        rule,
        rule.code,
        // Production turns a NULL aggregate into NaN (`float("nan")`, MetricCheck), and a
        // NaN passes only != and not between, as in Python (RULES.md §4).
        v.value ?? NaN,
        0,
        rule.canonicalType === 'stddev'
          ? said('outcome.stats.fewerThanTwo')
          : said('outcome.stats.noNumber', { column: c.info.name }),
      );
    });
  },
  spark: (rule, ctx) => {
    const fn = rule.canonicalType === 'stddev' ? 'stddev_samp' : rule.canonicalType;
    return {
      kind: 'metric',
      value: `${fn}(${numberOf(sparkCol(rule.columns[0], ctx.columns))})`,
      levels: metricLevels(rule, true),
    };
  },
  dqxAggregate: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    // A text column is cast first: DQX's aggregate would read the text itself.
    if (numberOf(c) !== c.sql) return null;
    const fn = rule.canonicalType === 'stddev' ? 'stddev_samp' : rule.canonicalType;
    return {
      column: c.name,
      aggr_type: fn,
      note: "a column with no number: DQX's aggregate is NULL and its check passes, the rule fails",
    };
  },
  soda: (rule, form, ctx) => {
    const fn = SODA_FN[rule.canonicalType];
    const levels = form.kind === 'metric' ? form.levels : [];
    const fail = levels.find((l) => l.level === 'fail')?.threshold;
    const warn = levels.find((l) => l.level === 'warn')?.threshold;
    // A NULL aggregate is NaN in production, which passes != and not between only.
    const nanPasses = (t: Threshold | undefined) =>
      !!t && (t.op === '!=' || t.op === 'not between');
    if (!fn || !fail || nanPasses(fail) || nanPasses(warn) || (rule.params.warn && !warn))
      return null;
    return {
      status: 'approximate',
      note: 'a column with no value: Soda reports the aggregate check as not evaluated (NOT_EVALUATED), not failed; the rule fails',
      body: {
        column: sparkCol(rule.columns[0], ctx.columns).name,
        check: {
          aggregate: {
            function: fn,
            threshold: {
              ...sodaComparison(fail),
              ...(warn ? { additional: { level: 'warn', ...sodaComparison(warn) } } : {}),
            },
          },
        },
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
