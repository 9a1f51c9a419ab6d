/**
 * What production does with a run's results (RULES.md §1, §7), in one place for a fresh
 * run and for a run assembled from cached results.
 */
import type { OnFailure, ParsedDocument, RuleResult, RunWarning } from '../types';

/**
 * `halted`: a rule could not run for a reason production shares, which there is an
 * exception that stops the pipeline before any write, whatever on_failure says (the
 * library runs checks without catching). `aborted`: production writes nothing — halted,
 * or a failure under `fail`. `incomplete`: a rule could not be checked here (not
 * portable), though production runs it: its verdict, and what it makes production do, are
 * unknown, so it neither halts nor counts as a failure.
 */
export function verdictFlags(
  onFailure: OnFailure,
  results: readonly RuleResult[],
): { aborted: boolean; halted: boolean; incomplete: boolean } {
  const halted = results.some((r) => r.error !== undefined && !r.notPortable);
  const incomplete = results.some((r) => r.notPortable);
  const failed = results.some((r) => r.severity === 'fail' && !r.notPortable);
  return { halted, aborted: halted || (onFailure === 'fail' && failed), incomplete };
}

/**
 * The rules of a run that could not be checked here (not portable), in the words the CLI
 * and the HTML report print (the page says the same, in its language); null for none.
 */
export function notCheckedText(results: readonly RuleResult[]): string | null {
  const n = results.filter((r) => r.notPortable).length;
  if (n === 0) return null;
  return n === 1
    ? '1 rule could not be checked here: the workbench cannot run it (not portable to DuckDB), production would run it, and its verdict here is unknown.'
    : `${n} rules could not be checked here: the workbench cannot run them (not portable to DuckDB), production would run them, and their verdict here is unknown.`;
}

/**
 * The run's warnings: the document's warnings, then each rule's (e.g. a non-boolean
 * query); in English, and as data for the page.
 */
export function runWarnings(
  doc: ParsedDocument,
  results: readonly RuleResult[],
): { warnings: string[]; warningDetails: RunWarning[] } {
  const seen = new Set<string>();
  const shared = new Set(results.map((r) => r.code).filter((c) => seen.has(c) || !seen.add(c)));
  const warningDetails: RunWarning[] = [
    ...doc.diagnostics
      .filter((d) => d.severity !== 'error')
      .map((d) => ({
        where: d.path || 'document',
        message: d.message,
        ...(d.messageRef ? { ref: d.messageRef } : {}),
      })),
    // Named by the rule's code, and by its place in the document too when other rules share
    // that code (every `sql` rule without a `code` is `sql`).
    ...results
      .map((r, i) => ({
        r,
        path: doc.rules[i]?.code === r.code && shared.has(r.code) ? doc.rules[i].path : null,
      }))
      .filter(({ r }) => r.warning)
      .map(({ r, path }) => ({
        where: path ? `${path} (${r.code})` : r.code,
        message: r.warning!,
        ...(r.warningRef ? { ref: r.warningRef } : {}),
      })),
  ];
  return {
    warnings: warningDetails.map((w) => `${w.where}: ${w.message}`),
    warningDetails,
  };
}
