/**
 * dqw's outcome beside production's, field by field: what differs, in words a failing
 * test can print. The message text is not compared (RULES.md §7: dqw writes its own).
 */
import { ruleUnit } from '../../engine/rules/index.ts';
import { canonicalRow } from './lossless.ts';
import type { DqwOutcome, DqwResult } from './dqw.ts';
import type { CheckAnswer, ProductionResult } from './oracle.ts';

/** Tolerances: a double within 1e-9 relative; freshness within the suite's run time. */
export const FRESHNESS_SECONDS = 900;

const asNumber = (v: number | string | null): number | null => {
  if (v === null) return null;
  if (typeof v === 'number') return v;
  const t = v.toLowerCase();
  if (t === 'nan') return NaN;
  if (t === 'inf' || t === 'infinity') return Infinity;
  if (t === '-inf' || t === '-infinity') return -Infinity;
  return Number(v);
};

export function sameMetric(a: number | null, b: number | null, ruleType: string): boolean {
  if (a === null || b === null) return a === b;
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  if (ruleUnit(ruleType) === 'seconds') return Math.abs(a - b) <= FRESHNESS_SECONDS;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

export function resultDiffs(i: number, d: DqwResult, p: ProductionResult, code: string): string[] {
  const out: string[] = [];
  const at = `result ${i} (${code})`;
  if (d.code !== code) out.push(`${at}: code dqw ${d.code} / production ${code}`);
  if (d.rule_type !== p.rule_type)
    out.push(`${at}: rule_type dqw ${d.rule_type} / production ${p.rule_type}`);
  if ((d.check_name ?? '') !== (p.check_name ?? ''))
    out.push(`${at}: check_name dqw ${d.check_name} / production ${p.check_name}`);
  if (d.severity !== p.severity)
    out.push(`${at}: severity dqw ${d.severity} / production ${p.severity}`);
  if (d.passed !== p.passed) out.push(`${at}: passed dqw ${d.passed} / production ${p.passed}`);
  if (d.failed_count !== p.failed_count)
    out.push(`${at}: failed_count dqw ${d.failed_count} / production ${p.failed_count}`);
  const dm = asNumber(d.metric_value);
  const pm = asNumber(p.metric_value);
  if (!sameMetric(dm, pm, p.rule_type))
    out.push(`${at}: metric_value dqw ${d.metric_value} / production ${p.metric_value}`);
  return out;
}

/** Rows as multisets of canonical rows: what one side has more of than the other. */
export function rowDiffs(side: string, dqw: string[] = [], prod: string[] = []): string[] {
  const count = new Map<string, number>();
  const add = (row: string, by: number) => {
    const key = canonicalRow(row);
    count.set(key, (count.get(key) ?? 0) + by);
  };
  for (const r of dqw) add(r, 1);
  for (const r of prod) add(r, -1);
  const out: string[] = [];
  for (const [row, n] of count) {
    if (n > 0) out.push(`${side}: only dqw has ${n}× ${row}`);
    if (n < 0) out.push(`${side}: only production has ${-n}× ${row}`);
  }
  return out.slice(0, 6).concat(out.length > 6 ? [`${side}: … ${out.length - 6} more`] : []);
}

/** Whether a dqw run refused the document (exit 2, nothing run). */
const refused = (d: DqwOutcome) => d.results === undefined;

/** Every difference between the two outcomes of one case; empty when they agree. */
export function differences(d: DqwOutcome, p: CheckAnswer): string[] {
  if (p.refused || refused(d)) {
    if (p.refused && refused(d)) return [];
    return [
      p.refused
        ? `production refuses the document (${p.refused.error}: ${p.refused.message}); dqw ran it (exit ${d.exit})`
        : `dqw refuses the document (exit ${d.exit}: ${d.stderr.trim().split('\n')[0]}); production ran it`,
    ];
  }
  const dr = d.results!;
  const errored = dr.some((r) => r.error);
  if (p.run_error) {
    return errored
      ? []
      : [
          `production's run raised ${p.run_error.error}: ${p.run_error.message}; dqw ran every rule`,
        ];
  }
  const out: string[] = [];
  const pr = p.results!;
  if (errored)
    out.push(
      `dqw could not run ${dr
        .filter((r) => r.error)
        .map((r) => `${r.code} (${r.error})`)
        .join(', ')}; production ran every rule`,
    );
  if (dr.length !== pr.length) out.push(`dqw has ${dr.length} results, production ${pr.length}`);
  for (let i = 0; i < Math.min(dr.length, pr.length); i++)
    if (!dr[i].error) out.push(...resultDiffs(i, dr[i], pr[i], p.codes![i]));
  if (p.split_error) {
    if (!errored)
      out.push(`production's split raised ${p.split_error.error}: ${p.split_error.message}`);
  } else if (!errored) {
    out.push(...rowDiffs('quarantine', d.invalid, p.invalid));
    out.push(...rowDiffs('valid', d.valid, p.valid));
  }
  return out;
}
