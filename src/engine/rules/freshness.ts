import { WARN } from '../catalog/params';
import { isTemporalType, isTextType } from '../catalog/spark-types';
import { metricOutcome } from '../compile/outcome';
import { said } from '../said';
import { knownText, sparkCol } from '../export/spark';
import { sqlTimestamp } from '../sql/quote';
import type { RuleModule } from './module';
import { aggregate, asDouble } from './shared/compile';
import { metricLevels } from './shared/levels';
import { sodaComparison } from './missing';
import type { Threshold } from '../parse/threshold';
import { requiredColumn, requiredMustBe } from './shared/params';

/**
 * `freshness`: whole seconds from the run's clock to the newest value, as production
 * measures it: unix_timestamp(current_timestamp()) - unix_timestamp(max(col)), each
 * truncated to the second (sparquet_cola MetricCheck). Naive timestamps and dates are
 * read as UTC, so Spark runs it with `spark.sql.session.timeZone` UTC.
 */
export const freshness: RuleModule = {
  types: ['freshness'],
  specs: [
    {
      type: 'freshness',
      family: 'metric',
      rowLevel: false,
      summary: 'Seconds since the newest value, against a threshold',
      doc: "Seconds from the run's clock (`validated_at`) to the newest value of `column`. Naive timestamps and dates are read as UTC. Write durations with `s m h d w`: `< 1d`.",
      failsWhen: '`must_be` is violated, or the column has no value',
      failedCount: '0',
      example: { type: 'freshness', column: 'created_at', must_be: '< 1d' },
      params: [requiredColumn, requiredMustBe, WARN],
    },
  ],
  unit: () => 'seconds',
  utcSession: true,
  covers: (_rule, cols) => [`freshness:${cols[0]}`],
  notes: () => [
    'freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset',
  ],
  compile: (rule, { cols: [c], now }) => {
    const type = c.info.duckdbType;
    // Spark's unix_timestamp takes a string, date or timestamp: on any other column
    // production's run stops with DATATYPE_MISMATCH (checked on Spark 4.1.1).
    if (!isTemporalType(type) && !isTextType(type))
      throw new Error(
        `freshness needs a date, timestamp or text column; "${c.info.name}" is ${c.info.sparkType}, and production's run stops there (Spark's unix_timestamp does not take it).`,
      );
    const ts = isTemporalType(type) ? c.sql : `TRY_CAST(${c.sql} AS TIMESTAMP)`;
    const nowSql = sqlTimestamp(now);
    return aggregate(
      rule,
      { value: asDouble(`floor(epoch(${nowSql})) - floor(epoch(max(${ts})))`) },
      // No timestamp: production's age is `float("inf")` (MetricCheck), judged as such.
      (v) =>
        metricOutcome(
          rule,
          rule.code,
          v.value ?? Infinity,
          0,
          said('outcome.freshness.noTimestamp', { column: c.info.name }),
        ),
    );
  },
  spark: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const ts =
      c.info && isTemporalType(c.info.duckdbType) && !/^DATE$/i.test(c.info.duckdbType)
        ? c.sql
        : `CAST(${c.sql} AS TIMESTAMP)`;
    return {
      kind: 'metric',
      value: `(unix_timestamp(current_timestamp()) - unix_timestamp(max(${ts})))`,
      levels: metricLevels(rule, true),
      unit: 'seconds',
    };
  },
  // Soda's freshness check: the verification's clock minus max(column), floored to whole
  // seconds, naive values read as UTC, in minutes, hours or days (freshness_check.py).
  soda: (rule, form, ctx) => {
    if (form.kind !== 'metric') return null;
    const levels = form.levels.filter((l) => l.threshold);
    const all = levels.map((l) => l.threshold!);
    if (!all.length) return null;
    const unit = (['day', 'hour', 'minute'] as const).find((u) =>
      all.every((t) => secondsIn(t).every((n) => n % UNIT[u] === 0)),
    );
    const scaled = (t: Threshold): Threshold =>
      'low' in t
        ? { ...t, low: t.low / UNIT[unit ?? 'minute'], high: t.high / UNIT[unit ?? 'minute'] }
        : { ...t, value: t.value / UNIT[unit ?? 'minute'] };
    const fail = levels.find((l) => l.level === 'fail')?.threshold;
    const warn = levels.find((l) => l.level === 'warn')?.threshold;
    if (!fail) return null;
    const c = sparkCol(rule.columns[0], ctx.columns);
    // With no value Soda fails the check too (max_timestamp None: FAILED), as the rule does.
    const notes = [
      ...(unit
        ? []
        : ['the threshold is not a whole number of minutes: Soda compares the age in minutes']),
      ...(knownText(c)
        ? [
            'on a text column Soda takes the greatest text and parses it, the rule the greatest parsed timestamp',
          ]
        : []),
    ];
    return {
      status: notes.length ? 'approximate' : 'exact',
      ...(notes.length ? { note: notes.join('; ') } : {}),
      body: {
        check: {
          freshness: {
            column: c.name,
            threshold: {
              unit: unit ?? 'minute',
              ...sodaComparison(scaled(fail)),
              ...(warn ? { additional: { level: 'warn', ...sodaComparison(scaled(warn)) } } : {}),
            },
          },
        },
      },
    };
  },
};

const UNIT = { day: 86_400, hour: 3_600, minute: 60 } as const;

const secondsIn = (t: Threshold): number[] => ('low' in t ? [t.low, t.high] : [t.value]);
