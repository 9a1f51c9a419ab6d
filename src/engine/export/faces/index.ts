/**
 * The export faces are the rule modules (`src/engine/rules/`): this re-exports them for
 * the targets that still import from here.
 */
import { RULE_SPECS } from '../../catalog/rules';
import { ruleModule, type ExportFace } from '../../rules';

export * from '../../rules/forms';

/** The export face of a canonical rule type. Every catalog type has one (a test checks). */
export function exportFace(canonicalType: string): ExportFace | undefined {
  return ruleModule(canonicalType);
}

/** Canonical types of the catalog that have no export face (must stay empty). */
export function typesWithoutFace(): string[] {
  return RULE_SPECS.filter((s) => !s.aliasOf && !ruleModule(s.type)).map((s) => s.type);
}
