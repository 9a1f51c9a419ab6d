import { isNumericType, isTemporalType, isTextType } from '../catalog';
import { sqlTimestamp } from '../sql/quote';
import { pythonFloat, pythonFloatRefuses } from '../sql/spark-casts';
import type { ColumnInfo, KeyRangeOf, Rule, SparkLine } from '../types';
import { missingColumnOf, resolveColumn, unreadableColumnOf } from './columns';
import {
  asNumber,
  colRef,
  invalidPredicate,
  missingPredicate,
  rangeCasts,
  rangeViolation,
  refusedCasts,
  regexViolation,
  distinctCount,
  duplicatedKeyPredicate,
  type ColRef,
} from './expressions';
import { countOutcome, metricOutcome, thresholdOf, type Outcome } from './outcome';
import { schemaOutcome } from './schema-rule';

/** Aggregate values read back from the scan, by alias suffix. */
export type Values = Record<string, number | null>;

/** The row-level side of a rule: its violation predicate, over the table's rows. */
export interface Violation {
  /** Boolean SQL over a row of the table; NULL counts as "no violation" (it is coalesced). */
  predicate: string;
}

/** What compiling needs besides the rule: the table (quoted by the compiler) and the clock. */
export interface CompileContext {
  table: string;
  now: Date;
  /** The loaded table's integer key ranges, for distinct counts by bitmap (optional). */
  keyRange?: KeyRangeOf;
  /** The Spark line production runs on (RULES.md §4): how text is read as a number. */
  spark?: SparkLine;
}

/** A rule compiled for the run. */
export type CompiledRule =
  | {
      kind: 'aggregate';
      rule: Rule;
      /** alias suffix → aggregate SQL over the table, all computed in one scan. */
      aggregates: Record<string, string>;
      finish: (values: Values, rows: number) => Outcome;
      violation?: Violation;
    }
  | { kind: 'sql'; rule: Rule }
  | { kind: 'static'; rule: Rule; outcome: Outcome }
  | { kind: 'error'; rule: Rule; error: string };

const count = (pred: string): string => `count(*) FILTER (WHERE ${pred})`;
const dbl = (expr: string): string => `CAST(${expr} AS DOUBLE)`;
const pct = (n: number, rows: number): number => (rows === 0 ? 0 : (100 * n) / rows);

/** Compiles one rule against the loaded columns. Never throws: problems become rule errors. */
export function compileRule(
  rule: Rule,
  columns: readonly ColumnInfo[],
  ctx: CompileContext,
): CompiledRule {
  if (rule.problem) return { kind: 'error', rule, error: rule.problem };
  const missing = rule.canonicalType === 'schema' ? null : missingColumnOf(rule, columns);
  if (missing) return { kind: 'error', rule, error: missing };
  const unreadable = rule.canonicalType === 'schema' ? null : unreadableColumnOf(rule);
  if (unreadable) return { kind: 'error', rule, error: unreadable };
  const cols = rule.columns.map((n) => colRef(resolveColumn(n, columns)!));
  try {
    return compileType(rule, cols, columns, ctx);
  } catch (e) {
    return { kind: 'error', rule, error: (e as Error).message };
  }
}

function compileType(
  rule: Rule,
  cols: ColRef[],
  all: readonly ColumnInfo[],
  { table, now, keyRange, spark = '4' }: CompileContext,
): CompiledRule {
  const c = cols[0];
  const agg = (
    aggregates: Record<string, string>,
    finish: (v: Values, rows: number) => Outcome,
    violation?: Violation,
  ): CompiledRule => ({ kind: 'aggregate', rule, aggregates, finish, violation });
  const label = rule.code;

  switch (rule.canonicalType) {
    case 'not_null': {
      const pred = cols.map((x) => `${x.sql} IS NULL`).join(' OR ');
      const per: Record<string, string> = { failed: count(pred) };
      cols.forEach((x, i) => (per[`null${i}`] = count(`${x.sql} IS NULL`)));
      return agg(
        per,
        (v) => {
          const detail = cols.map((x, i) => `${x.info.name}: ${v[`null${i}`] ?? 0}`).join(', ');
          // Production counts NULL cells, column by column, and adds them up: a row NULL
          // in two listed columns counts 2 (RULES.md §3). The quarantine holds the rows.
          const n = cols.reduce((sum, _x, i) => sum + (v[`null${i}`] ?? 0), 0);
          const rows = v.failed ?? 0;
          return countOutcome(
            n,
            cols.length === 1
              ? `${n} row${n === 1 ? '' : 's'} with NULL (${detail})`
              : `${n} NULL${n === 1 ? '' : 's'} (${detail}) in ${rows} row${rows === 1 ? '' : 's'}`,
            `No NULL in ${cols.map((x) => x.info.name).join(', ')}`,
          );
        },
        { predicate: `(${pred})` },
      );
    }
    case 'unique': {
      return agg(
        { distinct: distinctCount(cols, keyRange) },
        (v, rows) => {
          const n = rows - (v.distinct ?? 0);
          const what = `(${cols.map((x) => x.info.name).join(', ')})`;
          return countOutcome(
            n,
            `${n} duplicate${n === 1 ? '' : 's'} of ${what}: ${rows} rows, ${v.distinct} distinct`,
            `${what} is unique`,
          );
        },
        { predicate: duplicatedKeyPredicate(cols, table) },
      );
    }
    case 'range': {
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
            message: 'No bound: this range asserts nothing (production passes it too)',
          },
        };
      const bounds = `[${rule.params.min?.raw ?? '*'}, ${rule.params.max?.raw ?? '*'}]`;
      const refused = refusedCasts(c, rangeCasts(c, rule), spark);
      return agg(
        { failed: count(pred), ...(refused ? { refused: count(refused) } : {}) },
        (v) => {
          castsRefused(v, c, 'range');
          const n = v.failed ?? 0;
          return countOutcome(
            n,
            `${n} value${n === 1 ? '' : 's'} of ${c.info.name} outside ${bounds}`,
            `Every ${c.info.name} within ${bounds} (NULL passes)`,
          );
        },
        { predicate: pred },
      );
    }
    case 'regex': {
      const pred = regexViolation(c, String(rule.params.pattern.value));
      return agg(
        { failed: count(pred) },
        (v) => {
          const n = v.failed ?? 0;
          return countOutcome(
            n,
            `${n} value${n === 1 ? '' : 's'} of ${c.info.name} NULL or not matching ${rule.params.pattern.value}`,
            `Every ${c.info.name} matches`,
          );
        },
        { predicate: pred },
      );
    }
    case 'row_count': {
      // Production's RowCountCheck: min (0 when absent) and max, nothing else; must_be
      // and warn are not read (RULES.md §3), so the severity is pass or fail.
      const lo = rule.params.min ? Number(rule.params.min.value) : 0;
      const hi = rule.params.max ? Number(rule.params.max.value) : null;
      return agg({}, (_v, rows) => {
        const below = rows < lo;
        const above = hi !== null && rows > hi;
        const bound = below
          ? `is below min (${rule.params.min?.raw ?? 0})`
          : `is above max (${rule.params.max?.raw})`;
        return {
          severity: below || above ? 'fail' : 'pass',
          failed_count: below || above ? 1 : 0,
          metric_value: rows,
          message: below || above ? `${label} = ${rows} ${bound}` : `${label} = ${rows}`,
        };
      });
    }
    case 'distinct_count':
    case 'duplicate_count':
    case 'duplicate_percent': {
      return agg(
        { distinct: distinctCount(cols.length ? cols : all.map(colRef), keyRange) },
        (v, rows) => {
          const distinct = v.distinct ?? 0;
          const dups = rows - distinct;
          if (rule.canonicalType === 'distinct_count')
            return metricOutcome(rule, label, distinct, 0, '');
          const value = rule.canonicalType === 'duplicate_count' ? dups : pct(dups, rows);
          return metricOutcome(rule, label, value, dups, '');
        },
      );
    }
    case 'missing_count':
    case 'missing_percent':
    case 'invalid_count':
    case 'invalid_percent': {
      const isMissing = rule.canonicalType.startsWith('missing');
      const pred = isMissing ? missingPredicate(c, rule) : invalidPredicate(c, rule);
      return agg(
        { failed: count(pred) },
        (v, rows) => {
          const n = v.failed ?? 0;
          const value = rule.canonicalType.endsWith('percent') ? pct(n, rows) : n;
          return metricOutcome(rule, label, value, n, '');
        },
        { predicate: pred },
      );
    }
    case 'min':
    case 'max':
    case 'avg':
    case 'sum':
    case 'stddev': {
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
            ...(refused ? { refused: count(refused) } : {}),
          };
      return agg(aggregates, (v) => {
        castsRefused(v, c, rule.canonicalType);
        if (v.notFloat)
          throw new Error(
            `production stops the run: the ${fn} of text column "${c.info.name}" is compared as text, and that value is not a number Python's float() reads (ValueError)`,
          );
        return metricOutcome(
          rule,
          label,
          // Production turns a NULL aggregate into NaN (`float("nan")`, MetricCheck), and a
          // NaN passes only != and not between, as in Python (RULES.md §4).
          v.value ?? NaN,
          0,
          rule.canonicalType === 'stddev'
            ? 'fewer than two numeric values'
            : `no non-NULL number in ${c.info.name}`,
        );
      });
    }
    case 'freshness': {
      const type = c.info.duckdbType;
      // Spark's unix_timestamp takes a string, date or timestamp: on any other column
      // production's run stops with DATATYPE_MISMATCH (checked on Spark 4.1.1).
      if (!isTemporalType(type) && !isTextType(type))
        throw new Error(
          `freshness needs a date, timestamp or text column; "${c.info.name}" is ${c.info.sparkType}, and production's run stops there (Spark's unix_timestamp does not take it).`,
        );
      const ts = isTemporalType(type) ? c.sql : `TRY_CAST(${c.sql} AS TIMESTAMP)`;
      const nowSql = sqlTimestamp(now);
      // Whole seconds, as production measures it: unix_timestamp(current_timestamp()) -
      // unix_timestamp(max(col)), each truncated to the second (sparquet_cola MetricCheck).
      return agg({ value: dbl(`floor(epoch(${nowSql})) - floor(epoch(max(${ts})))`) }, (v) =>
        // No timestamp: production's age is `float("inf")` (MetricCheck), judged as such.
        metricOutcome(rule, label, v.value ?? Infinity, 0, `no timestamp in ${c.info.name}`),
      );
    }
    case 'schema':
      return { kind: 'static', rule, outcome: schemaOutcome(rule, all) };
    case 'sql':
      return { kind: 'sql', rule };
  }
  throw new Error(`Rule type "${rule.type}" cannot run here.`);
}

/**
 * A numeric aggregate as Spark computes it: a standard deviation over a NaN or an infinity
 * is NaN (DuckDB's stddev_samp refuses it as out of range).
 */
function numericAggregate(fn: string, c: ColRef): string {
  const x = asNumber(c);
  const exact = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|U\w*INT|DECIMAL)/i.test(
    c.info.duckdbType,
  );
  if (fn !== 'stddev_samp' || exact) return dbl(`${fn}(${x})`);
  const d = dbl(x);
  const odd = `isnan(${d}) OR isinf(${d})`;
  return `CASE WHEN bool_or(${odd}) THEN CAST('NaN' AS DOUBLE) ELSE ${dbl(`stddev_samp(${x}) FILTER (WHERE NOT (${odd}))`)} END`;
}

/**
 * Spark 4 stops the run on a text value it cannot cast to a number (CAST_INVALID_INPUT):
 * the rule then cannot run, as in production, which the run reports as an error.
 */
function castsRefused(v: Values, c: ColRef, what: string): void {
  const n = v.refused ?? 0;
  if (n > 0)
    throw new Error(
      `production stops the run on Spark 4: ${n} value${n === 1 ? '' : 's'} of text column "${c.info.name}" cannot be cast to a number for ${what} (CAST_INVALID_INPUT, ANSI mode); Spark 3.5 reads ${n === 1 ? 'it' : 'them'} as NULL`,
    );
}

/** Describes the thresholds of a rule for display. */
export function thresholdsOf(rule: Rule): { must_be?: string; warn?: string } {
  const m = thresholdOf(rule, 'must_be');
  const w = thresholdOf(rule, 'warn');
  return { ...(m ? { must_be: m.text } : {}), ...(w ? { warn: w.text } : {}) };
}
