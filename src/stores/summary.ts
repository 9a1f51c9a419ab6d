/**
 * Derived views of a run for the summary card and the results table, so components only
 * render: counts per severity, the on_failure verdict in plain words, how each row reads.
 */
import { t } from '../i18n';
import { resolveColumn } from '../engine';
import type { ColumnInfo, ParsedDocument, RuleResult, RunResult } from '../engine/types';

/**
 * How many of the document's rules read a column the loaded file does not have: a new
 * file the document was not written for, where its suggestions are a better start.
 */
export function rulesOnUnknownColumns(doc: ParsedDocument, columns: readonly ColumnInfo[]): number {
  if (columns.length === 0) return 0;
  return doc.rules.filter(
    // A rule's columns are those it names (a schema rule names none: its lists are not read).
    (r) => r.columns.some((n) => !resolveColumn(n, columns)),
  ).length;
}

/**
 * What a results row shows as its badge: the three severities, `error` (could not run, as
 * production could not) or `unchecked` (not portable: production runs it, the workbench
 * cannot, so its verdict is unknown).
 */
export type DisplayStatus = 'pass' | 'warn' | 'fail' | 'error' | 'unchecked';

/** The badge of one result. */
export function displayStatus(result: RuleResult): DisplayStatus {
  if (result.notPortable) return 'unchecked';
  return result.error ? 'error' : result.severity;
}

/** Rules per badge. */
export interface RunCounts {
  pass: number;
  warn: number;
  fail: number;
  error: number;
  unchecked: number;
  total: number;
}

/** Counts the results per badge. */
export function countResults(run: RunResult): RunCounts {
  const counts: RunCounts = {
    pass: 0,
    warn: 0,
    fail: 0,
    error: 0,
    unchecked: 0,
    total: run.results.length,
  };
  for (const result of run.results) counts[displayStatus(result)] += 1;
  return counts;
}

/** The verdict: a tone and a sentence saying what production would do. */
export interface Verdict {
  tone: 'ok' | 'warn' | 'stop';
  title: string;
  detail: string;
  /** The rules not checked here, when there are some: production runs them, verdict unknown. */
  unchecked?: string;
}

/** What a pipeline running this document on this data would do (RULES.md §1). */
export function verdictOf(run: RunResult): Verdict {
  const counts = countResults(run);
  const failed = counts.fail + counts.error;
  const mode = `on_failure: "${run.on_failure}"`;
  // Rules the workbench cannot run and production does (RULES.md §8): the verdict says what
  // the other rules decide, and this, that those rules are unknown.
  const note = counts.unchecked > 0 ? t('verdict.unchecked', { count: counts.unchecked }) : null;
  const unchecked = note === null ? {} : { unchecked: note };
  if (failed === 0 && note !== null) {
    const then =
      run.on_failure === 'fail'
        ? t('verdict.uncheckedStopDetail', { count: counts.unchecked, mode })
        : t('verdict.uncheckedWriteDetail', { count: counts.unchecked, mode });
    return {
      tone: 'warn',
      title: t('verdict.uncheckedTitle', { count: counts.unchecked }),
      detail: `${note} ${then}`,
    };
  }
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
      ...unchecked,
    };
  }
  if (run.on_failure === 'fail') {
    return {
      tone: 'stop',
      title: t('verdict.stopTitle', { count: failed }),
      detail: t('verdict.stopDetail', { mode }),
      ...unchecked,
    };
  }
  return {
    tone: 'warn',
    title: t('verdict.carryTitle', { count: failed }),
    detail:
      run.on_failure === 'warn'
        ? t('verdict.warnDetail', { mode })
        : t('verdict.skipDetail', { mode }),
    ...unchecked,
  };
}
