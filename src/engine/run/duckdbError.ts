/**
 * DuckDB's error messages, made fit to show: DuckDB's kind of error (`Binder Error: `) is
 * engine jargon, and its "LINE 1: …" excerpt quotes the SQL the workbench built around the
 * user's, not what the user wrote. What is left is the first line, DuckDB's reason.
 */
import { english, said, type Said } from '../said';

/** DuckDB's kind of error at the start of its message (`Binder Error: `). */
const KIND = /^((?:[A-Z][A-Za-z]* )+)Error: /;

/** DuckDB's reason (first line, kind and excerpt dropped) and its kind (`Binder`, `Parser`). */
export function duckdbReason(message: string): { kind: string | null; text: string; rest: string } {
  const body = message.trim().replace(/\n\s*LINE \d+:[\s\S]*$/, '');
  const [first, ...rest] = body.split('\n');
  const kind = KIND.exec(first)?.[1].trim() ?? null;
  return { kind, text: first.replace(KIND, '').trim(), rest: rest.join('\n') };
}

/**
 * The error of a rule the engine compiled itself: a pattern RE2 refuses is the user's
 * pattern (RE2 adds the pattern after its reason: `missing ): (`); anything else is said
 * as DuckDB's reason.
 */
export function ruleErrorSaid(message: string, hasPattern: boolean): Said {
  const { kind, text } = duckdbReason(message);
  if (hasPattern && kind === 'Invalid Input') return said('outcome.error.re2', { reason: text });
  return said('outcome.error.duckdb', { reason: text });
}

/** `ruleErrorSaid` in English. */
export function ruleError(message: string, hasPattern: boolean): string {
  return english(ruleErrorSaid(message, hasPattern));
}

/**
 * The error of a query built from a whole document (the split, the quarantine): DuckDB's
 * reason, or, for an Invalid Input, the pattern RE2 refuses (no other input is the user's).
 */
export function documentQueryError(message: string): string {
  const reason = duckdbReason(message);
  return reason.kind === 'Invalid Input' ? ruleError(message, true) : reason.text;
}
