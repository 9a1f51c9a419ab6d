/**
 * Reference checks across files: a column's values must exist in another file's column.
 * Production has no rule type for it; its `sql` rule runs `spark.sql` over the catalog, so
 * a reference check is a `sql` rule reading the data as `_validation_df` and the other
 * data as a table by name. The workbench loads the other file as that table (the page's
 * reference files, `dqw validate --table NAME=FILE`), so the same document gives the same
 * verdict here and in production, where the table must exist under the same name.
 */
import { sparkIdent } from '../export/spark';
import { tokenize } from '../sql/spark-dialect';

/** What a reference check compares: `column` of the data against `refColumn` of `table`. */
export interface ReferenceCheck {
  column: string;
  table: string;
  refColumn: string;
}

/** A table name every engine reads bare: letters, digits and `_`, not starting with a digit. */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Why `name` cannot name a reference table, or null: it must be a plain name (production
 * reads it in Spark SQL, the page in DuckDB) and not one the workbench keeps for itself.
 */
export function referenceNameError(name: string, taken: readonly string[]): string | null {
  if (!TABLE_NAME.test(name))
    return `"${name}" cannot name a table: use letters, digits and "_", starting with a letter.`;
  const lower = name.toLowerCase();
  if (lower === '_validation_df' || taken.some((t) => t.toLowerCase() === lower))
    return `"${name}" is already taken here: choose another name.`;
  return null;
}

/** A table name from a file's name: `Countries 2026.csv` → `countries_2026`. */
export function referenceNameOf(fileName: string): string {
  const base = fileName.replace(/\.(csv|tsv|txt|parquet|json|jsonl|ndjson)(\.gz)?$/i, '');
  const plain = base
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z_]/.test(plain) ? plain : `t_${plain || 'reference'}`;
}

/**
 * The `sql` rule of a reference check: the rows whose value is not NULL and appears
 * nowhere in the reference column fail (NULL is left to `not_null`, as in every rule of
 * the language). `NOT EXISTS` reads alike in Spark and DuckDB, where `NOT IN` would turn
 * every row unknown as soon as the reference column holds one NULL.
 */
export function referenceRule(check: ReferenceCheck): Record<string, unknown> {
  const data = '_validation_df';
  const column = sparkIdent(check.column);
  const failedRows =
    `SELECT * FROM ${data} WHERE ${data}.${column} IS NOT NULL AND NOT EXISTS ` +
    `(SELECT 1 FROM ${sparkIdent(check.table)} AS ref ` +
    `WHERE ref.${sparkIdent(check.refColumn)} = ${data}.${column})`;
  return {
    type: 'sql',
    failed_rows: failedRows,
    error_message: `${check.column} not found in ${check.table}.${check.refColumn}`,
  };
}

/**
 * The tables a query reads besides the data's view and its own CTEs: the names after
 * `FROM` and `JOIN`, as written (backticks removed). Production must have each of them.
 */
export function tablesRead(sql: string, view = '_validation_df'): string[] {
  const tokens = tokenize(sql).filter((t) => t.kind !== 'space' && t.kind !== 'comment');
  const ctes = new Set<string>();
  const found: string[] = [];
  // Each open parenthesis: whether it belongs to a function whose syntax has a FROM of
  // its own (`extract(year FROM d)`, `trim(BOTH 'x' FROM s)`), which names no table.
  const parens: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].text.toLowerCase();
    if (word === '(') parens.push(FROM_FUNCTIONS.has(tokens[i - 1]?.text.toLowerCase() ?? ''));
    if (word === ')') parens.pop();
    if (parens[parens.length - 1]) continue;
    // `WITH name AS (` and `, name AS (` define CTEs.
    if (
      tokens[i + 1]?.text.toLowerCase() === 'as' &&
      tokens[i + 2]?.text === '(' &&
      (tokens[i - 1]?.text.toLowerCase() === 'with' || tokens[i - 1]?.text === ',')
    )
      ctes.add(nameOf(tokens[i].text).toLowerCase());
    if (word !== 'from' && word !== 'join') continue;
    const next = tokens[i + 1];
    if (!next || (next.kind !== 'word' && next.kind !== 'ident')) continue;
    let name = nameOf(next.text);
    // A qualified name: `db.table`.
    for (let j = i + 2; tokens[j]?.text === '.' && tokens[j + 1]; j += 2)
      name += `.${nameOf(tokens[j + 1].text)}`;
    found.push(name);
  }
  const seen = new Set<string>();
  return found.filter((name) => {
    const lower = name.toLowerCase();
    if (lower === view.toLowerCase() || ctes.has(lower) || seen.has(lower)) return false;
    seen.add(lower);
    return true;
  });
}

/** Spark functions written with a FROM inside their parentheses. */
const FROM_FUNCTIONS = new Set([
  'extract',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'substring',
  'substr',
  'overlay',
  'position',
]);

const nameOf = (token: string): string =>
  token.startsWith('`') ? token.slice(1, -1).replace(/``/g, '`') : token;
