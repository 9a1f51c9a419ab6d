/**
 * The codes of a document's expanded rules, as the engine derives them, for completion
 * of `outputs.invalid.rules` and for the code shown when hovering a rule.
 */
import type { Rule } from '../engine/types';
import { parseDocument } from './engine';

/** A code and where it comes from. */
export interface RuleCode {
  code: string;
  rowLevel: boolean;
  declared: boolean;
  ruleIndex: number;
  targetIndex: number | null;
}

function toCode(rule: Rule): RuleCode {
  return {
    code: rule.code,
    rowLevel: rule.rowLevel,
    declared: rule.declaredCode,
    ruleIndex: rule.source.ruleIndex,
    targetIndex: rule.source.targetIndex,
  };
}

/** Every expanded rule's code, in report order (empty when the document does not parse). */
export function documentCodes(text: string): RuleCode[] {
  return parseDocument(text).rules.map(toCode);
}
