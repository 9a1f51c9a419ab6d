import { viewNameOf } from '../../run/sql-rule';
import { tokenize } from '../../sql/spark-dialect';
import type { ExportFace } from './face';

/**
 * The query without its comments: every target wraps it (a subquery, a count), and a
 * final `-- comment` would swallow the closing parenthesis.
 */
function withoutComments(sql: string): string {
  return tokenize(sql)
    .map((t) => (t.kind === 'comment' ? ' ' : t.text))
    .join('');
}

/** `sql`: the query runs as written over the view (`_validation_df` by default). */
export const sqlFace: ExportFace = {
  types: ['sql'],
  spark: (rule) => {
    const fr = rule.params.failed_rows;
    return {
      kind: 'sql',
      mode: fr ? 'failed_rows' : 'query',
      query: withoutComments(String((fr ?? rule.params.query)?.value ?? ''))
        .trim()
        .replace(/;\s*$/, ''),
      view: viewNameOf(rule),
    };
  },
};
