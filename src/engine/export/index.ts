/**
 * Export: a vetted rule set in the forms production runs (docs/exports.md). Each rule type's
 * Spark and native forms live in its rule module (`src/engine/rules/`); each target renders
 * them into one runnable artifact.
 */
import { parseDocument } from '../parse/document';
import type { ColumnInfo } from '../types';
import { allWarnings } from './common';
import { planExport } from './plan';
import type { SourceReading } from './reading';
import { renderTarget } from './targets';
import { EXPORT_TARGETS, type ExportArtifact, type ExportTarget } from './types';

export * from './types';
export { TARGET_INFO } from './targets';
import { RULE_SPECS } from '../catalog/rules';
import { ruleModule } from '../rules';

/** Canonical types of the catalog that no rule module exports (must stay empty). */
export function typesWithoutFace(): string[] {
  return RULE_SPECS.filter((s) => !s.aliasOf && !ruleModule(s.type)).map((s) => s.type);
}
export { slugOf, uniqueSlugs } from './slug';
export {
  DEFAULT_READING,
  changedOptions,
  isDefaultReading,
  jsonReading,
  excelReading,
  readingLines,
  type SourceReading,
} from './reading';
export { sparkString, sparkIdent } from './spark';
export { runRoundTrip, roundTripSummary, type RoundTripRow } from './roundtrip';

export function isExportTarget(t: string): t is ExportTarget {
  return (EXPORT_TARGETS as readonly string[]).includes(t);
}

export interface ExportOptions {
  columns?: readonly ColumnInfo[];
  source?: string;
  dataWarnings?: readonly string[];
  /** How the vetted file was read; its settings are carried into the artifact. */
  reading?: SourceReading | null;
}

/** Exports a document's text to a target; throws with the document's first error if it has one. */
export function exportRules(
  text: string,
  target: ExportTarget,
  opts: ExportOptions = {},
): ExportArtifact {
  const doc = parseDocument(text);
  if (!doc.ok) {
    const e = doc.diagnostics.find((d) => d.severity === 'error')!;
    throw new Error(`The document has errors: ${e.path ? `${e.path}: ` : ''}${e.message}`);
  }
  const plan = planExport(doc, opts);
  const art = renderTarget(target, plan, text);
  return { ...art, warnings: [...allWarnings(plan), ...art.warnings] };
}
