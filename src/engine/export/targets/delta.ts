import { comment, entryOf, headerLines, rowsCountedEntry } from '../common';
import type { ExportPlan, PlannedRule } from '../plan';
import { sparkIdent } from '../spark';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';
import { mustBeZero } from '../../rules/missing';
import { ruleModule } from '../../rules';

export const DELTA: TargetInfo = {
  id: 'delta',
  title: 'Delta Lake CHECK constraints',
  version: 'Delta Lake 2.0+ / Databricks',
  language: 'sql',
  extension: 'sql',
  run: [
    'Run the statements on the table the valid rows are written to (spark.sql, a SQL warehouse or a notebook).',
    'ADD CONSTRAINT first checks every existing row; afterwards a write with one violating row fails as a whole.',
    'A CHECK must evaluate to true: NULL is a violation, so every predicate below is written to be true or false.',
  ],
};

/** The table the constraints go on: outputs.valid's path, else the source. */
function tableOf(plan: ExportPlan): string {
  const raw = plan.doc.outputs.valid?.raw ?? {};
  const t = String(raw.table ?? raw.path ?? plan.source);
  if (/^[A-Za-z_]\w*(\.[A-Za-z_]\w*){0,2}$/.test(t)) return t;
  if (/[/:]/.test(t)) return `delta.${sparkIdent(t)}`;
  return t.split('.').map(sparkIdent).join('.');
}

const AGGREGATE =
  'a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write';

/**
 * Without outputs.valid the constraints go on the source table, which already holds every
 * row: Delta checks them all first (DELTA_NEW_CHECK_CONSTRAINT_VIOLATION, confirmed on
 * Delta Lake 4.1 by exports.spark.test.ts), and later ingestion of such a row fails.
 */
const ON_SOURCE =
  'the document has no outputs.valid, so this goes on the source table: ADD CONSTRAINT fails while any row already there breaks it, and once added every load with such a row fails as a whole, where production would report (or quarantine) it; name the table the valid rows are written to in outputs.valid';

function entry(plan: ExportPlan, p: PlannedRule): ExportEntry {
  const f = p.form;
  const inScope = plan.quarantine?.codes.includes(p.rule.code) ?? false;
  if (f.kind === 'row' && f.window)
    return entryOf(p, 'not-expressible', '', {
      reason:
        'uniqueness needs other rows: Delta UNIQUE / PRIMARY KEY constraints are informational, not enforced, and a CHECK cannot aggregate; nearest: the spark-sql unique query before the write, or MERGE on the key',
    });
  if (f.kind === 'row' && f.metric && !mustBeZero(p.rule))
    return entryOf(p, 'not-expressible', '', {
      reason: `a threshold over the rows (${f.metric.levels.map((l) => l.text).join(', ')}) is an aggregate; ${AGGREGATE}. A CHECK on the row predicate would reject any such row`,
    });
  if (f.kind === 'row') {
    if (!plan.doc.outputs.valid)
      return entryOf(p, 'approximate', 'CHECK constraint', {
        predicate: f.pass,
        reason: ON_SOURCE,
      });
    if (f.failedCountWhat) return rowsCountedEntry(p, f, 'CHECK constraint', { predicate: f.pass });
    if (inScope || plan.doc.onFailure === 'fail')
      return entryOf(p, 'exact', 'CHECK constraint', {
        predicate: f.pass,
        ...(inScope ? { reason: '' } : {}),
      });
    return entryOf(p, 'approximate', 'CHECK constraint', {
      predicate: f.pass,
      reason: `Delta can only reject the write; under on_failure "${plan.doc.onFailure}" production keeps these rows`,
    });
  }
  if (f.kind === 'metric') return entryOf(p, 'not-expressible', '', { reason: AGGREGATE });
  if (f.kind === 'sql')
    return entryOf(p, 'not-expressible', '', {
      reason: 'a CHECK cannot hold a subquery; nearest: run the query as a step before the write',
    });
  return entryOf(p, 'not-expressible', '', {
    reason:
      "the table's own schema is what Delta enforces: declare the columns and types in its DDL (schema enforcement rejects other columns)",
  });
}

export function renderDelta(plan: ExportPlan): ExportArtifact {
  const table = tableOf(plan);
  const entries = plan.rules.map((p) => entry(plan, p));
  const blocks = plan.rules.map((p, i) => {
    const e = entries[i];
    if (e.status === 'not-expressible')
      return comment('-- ', [`${p.rule.code}: not expressible: ${e.reason}`]);
    const note = ruleModule(p.rule.canonicalType)?.deltaNote?.(p.rule, plan.ctx);
    return `${comment('-- ', [`${p.rule.code}${e.status === 'approximate' ? ` (approximate: ${e.reason})` : ''}`, ...(note ? [`  ${note}`] : [])])}\nALTER TABLE ${table} ADD CONSTRAINT ${p.slug} CHECK (${e.predicate});`;
  });
  const note = plan.quarantine
    ? [
        `Rules in outputs.invalid's scope hold on ${table} by construction (their rows go to the quarantine): the constraints guard it.`,
      ]
    : [];
  const text = `${comment('-- ', [...headerLines(plan, DELTA, entries), ...(note.length ? ['', ...note] : [])])}\n\n${blocks.join('\n\n')}\n`;
  return {
    target: 'delta',
    title: DELTA.title,
    language: 'sql',
    fileName: 'constraints.sql',
    text,
    entries,
    warnings: [],
  };
}
