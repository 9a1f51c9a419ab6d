import { ruleModule } from '../rules';
import type { Located } from '../types';

/**
 * Derives a rule's code (RULES.md §5): the rule's module says it when it is its own
 * (`range(col,min,max)`, `regex(col,pattern)`, `not_null(a,b)`); otherwise `metric(a,b)`
 * for metrics and the bare type for aggregate rules. No spaces are added.
 */
export function deriveCode(
  type: string,
  family: 'row' | 'table' | 'metric',
  columns: string[],
  params: Record<string, Located>,
): string {
  const own = ruleModule(type)?.code;
  if (own) return own(type, columns, params);
  if (family === 'metric' && columns.length > 0) return `${type}(${columns.join(',')})`;
  return type;
}
