import { MODULE_SPECS } from '../rules';
import type { ParamSpec, RuleSpec } from './spec';

/**
 * Every rule type of the `validations` language, in the order the docs present them. Each
 * type's entry lives in its module (`src/engine/rules/`); this is their list.
 */
export const RULE_SPECS: RuleSpec[] = [...MODULE_SPECS];

const byType = new Map(RULE_SPECS.map((s) => [s.type, s]));

/** The catalog entry of a type, or undefined. */
export function ruleSpec(type: string): RuleSpec | undefined {
  return byType.get(type);
}

/** The spec a type runs as (`mean` → `avg`, `custom_sql` → `sql`). */
export function canonicalSpec(type: string): RuleSpec | undefined {
  const spec = byType.get(type);
  return spec?.aliasOf ? byType.get(spec.aliasOf) : spec;
}

/** Every parameter a type accepts (common ones included). */
export function paramsOf(type: string): ParamSpec[] {
  const spec = canonicalSpec(type);
  return spec ? spec.params : [];
}

/** The rule types offered to users (deprecated names excluded). */
export const RULE_TYPES: string[] = RULE_SPECS.filter((s) => !s.deprecated).map((s) => s.type);
