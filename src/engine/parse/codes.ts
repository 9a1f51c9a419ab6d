import type { Located } from '../types';
import { pythonScalar } from './python-repr';

/**
 * Derives a rule's code (RULES.md §5): `not_null(a,b)`, `unique(a,b)`,
 * `range(col,min,max)` with `*` for an absent or null bound, `regex(col,pattern)`,
 * `metric(a,b)` for metrics, and the bare type for aggregate rules. No spaces are added.
 */
export function deriveCode(
  type: string,
  family: 'row' | 'table' | 'metric',
  columns: string[],
  params: Record<string, Located>,
): string {
  const bound = (name: string): string => {
    const p = params[name];
    return p === undefined || p.value === null ? '*' : pythonScalar(p.value, p.raw);
  };
  switch (type) {
    case 'not_null':
    case 'unique':
      return `${type}(${columns.join(',')})`;
    case 'range':
      return `range(${columns.join(',')},${bound('min')},${bound('max')})`;
    case 'regex': {
      const p = params.pattern;
      return `regex(${columns.join(',')},${p ? pythonScalar(p.value, p.raw) : ''})`;
    }
  }
  if (family === 'metric' && columns.length > 0) return `${type}(${columns.join(',')})`;
  return type;
}
