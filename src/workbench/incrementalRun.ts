/**
 * Live re-runs recompute only what changed (docs/page.md). Each expanded rule has a
 * fingerprint — the canonical JSON of everything that decides its result — and a run
 * reuses the previous result of every rule whose fingerprint it already computed on the
 * same dataset. Pure functions; the run store wires them in.
 */
import type { ParsedDocument, Rule, RuleResult, RunResult } from '../engine/types';
import { runWarnings, verdictFlags } from '../engine';

/** JSON with object keys sorted, so key order in the document does not matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Everything that decides a rule's result: type, code, name, columns, parameters (with
 * their raw text, since `1` and `1.0` render differently in codes) and any known problem.
 * Position in the document is left out on purpose: moving a rule does not change it.
 */
export function ruleFingerprint(rule: Rule): string {
  const params: Record<string, unknown> = {};
  for (const [key, located] of Object.entries(rule.params))
    params[key] = [located.value, located.raw];
  return canonical({
    type: rule.type,
    canonicalType: rule.canonicalType,
    code: rule.code,
    name: rule.name,
    columns: rule.columns,
    rowLevel: rule.rowLevel,
    params,
    problem: rule.problem ?? null,
  });
}

/** Results computed on one dataset, by fingerprint. */
export interface RunCache {
  datasetKey: unknown;
  rowsRead: number;
  results: Map<string, RuleResult>;
}

/** Which rules must run and which results can be reused. */
export interface RunPlan {
  /** Rules to compute, re-indexed 0… so they form a document of their own. */
  toRun: Rule[];
  /** For each rule of the document, in order: its reused result, or null when it runs. */
  reused: (RuleResult | null)[];
  fingerprints: string[];
}

/** Plans a run of `parsed` given the cache (null or another dataset: everything runs). */
export function planRun(
  parsed: ParsedDocument,
  cache: RunCache | null,
  datasetKey: unknown,
): RunPlan {
  const valid = cache && cache.datasetKey === datasetKey ? cache : null;
  const fingerprints = parsed.rules.map(ruleFingerprint);
  const reused = fingerprints.map((f) => valid?.results.get(f) ?? null);
  const toRun = parsed.rules
    .filter((_, i) => reused[i] === null)
    .map((rule, index) => ({ ...rule, index }));
  return { toRun, reused, fingerprints };
}

/** The document restricted to the rules that must run. */
export function documentToRun(parsed: ParsedDocument, plan: RunPlan): ParsedDocument {
  return { ...parsed, rules: plan.toRun };
}

/**
 * The full run: fresh results where rules ran, reused ones elsewhere, in document order.
 * `fresh` is null when nothing had to run. Also returns the cache for the next run.
 */
export function mergeRun(
  parsed: ParsedDocument,
  plan: RunPlan,
  fresh: RunResult | null,
  previous: RunCache | null,
  datasetKey: unknown,
  now: Date,
): { result: RunResult; cache: RunCache } {
  let next = 0;
  const results = plan.reused.map((r) => r ?? (fresh?.results[next++] as RuleResult));
  // Rows read by an earlier run count only on the same dataset.
  const known = previous && previous.datasetKey === datasetKey ? previous.rowsRead : 0;
  const rowsRead = fresh?.rows_read ?? known;
  const cache: RunCache = { datasetKey, rowsRead, results: new Map() };
  plan.fingerprints.forEach((f, i) => cache.results.set(f, results[i]));
  return {
    result: {
      pipeline: parsed.pipeline,
      on_failure: parsed.onFailure,
      rows_read: rowsRead,
      validated_at: fresh?.validated_at ?? now.toISOString(),
      ...verdictFlags(parsed.onFailure, results),
      results,
      ...runWarnings(parsed, results),
    },
    cache,
  };
}
