/**
 * The Delta export on Delta Lake (scripts/spark/run_delta.py, one Spark with Delta's jars
 * for every case) and what it did beside dqw: each CHECK refuses exactly the rows dqw
 * fails, a violating insert is refused, the clean rows are accepted.
 */
import path from 'node:path';
import type { ExportArtifact } from '../../engine/export/index.ts';
import type { DqwOutcome } from './dqw.ts';
import type { ExportDiff } from './exportCompare.ts';
import { runPythonJob } from './environments.ts';

const RUNNER = path.resolve(import.meta.dirname, '../../../scripts/spark/run_delta.py');
const ROOT = path.resolve(import.meta.dirname, '../../..');

type Outcome = string | { error: string; message: string; only?: boolean };

export interface DeltaAnswer {
  constraints: string[];
  counts: Record<string, number>;
  added: Record<string, Outcome>;
  refused: Record<string, Outcome>;
  on_source: Record<string, Outcome>;
  /** Per not_null constraint: SET NOT NULL on an empty table, a table declared NOT NULL. */
  not_null: Record<
    string,
    { set_not_null: Outcome; refused?: Outcome; clean: number | Outcome; clean_rows: number }
  >;
  clean_rows: number;
  clean: number | { error: string; message: string };
}

/** Every case's constraints on Delta Lake, in one Spark session. */
export function runDelta(
  dir: string,
  cases: Array<{ path: string; text: string; on_source: boolean }>,
): Promise<{ delta: string; spark: string; cases: DeltaAnswer[] }> {
  return runPythonJob(RUNNER, dir, {
    ivy: path.join(ROOT, '.cache', 'spark', 'ivy'),
    warehouse: path.join(dir, 'delta-warehouse'),
    cases,
  });
}

/** An outcome as one line: ok, accepted, or the error. */
export const text = (o: Outcome | number | undefined) =>
  typeof o !== 'object' ? String(o) : `${o.error}: ${o.message}`;

/**
 * Each constraint against dqw's rule: its refused rows are the rule's failed rows, it is
 * added to the empty table, a violating row is refused naming it, and the rows every
 * constraint accepts are taken. A rule without a constraint must say why in the table.
 */
export function deltaDiffs(d: DqwOutcome, a: DeltaAnswer, art: ExportArtifact): ExportDiff[] {
  const out: ExportDiff[] = [];
  const dr = d.results ?? [];
  if (new Set(a.constraints).size !== a.constraints.length)
    out.push({ code: null, what: `two constraints share a name: ${a.constraints.join(', ')}` });
  art.entries.forEach((e, i) => {
    const at = (what: string) => out.push({ code: e.code, what });
    const has = a.constraints.includes(e.name);
    if (e.status === 'not-expressible') {
      if (has) at(`${e.name}: a constraint for a rule the table calls not expressible`);
      return;
    }
    if (!has) return at(`no constraint ${e.name}`);
    const r = dr[i];
    if (a.added[e.name] !== 'ok') at(`${e.name}: ADD CONSTRAINT failed: ${text(a.added[e.name])}`);
    if (r && a.counts[e.name] !== r.failed_count)
      at(`${e.name}: refuses ${a.counts[e.name]} rows, dqw failed_count ${r.failed_count}`);
    if (a.counts[e.name] > 0) {
      const refused = a.refused[e.name];
      if (
        typeof refused === 'string' ||
        !/DELTA_VIOLATE_CONSTRAINT/.test(refused.message) ||
        // A row breaking this constraint alone is refused by name; one breaking others too
        // by whichever Delta checks first.
        (refused.only === true && !refused.message.includes(` ${e.name} `))
      )
        at(`${e.name}: a violating row was not refused by it: ${text(refused)}`);
    }
  });
  if (a.clean !== a.clean_rows)
    out.push({
      code: null,
      what: `the ${a.clean_rows} rows every constraint accepts: ${typeof a.clean === 'number' ? `${a.clean} in the table` : text(a.clean)}`,
    });
  return out;
}
