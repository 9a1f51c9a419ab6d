/**
 * Forms of a `sql` rule that one Spark line reads and the other stops on (RULES.md §8),
 * checked on the tokens: the cast `x::T`, which Spark 3.5's parser refuses
 * (PARSE_SYNTAX_ERROR; Spark 4 reads it), and a year-month interval, which PySpark 4 cannot
 * collect (NOT_IMPLEMENTED; PySpark 3.5 collects it as a number of months).
 */
import { isPunct, meaningful, placedTokens, type PlacedToken as Placed } from './spark-dialect';

/** Whether the query casts with `::`, outside strings and comments. */
export const hasColonCast = (sql: string): boolean => meaningful(sql).some((t) => isPunct(t, '::'));

/** One `x::T` of a query: the `::T` it writes, and the edits that write `CAST(x AS T)`. */
export interface ColonCast {
  /** `::T` as written, where it starts in the query and how long it is. */
  text: string;
  offset: number;
  length: number;
  /** `CAST(x AS T)`, or null when the operand or the type is not one the fix can tell. */
  spark: string | null;
  /** Edits in the query's offsets: `CAST(` before the operand, ` AS T)` for `::T`. */
  edits: { offset: number; length: number; newText: string }[];
}

/** The token opening the group that the `)`/`]` at `close` ends; -1. */
function opening(tokens: Placed[], close: number): number {
  const [open, shut] = isPunct(tokens[close], ')') ? ['(', ')'] : ['[', ']'];
  let depth = 0;
  for (let k = close; k >= 0; k--) {
    if (isPunct(tokens[k], shut)) depth++;
    else if (isPunct(tokens[k], open) && --depth === 0) return k;
  }
  return -1;
}

const PRIMARY = new Set(['word', 'ident', 'number', 'string']);

/** Words before `(` that are not a function's name: `AND (x)::INT` casts only `(x)`. */
const NOT_A_CALL =
  /^(select|from|where|having|on|when|then|else|and|or|not|in|is|as|by|case|between|like|rlike|exists|distinct|all|union|with|over|filter|using|values)$/i;

/** Typed literals: `DATE '2026-01-01'` is one operand. */
const TYPED_LITERAL = /^(date|timestamp|timestamp_ntz|timestamp_ltz|x)$/i;

/**
 * The first token of the operand that ends at token `end` (what `::` binds to: a name or
 * `t.name`, a literal, a call, a parenthesised expression, a subscript, or an earlier
 * cast `x::a`); -1 when it cannot be told.
 */
function operandStart(tokens: Placed[], end: number): number {
  const t = tokens[end];
  let k = end;
  if (isPunct(t, ')') || isPunct(t, ']')) {
    k = opening(tokens, end);
    if (k < 0) return -1;
    const before = tokens[k - 1];
    if (isPunct(tokens[k], '[')) return operandStart(tokens, k - 1);
    const call =
      before !== undefined &&
      (before.kind === 'ident' || (before.kind === 'word' && !NOT_A_CALL.test(before.text)));
    if (call) k -= 1;
  } else if (!t || !PRIMARY.has(t.kind)) return -1;
  else if (
    t.kind === 'string' &&
    tokens[k - 1]?.kind === 'word' &&
    TYPED_LITERAL.test(tokens[k - 1].text)
  )
    k -= 1;
  // `t.name`: the qualifier goes with it.
  while (isPunct(tokens[k - 1], '.') && PRIMARY.has(tokens[k - 2]?.kind ?? '')) k -= 2;
  // `x::a::b`: the operand of the second cast is the first.
  if (isPunct(tokens[k - 1], '::')) return operandStart(tokens, k - 2);
  return k;
}

/** The last token of the type written after the `::` at `colon` (`DECIMAL(10, 2)`); -1. */
function typeEnd(tokens: Placed[], colon: number): number {
  const name = tokens[colon + 1];
  if (name?.kind !== 'word') return -1;
  if (!isPunct(tokens[colon + 2], '(')) return isPunct(tokens[colon + 2], '[') ? -1 : colon + 1;
  for (let k = colon + 2, depth = 0; k < tokens.length; k++) {
    if (isPunct(tokens[k], '(')) depth++;
    else if (isPunct(tokens[k], ')') && --depth === 0) return k;
  }
  return -1;
}

/**
 * Every `x::T` in `sql`, in order, with Spark's `CAST(x AS T)` where the operand and the
 * type are plain to see (Spark 3.5's parser has no `::`: RULES.md §8).
 */
export function colonCasts(sql: string): ColonCast[] {
  const tokens = placedTokens(sql);
  const out: ColonCast[] = [];
  tokens.forEach((t, i) => {
    if (!isPunct(t, '::')) return;
    const last = typeEnd(tokens, i);
    const first = operandStart(tokens, i - 1);
    const end = last < 0 ? t.offset + 2 : tokens[last].offset + tokens[last].text.length;
    const cast = { text: sql.slice(t.offset, end), offset: t.offset, length: end - t.offset };
    if (last < 0 || first < 0) {
      out.push({ ...cast, spark: null, edits: [] });
      return;
    }
    const from = tokens[first].offset;
    const operandEnd = tokens[i - 1].offset + tokens[i - 1].text.length;
    const type = sql.slice(tokens[i + 1].offset, end);
    out.push({
      ...cast,
      spark: `CAST(${sql.slice(from, operandEnd)} AS ${type})`,
      edits: [
        { offset: from, length: 0, newText: 'CAST(' },
        { offset: operandEnd, length: end - operandEnd, newText: ` AS ${type})` },
      ],
    });
  });
  return out;
}

const YEAR_MONTH = /^(year|years|month|months)$/i;

/**
 * Whether the query writes a year-month interval: `INTERVAL 1 MONTH`, `INTERVAL '1 month'`,
 * `INTERVAL '1-2' YEAR TO MONTH`, or `make_ym_interval(…)`.
 */
export function hasYearMonthInterval(sql: string): boolean {
  const tokens = meaningful(sql);
  return tokens.some((t, i) => {
    if (t.kind !== 'word') return false;
    const word = t.text.toLowerCase();
    if (word === 'make_ym_interval') return tokens[i + 1]?.text === '(';
    if (word !== 'interval') return false;
    const value = tokens[i + 1];
    const unit = tokens[i + 2];
    if (value?.kind === 'string') {
      const inside = value.text.slice(1, -1).trim().split(/\s+/);
      if (inside.length === 2 && YEAR_MONTH.test(inside[1])) return true;
    }
    return (
      (value?.kind === 'number' || value?.kind === 'string') &&
      unit?.kind === 'word' &&
      YEAR_MONTH.test(unit.text)
    );
  });
}

/** The document's words for a `::` cast on Spark 3.5 (the page says it from its key). */
export const colonCastText = (c: ColonCast): string =>
  `Spark 3.5 has no cast \`${c.text}\`: production's spark.sql stops the run on it (Spark 4 reads it). Write CAST(x AS type).`;
