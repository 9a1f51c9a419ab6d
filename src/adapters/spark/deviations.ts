/**
 * Differences from production the workbench knows and records in docs/RULES.md: a case
 * whose every difference is one of these agrees "with a recorded deviation". Each entry
 * names its RULES.md place; the suite counts how often each is met.
 */
import type { CaseOutcome } from './suite.ts';

export interface Deviation {
  id: string;
  rules: string;
  /** Whether one difference of a case is this deviation. */
  matches(difference: string, outcome: CaseOutcome): boolean;
}

export const DEVIATIONS: Deviation[] = [
  {
    id: 'sum-long-overflow',
    rules: 'RULES.md §4 (sum past a long)',
    // Spark's ANSI sum of a bigint column stops the run past 2^63; DuckDB sums exactly.
    matches: (d) =>
      /^production's run raised ArithmeticException: \[ARITHMETIC_OVERFLOW\] long overflow/.test(d),
  },
  {
    id: 'freshness-unparseable-text',
    rules: 'RULES.md §4 (freshness on a text column)',
    // unix_timestamp(max(text)) stops the run when the greatest text is not a timestamp.
    matches: (d) =>
      /^production's run raised DateTimeException: \[CANNOT_PARSE_TIMESTAMP\]/.test(d),
  },
  {
    id: 'stddev-extreme',
    rules: 'RULES.md §4 (stddev of extreme values)',
    // DuckDB's stddev_samp refuses a result past a double; Spark returns it.
    matches: (d) =>
      /DuckDB could not compute the rule: Out of Range Error: STDDEV_SAMP is out of range/.test(d),
  },
  {
    id: 'sql-text-number-comparison',
    rules: 'RULES.md §8 (a text column compared with a number)',
    // A sql rule comparing a text column with a number: DuckDB compares text, Spark numbers.
    matches: (d, o) => {
      const at = /^result (\d+) \([^)]*\): (severity|passed|failed_count|metric_value) /.exec(d);
      return at !== null && o.production.results?.[Number(at[1])]?.rule_type === 'sql';
    },
  },
  {
    id: 'not-portable-here',
    rules: 'RULES.md §8 (not portable: production runs it, the workbench cannot check it)',
    // dqw says it cannot check the rule here and marks it; production runs it.
    matches: (d, o) =>
      /^dqw could not run /.test(d) &&
      (o.dqw.results ?? []).filter((r) => r.error).every((r) => r.not_portable),
  },
  {
    id: 'refused-before-production-stops',
    rules: 'RULES.md §7 (a document dqw refuses, whose run production stops)',
    // dqw refuses a rule it knows cannot run (exit 2); production starts and stops on it.
    matches: (d, o) => /^dqw refuses the document/.test(d) && o.production.run_error !== undefined,
  },
];

/** The deviations that explain every difference of a case, or null when one is unexplained. */
export function explained(o: CaseOutcome): string[] | null {
  const ids = new Set<string>();
  for (const d of o.differences) {
    if (d.startsWith('quarantine:') || d.startsWith('valid:')) {
      // Rows differ only when a rule behind them is already explained.
      if (ids.size > 0) continue;
      return null;
    }
    const hit = DEVIATIONS.find((x) => x.matches(d, o));
    if (!hit) return null;
    ids.add(hit.id);
  }
  return [...ids];
}
