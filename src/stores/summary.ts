/**
 * Derived views of a run for the summary card and the results table, so components only
 * render: counts per severity, the on_failure verdict in plain words, how each row reads.
 */
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
        counts.warn > 0 ? `All rules passed, ${counts.warn} with a warning` : 'All rules passed',
      detail: `Under ${mode} a pipeline would write its report, quarantine and output.`,
    };
  }
  if (run.halted) {
    const n = counts.error;
    return {
      tone: 'stop',
      title: `${n} rule${n === 1 ? '' : 's'} could not run — production would stop with an error`,
      detail: `In production a rule that cannot run raises an exception that stops the pipeline before it writes anything (no report, no quarantine, no output), whatever on_failure says — here ${mode}. The other rules' results are below.`,
    };
  }
  const rules = `${failed} rule${failed === 1 ? '' : 's'} failed`;
  if (run.on_failure === 'fail') {
    return {
      tone: 'stop',
      title: `${rules} — the pipeline would stop`,
      detail: `Under ${mode} a pipeline would stop before writing anything: no report, no quarantine, no output. The results below are what it would have found.`,
    };
  }
  return {
    tone: 'warn',
    title: `${rules} — the pipeline would carry on`,
    detail:
      run.on_failure === 'warn'
        ? `Under ${mode} a pipeline would log the failures and still write the report, quarantine and output.`
        : `Under ${mode} a pipeline would ignore the failures and write the report, quarantine and output.`,
  };
}
