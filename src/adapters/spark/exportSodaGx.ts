/**
 * The soda and gx exports on their own engines: Soda Core 4 (soda-sparkdf) and Great
 * Expectations 1.x, each installed from its pinned list into a folder put first on spark41's
 * path (scripts/spark/env.mjs), each run by its runner (scripts/spark/run_soda.py,
 * run_gx.py) on a local Spark over every case at once; and what each did beside dqw: every
 * rule's verdict (fail / warn / pass) and, where the tool counts rows, its count.
 */
import path from 'node:path';
// @ts-expect-error: a plain ES module of the test tooling, without types
import { overlay } from '../../../scripts/spark/env.mjs';
import type { ExportArtifact } from '../../engine/export/index.ts';
import { sameMetric } from './compare.ts';
import type { DqwOutcome, DqwResult } from './dqw.ts';
import type { ExportDiff } from './exportCompare.ts';
import { runPythonJob, spark41Python } from './environments.ts';

const SCRIPTS = path.resolve(import.meta.dirname, '../../../scripts/spark');

export type Platform = 'soda' | 'gx';

interface RunError {
  run_error?: { error: string; message: string };
}

export interface SodaCheck {
  column: string | null;
  type: string;
  qualifier: string | null;
  name: string | null;
  outcome: 'PASSED' | 'FAILED' | 'WARN' | 'NOT_EVALUATED' | 'EXCLUDED';
  diagnostics: Record<string, number | string | null>;
}

export interface SodaAnswer extends RunError {
  checks?: SodaCheck[];
  errors?: string[];
}

export interface GxExpectation {
  type: string;
  severity: string;
  meta: { rule_code?: string; name?: string };
  success: boolean;
  result: { observed_value?: unknown; unexpected_count?: number };
  exception: string | null;
}

export interface GxAnswer extends RunError {
  exit?: number;
  success?: boolean;
  expectations?: GxExpectation[];
}

/** Every case's artifact on the platform, in one Spark session; its version and answers. */
export function runPlatform<A>(
  platform: Platform,
  dir: string,
  cases: Array<{ path: string; text: string }>,
): Promise<{ version: string; spark: string; cases: A[] }> {
  const py = spark41Python();
  const extra = overlay(platform, py, (line: string) => console.log(line)) as string;
  return runPythonJob<Record<string, unknown>>(
    path.join(SCRIPTS, `run_${platform}.py`),
    dir,
    { dir, cases },
    extra,
  ).then((a) => ({ version: String(a[platform]), spark: String(a.spark), cases: a.cases as A[] }));
}

type Verdict = 'fail' | 'warn' | 'pass';

/** The rule's verdict from its checks' outcomes: a failing fail level first, then a warn. */
function verdictOf(failed: boolean, warned: boolean): Verdict {
  return failed ? 'fail' : warned ? 'warn' : 'pass';
}

/** The rows a Soda check counts, by its type. */
const SODA_COUNT: Record<string, string> = {
  missing: 'missing_count',
  invalid: 'invalid_count',
  failed_rows: 'failed_rows_count',
  duplicate: 'duplicate_count',
};

function whole(a: RunError): ExportDiff[] {
  const e = a.run_error!;
  return [{ code: null, what: `the artifact could not run: ${e.error}: ${e.message}` }];
}

/**
 * Each rule against its checks (qualifier = the rule's name, `<name>_warn` its warn level):
 * the verdict, and the rows a missing / invalid / failed_rows / duplicate check counts or the
 * value an aggregate check measures, where dqw's rule does not pass.
 */
export function sodaDiffs(d: DqwOutcome, a: SodaAnswer, art: ExportArtifact): ExportDiff[] {
  if (a.run_error) return whole(a);
  const out: ExportDiff[] = (a.errors ?? []).map((e) => ({ code: null, what: `Soda: ${e}` }));
  const dr = d.results ?? [];
  const checks = a.checks ?? [];
  art.entries.forEach((entry, i) => {
    const r: DqwResult | undefined = dr[i];
    if (!r || entry.status === 'not-expressible') return;
    const at = (what: string) => out.push({ code: entry.code, what });
    const mine = checks.filter(
      (c) => c.qualifier === entry.name || c.qualifier === `${entry.name}_warn`,
    );
    if (!mine.length) return at(`no check ${entry.name}`);
    for (const c of mine)
      if (c.outcome === 'NOT_EVALUATED' || c.outcome === 'EXCLUDED')
        at(`${c.qualifier}: ${c.outcome}, dqw severity ${r.severity}`);
    const verdict = verdictOf(
      mine.some((c) => c.outcome === 'FAILED'),
      mine.some((c) => c.outcome === 'WARN'),
    );
    if (verdict !== r.severity) at(`${entry.name}: Soda ${verdict}, dqw severity ${r.severity}`);
    if (r.severity === 'pass') return;
    for (const c of mine) {
      const key = SODA_COUNT[c.type];
      const n = key ? c.diagnostics[key] : undefined;
      if (n !== undefined && n !== null && Number(n) !== r.failed_count)
        at(`${c.qualifier}: ${key} ${String(n)}, dqw failed_count ${r.failed_count}`);
      if (c.type === 'aggregate') {
        const v = Object.entries(c.diagnostics).find(([k]) => !/rows_tested$/.test(k))?.[1];
        const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
        if (!sameMetric(num(v), num(r.metric_value), r.rule_type))
          at(`${c.qualifier}: value ${String(v)}, dqw metric_value ${String(r.metric_value)}`);
      }
    }
  });
  return out;
}

/** GX's row count for an expectation that counts rows, or undefined. */
function gxRows(e: GxExpectation, entry: ExportArtifact['entries'][number]): number | undefined {
  if (typeof e.result.unexpected_count === 'number') return e.result.unexpected_count;
  // An UnexpectedRowsExpectation over the rows (not a threshold's one row): its rows. For
  // `unique` those are every row of a duplicated key, where failed_count is rows − distinct.
  if (
    entry.type !== 'unique' &&
    e.type === 'unexpected_rows_expectation' &&
    (entry.translation === 'UnexpectedRowsExpectation (rows)' ||
      (entry.type === 'sql' && entry.status === 'exact'))
  )
    return Number(e.result.observed_value);
  return undefined;
}

/**
 * Each rule against its expectations (meta name = the rule's name, `<name>_warn` its warn
 * level): the verdict from their severity, the rows a row-level expectation counts, and the
 * exit code the script gives beside dqw's.
 */
export function gxDiffs(d: DqwOutcome, a: GxAnswer, art: ExportArtifact): ExportDiff[] {
  if (a.run_error) return whole(a);
  const out: ExportDiff[] = [];
  const dr = d.results ?? [];
  const exps = a.expectations ?? [];
  art.entries.forEach((entry, i) => {
    const r: DqwResult | undefined = dr[i];
    if (!r || entry.status === 'not-expressible') return;
    const at = (what: string) => out.push({ code: entry.code, what });
    const mine = exps.filter(
      (e) => e.meta.name === entry.name || e.meta.name === `${entry.name}_warn`,
    );
    if (!mine.length) return at(`no expectation ${entry.name}`);
    for (const e of mine) if (e.exception) at(`${e.meta.name}: raised ${e.exception}`);
    const verdict = verdictOf(
      mine.some((e) => !e.success && e.severity === 'critical'),
      mine.some((e) => !e.success && e.severity === 'warning'),
    );
    if (verdict !== r.severity) at(`${entry.name}: GX ${verdict}, dqw severity ${r.severity}`);
    if (r.severity === 'pass') return;
    for (const e of mine) {
      const n = gxRows(e, entry);
      if (n !== undefined && n !== r.failed_count)
        at(`${e.meta.name}: ${n} unexpected rows, dqw failed_count ${r.failed_count}`);
    }
  });
  if (a.exit !== undefined && (a.exit === 1) !== (d.exit === 1))
    out.push({ code: null, what: `exit code: dqw ${d.exit}, the script ${a.exit}` });
  return out;
}
