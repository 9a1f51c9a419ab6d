import { quarantineRules, type ExportPlan, type PlannedRule } from '../plan';
import { sparkIdent, sparkString } from '../spark';

/** The rules that label rows: the quarantine's scope, or every row-level rule. */
export function labelled(plan: ExportPlan): PlannedRule[] {
  return plan.quarantine ? quarantineRules(plan) : plan.rules.filter((p) => p.rule.rowLevel);
}

/**
 * The classification query (the seed's quarantine pattern): every row, plus an array of
 * the codes of the rules it breaks, in declaration order. The predicates are total, so a
 * NULL comparison adds no code (RULES.md §6).
 */
export function classificationSql(
  plan: ExportPlan,
  from: string,
  lambda: string,
): { sql: string; annotate: string } | null {
  const rules = labelled(plan).filter((p) => p.form.kind === 'row');
  if (rules.length === 0) return null;
  const annotate = sparkIdent(plan.quarantine?.annotate ?? 'dq_codes');
  const cases = rules.map(
    (p) =>
      `    CASE WHEN NOT (${p.form.kind === 'row' ? p.form.pass : 'TRUE'}) THEN ${sparkString(p.rule.code)} END`,
  );
  return {
    sql: `SELECT *, filter(array(\n${cases.join(',\n')}\n  ), ${lambda} -> ${lambda} IS NOT NULL) AS ${annotate}\nFROM ${from}`,
    annotate,
  };
}
