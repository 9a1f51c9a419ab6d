import type { Rule } from '../../types';
import type { ExportFace } from './face';

function names(rule: Rule, key: string): string[] {
  const v = rule.params[key]?.value;
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : [];
}

/** `schema`: required / forbidden columns and Spark types — a check on the shape, not on rows. */
export const schemaFace: ExportFace = {
  types: ['schema'],
  spark: (rule) => {
    const t = rule.params.column_types?.value;
    const types =
      t && typeof t === 'object' && !Array.isArray(t)
        ? Object.entries(t as Record<string, unknown>).map(([k, v]): [string, string] => [
            k,
            String(v),
          ])
        : [];
    return {
      kind: 'schema',
      required: names(rule, 'required_columns'),
      forbidden: names(rule, 'forbidden_columns'),
      types,
    };
  },
};
