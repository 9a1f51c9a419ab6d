/**
 * Derived views of a run for the summary card and the results table, so components only
 * render: counts per severity, the on_failure verdict in plain words, how each row reads.
 */
import { t } from '../i18n';
import type { RuleResult, RunResult } from '../engine/types';

/** What a results row shows as its badge: the three severities, or `error` (could not run). */
export type DisplayStatus = 'pass' | 'warn' | 'fail' | 'error';

/** The badge of one result. */
export function displayStatus(result: RuleResult): DisplayStatus {
  return result.error ? 'error' : result.severity;
}

/** Rules per badge. */
export interface RunCounts {
  pass: number;
  warn: number;
  fail: number;
  error: number;
  total: number;
}

/** Counts the results per badge. */
export function countResults(run: RunResult): RunCounts {
  const counts: RunCounts = { pass: 0, warn: 0, fail: 0, error: 0, total: run.results.length };
  for (const result of run.results) counts[displayStatus(result)] += 1;
  return counts;
}

/** The verdict: a tone and a sentence saying what production would do. */
export interface Verdict {
  tone: 'ok' | 'warn' | 'stop';
  title: string;
  detail: string;
}

/** What a pipeline running this document on this data would do (RULES.md §1). */
export function verdictOf(run: RunResult): Verdict {
  const counts = countResults(run);
  const failed = counts.fail + counts.error;
  const mode = `on_failure: "${run.on_failure}"`;
  if (failed === 0) {
    return {
      tone: counts.warn > 0 ? 'warn' : 'ok',
      title:
        counts.warn > 0
          ? t('verdict.allPassedWarn', { warned: counts.warn })
          : t('verdict.allPassed'),
      detail: t('verdict.writeAll', { mode }),
    };
  }
  // A rule that could not run is an exception in production: it stops the pipeline
  // whatever on_failure says (RULES.md §7).
  if (run.halted) {
    return {
      tone: 'stop',
      title: t('verdict.haltedTitle', { count: counts.error }),
      detail: t('verdict.haltedDetail', { mode }),
    };
  }
  if (run.on_failure === 'fail') {
    return {
      tone: 'stop',
      title: t('verdict.stopTitle', { count: failed }),
      detail: t('verdict.stopDetail', { mode }),
    };
  }
  return {
    tone: 'warn',
    title: t('verdict.carryTitle', { count: failed }),
    detail:
      run.on_failure === 'warn'
        ? t('verdict.warnDetail', { mode })
        : t('verdict.skipDetail', { mode }),
  };
}
