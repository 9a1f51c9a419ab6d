/**
 * What production does with a run's results (RULES.md §1, §7), in one place for a fresh
 * run and for a run assembled from cached results.
 */
import type { OnFailure, ParsedDocument, RuleResult, RunWarning } from '../types';

/**
 * `halted`: a rule could not run, which in production is an exception that stops the
 * pipeline before any write, whatever on_failure says (the library runs checks without
 * catching). `aborted`: production writes nothing — halted, or a failure under `fail`.
 */
export function verdictFlags(
  onFailure: OnFailure,
  results: readonly RuleResult[],
): { aborted: boolean; halted: boolean } {
  const halted = results.some((r) => r.error !== undefined);
  const failed = results.some((r) => r.severity === 'fail');
  return { halted, aborted: halted || (onFailure === 'fail' && failed) };
}

/**
 * The run's warnings: the document's warnings, then each rule's (e.g. a non-boolean
 * query); in English, and as data for the page.
 */
export function runWarnings(
  doc: ParsedDocument,
  results: readonly RuleResult[],
): { warnings: string[]; warningDetails: RunWarning[] } {
  const warningDetails: RunWarning[] = [
    ...doc.diagnostics
      .filter((d) => d.severity !== 'error')
      .map((d) => ({
        where: d.path || 'document',
        message: d.message,
        ...(d.messageRef ? { ref: d.messageRef } : {}),
      })),
    ...results
      .filter((r) => r.warning)
      .map((r) => ({
        where: r.code,
        message: r.warning!,
        ...(r.warningRef ? { ref: r.warningRef } : {}),
      })),
  ];
  return {
    warnings: warningDetails.map((w) => `${w.where}: ${w.message}`),
    warningDetails,
  };
}
