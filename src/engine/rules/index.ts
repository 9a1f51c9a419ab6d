/**
 * Every rule type, one module each (or one per family of types sharing a plan), in the
 * order the docs present them. Lookups by type go through `ruleModule`.
 */
import type { RuleSpec } from '../catalog/spec';
import { duplicates } from './duplicates';
import { freshness } from './freshness';
import { missing } from './missing';
import type { RuleModule, RuleUnit } from './module';
import { notNull } from './not-null';
import { range } from './range';
import { regex } from './regex';
import { rowCount } from './row-count';
import { schema } from './schema';
import { sql } from './sql';
import { stats } from './stats';
import { unique } from './unique';
import { validity } from './validity';

export type { CellReason, CellWhy, CompileInput, ReadEffect, RuleModule, RuleUnit } from './module';
export * from './forms';

export const RULE_MODULES: readonly RuleModule[] = [
  notNull,
  unique,
  range,
  regex,
  rowCount,
  sql,
  schema,
  duplicates,
  missing,
  validity,
  stats,
  freshness,
];

/** Catalog order: the docs list `custom_sql` (an old name) last. */
const specOrder = (s: RuleSpec): number => (s.deprecated ? 1 : 0);

/** Every catalog entry, in the order the docs present them (old names last). */
export const MODULE_SPECS: readonly RuleSpec[] = RULE_MODULES.flatMap((m) => m.specs)
  .map((s, i) => ({ s, i }))
  .sort((a, b) => specOrder(a.s) - specOrder(b.s) || a.i - b.i)
  .map(({ s }) => s);

const byType = new Map<string, RuleModule>(
  RULE_MODULES.flatMap((m) => m.specs.map((s) => [s.type, m] as const)),
);

/** The module of a rule type (canonical, alias or old name), or undefined. */
export function ruleModule(type: string): RuleModule | undefined {
  return byType.get(type);
}

/** The unit of a rule type's metric: `seconds`, `percent`, `rows` or a plain `number`. */
export function ruleUnit(type: string): RuleUnit {
  const m = byType.get(type);
  const spec = m?.specs.find((s) => s.type === type);
  return m?.unit?.(spec?.aliasOf ?? type) ?? 'number';
}
