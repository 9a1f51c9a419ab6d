import { viewNameOf } from '../../run/sql-rule';
import { queryBody } from '../../sql/spark-dialect';
import type { ExportFace } from './face';

/** `sql`: the query runs as written over the view (`_validation_df` by default). */
export const sqlFace: ExportFace = {
  types: ['sql'],
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
