import type { MessageRef } from '../types';
import { sqlIdent, sqlString } from './quote';
import { compileJavaPattern } from '../read/java-format';
import { regexRefusal, unsupportedRegexConstruct } from '../parse/regex-dialect';
import { strftimeOf } from './java-strftime';
import { DEFAULT_TIMESTAMP_PATTERN, PATTERN_PARSERS, patternHex } from './spark-macros';

/**
 * Teaches DuckDB the Spark SQL forms people write in `sql` rules (RULES.md §8), by
 * rewriting tokens: backtick identifiers, Spark's double-quoted strings, `rlike`,
 * `nvl`, `date_sub`… and the clock functions, which read the run's clock so runs are
 * reproducible. What cannot be translated is reported as not portable.
 */

interface Token {
  kind: 'word' | 'string' | 'ident' | 'number' | 'punct' | 'space' | 'comment';
  text: string;
}

/** Splits Spark SQL into tokens, keeping strings and comments intact. */
export function tokenize(sql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const rest = sql.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^\s+/.exec(rest))) out.push({ kind: 'space', text: m[0] });
    else if ((m = /^--[^\n]*/.exec(rest)) || (m = /^\/\*[\s\S]*?(\*\/|$)/.exec(rest)))
      out.push({ kind: 'comment', text: m[0] });
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      if (j < sql.length && sql[j + 1] === c && c === "'") {
        // '' inside a single-quoted string (standard SQL) continues it.
        j += 2;
        while (j < sql.length && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      }
      out.push({ kind: 'string', text: sql.slice(i, j + 1) });
    } else if (c === '`') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === '`' && sql[j + 1] !== '`')) j += sql[j] === '`' ? 2 : 1;
      out.push({ kind: 'ident', text: sql.slice(i, j + 1) });
    } else if ((m = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(rest))) out.push({ kind: 'word', text: m[0] });
    else if ((m = /^\d+(\.\d*)?([eE][-+]?\d+)?[A-Za-z]*/.exec(rest)))
      out.push({ kind: 'number', text: m[0] });
    else if ((m = /^(<=>|<>|!=|>=|<=|\|\||::|.)/.exec(rest)))
      out.push({ kind: 'punct', text: m[0] });
    i += out[out.length - 1].text.length;
  }
  return out;
}

/** The tokens that carry meaning: no spaces, no comments. */
export const meaningful = (sql: string): Token[] =>
  tokenize(sql).filter((t) => t.kind !== 'space' && t.kind !== 'comment');

/** A meaningful token and where it starts in the query. */
export interface PlacedToken extends Token {
  offset: number;
}

/** The meaningful tokens of `sql`, each with its offset (for marks and edits in the query). */
export function placedTokens(sql: string): PlacedToken[] {
  const out: PlacedToken[] = [];
  let at = 0;
  for (const t of tokenize(sql)) {
    if (t.kind !== 'space' && t.kind !== 'comment') out.push({ ...t, offset: at });
    at += t.text.length;
  }
  return out;
}

/** Whether `t` is the punctuation `text`. */
export const isPunct = (t: Token | undefined, text: string): boolean =>
  t?.kind === 'punct' && t.text === text;

/**
 * What a backslash and the character after it mean in a Spark string literal (Spark's
 * `unescapeSQLString`); any other character stands for itself. `\%` and `\_` keep their
 * backslash, for LIKE to read as an escaped wildcard.
 */
const SPARK_ESCAPES: Record<string, string> = {
  '0': '\0',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\u001A',
  '%': '\\%',
  _: '\\_',
};

/** Spark string literal text (either quote, backslash escapes) → its value. */
function sparkStringValue(text: string): string {
  const body = text.slice(1, -1);
  // One pass, left to right: `\uXXXX`, an octal `\0nn`/`\1nn`, any other escape, or `''`.
  return body.replace(/\\(u[0-9a-fA-F]{4}|[01][0-7]{2}|[\s\S])|''/g, (_, e?: string) => {
    if (e === undefined) return "'";
    if (e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e.length === 3) return String.fromCharCode(parseInt(e, 8));
    return SPARK_ESCAPES[e] ?? e;
  });
}

const RENAMES: Record<string, string> = {
  nvl: 'coalesce',
  ifnull: 'coalesce',
  date_sub: 'dqw_date_sub',
  date_add: 'dqw_date_add',
  datediff: 'dqw_datediff',
  isnull: 'dqw_isnull',
  isnotnull: 'dqw_isnotnull',
  nvl2: 'dqw_nvl2',
  regexp_like: 'regexp_matches',
  regexp_replace: 'dqw_regexp_replace',
  instr: 'instr',
  to_date: 'dqw_to_date',
  // Spark's array(1, 2) is DuckDB's list_value(1, 2): the same list, NULL elements kept.
  array: 'list_value',
  // Spark's struct(a, b) is DuckDB's row(a, b): a struct that is never NULL, whose NULL
  // fields equal each other under DISTINCT and GROUP BY, as in Spark.
  struct: 'row',
  substring: 'dqw_substring',
  substr: 'dqw_substring',
  dayofweek: 'dqw_dayofweek',
  weekday: 'dqw_weekday',
  ltrim: 'dqw_ltrim',
  rtrim: 'dqw_rtrim',
  to_timestamp: 'dqw_to_timestamp',
  try_to_timestamp: 'dqw_to_timestamp',
  try_to_date: 'dqw_to_date',
  // Spark's string(x) is CAST(x AS STRING).
  string: 'dqw_string',
  round: 'dqw_round',
  bround: 'dqw_bround',
  trunc: 'dqw_trunc_date',
  add_months: 'dqw_add_months',
  months_between: 'dqw_months_between',
  pmod: 'dqw_pmod',
  nanvl: 'dqw_nanvl',
  initcap: 'dqw_initcap',
  locate: 'dqw_locate',
  try_divide: 'dqw_try_divide',
  try_mod: 'dqw_try_mod',
  startswith: 'starts_with',
  endswith: 'ends_with',
  array_size: 'len',
  // Spark's percentile is exact and interpolates, as DuckDB's quantile_cont.
  percentile: 'quantile_cont',
  every: 'bool_and',
  some: 'bool_or',
  collect_list: 'dqw_collect_list',
  collect_set: 'dqw_collect_set',
};

/**
 * Spark's integer types, as DuckDB names them: a CAST to one truncates in Spark. Each is also
 * a function in Spark (`int(x)` is `CAST(x AS INT)`), which DuckDB cannot parse.
 */
const INTEGER_TYPES: Record<string, string> = {
  tinyint: 'TINYINT',
  byte: 'TINYINT',
  smallint: 'SMALLINT',
  short: 'SMALLINT',
  int: 'INTEGER',
  integer: 'INTEGER',
  bigint: 'BIGINT',
  long: 'BIGINT',
};

/**
 * The comma and string literal of a call `name(x, 'literal')` whose parentheses open at
 * `open`: null when it has another shape (one argument, a pattern that is no literal…).
 */
function literalSecond(
  tokens: Token[],
  open: number,
  next: (i: number) => number,
): { comma: number; literal: number; close: number } | null {
  const call = callAt(tokens, open);
  if (call?.commas.length !== 1) return null;
  const [comma] = call.commas;
  const literal = next(comma);
  if (tokens[literal]?.kind !== 'string' || next(literal) !== call.close) return null;
  return { comma, literal, close: call.close };
}

/**
 * `date_format(x, 'pattern')` whose parentheses open at `open`, with the strftime format
 * its pattern turns into; null when it does not turn into one (the call stays flagged).
 */
function dateFormatCall(tokens: Token[], open: number, next: (i: number) => number) {
  const call = literalSecond(tokens, open, next);
  const format = call && strftimeOf(sparkStringValue(tokens[call.literal].text));
  return call && format !== null ? { ...call, format } : null;
}

/** How many arguments the call whose parentheses open at `open` has; -1 when unclosed. */
function argumentCount(tokens: Token[], open: number, next: (i: number) => number): number {
  const call = callAt(tokens, open);
  if (!call) return -1;
  return next(open) === call.close ? 0 : call.commas.length + 1;
}

/**
 * Spark functions that DuckDB also has under the same name but with another meaning:
 * they would run here and silently disagree with production, so they are flagged.
 */
const DIVERGENT: Record<string, string> = {
  concat:
    "Spark's concat returns NULL when any argument is NULL, DuckDB's skips NULLs: write a || b, which means the same in both",
  split: 'Spark splits on a regex, DuckDB on a literal string',
  date_format:
    "its pattern has letters the workbench does not turn into DuckDB's strftime (it turns yyyy, MM, MMM, dd, HH, hh, mm, ss, SSS, a and EEE), or is not a string literal",
  regexp_extract:
    'the default group differs (Spark 1, DuckDB 0): give the group index, and check it',
  regexp_extract_all:
    'the default group differs (Spark 1, DuckDB 0): give the group index, and check it',
  hash: "Spark's hash is Murmur3, DuckDB's another function: the values differ",
  approx_count_distinct: 'each engine estimates differently: the counts may differ',
  rand: 'random values differ between runs and engines',
  random: 'random values differ between runs and engines',
  uuid: 'random values differ between runs and engines',
};

/** A message in English with its id and parameters (a page says it in its own language). */
export interface DialectNote {
  message: string;
  ref: MessageRef;
}

/**
 * Constructs in a `sql` rule that would run here but mean something else in Spark, each
 * with its ref: `notPortable` and the function's name (the page keys the why by it).
 */
export function portabilityNotes(sql: string): DialectNote[] {
  const tokens = meaningful(sql);
  const out: DialectNote[] = [];
  tokens.forEach((t, i) => {
    const name = t.text.toLowerCase();
    if (t.kind === 'word' && tokens[i + 1]?.text === '(' && DIVERGENT[name]) {
      // A date_format whose pattern the rewrite turns into strftime means the same here.
      if (name === 'date_format' && dateFormatCall(tokens, i + 1, (k) => k + 1)) return;
      // Only the default group differs: with its index given, both extract that group.
      if (name.startsWith('regexp_extract') && argumentCount(tokens, i + 1, (k) => k + 1) > 2)
        return;
      const message = `Not portable: ${name}() — ${DIVERGENT[name]}.`;
      if (!out.some((n) => n.message === message))
        out.push({ message, ref: { id: 'notPortable', params: { name } } });
    }
  });
  return out;
}

/** Constructs in a `sql` rule that would run here but mean something else in Spark. */
export function portabilityWarnings(sql: string): string[] {
  return portabilityNotes(sql).map((n) => n.message);
}

/**
 * Translates Spark SQL to DuckDB SQL. `now` replaces the clock functions. `ansi`: Spark 4's
 * ANSI mode, where a division or remainder by zero stops the query ([DIVIDE_BY_ZERO],
 * [REMAINDER_BY_ZERO]); without it (Spark 3.5) both are NULL.
 */
export function sparkToDuckdb(sql: string, now: Date, ansi = false): string {
  const tokens = tokenize(sql);
  const nowTs = `TIMESTAMP ${sqlString(now.toISOString().replace('T', ' ').replace('Z', ''))}`;
  const today = `DATE ${sqlString(now.toISOString().slice(0, 10))}`;
  const out: string[] = [];
  const next = (i: number): number => {
    let j = i + 1;
    while (j < tokens.length && (tokens[j].kind === 'space' || tokens[j].kind === 'comment')) j++;
    return j;
  };
  // Whether each open `[` is an array subscript (Spark counts from 0, DuckDB from 1), or
  // anything else: a map key, a list or a type written in DuckDB's own syntax.
  const subscripts: boolean[] = [];
  /** Whether the last `]` closed a shifted subscript. */
  let lastClosed: boolean | null = null;
  // Text written before a token, or in its place, by a rewrite that spans tokens (a CAST).
  // Each piece apart (`(` and `)` alone), as the RLIKE rewrite reads what was written.
  const before = new Map<number, string[]>();
  const instead = new Map<number, string[]>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (before.has(i)) out.push(...before.get(i)!);
    if (instead.has(i)) {
      out.push(...instead.get(i)!);
      continue;
    }
    if (t.kind === 'ident') {
      out.push(sqlIdent(t.text.slice(1, -1).replace(/``/g, '`')));
      continue;
    }
    if (t.kind === 'punct' && t.text === '[') {
      const shifted = isArraySubscript(tokens, i, lastClosed === true);
      subscripts.push(shifted);
      out.push(shifted ? '[(' : '[');
      continue;
    }
    if (t.kind === 'punct' && t.text === ']') {
      lastClosed = subscripts.pop() ?? false;
      out.push(lastClosed ? ') + 1]' : ']');
      continue;
    }
    if (t.kind === 'string') {
      out.push(sqlString(sparkStringValue(t.text)));
      continue;
    }
    if (t.kind === 'punct' && (t.text === '/' || t.text === '%')) {
      // Spark divides by zero into NULL (without ANSI mode) or stops (Spark 4's ANSI mode);
      // DuckDB divides into ±Infinity or NaN.
      const last = primaryEnd(tokens, next(i), next);
      if (last !== -1) {
        const guard = !ansi ? 'nullif(' : t.text === '/' ? 'dqw_divisor(' : 'dqw_modulus(';
        out.push(t.text, ` ${guard}`);
        before.set(last + 1, [ansi ? ')' : ', 0)', ...(before.get(last + 1) ?? [])]);
        continue;
      }
    }
    if (t.kind === 'punct' && t.text === '<=>') {
      // Spark's NULL-safe equality.
      out.push('IS NOT DISTINCT FROM');
      continue;
    }
    if (t.kind === 'number') {
      out.push(numberLiteral(t.text));
      continue;
    }
    if (t.kind !== 'word') {
      out.push(t.text);
      continue;
    }
    const lower = t.text.toLowerCase();
    const j = next(i);
    const isCall = tokens[j]?.text === '(';
    if (lower === 'current_date' || lower === 'current_timestamp' || lower === 'now') {
      if (isCall && tokens[next(j)]?.text === ')') i = next(j);
      else if (lower === 'now' && !isCall) {
        out.push(t.text);
        continue;
      }
      out.push(lower === 'current_date' ? today : nowTs);
      continue;
    }
    if ((lower === 'rlike' || lower === 'regexp') && isCall && !afterOperand(tokens, i)) {
      // Spark's function forms, rlike(a, p) and regexp(a, p), are regexp_like(a, p).
      out.push('regexp_matches');
      continue;
    }
    if (lower === 'rlike' || lower === 'regexp') {
      rewriteInfixRegex(out, tokens, i, next);
      // The right operand was consumed by the rewrite.
      i = next(i);
      continue;
    }
    if ((lower === 'like' || lower === 'ilike') && tokens[j]?.kind === 'string') {
      // Spark's LIKE escapes with a backslash unless told otherwise; DuckDB's escapes with
      // nothing: `'tmp\_%'` would match `tmpx1` there.
      out.push(t.text, ...tokens.slice(i + 1, j).map((s) => s.text));
      out.push(sqlString(sparkStringValue(tokens[j].text)));
      if (tokens[next(j)]?.text.toLowerCase() !== 'escape') out.push(" ESCAPE '\\'");
      i = j;
      continue;
    }
    if (isCall && (lower === 'cast' || lower === 'try_cast')) {
      const target = sparkCast(tokens, j);
      if (target?.integer) {
        // CAST(x AS INT) → CAST(dqw_trunc(x) AS INTEGER): Spark truncates, DuckDB rounds.
        out.push(t.text, '(', lower === 'cast' ? 'dqw_trunc' : 'dqw_try_trunc', '(');
        before.set(target.end, [')']);
        instead.set(target.type, [target.integer]);
        i = j;
        continue;
      }
      if (target) {
        // CAST(x AS STRING) → dqw_string(x): a double as Java writes it (1.0E-4).
        out.push('dqw_string', '(');
        for (let k = target.end; k < target.close; k++) instead.set(k, []);
        i = j;
        continue;
      }
    }
    if (isCall && INTEGER_TYPES[lower]) {
      // Spark's int(x), bigint(x)… are CAST(x AS INT)…; DuckDB cannot parse them.
      const close = closingParen(tokens, j);
      if (close !== -1) {
        out.push('CAST', '(', 'dqw_trunc', '(');
        instead.set(close, [')', ` AS ${INTEGER_TYPES[lower]}`, ')']);
        i = j;
        continue;
      }
    }
    if (isCall && PATTERN_PARSERS[lower]) {
      // to_date(s, 'dd/MM/yyyy') → dqw_pdate_<hex>(s), when the workbench reads the pattern.
      const call = literalSecond(tokens, j, next);
      const count = argumentCount(tokens, j, next);
      const kind = PATTERN_PARSERS[lower];
      if (kind === 'dqw_pepoch' && count === 0) {
        // unix_timestamp(): the run's clock, as current_timestamp.
        out.push(String(Math.floor(now.getTime() / 1000)));
        i = next(j);
        continue;
      }
      const pattern = call
        ? sparkStringValue(tokens[call.literal].text)
        : count === 1 && kind === 'dqw_pepoch'
          ? DEFAULT_TIMESTAMP_PATTERN
          : null;
      if (pattern !== null && !('why' in compileJavaPattern(pattern))) {
        out.push(`${kind}_${patternHex(pattern)}`);
        if (call) for (let k = call.comma; k < call.close; k++) instead.set(k, []);
        continue;
      }
    }
    if (isCall && lower === 'from_unixtime') {
      // from_unixtime(n, 'yyyy-MM') → strftime(make_timestamp(CAST(n AS BIGINT) * 1000000), '%Y-%m').
      const call = dateFormatCall(tokens, j, next);
      const close = closingParen(tokens, j);
      const format = call
        ? call.format
        : argumentCount(tokens, j, next) === 1
          ? strftimeOf(DEFAULT_TIMESTAMP_PATTERN)
          : null;
      if (format !== null) {
        out.push('strftime', '(', 'make_timestamp', '(', 'CAST', '(');
        instead.set(j, []);
        const tail = [' AS BIGINT) * 1000000)', ', ', sqlString(format)];
        if (call) {
          instead.set(call.comma, tail);
          for (let k = call.comma + 1; k < call.close; k++) instead.set(k, []);
        } else instead.set(close, [...tail, ')']);
        continue;
      }
    }
    if (isCall && lower === 'count') {
      // count(DISTINCT a, b): Spark counts the distinct rows with no NULL among them;
      // DuckDB's count takes one argument.
      const close = closingParen(tokens, j);
      const distinct = next(j);
      const args =
        close !== -1 && tokens[distinct]?.text.toLowerCase() === 'distinct'
          ? argumentsOf(tokens, distinct, close)
          : [];
      if (args.length > 1) {
        const parts = args.map((arg) => `(${sparkToDuckdb(arg, now, ansi).trim()})`);
        out.push(
          `count(DISTINCT CASE WHEN ${parts.map((p) => `${p} IS NOT NULL`).join(' AND ')} ` +
            `THEN row(${parts.join(', ')}) END)`,
        );
        i = close;
        continue;
      }
    }
    if (isCall && lower === 'date_format') {
      // date_format(x, 'yyyy-MM') → strftime(TRY_CAST(x AS TIMESTAMP), '%Y-%m').
      const call = dateFormatCall(tokens, j, next);
      if (call) {
        out.push('strftime', '(', 'TRY_CAST', '(');
        instead.set(j, []);
        instead.set(call.comma, [' AS TIMESTAMP)', ', ', sqlString(call.format)]);
        for (let k = call.comma + 1; k < call.close; k++) instead.set(k, []);
        continue;
      }
    }
    if (isCall && (lower === 'size' || lower === 'cardinality')) {
      // size(NULL): NULL in Spark 4's ANSI mode, as DuckDB's len; -1 on Spark 3.5.
      out.push(ansi ? 'len' : 'dqw_size_legacy');
      continue;
    }
    if (isCall && RENAMES[lower]) {
      out.push(RENAMES[lower]);
      continue;
    }
    out.push(t.text);
  }
  // A rewrite that closes after the last token.
  out.push(...(before.get(tokens.length) ?? []));
  return out.join('');
}

/**
 * The last token of the operand that starts at `k` and binds tighter than `/` and `%`: a
 * name (`t.c`), a literal (`DATE '…'` too), a call, a parenthesized expression or a CASE,
 * with any sign before it and any subscripts after it; -1 when it is none of these.
 */
function primaryEnd(tokens: Token[], k: number, next: (i: number) => number): number {
  let j = k;
  while (tokens[j]?.kind === 'punct' && (tokens[j].text === '-' || tokens[j].text === '+'))
    j = next(j);
  const t = tokens[j];
  if (t === undefined) return -1;
  let end = -1;
  const after = next(j);
  if (t.kind === 'punct' && t.text === '(') end = closingParen(tokens, j);
  else if (t.kind === 'ident' || t.kind === 'number' || t.kind === 'string') end = j;
  else if (t.kind === 'word') {
    const word = t.text.toLowerCase();
    if (word === 'case') end = caseEnd(tokens, j);
    else if (tokens[after]?.text === '(') end = closingParen(tokens, after);
    else if ((word === 'date' || word === 'timestamp') && tokens[after]?.kind === 'string')
      end = after;
    else if (!KEYWORDS.test(word) && word !== 'interval') end = j;
  }
  while (end !== -1) {
    const n = next(end);
    const p = tokens[n];
    if (p?.text === '.' && (tokens[n + 1]?.kind === 'word' || tokens[n + 1]?.kind === 'ident'))
      end = n + 1;
    else if (p?.kind === 'punct' && p.text === '[') end = closingBracket(tokens, n);
    else break;
  }
  return end;
}

/** The `END` closing the `CASE` at `k` (nested ones counted); -1. */
function caseEnd(tokens: Token[], k: number): number {
  let depth = 0;
  for (let j = k; j < tokens.length; j++) {
    if (tokens[j].kind !== 'word') continue;
    const word = tokens[j].text.toLowerCase();
    if (word === 'case') depth++;
    else if (word === 'end' && --depth === 0) return j;
  }
  return -1;
}

/** The `]` closing the `[` at `open`; -1. */
const closingBracket = (tokens: Token[], open: number) => closing(tokens, open, '[', ']');

/**
 * Whether the `[` at `i` subscripts an array, as in Spark's `a[0]`: it follows the end of an
 * expression (a name, a call, or a subscript: `afterSubscript` says the last `]` closed one)
 * and holds one index that is not a string (a map key). `[]`, `[1, 2]`, `x[1:2]`,
 * `INTEGER[]` and `[7, 8][1]` are DuckDB's own syntax and stay.
 */
function isArraySubscript(tokens: Token[], i: number, afterSubscript: boolean): boolean {
  let p = i - 1;
  while (p >= 0 && (tokens[p].kind === 'space' || tokens[p].kind === 'comment')) p--;
  const before = tokens[p];
  const afterExpression =
    before !== undefined &&
    (before.kind === 'ident' ||
      (before.kind === 'punct' && before.text === ')') ||
      (before.kind === 'punct' && before.text === ']' && afterSubscript) ||
      (before.kind === 'word' && !KEYWORDS.test(before.text) && !/^array$/i.test(before.text)));
  if (!afterExpression) return false;
  const inside: Token[] = [];
  let depth = 0;
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === 'punct' && (t.text === '(' || t.text === '[')) depth++;
    else if (t.kind === 'punct' && (t.text === ')' || t.text === ']')) {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && t.kind === 'punct' && (t.text === ',' || t.text === ':')) {
      return false;
    }
    if (t.kind !== 'space' && t.kind !== 'comment') inside.push(t);
  }
  // Empty (a type, `INTEGER[]`), or one string (a map key).
  if (inside.length === 0) return false;
  return !(inside.length === 1 && inside[0].kind === 'string');
}

/** Spark's typed number literals (`10L`, `1.5D`, `2S`, `1Y`, `1.5F`, `1.5BD`) by suffix. */
const NUMBER_SUFFIXES: Record<string, string> = {
  l: 'BIGINT',
  s: 'SMALLINT',
  y: 'TINYINT',
  d: 'DOUBLE',
  f: 'FLOAT',
};

/**
 * A number as DuckDB reads it: a typed literal becomes a cast to its type (DuckDB cannot
 * parse `10L`), and `1.5BD` is DuckDB's own decimal literal `1.5`. Anything else is kept.
 */
function numberLiteral(text: string): string {
  const m = /^([0-9.]+(?:[eE][-+]?[0-9]+)?)([A-Za-z]+)$/.exec(text);
  if (!m) return text;
  const [, digits, suffix] = m;
  const type = NUMBER_SUFFIXES[suffix.toLowerCase()];
  if (type) return `CAST(${digits} AS ${type})`;
  return suffix.toLowerCase() === 'bd' && !/[eE]/.test(digits) ? digits : text;
}

/** The `)` of the call whose `(` is at `open`, and its top-level commas; null when unclosed. */
function callAt(tokens: Token[], open: number): { close: number; commas: number[] } | null {
  const close = closingParen(tokens, open);
  return close === -1 ? null : { close, commas: commasBetween(tokens, open, close) };
}

/** The commas after `from` and before `close` outside any nested parentheses or brackets. */
function commasBetween(tokens: Token[], from: number, close: number): number[] {
  const commas: number[] = [];
  let depth = 0;
  for (let k = from + 1; k < close; k++) {
    const text = tokens[k].kind === 'punct' ? tokens[k].text : '';
    if (text === '(' || text === '[') depth++;
    else if (text === ')' || text === ']') depth--;
    else if (text === ',' && depth === 0) commas.push(k);
  }
  return commas;
}

/** The text of each argument after `from` and before `close`, split at top-level commas. */
function argumentsOf(tokens: Token[], from: number, close: number): string[] {
  const bounds = [from, ...commasBetween(tokens, from, close), close];
  return bounds.slice(1).map((end, k) =>
    tokens
      .slice(bounds[k] + 1, end)
      .map((t) => t.text)
      .join(''),
  );
}

/** The `)` closing the `(` at `open`; -1. */
function closingParen(tokens: Token[], open: number): number {
  return closing(tokens, open, '(', ')');
}

/** The `close` matching the `opening` at `open` (nested pairs counted); -1. */
function closing(tokens: Token[], open: number, opening: string, close: string): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const text = tokens[k].kind === 'punct' ? tokens[k].text : '';
    if (text === opening) depth++;
    else if (text === close && --depth === 0) return k;
  }
  return -1;
}

/**
 * For `CAST(` / `TRY_CAST(` opening at `open`, when its type is a lone word that Spark casts
 * to otherwise than DuckDB (an integer type, which truncates; `STRING`, which writes a
 * double as Java does): where its value ends, where its type is, its closing `)`, and
 * DuckDB's name of an integer type (null for `STRING`). Null for any other cast.
 */
function sparkCast(
  tokens: Token[],
  open: number,
): { end: number; type: number; close: number; integer: string | null } | null {
  const close = closingParen(tokens, open);
  if (close === -1) return null;
  let depth = 0;
  let as = -1;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k];
    if (t.kind === 'punct' && t.text === '(') depth++;
    else if (t.kind === 'punct' && t.text === ')') depth--;
    else if (depth === 0 && t.kind === 'word' && t.text.toLowerCase() === 'as') as = k;
  }
  if (as === -1) return null;
  const type = tokens
    .slice(as + 1, close)
    .map((t, k) => ({ t, k: as + 1 + k }))
    .filter(({ t }) => t.kind !== 'space' && t.kind !== 'comment');
  if (type.length !== 1 || type[0].t.kind !== 'word') return null;
  const name = type[0].t.text.toLowerCase();
  const integer = INTEGER_TYPES[name] ?? null;
  if (!integer && name !== 'string') return null;
  // The value ends where the blanks before its AS begin.
  let end = as;
  while (tokens[end - 1].kind === 'space' || tokens[end - 1].kind === 'comment') end--;
  return { end, type: type[0].k, close, integer };
}

/**
 * Whether the word at `i` follows an operand (`a RLIKE …`, `a NOT RLIKE …`), rather than
 * starting one (`WHERE rlike(a, p)`, `NOT rlike(a, p)`, `(regexp(a, p)`).
 */
function afterOperand(tokens: Token[], i: number): boolean {
  const before = (k: number) => {
    let p = k - 1;
    while (p >= 0 && (tokens[p].kind === 'space' || tokens[p].kind === 'comment')) p--;
    return p;
  };
  let p = before(i);
  if (tokens[p]?.kind === 'word' && tokens[p].text.toLowerCase() === 'not') p = before(p);
  const t = tokens[p];
  if (t === undefined) return false;
  if (t.kind === 'punct') return t.text === ')' || t.text === ']';
  return t.kind !== 'word' || !KEYWORDS.test(t.text);
}

/** `a [NOT] RLIKE b` → `[NOT] regexp_matches(a, b)`, taking `a` from what was emitted. */
function rewriteInfixRegex(
  out: string[],
  tokens: Token[],
  i: number,
  next: (i: number) => number,
): void {
  // Pull the left operand back off the output: a parenthesised group, a call, or a dotted name.
  while (out.length && /^\s+$/.test(out[out.length - 1])) out.pop();
  let negate = false;
  if (out.length && out[out.length - 1].toLowerCase() === 'not') {
    negate = true;
    out.pop();
    while (out.length && /^\s+$/.test(out[out.length - 1])) out.pop();
  }
  const left: string[] = [];
  let depth = 0;
  while (out.length) {
    const piece = out.pop()!;
    left.unshift(piece);
    if (piece === ')') depth++;
    else if (piece === '(') depth--;
    if (depth > 0) continue;
    const before = out[out.length - 1];
    if (piece === '(' && before && /^[A-Za-z_]/.test(before)) continue;
    if (before === '.' || piece === '.') continue;
    break;
  }
  const rightIndex = next(i);
  const right = tokens[rightIndex];
  const rightSql =
    right?.kind === 'string'
      ? sqlString(sparkStringValue(right.text))
      : right?.kind === 'ident'
        ? sqlIdent(right.text.slice(1, -1))
        : (right?.text ?? "''");
  out.push(' ', `${negate ? 'NOT ' : ''}regexp_matches(${left.join('')}, ${rightSql})`);
}

/**
 * Keywords that no expression ends with: beside them `div` is a name (a column or an
 * alias), not the operator, and a `[` after them opens a list, not a subscript.
 */
const KEYWORDS =
  /^(select|from|where|group|order|having|limit|union|and|or|not|by|on|when|then|else|end|as|is|in)$/i;

/**
 * Spark operators DuckDB has no form of, as an error naming the construct (RULES.md §8),
 * or null. `a div b` (integer division, truncated toward zero) is one: DuckDB's `//`
 * divides decimals and doubles exactly (7.5 // 2 is 3.75), so it is not a translation.
 */
export function sparkOnlyError(sql: string): string | null {
  return sparkOnlyNote(sql)?.message ?? null;
}

/** `sparkOnlyError` with its ref (`sparkIntegerDivision`). */
export function sparkOnlyNote(sql: string): DialectNote | null {
  const tokens = meaningful(sql);
  const operand = (t: Token | undefined) =>
    t !== undefined && (t.kind !== 'punct' || t.text === ')');
  const infixDiv = tokens.some(
    (t, i) =>
      t.kind === 'word' &&
      t.text.toLowerCase() === 'div' &&
      operand(tokens[i - 1]) &&
      (operand(tokens[i + 1]) || tokens[i + 1]?.text === '(') &&
      !KEYWORDS.test(tokens[i - 1].text) &&
      !KEYWORDS.test(tokens[i + 1].text),
  );
  const pattern = unreadPattern(tokens) ?? refusedRegex(tokens);
  if (pattern) return pattern;
  if (infixDiv)
    return {
      message:
        'Not portable: Spark\'s integer division "a div b" has no DuckDB form with the same ' +
        'result for every type. Write CAST(floor(a / b) AS BIGINT), which both engines ' +
        'compute alike (it equals a div b when a / b is not negative).',
      ref: { id: 'sparkIntegerDivision' },
    };
  return null;
}

/**
 * A to_date / to_timestamp whose pattern the workbench cannot read (month names, a pattern
 * that is not a string literal…): production runs it, the rule cannot run here.
 */
function unreadPattern(tokens: Token[]): DialectNote | null {
  for (let i = 0; i < tokens.length; i++) {
    const name = tokens[i].text.toLowerCase();
    if (tokens[i].kind !== 'word' || !PATTERN_PARSERS[name] || tokens[i + 1]?.text !== '(')
      continue;
    if (argumentCount(tokens, i + 1, (k) => k + 1) < 2) continue;
    const call = literalSecond(tokens, i + 1, (k) => k + 1);
    if (!call)
      return {
        message: `Not portable here: ${name}() reads its pattern from a string literal only ('dd/MM/yyyy').`,
        ref: { id: 'sparkPatternLiteral', params: { name } },
      };
    const compiled = compileJavaPattern(sparkStringValue(tokens[call.literal].text));
    if ('why' in compiled)
      return {
        message:
          `Not portable here: ${name}() with the pattern "${compiled.pattern}": the workbench does ` +
          `not read ${compiled.construct} in a pattern; it reads numeric fields (yyyy, MM, dd, HH, ` +
          'mm, ss, SSS) and offsets (XXX).',
        ref: {
          id: 'sparkPattern',
          params: { name, pattern: compiled.pattern, construct: compiled.construct },
        },
      };
  }
  return null;
}

/**
 * Spark's regex operators and functions whose pattern the rewrite hands to DuckDB's RE2:
 * `a RLIKE p`, `a REGEXP p`, and the second argument of these calls.
 */
const REGEX_OPERATORS = new Set(['rlike', 'regexp']);
const REGEX_CALLS = new Set([
  'rlike',
  'regexp',
  'regexp_like',
  'regexp_extract',
  'regexp_extract_all',
  'regexp_replace',
]);

/**
 * The first literal pattern of a regex operator or function that RE2 cannot run as Java
 * does (RULES.md §8), checked as Java reads it once Spark has unescaped the literal: the
 * same refusal a `regex` rule's pattern gets, saying where it is.
 */
function refusedRegex(tokens: Token[]): DialectNote | null {
  for (let i = 0; i < tokens.length; i++) {
    const name = tokens[i].text.toLowerCase();
    if (tokens[i].kind !== 'word') continue;
    let literal = -1;
    let shown = name;
    if (tokens[i + 1]?.text === '(' && REGEX_CALLS.has(name)) {
      const call = callAt(tokens, i + 1);
      const at = call?.commas[0];
      const end = call?.commas[1] ?? call?.close;
      if (at !== undefined && end === at + 2) literal = at + 1;
      shown = `${name}()`;
    } else if (REGEX_OPERATORS.has(name)) literal = i + 1;
    if (tokens[literal]?.kind !== 'string') continue;
    const pattern = sparkStringValue(tokens[literal].text);
    const problem = unsupportedRegexConstruct(pattern);
    if (!problem) continue;
    const refusal = regexRefusal(problem);
    return {
      message: `Not portable here: ${shown} with the pattern "${pattern}". ${refusal.message}`,
      ref: {
        id: refusal.id === 'regexLacks' ? 'sqlRegexLacks' : 'sqlRegexDiffers',
        params: { ...refusal.params, name: shown, pattern },
      },
    };
  }
  return null;
}

/**
 * A `sql` rule's query as the run and every export wrap it (a subquery, a count): without
 * its comments, since a last `-- comment` would swallow the wrapper's `)` (and in Spark a
 * comment ending in a backslash runs on into the next line), and without its final `;`.
 * Strings keep whatever they hold.
 */
export function queryBody(sql: string): string {
  return tokenize(sql)
    .map((t) => (t.kind === 'comment' ? ' ' : t.text))
    .join('')
    .trim()
    .replace(/;\s*$/, '');
}

/**
 * Refuses anything but one read-only query: the rule's SQL is wrapped as a subquery, so
 * DDL, `COPY`, `SET`, `ATTACH`… cannot run even before the connection lock-down.
 */
export function singleQueryError(sql: string): string | null {
  const tokens = meaningful(sql);
  while (tokens.length && tokens[tokens.length - 1].text === ';') tokens.pop();
  if (tokens.length === 0) return 'The query is empty.';
  if (tokens.some((t) => t.text === ';'))
    return 'Write one query: ";" separates statements, and a rule runs only one.';
  const first = tokens[0].text.toLowerCase();
  if (!['select', 'with', 'from', 'values', '('].includes(first)) {
    return `A rule's SQL must be a query (SELECT / WITH …), not "${tokens[0].text}".`;
  }
  return null;
}
