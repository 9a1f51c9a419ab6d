/**
 * Function calls in a `sql` rule that Spark does not know: production's `spark.sql` fails
 * on them (`[UNRESOLVED_ROUTINE]`), so they are errors in the document, not a Spark
 * function the workbench lacks ("not portable"). Names are Spark's built-in functions
 * (`spark-functions.ts`, generated from Spark itself), compared ignoring case.
 */
import { closest } from '../parse/suggest';
import { SPARK_FUNCTIONS } from './spark-functions';
import { tokenize } from './spark-dialect';

/**
 * Words that a `(` may follow without being a call of a function `SHOW FUNCTIONS` lists:
 * keywords, and forms of Spark's grammar written as calls (`TRY_CAST(x AS INT)`,
 * `TIMESTAMPADD(HOUR, 1, t)`, `IDENTIFIER('t')`).
 */
const NOT_CALLS = new Set([
  'identifier',
  'timestampadd',
  'timestampdiff',
  'try_cast',
  'all',
  'as',
  'by',
  'cube',
  'distinct',
  'else',
  'except',
  'from',
  'having',
  'intersect',
  'interval',
  'is',
  'join',
  'lateral',
  'limit',
  'minus',
  'on',
  'over',
  'partition',
  'pivot',
  'rollup',
  'select',
  'sets',
  'table',
  'tablesample',
  'then',
  'union',
  'unpivot',
  'using',
  'values',
  'where',
  'with',
  'within',
]);

/** A call of a function Spark does not have, with the closest Spark function. */
export interface UnknownFunction {
  /** As written. */
  name: string;
  /** The closest Spark function by edit distance, or null when none is close. */
  suggestion: string | null;
}

/**
 * Each name called as `name(` in `sql` that is not a Spark function, once, in order. Not
 * calls: a qualified name (`db.f(`), a word after `AS` (an alias's columns, a type such as
 * `decimal(10,2)`), a keyword, and a CTE's name before its column list
 * (`WITH cte(a) AS (…)`).
 */
export function unknownFunctions(sql: string): UnknownFunction[] {
  const tokens = tokenize(sql).filter((t) => t.kind !== 'space' && t.kind !== 'comment');
  const lower = (i: number) => tokens[i]?.text.toLowerCase();
  const out: UnknownFunction[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || tokens[i + 1]?.text !== '(') return;
    const name = t.text.toLowerCase();
    if (SPARK_FUNCTIONS.has(name) || NOT_CALLS.has(name)) return;
    const before = lower(i - 1);
    if (before === '.' || before === 'as' || before === 'with') return;
    if (isCteColumns(tokens, i + 1)) return;
    if (out.some((u) => u.name.toLowerCase() === name)) return;
    out.push({ name: t.text, suggestion: closest(name, [...SPARK_FUNCTIONS], 1)[0] ?? null });
  });
  return out;
}

/** Whether the `(` at `open` closes into `) AS (`: a CTE's column list. */
function isCteColumns(tokens: { text: string }[], open: number): boolean {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    if (tokens[k].text === '(') depth++;
    else if (tokens[k].text === ')' && --depth === 0)
      return tokens[k + 1]?.text.toLowerCase() === 'as' && tokens[k + 2]?.text === '(';
  }
  return false;
}

/** The document's words for one unknown function. */
export function unknownFunctionText(u: UnknownFunction): string {
  return `Spark has no function \`${u.name}\`${u.suggestion ? `; did you mean \`${u.suggestion}\`?` : '.'}`;
}
