/**
 * The DQX export on Databricks Labs DQX (scripts/spark/run_dqx.py, one local Spark with DQX
 * from the pinned dqx017 list for every case, running each artifact's own "How to run"
 * Python) and what it did beside dqw: each check flags
 * the rows dqw fails, a dataset check flags every row exactly when dqw's level fails, the
 * split's rows are dqw's, and on_failure "fail" aborts exactly when dqw exits 1.
 */
import path from 'node:path';
import type { ExportArtifact } from '../../engine/export/index.ts';
import { rowDiffs } from './compare.ts';
import type { DqwOutcome } from './dqw.ts';
import type { ExportDiff } from './exportCompare.ts';
// @ts-expect-error: a plain ES module of the test tooling, without types
import { overlay } from '../../../scripts/spark/env.mjs';
import { runPythonJob, spark41Python } from './environments.ts';

const RUNNER = path.resolve(import.meta.dirname, '../../../scripts/spark/run_dqx.py');

type Failure = { error: string; message: string };

export interface DqxCheck {
  name: string;
  criticality: string;
  level: string | null;
  rule: string | null;
  function: string;
  kind: 'row' | 'dataset' | null;
  errors: number;
  warnings: number;
}

export interface DqxAnswer {
  rows: number;
  invalid_checks?: string[];
  checks?: DqxCheck[];
  aborted?: Failure | null;
  valid?: string[];
  invalid?: string[];
  run_error?: Failure;
  /** The first case only: the run lines' apply without their ref_dfs (an error, or null). */
  without_ref_dfs?: Failure | null;
}

export interface DqxCase {
  path: string;
  text: string;
  annotate: string | null;
}

/** Every case's checks applied by DQX, in one Spark session. */
export function runDqx(
  dir: string,
  cases: DqxCase[],
): Promise<{ dqx: string; spark: string; cases: DqxAnswer[] }> {
  const py = spark41Python();
  const lib = overlay('dqx017', py, (line: string) => console.log(line), { deps: true }) as string;
  return runPythonJob(RUNNER, dir, { cases }, lib);
}

/**
 * Each rule's checks against dqw's result for it: a row check (level `fail`, or `record`
 * for the rows a threshold counts) flags dqw's failed rows; a dataset check at level `fail`
 * flags rows exactly when dqw's severity is fail, at level `warn` when it is warn (and may
 * when it is fail). The split and the abort against dqw's quarantine, valid rows and exit.
 */
export function dqxDiffs(
  d: DqwOutcome,
  a: DqxAnswer,
  art: ExportArtifact,
  onFailure: string,
): ExportDiff[] {
  const whole = (what: string): ExportDiff => ({ code: null, what });
  if (a.run_error)
    return [whole(`the checks could not run: ${a.run_error.error}: ${a.run_error.message}`)];
  const out: ExportDiff[] = [];
  for (const e of a.invalid_checks ?? []) out.push(whole(`DQX refuses the checks: ${e}`));
  const checks = a.checks ?? [];
  const dr = d.results ?? [];
  const claimed = new Set<DqxCheck>();
  art.entries.forEach((entry, i) => {
    const r = dr[i];
    const mine = checks.filter((c) => c.rule === entry.name);
    mine.forEach((c) => claimed.add(c));
    const at = (what: string) => out.push({ code: entry.code, what });
    if (entry.status === 'not-expressible') {
      if (mine.length) at(`a check for a rule the table calls not expressible`);
      return;
    }
    if (!mine.length) return at(`no check for ${entry.name}`);
    if (!r) return;
    // A level's row checks flag disjoint rows (is_not_null + regex_match): their sum is the
    // rule's rows; its dataset checks (a between is two) fail when any of them flags.
    for (const level of ['fail', 'record', 'warn']) {
      const of = mine.filter((c) => c.level === level);
      if (!of.length) continue;
      const rows = of.filter((c) => c.kind === 'row' || level === 'record');
      const sets = of.filter((c) => !rows.includes(c));
      const where = (cs: DqxCheck[]) =>
        `${cs[0].name} (${cs.map((c) => c.function).join(' + ')}, ${level})`;
      if (rows.length && !(level === 'record' && r.severity === 'pass')) {
        // Production counts a threshold rule's rows only when the rule does not pass.
        const n = rows.reduce((t, c) => t + c.errors + c.warnings, 0);
        if (n !== r.failed_count)
          at(`${where(rows)}: flags ${n} rows, dqw failed_count ${r.failed_count}`);
      }
      if (sets.length) {
        const n = Math.max(...sets.map((c) => c.errors + c.warnings));
        const bad =
          level === 'warn'
            ? r.severity === 'pass'
              ? n > 0
              : r.severity === 'warn' && n === 0
            : n > 0 !== (r.severity === 'fail');
        if (bad) at(`${where(sets)}: flags ${n} rows, dqw severity ${r.severity}`);
      }
    }
    for (const c of mine)
      if (!['fail', 'record', 'warn'].includes(c.level ?? ''))
        at(`${c.name} (${c.function}): no level in user_metadata`);
  });
  for (const c of checks)
    if (!claimed.has(c))
      out.push(whole(`${c.name}: a check of no rule (user_metadata.rule ${c.rule})`));
  if (onFailure === 'fail' && a.aborted === undefined)
    out.push(whole('on_failure fail: the artifact gives no FailPipeline action'));
  if (a.aborted !== undefined && (a.aborted !== null) !== (d.exit === 1))
    out.push(
      whole(
        `on_failure fail: dqw exit ${d.exit}, the FailPipeline action ${a.aborted ? `raised ${a.aborted.error}` : 'did not fire'}`,
      ),
    );
  for (const [side, mine, theirs] of [
    ['quarantine', d.invalid, a.invalid],
    ['valid', d.valid, a.valid],
  ] as const) {
    if (mine === undefined) continue;
    if (theirs == null) out.push(whole(`${side}: dqw wrote rows, the run gave none`));
    else out.push(...rowDiffs(side, mine ?? [], theirs).map(whole));
  }
  return out;
}
