/**
 * What an export artifact did on its engine beside what dqw did on the same file: each
 * difference tied to the rule it concerns, so a test can tell a difference the export's
 * own table states ("approximate", "not expressible") from a defect.
 */
import type { ExportArtifact, ExportEntry } from '../../engine/export/index.ts';
import { resultDiffs, rowDiffs, sameMetric } from './compare.ts';
import { canonicalOf, parseLossless } from './lossless.ts';
import type { DqwOutcome, DqwResult } from './dqw.ts';
import type { ProductionResult } from './oracle.ts';

/** One difference: the rule code it concerns (null: the whole artifact) and what differs. */
export interface ExportDiff {
  code: string | null;
  what: string;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  const t = String(v).toLowerCase();
  if (t === 'nan') return NaN;
  if (t === 'inf' || t === 'infinity') return Infinity;
  if (t === '-inf' || t === '-infinity') return -Infinity;
  return Number(v);
};

const whole = (what: string): ExportDiff => ({ code: null, what });

/** The rows an artifact wrote beside dqw's; `absent` when the artifact wrote none. */
function rowsDiffs(d: DqwOutcome, a: Record<string, unknown>, valid: string, invalid: string) {
  const out: ExportDiff[] = [];
  for (const [side, mine, theirs] of [
    ['quarantine', d.invalid, a[invalid]],
    ['valid', d.valid, a[valid]],
  ] as const) {
    // dqw writes rows only where the document has a quarantine (the test asks so).
    if (mine === undefined) continue;
    if (theirs == null) out.push(whole(`${side}: dqw wrote rows, the artifact wrote none`));
    else out.push(...rowDiffs(side, mine ?? [], theirs as string[]).map(whole));
  }
  return out;
}

/**
 * A run that stopped, tied to the rules the table says production cannot run (a column
 * name F.col splits) when the error is the one stated; otherwise to the whole artifact.
 */
function stopped(art: ExportArtifact, e: { error: string; message: string }): ExportDiff[] {
  const what = `the artifact could not run: ${e.error}: ${e.message}`;
  const stated = art.entries.filter((x) => x.status !== 'exact' && /F\.col/.test(x.reason ?? ''));
  if (stated.length && /UNRESOLVED_COLUMN|INVALID_ATTRIBUTE_NAME_SYNTAX/.test(e.message))
    return stated.map((x) => ({ code: x.code, what }));
  return [whole(what)];
}

function runError(a: Record<string, unknown>, art?: ExportArtifact): ExportDiff[] {
  const e = a.run_error as { error: string; message: string } | undefined;
  if (!e) return [];
  return art ? stopped(art, e) : [whole(`the artifact could not run: ${e.error}: ${e.message}`)];
}

/** `pyspark`: the script's `Cola.run` results, exit code and written files against dqw's. */
export function pysparkDiffs(
  d: DqwOutcome,
  a: Record<string, unknown>,
  art: ExportArtifact,
): ExportDiff[] {
  if (a.run_error) return runError(a, art);
  const out: ExportDiff[] = [];
  const dr = d.results ?? [];
  const pr = (a.results ?? []) as ProductionResult[];
  if (dr.length !== pr.length)
    out.push(whole(`dqw has ${dr.length} results, the script ${pr.length}`));
  dr.forEach((r, i) => {
    if (pr[i])
      for (const w of resultDiffs(i, r, pr[i], r.code)) out.push({ code: r.code, what: w });
  });
  if ((a.exit === 1) !== (d.exit === 1))
    out.push(whole(`exit code: dqw ${d.exit}, the script ${String(a.exit)}`));
  if (a.exit === 0) out.push(...rowsDiffs(d, a, 'valid', 'invalid'));
  return out;
}

/** `sparquet`: the pipeline's report rows and quarantine/valid files against dqw's. */
export function sparquetDiffs(
  d: DqwOutcome,
  a: Record<string, unknown>,
  art: ExportArtifact,
): ExportDiff[] {
  if (a.run_error) return runError(a, art);
  const e = a.pipeline_error as { error: string; message: string } | undefined;
  const out: ExportDiff[] = [];
  // on_failure "fail": the framework stops before any write, as dqw's exit 1 says.
  if (e && /^Pipeline aborted due to validation failures/.test(e.message) && d.exit === 1)
    return [];
  if (e) return stopped(art, e);
  // Spark's JSON writer leaves a NULL field out.
  const report = ((a.report ?? []) as string[]).map((line) => {
    const r = JSON.parse(line) as Partial<ProductionResult> & { metric_value?: number | null };
    return {
      ...r,
      check_name: r.check_name ?? '',
      metric_value:
        r.metric_value === undefined || r.metric_value === null ? null : String(r.metric_value),
    } as ProductionResult;
  });
  const dr = d.results ?? [];
  if (report.length !== dr.length)
    out.push(whole(`dqw has ${dr.length} results, the report ${report.length}`));
  dr.forEach((r, i) => {
    if (report[i])
      for (const w of resultDiffs(i, r, report[i], r.code)) out.push({ code: r.code, what: w });
  });
  // The framework adds `ingestion_ts` to every file it reads (RULES.md §3); a table
  // read in production has no such column, so it is left out here.
  const drop = (rows: unknown) =>
    rows == null
      ? rows
      : (rows as string[]).map((r) => {
          const o = parseLossless(r) as Record<string, unknown>;
          delete o.ingestion_ts;
          return canonicalOf(o as never);
        });
  out.push(...rowsDiffs(d, { valid: drop(a.valid), invalid: drop(a.invalid) }, 'valid', 'invalid'));
  return out;
}

interface Row {
  [column: string]: unknown;
}

/** The severity dqw gave, in the words of a query's `severity` column. */
const severityOf = (r: DqwResult) => r.severity;

/** `spark-sql`: each rule's query row (failed_count, metric_value, severity, passed) against dqw's. */
export function sparkSqlDiffs(
  d: DqwOutcome,
  a: Record<string, unknown>,
  art: ExportArtifact,
): ExportDiff[] {
  if (a.run_error) return runError(a);
  const out: ExportDiff[] = [];
  const dr = d.results ?? [];
  const blocks = (a.blocks ?? []) as Array<{
    index: number;
    row?: Row | null;
    error?: string;
    message?: string;
  }>;
  if (blocks.length !== art.entries.length)
    out.push(whole(`${art.entries.length} rules, ${blocks.length} query blocks`));
  for (const b of blocks) {
    const r = dr[b.index - 1];
    const code = art.entries[b.index - 1]?.code ?? null;
    const at = (w: string) => out.push({ code, what: `[${b.index}] ${w}` });
    if (!r) continue;
    if (b.error) {
      at(`the query raised ${b.error}: ${b.message}`);
      continue;
    }
    if (b.row === null || b.row === undefined) {
      at('no query gives its verdict');
      continue;
    }
    const row = b.row;
    if ('failed_count' in row && Number(row.failed_count) !== r.failed_count)
      at(`failed_count dqw ${r.failed_count} / query ${String(row.failed_count)}`);
    // An aggregate over no value: Spark SQL's is NULL, which production's report writes as
    // NaN (RULES.md §4); both say there was no value, and the verdict is compared below.
    const noValue = Number.isNaN(num(r.metric_value)) && num(row.metric_value) === null;
    if (
      'metric_value' in row &&
      !noValue &&
      !sameMetric(num(r.metric_value), num(row.metric_value), r.rule_type)
    )
      at(`metric_value dqw ${String(r.metric_value)} / query ${String(row.metric_value)}`);
    if ('severity' in row && row.severity !== severityOf(r))
      at(`severity dqw ${r.severity} / query ${String(row.severity)}`);
    if ('passed' in row && row.passed !== r.passed)
      at(`passed dqw ${r.passed} / query ${String(row.passed)}`);
    if (!('failed_count' in row || 'severity' in row || 'passed' in row)) {
      // A failed_rows sql rule: its last query is the count.
      const n = Object.values(row)[0];
      if (Number(n) !== r.failed_count)
        at(`failed_count dqw ${r.failed_count} / query ${String(n)}`);
    }
  }
  out.push(...rowsDiffs(d, a, 'valid', 'invalid'));
  return out;
}

interface Expectation {
  dataset: string;
  name: string;
  expr: string;
  action: string;
  violations: number;
}

/**
 * `lakeflow-sql` / `lakeflow-python`: each expectation's violations against dqw's result
 * for its rule (`<name>` the fail level, `<name>_warn` the warn level, `<name>_rows` the
 * rows a metric rule counts): a row-level rule's violations are its failed rows.
 */
export function lakeflowDiffs(
  d: DqwOutcome,
  a: Record<string, unknown>,
  art: ExportArtifact,
): ExportDiff[] {
  if (a.run_error) return runError(a);
  const out: ExportDiff[] = [];
  const exps = (a.expectations ?? []) as Expectation[];
  const dr = d.results ?? [];
  const byName = new Map(exps.map((e) => [e.name, e]));
  if (byName.size !== exps.length) out.push(whole('two expectations share a name'));
  art.entries.forEach((entry: ExportEntry, i) => {
    const r = dr[i];
    if (!r || entry.status === 'not-expressible') return;
    const at = (w: string) => out.push({ code: entry.code, what: w });
    const main = byName.get(entry.name);
    const warn = byName.get(`${entry.name}_warn`);
    const rows = byName.get(`${entry.name}_rows`);
    if (!main) {
      at(`no expectation ${entry.name}`);
      return;
    }
    if (main.dataset.endsWith('_classified')) {
      if (main.violations !== r.failed_count)
        at(`${main.name}: ${main.violations} violations, dqw failed_count ${r.failed_count}`);
    } else if (main.violations > 0 !== (r.severity === 'fail'))
      at(`${main.name}: ${main.violations} violations, dqw severity ${r.severity}`);
    if (warn && r.severity !== 'fail' && warn.violations > 0 !== (r.severity === 'warn'))
      at(`${warn.name}: ${warn.violations} violations, dqw severity ${r.severity}`);
    // The rows a metric rule counts; production reports them only when it does not pass.
    if (rows && r.severity !== 'pass' && rows.violations !== r.failed_count)
      at(`${rows.name}: ${rows.violations} violations, dqw failed_count ${r.failed_count}`);
  });
  // The valid and quarantine tables: the public datasets after the classification, in order.
  const datasets = (a.datasets ?? []) as Array<{ name: string; private: boolean }>;
  const at = datasets.findIndex((x) => x.name.endsWith('_classified'));
  const [valid, invalid] =
    at < 0
      ? []
      : datasets
          .slice(at + 1)
          .filter((x) => !x.private)
          .map((x) => x.name);
  if (valid && invalid) out.push(...rowsDiffs(d, a, valid, invalid));
  return out;
}

/** The differences the artifact's own rule table does not state: defects. */
export function unstated(diffs: ExportDiff[], art: ExportArtifact): ExportDiff[] {
  const stated = new Set(art.entries.filter((e) => e.status !== 'exact').map((e) => e.code));
  return diffs.filter((x) => x.code === null || !stated.has(x.code));
}
