/**
 * A run made by another engine (production's library on Spark, `dqw validate --engine
 * spark`): its per-rule outcomes, in the expanded rules' order, become the same
 * `RunResult` a DuckDB run gives, so the report, `--json`, exit code and history follow
 * from one place whichever engine ran the rules.
 */
import type { Outcome } from '../compile/outcome';
import type { ParsedDocument, RunResult } from '../types';
import { errorResult, resultOf } from './result';
import { runWarnings, verdictFlags } from './verdict';

/** One rule's outcome on the other engine, or the error it raised. */
export type OutcomeElsewhere = Outcome | { error: string };

export function runFromOutcomes(
  doc: ParsedDocument,
  outcomes: readonly OutcomeElsewhere[],
  rowsRead: number,
  validatedAt: string,
): RunResult {
  if (outcomes.length !== doc.rules.length)
    throw new Error(
      `the engine returned ${outcomes.length} results for ${doc.rules.length} expanded rules`,
    );
  const results = doc.rules.map((rule, i) => {
    const o = outcomes[i];
    return 'error' in o
      ? errorResult(rule, o.error, rowsRead, validatedAt)
      : resultOf(rule, o, rowsRead, validatedAt);
  });
  return {
    pipeline: doc.pipeline,
    on_failure: doc.onFailure,
    rows_read: rowsRead,
    validated_at: validatedAt,
    ...verdictFlags(doc.onFailure, results),
    results,
    ...runWarnings(doc, results),
  };
}
