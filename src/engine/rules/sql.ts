import { viewNameOf } from '../run/sql-rule';
import { portabilityWarnings, queryBody } from '../sql/spark-dialect';
import { tablesRead } from '../reference/reference';
import type { RuleModule } from './module';

/** `sql`: the query runs as written over the view (`_validation_df` by default). */
export const sql: RuleModule = {
  types: ['sql'],
  specs: [
    {
      type: 'sql',
      family: 'table',
      rowLevel: false,
      summary: 'Free SQL over the view `_validation_df`',
      doc: 'Anything the other rules cannot express. `query` must return one boolean: true means pass (write the invariant, not the violation). `failed_rows` returns the offending rows: any row fails the rule. Spark SQL forms such as backtick identifiers, `rlike` and `nvl` are translated.',
      failsWhen:
        '`query`: the first column of the first row is not true; `failed_rows`: it returns any row',
      failedCount: '`query`: 1; `failed_rows`: the rows returned',
      example: {
        type: 'sql',
        query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE age < 0',
        error_message: 'Negative ages found',
      },
      params: [
        {
          name: 'query',
          kind: 'sql',
          doc: 'A query returning one boolean; the rule passes when it is true.',
          example: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE age < 0',
        },
        {
          name: 'failed_rows',
          kind: 'sql',
          doc: 'A query returning the offending rows; the rule fails when it returns any. Takes precedence over `query`.',
          example: 'SELECT * FROM _validation_df WHERE age < 0',
        },
        {
          name: 'error_message',
          kind: 'string',
          doc: 'The message reported when the rule fails.',
          example: 'Negative ages found',
        },
        {
          name: 'view_name',
          kind: 'string',
          default: '_validation_df',
          doc: 'The name of the view the query reads the data from.',
          example: '_validation_df',
        },
        {
          name: 'output',
          kind: 'output',
          doc: 'An output config the failed rows are written to in production. Kept for export; here the rows are viewable and downloadable.',
          example: { format: 'delta', path: 'dq.negative_ages', mode: 'overwrite' },
        },
      ],
    },
    {
      type: 'custom_sql',
      family: 'table',
      rowLevel: false,
      aliasOf: 'sql',
      deprecated:
        '`custom_sql` is the old name of `sql`, and current production refuses it ("Unknown check \'custom_sql\'"): rename the type to "sql".',
      summary: 'Removed: the old name of `sql`',
      doc: 'The old name of `sql`. Current production refuses it as an unknown check, so the workbench refuses it too, with the rename as a quick fix.',
      failsWhen: 'as `sql`',
      failedCount: 'as `sql`',
      example: { type: 'sql', query: 'SELECT COUNT(*) > 0 FROM _validation_df' },
      params: [],
    },
  ],
  readsAnyColumn: true,
  check: (ctx, rule, params) => {
    if ('query' in params || 'failed_rows' in params) return undefined;
    const problem =
      'A sql rule needs "query" (pass when true) or "failed_rows" (fail when any row).';
    ctx.warning('sql-no-query', rule, problem, undefined, { id: 'sqlNoQuery' });
    return problem;
  },
  compile: (rule) => ({ kind: 'sql', rule }),
  notes: (rule) => {
    const text = String((rule.params.failed_rows ?? rule.params.query)?.value ?? '');
    return [
      ...portabilityWarnings(text),
      ...tablesRead(text, viewNameOf(rule)).map(
        (table) =>
          `reads the table \`${table}\` besides the data: production must have it under that name (a reference file here)`,
      ),
    ];
  },
  spark: (rule) => {
    const fr = rule.params.failed_rows;
    return {
      kind: 'sql',
      mode: fr ? 'failed_rows' : 'query',
      query: queryBody(String((fr ?? rule.params.query)?.value ?? '')),
      view: viewNameOf(rule),
    };
  },
};
