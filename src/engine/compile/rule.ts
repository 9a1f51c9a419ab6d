import { ruleModule } from '../rules';
import { said, saidOf, type Said } from '../said';
import type { ColumnInfo, KeyRangeOf, Rule, SparkLine } from '../types';
import { missingColumnOf, resolveColumn, unreadableColumnOf } from './columns';
import { colRef } from './expressions';
import { thresholdOf, type Outcome } from './outcome';

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
  | { kind: 'error'; rule: Rule; error: string | Said };

/** Compiles one rule against the loaded columns. Never throws: problems become rule errors. */
export function compileRule(
  rule: Rule,
  columns: readonly ColumnInfo[],
  ctx: CompileContext,
): CompiledRule {
  if (rule.problem) return { kind: 'error', rule, error: rule.problem };
  const missing = missingColumnOf(rule, columns);
  if (missing) return { kind: 'error', rule, error: missing };
  const unreadable = unreadableColumnOf(rule);
  if (unreadable) return { kind: 'error', rule, error: unreadable };
  const cols = rule.columns.map((n) => colRef(resolveColumn(n, columns)!));
  const mod = ruleModule(rule.canonicalType);
  if (!mod)
    return { kind: 'error', rule, error: said('outcome.error.cannotRun', { type: rule.type }) };
  try {
    return mod.compile(rule, { cols, all: columns, ...ctx, spark: ctx.spark ?? '4' });
  } catch (e) {
    return { kind: 'error', rule, error: saidOf(e) };
  }
}

/** Describes the thresholds of a rule for display. */
export function thresholdsOf(rule: Rule): { must_be?: string; warn?: string } {
  const m = thresholdOf(rule, 'must_be');
  const w = thresholdOf(rule, 'warn');
  return { ...(m ? { must_be: m.text } : {}), ...(w ? { warn: w.text } : {}) };
}
