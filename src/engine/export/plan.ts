import { DEFAULT_ANNOTATE } from '../catalog';
import { ruleModule } from '../rules';
import type { ColumnInfo, ParsedDocument, Rule } from '../types';
import type { FaceContext, SparkForm } from '../rules';
import type { SourceReading } from './reading';
import { uniqueSlugs } from './slug';

/** A rule ready to render: its identifier, its neutral Spark form and what to warn about. */
export interface PlannedRule {
  rule: Rule;
  slug: string;
  form: SparkForm;
  notes: string[];
}

export interface ExportPlan {
  doc: ParsedDocument;
  ctx: FaceContext;
  rules: PlannedRule[];
  /** Document-wide warnings carried into every artifact. */
  warnings: string[];
  /**
   * The quarantine, when the document has `outputs.invalid`: `annotate` is the codes column
   * a classification works with, `configured` the one production writes (null for none).
   */
  quarantine: { annotate: string; configured: string | null; codes: string[] } | null;
  source: string;
  /** How the vetted file was read; null when unknown (production's default then). */
  reading: SourceReading | null;
}

/** Whether a pattern ends with an unescaped `$`, which Java also matches before a final line break. */
function endsWithDollar(p: string): boolean {
  return /(^|[^\\])(\\\\)*\$$/.test(p);
}

function patternsOf(rule: Rule): string[] {
  return ['pattern', 'valid_regex']
    .map((k) => rule.params[k]?.value)
    .filter((v): v is string => typeof v === 'string');
}

// A POSIX class (`[[:alpha:]]`), `(?U)`, `\v` and `(?i)` over letters outside ASCII, which
// RE2 and Java read otherwise, never reach an export: the document refuses them by name
// (`parse/regex-dialect.ts`).
function notesOf(rule: Rule): string[] {
  const notes: string[] = [];
  if (patternsOf(rule).some(endsWithDollar))
    notes.push(
      "regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\\z` for the absolute end in both",
    );
  notes.push(...(ruleModule(rule.canonicalType)?.notes?.(rule) ?? []));
  return notes;
}

export interface PlanOptions {
  columns?: readonly ColumnInfo[];
  /** The table or view the rules read in production (default `source_table`). */
  source?: string;
  /** Warnings about the data the rules were vetted on (e.g. how Spark will read a column). */
  dataWarnings?: readonly string[];
  /** How the file the rules were vetted on was read (delimiter, header, types). */
  reading?: SourceReading | null;
}

/** Plans an export of a parsed, error-free document. */
export function planExport(doc: ParsedDocument, opts: PlanOptions = {}): ExportPlan {
  const ctx: FaceContext = { columns: opts.columns };
  const slugs = uniqueSlugs(doc.rules.map((r) => r.code));
  const rules = doc.rules.map((rule, i): PlannedRule => {
    const face = ruleModule(rule.canonicalType);
    if (!face) throw new Error(`Rule type "${rule.type}" has no export form.`);
    return { rule, slug: slugs[i], form: face.spark(rule, ctx), notes: notesOf(rule) };
  });
  const inv = doc.outputs.invalid;
  const quarantine = inv
    ? {
        annotate: inv.annotate ?? DEFAULT_ANNOTATE,
        configured: inv.annotate ?? null,
        codes: rules
          .filter((p) => p.rule.rowLevel && (!inv.rules || inv.rules.includes(p.rule.code)))
          .map((p) => p.rule.code),
      }
    : null;
  const warnings = [
    ...doc.diagnostics
      .filter((d) => d.severity === 'warning')
      .map((d) => `${d.path || 'document'}: ${d.message}`),
    ...(opts.dataWarnings ?? []).map((w) => `data: ${w}`),
  ];
  return {
    doc,
    ctx,
    rules,
    warnings,
    quarantine,
    source: opts.source?.trim() || 'source_table',
    reading: opts.reading ?? null,
  };
}

/** The rules in the quarantine's scope, in declaration order. */
export function quarantineRules(plan: ExportPlan): PlannedRule[] {
  if (!plan.quarantine) return [];
  const codes = new Set(plan.quarantine.codes);
  return plan.rules.filter((p) => p.rule.rowLevel && codes.has(p.rule.code));
}
