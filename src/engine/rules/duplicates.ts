import { colRef, distinctCount } from '../compile/expressions';
import { metricOutcome } from '../compile/outcome';
import type { RuleModule } from './module';
import { aggregate, percentOf } from './shared/compile';
import { distinctSql } from './shared/distinct';
import { metricLevels, percentSql } from './shared/levels';
import { optionalColumns, requiredMustBe } from './shared/params';
import { WARN } from '../catalog/params';
import { sparkCol } from '../export/spark';
import { sodaThreshold } from './missing';
import { isPercent } from './shared/levels';

/** `distinct_count`, `duplicate_count`, `duplicate_percent` (duplicates = rows − distinct). */
export const duplicates: RuleModule = {
  types: ['distinct_count', 'duplicate_count', 'duplicate_percent'],
  specs: [
    {
      type: 'distinct_count',
      family: 'metric',
      rowLevel: false,
      summary: 'Number of distinct tuples, against a threshold',
      doc: 'Counts distinct tuples of `columns` (NULL is a value). Without columns, distinct whole rows.',
      failsWhen: '`must_be` is violated',
      failedCount: '0',
      example: { type: 'distinct_count', column: 'country', must_be: '>= 2' },
      params: [optionalColumns, requiredMustBe, WARN],
    },
    {
      type: 'duplicate_count',
      family: 'metric',
      rowLevel: false,
      summary: 'Rows − distinct tuples, against a threshold',
      doc: 'Counts duplicates: rows − distinct tuples of `columns` (NULL is a value). Without columns, duplicate whole rows.',
      failsWhen: '`must_be` is violated',
      failedCount: 'the duplicates',
      example: { type: 'duplicate_count', columns: ['id'], must_be: '= 0' },
      params: [optionalColumns, requiredMustBe, WARN],
    },
    {
      type: 'duplicate_percent',
      family: 'metric',
      rowLevel: false,
      summary: 'Percent of duplicate rows, against a threshold',
      doc: '100 · duplicates / rows (0 when there are no rows).',
      failsWhen: '`must_be` is violated',
      failedCount: 'the duplicates',
      example: { type: 'duplicate_percent', columns: ['id'], must_be: '< 1%' },
      params: [optionalColumns, requiredMustBe, WARN],
    },
  ],
  unit: (type) => (type === 'duplicate_percent' ? 'percent' : 'rows'),
  readEffect: (type) => (type === 'distinct_count' ? null : 'equality'),
  compile: (rule, { cols, all, keyRange }) =>
    aggregate(
      rule,
      { distinct: distinctCount(cols.length ? cols : all.map(colRef), keyRange) },
      (v, rows) => {
        const distinct = v.distinct ?? 0;
        const dups = rows - distinct;
        if (rule.canonicalType === 'distinct_count')
          return metricOutcome(rule, rule.code, distinct, 0, null);
        const value = rule.canonicalType === 'duplicate_count' ? dups : percentOf(dups, rows);
        return metricOutcome(rule, rule.code, value, dups, null);
      },
    ),
  spark: (rule, ctx) => {
    const distinct = distinctSql(rule, ctx);
    const dups = `(count(*) - ${distinct})`;
    const value =
      rule.canonicalType === 'distinct_count'
        ? distinct
        : rule.canonicalType === 'duplicate_count'
          ? dups
          : percentSql(dups);
    return {
      kind: 'metric',
      value,
      levels: metricLevels(rule, false),
      unit: rule.canonicalType === 'duplicate_percent' ? 'percent' : 'rows',
    };
  },
  // Soda's dataset-level duplicate check: rows − COUNT(DISTINCT hash of the columns' text,
  // NULL as one sentinel), percent over all rows (duplicate_check.py): NULLs equal each other,
  // as in the rule. Its column-level check leaves missing values out, so it is not used.
  soda: (rule, _f, ctx) => {
    if (rule.canonicalType === 'distinct_count' || rule.columns.length === 0) return null;
    const threshold = sodaThreshold(rule);
    if (threshold === null) return null;
    const many = rule.columns.length > 1;
    return {
      status: many ? 'approximate' : 'exact',
      ...(many
        ? {
            note: "Soda joins the columns' text with '||' before hashing: values holding '||' can make two different rows one",
          }
        : {}),
      body: {
        check: {
          duplicate: {
            columns: rule.columns.map((c) => sparkCol(c, ctx.columns).name),
            ...(isPercent(rule) || Object.keys(threshold).length
              ? { threshold: { ...(isPercent(rule) ? { metric: 'percent' } : {}), ...threshold } }
              : {}),
          },
        },
      },
    };
  },
};
