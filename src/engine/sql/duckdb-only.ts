/**
 * Forms of a `sql` rule that DuckDB reads and Spark's parser refuses on every line
 * (RULES.md §8): production's `spark.sql` stops the run on them, so they are errors in the
 * document, each where it is written, with Spark's form when writing it is mechanical.
 * Checked on the tokens (`tokenize`), so a string literal or a comment never counts.
 */
import { isPunct, placedTokens, type PlacedToken as Placed } from './spark-dialect';

/** One DuckDB-only form: where it is in the query text, and Spark's form of it. */
export interface DuckdbOnlyForm {
  /**
   * `list`: a list literal `[1, 2]` or a list type `INTEGER[]` (Spark: PARSE_SYNTAX_ERROR);
   * `slice`: `x[1:2]` (PARSE_SYNTAX_ERROR); `size`: VARCHAR / CHAR without a length
   * (DATATYPE_MISSING_SIZE); `div`: a column named `div` before a clause, which Spark reads
   * as its operator `div` (UNRESOLVED_COLUMN).
   */
  kind: 'list' | 'slice' | 'size' | 'div';
  /** As written (the type's name, `div`, or the bracket). */
  text: string;
  /** Where it starts in the query, and how long it is. */
  offset: number;
  length: number;
  /** The edits that write Spark's form, in the query's offsets; none when not mechanical. */
  edits: { offset: number; length: number; newText: string }[];
}

/** Keywords no expression ends with: a `[` after one opens a list, not a subscript. */
const NO_OPERAND =
  /^(select|from|where|group|order|having|limit|union|and|or|not|by|on|when|then|else|as|is|in|case|like|rlike|regexp|between|distinct|all|array|values|with|exists|interval)$/i;

/** Clauses that Spark reads as a column after `div`: `count(*) div FROM t`. */
const CLAUSES = /^(from|where|group|order|having|limit|union|intersect|except|minus|window)$/i;

/** Types Spark refuses without a length: it has STRING for text of any length. */
const SIZED = /^(varchar|char|character)$/i;

/** Every DuckDB-only form in `sql`, in order. */
export function duckdbOnlyForms(sql: string): DuckdbOnlyForm[] {
  const tokens = placedTokens(sql);
  const out: DuckdbOnlyForm[] = [];
  const endsOperand = (t: Placed | undefined) =>
    t !== undefined &&
    (t.kind === 'ident' ||
      t.kind === 'number' ||
      t.kind === 'string' ||
      isPunct(t, ')') ||
      isPunct(t, ']') ||
      (t.kind === 'word' && !NO_OPERAND.test(t.text)));
  // The word before each open `(`, to know whether a type is a CAST's.
  const calls: string[] = [];
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    if (isPunct(t, '(')) calls.push(before?.kind === 'word' ? before.text.toLowerCase() : '');
    else if (isPunct(t, ')')) calls.pop();
    else if (isPunct(t, '[')) {
      const close = closingBracket(tokens, i);
      const empty = isPunct(tokens[i + 1], ']');
      if (!endsOperand(before) || (empty && before.kind === 'word')) {
        const fix =
          close !== -1 && !endsOperand(before)
            ? [
                { offset: t.offset, length: 1, newText: 'array(' },
                { offset: tokens[close].offset, length: 1, newText: ')' },
              ]
            : [];
        const start = empty && endsOperand(before) ? before.offset : t.offset;
        const end = close === -1 ? t.offset + 1 : tokens[close].offset + 1;
        out.push({
          kind: 'list',
          text: sql.slice(start, end),
          offset: start,
          length: end - start,
          edits: fix,
        });
      } else if (close !== -1 && topLevelColon(tokens, i, close)) {
        const end = tokens[close].offset + 1;
        out.push({
          kind: 'slice',
          text: sql.slice(t.offset, end),
          offset: t.offset,
          length: end - t.offset,
          edits: [],
        });
      }
    } else if (t.kind === 'word' && SIZED.test(t.text) && !isPunct(tokens[i + 1], '(')) {
      const cast =
        isPunct(before, '::') ||
        (before?.kind === 'word' &&
          before.text.toLowerCase() === 'as' &&
          ['cast', 'try_cast'].includes(calls[calls.length - 1] ?? ''));
      if (cast)
        out.push({
          kind: 'size',
          text: t.text,
          offset: t.offset,
          length: t.text.length,
          edits: [{ offset: t.offset, length: t.text.length, newText: 'STRING' }],
        });
    } else if (
      t.kind === 'word' &&
      t.text.toLowerCase() === 'div' &&
      endsOperand(before) &&
      tokens[i + 1]?.kind === 'word' &&
      CLAUSES.test(tokens[i + 1].text)
    ) {
      out.push({
        kind: 'div',
        text: t.text,
        offset: t.offset,
        length: t.text.length,
        edits: [{ offset: t.offset, length: 0, newText: 'AS ' }],
      });
    }
  });
  return out;
}

/** The `]` closing the `[` at `open`; -1. */
function closingBracket(tokens: Placed[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    if (tokens[k].kind !== 'punct') continue;
    if (tokens[k].text === '[') depth++;
    else if (tokens[k].text === ']' && --depth === 0) return k;
  }
  return -1;
}

/** Whether a `:` stands between `open` and `close` outside nested brackets: a slice. */
function topLevelColon(tokens: Placed[], open: number, close: number): boolean {
  let depth = 0;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k];
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[') depth++;
    else if (t.text === ')' || t.text === ']') depth--;
    else if (t.text === ':' && depth === 0) return true;
  }
  return false;
}

/** The document's words for one form (the page says it from its key). */
export function duckdbOnlyText(f: DuckdbOnlyForm): string {
  switch (f.kind) {
    case 'list':
      return `Spark SQL has no list literal or list type \`${f.text}\`: production's spark.sql stops the run on it. Write array(…) for a list.`;
    case 'slice':
      return `Spark SQL has no slice \`${f.text}\`: production's spark.sql stops the run on it. Write slice(x, start, length).`;
    case 'size':
      return `Spark needs a length after ${f.text} (${f.text}(10)): production's spark.sql stops the run on it. Write STRING for text of any length.`;
    case 'div':
      return 'Spark reads `div` before a clause as its integer division, not as a name, and stops the run: write AS div, or another name.';
  }
}
