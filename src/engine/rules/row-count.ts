import { MUST_BE, WARN } from '../catalog/params';
import { saying } from '../compile/outcome';
import { said } from '../said';
import { exactValue } from '../export/exact';
import { spotOf } from '../parse/context';
import type { RuleModule } from './module';
import { aggregate } from './shared/compile';
import { metricLevels } from './shared/levels';

/** `row_count`: `min` (default 0) / `max`, and/or `must_be` / `warn` like a metric. */
export const rowCount: RuleModule = {
  types: ['row_count'],
  specs: [
    {
      type: 'row_count',
      family: 'metric',
      rowLevel: false,
      summary: 'Guards the number of rows',
      doc: 'Bounds the size of the data — the cheapest guard against a silently empty load. Use `min`/`max`: production reads nothing else, so a `must_be` or `warn` here is not checked.',
      failsWhen: 'the count is outside [min, max]',
      failedCount: '1 when it fails; metric_value is the row count',
      example: { type: 'row_count', min: 1 },
      params: [
        {
          name: 'min',
          kind: 'number',
          default: 0,
          doc: 'Fewest rows allowed (default 0).',
          example: 1,
        },
        { name: 'max', kind: 'number', doc: 'Most rows allowed (optional).', example: 5000000 },
        MUST_BE,
        WARN,
      ],
    },
  ],
  unit: () => 'rows',
  covers: () => ['row_count'],
  // Production's RowCountCheck reads only min and max (sparquet_cola 0.3.0 and 0.4.0):
  // must_be and warn are neither checked nor an error there (RULES.md §3).
  check: (ctx, _rule, params) => {
    for (const key of ['must_be', 'warn'] as const) {
      const t = params[key];
      if (!t) continue;
      ctx.warning(
        'row-count-threshold',
        spotOf(t),
        `Production's row_count reads only "min" and "max": "${key}" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".`,
        undefined,
        { id: 'rowCountThreshold', params: { key } },
      );
    }
    return undefined;
  },
  compile: (rule) => {
    // Production's RowCountCheck: min (0 when absent) and max, nothing else; must_be
    // and warn are not read (RULES.md §3), so the severity is pass or fail.
    const lo = rule.params.min ? Number(rule.params.min.value) : 0;
    const hi = rule.params.max ? Number(rule.params.max.value) : null;
    const label = rule.code;
    return aggregate(rule, {}, (_v, rows) => {
      const below = rows < lo;
      const above = hi !== null && rows > hi;
      const value = String(rows);
      return {
        severity: below || above ? 'fail' : 'pass',
        failed_count: below || above ? 1 : 0,
        metric_value: rows,
        ...saying(
          below
            ? said('outcome.rowCount.belowMin', { label, value, min: rule.params.min?.raw ?? 0 })
            : above
              ? said('outcome.rowCount.aboveMax', {
                  label,
                  value,
                  max: String(rule.params.max?.raw),
                })
              : said('outcome.metric.value', { label, value }),
        ),
      };
    });
  },
  spark: (rule) => {
    const { min, max } = rule.params;
    const extra = [
      ...(min && min.value !== null && Number(min.value) !== 0
        ? [{ sql: `{v} >= ${min.raw.trim()}`, text: `min ${min.raw.trim()}` }]
        : []),
      ...(max && max.value !== null
        ? [{ sql: `{v} <= ${max.raw.trim()}`, text: `max ${max.raw.trim()}` }]
        : []),
    ];
    return {
      kind: 'metric',
      value: 'count(*)',
      levels: metricLevels(rule, false, extra),
      unit: 'rows',
    };
  },
  soda: (rule) => {
    const { min, max, must_be, warn } = rule.params;
    if (must_be || warn) return null;
    const lo = min && min.value !== null ? exactValue(min) : 0;
    const threshold =
      max && max.value !== null
        ? { must_be_between: { greater_than_or_equal: lo, less_than_or_equal: exactValue(max) } }
        : { must_be_greater_than_or_equal: lo };
    return { status: 'exact', body: { check: { row_count: { threshold } } } };
  },
  gx: (rule) => {
    const { min, max, must_be, warn } = rule.params;
    if (must_be || warn) return null;
    return {
      status: 'exact',
      body: {
        expectation: 'ExpectTableRowCountToBeBetween',
        kwargs: {
          min_value: min && min.value !== null ? exactValue(min) : 0,
          ...(max && max.value !== null ? { max_value: exactValue(max) } : {}),
        },
      },
    };
  },
};
