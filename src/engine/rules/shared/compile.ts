import { said, SaidError } from '../../said';
import type { ColRef } from '../../compile/expressions';
import { asNumber } from '../../compile/expressions';
import type { CompiledRule, Values, Violation } from '../../compile/rule';
import type { Outcome } from '../../compile/outcome';
import type { Rule } from '../../types';

/** A rule computed from aggregates over the one scan, and optionally its row predicate. */
export function aggregate(
  rule: Rule,
  aggregates: Record<string, string>,
  finish: (v: Values, rows: number) => Outcome,
  violation?: Violation,
): CompiledRule {
  return { kind: 'aggregate', rule, aggregates, finish, violation };
}

export const countWhere = (pred: string): string => `count(*) FILTER (WHERE ${pred})`;
export const asDouble = (expr: string): string => `CAST(${expr} AS DOUBLE)`;
export const percentOf = (n: number, rows: number): number => (rows === 0 ? 0 : (100 * n) / rows);
/** `n thing` / `n things`. */

/**
 * A numeric aggregate as Spark computes it: a standard deviation over a NaN or an infinity
 * is NaN (DuckDB's stddev_samp refuses it as out of range).
 */
export function numericAggregate(fn: string, c: ColRef): string {
  const x = asNumber(c);
  const exact = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|U\w*INT|DECIMAL)/i.test(
    c.info.duckdbType,
  );
  if (fn !== 'stddev_samp' || exact) return asDouble(`${fn}(${x})`);
  const d = asDouble(x);
  const odd = `isnan(${d}) OR isinf(${d})`;
  return `CASE WHEN bool_or(${odd}) THEN CAST('NaN' AS DOUBLE) ELSE ${asDouble(`stddev_samp(${x}) FILTER (WHERE NOT (${odd}))`)} END`;
}

/**
 * Spark 4 stops the run on a text value it cannot cast to a number (CAST_INVALID_INPUT):
 * the rule then cannot run, as in production, which the run reports as an error.
 */
export function castsRefused(v: Values, c: ColRef, what: string): void {
  const n = v.refused ?? 0;
  if (n > 0)
    throw new SaidError(said('outcome.error.castRefused', { count: n, column: c.info.name, what }));
}
