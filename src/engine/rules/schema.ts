import type { Rule } from '../types';
import type { RuleModule } from './module';
import { schemaOutcome } from './shared/schema-outcome';

function names(rule: Rule, key: string): string[] {
  const v = rule.params[key]?.value;
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : [];
}

/** `schema`: required / forbidden columns and Spark types — a check on the shape, not on rows. */
export const schema: RuleModule = {
  types: ['schema'],
  specs: [
    {
      type: 'schema',
      family: 'table',
      rowLevel: false,
      summary: 'Asserts required/forbidden columns and their types',
      doc: "Asserts the shape of the data. Types use Spark's vocabulary, case-insensitively, with aliases (`integer→int`, `long→bigint`, `short→smallint`, `byte→tinyint`, `str`/`text→string`, `bool→boolean`); any `decimal(p,s)` matches `decimal`.",
      failsWhen: 'a required column is missing, a forbidden one present, or a type differs',
      failedCount: 'the number of problems',
      example: {
        type: 'schema',
        required_columns: ['id', 'email'],
        forbidden_columns: ['_debug'],
        column_types: { id: 'bigint', email: 'string' },
      },
      params: [
        {
          name: 'required_columns',
          kind: 'columns',
          doc: 'Columns that must exist.',
          example: ['id'],
        },
        {
          name: 'forbidden_columns',
          kind: 'columns',
          doc: 'Columns that must not exist.',
          example: ['_debug'],
        },
        {
          name: 'column_types',
          kind: 'typeMap',
          doc: 'Expected Spark type per column, e.g. `{ "id": "bigint" }`.',
          example: { id: 'bigint' },
        },
      ],
    },
  ],
  readsAnyColumn: true,
  covers: () => ['schema'],
  compile: (rule, { all }) => ({ kind: 'static', rule, outcome: schemaOutcome(rule, all) }),
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
