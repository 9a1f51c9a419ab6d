import { isNumericType, isTemporalType, isTextType } from '../catalog/spark-types';
import { resolveColumn } from '../compile/columns';
import { pythonStrItems } from '../parse/python-repr';
import type { Threshold } from '../parse/threshold';
import type { ColumnInfo, Located } from '../types';
import { ExactNumber, exactList } from './exact';
import { isReserved } from './slug';

/**
 * Spark SQL text for exports. Identifiers are always backticked (a backtick doubled), and
 * string literals single-quoted with every backslash and quote escaped, because Spark's
 * parser unescapes string literals (a regex `\d` must be written '\\d').
 */

export function sparkIdent(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}

/**
 * Whether a column name can be written bare where a tool parses it as a Spark expression
 * (DQX's `F.expr`) or a column path (`F.col`, GX): a plain identifier, not a reserved word.
 * A dot would be read as a struct field, a space or quote as a syntax error.
 */
export function plainName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !isReserved(name.toLowerCase());
}

/** Line breaks, tabs and NUL as Spark's escapes, so no literal spans lines or breaks a host. */
const SPARK_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\0': '\\u0000',
};

/**
 * A Spark string literal of `value`. Spark's parser substitutes `${key}` in SQL text before
 * reading it (`spark.sql.variable.substitute`, on by default, and Lakeflow's pipeline
 * parameters), even inside a literal: a `{` after a `$` is written `\{`, which Spark reads
 * back as `{`, so the value stays what the rule says.
 */
export function sparkString(value: string): string {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/[\n\r\t\0]/g, (c) => SPARK_ESCAPES[c])
    .replace(/\$\{/g, () => '$\\{');
  return `'${body}'`;
}

/** A column as an export sees it: its Spark reference, and its loaded type when known. */
export interface SparkCol {
  name: string;
  sql: string;
  info?: ColumnInfo;
}

export function sparkCol(name: string, columns?: readonly ColumnInfo[]): SparkCol {
  const info = columns ? resolveColumn(name, columns) : undefined;
  return { name: info?.name ?? name, sql: sparkIdent(info?.name ?? name), info };
}

/** The column as text: bare when it is known to be text, else cast (a no-op on strings). */
export function textOf(c: SparkCol): string {
  return c.info && isTextType(c.info.duckdbType) ? c.sql : `CAST(${c.sql} AS STRING)`;
}

/** Whether the column is known to hold text (numeric comparisons then go through try_cast). */
export function knownText(c: SparkCol): boolean {
  return !!c.info && isTextType(c.info.duckdbType);
}

/** The column as a number: a known text column through try_cast (non-numbers become NULL). */
export function numberOf(c: SparkCol): string {
  return knownText(c) ? `try_cast(${c.sql} AS DOUBLE)` : c.sql;
}

/** A bound for `range`: numbers as written, dates typed when the column is a date. */
export function boundSql(c: SparkCol, bound: Located): string {
  if (typeof bound.value === 'number') return bound.raw.trim();
  if (typeof bound.value === 'boolean') return bound.value ? 'TRUE' : 'FALSE';
  const text = String(bound.value);
  if (c.info && isTemporalType(c.info.duckdbType))
    return `${/^DATE$/i.test(c.info.duckdbType) ? 'DATE' : 'TIMESTAMP'} ${sparkString(text)}`;
  if (c.info && isNumericType(c.info.duckdbType)) return text.trim();
  return sparkString(text);
}

/**
 * An IN list, numeric when every value is a number and the column is not text: numbers
 * as written (a big integer stays exact); text as the workbench renders each value.
 */
export function inListSql(c: SparkCol, list: Located): string {
  const values = Array.isArray(list.value) ? (list.value as unknown[]) : [];
  const exact = exactList(list);
  if (values.every((v) => typeof v === 'number') && !knownText(c))
    return `${c.sql} IN (${exact.map((v) => (v instanceof ExactNumber ? v.raw : String(v))).join(', ')})`;
  // Each value as Python's str() writes it from its JSON text: `1.0` stays `1.0`.
  const texts = pythonStrItems(list.raw).map(sparkString);
  return `${textOf(c)} IN (${texts.join(', ')})`;
}

export function num(n: number): string {
  return String(n);
}

/** The threshold as a Spark SQL condition on `v` (between is inclusive). */
export function thresholdSql(v: string, t: Threshold): string {
  switch (t.op) {
    case 'between':
      return `${v} BETWEEN ${num(t.low)} AND ${num(t.high)}`;
    case 'not between':
      return `${v} NOT BETWEEN ${num(t.low)} AND ${num(t.high)}`;
    case '!=':
      return `${v} <> ${num(t.value)}`;
    default:
      return `${v} ${t.op} ${num(t.value)}`;
  }
}

/**
 * Python string literal (double-quoted, escaped), for Python artifacts. Every control
 * character is an escape: a raw CR would be read as a line break, a raw NUL not at all.
 */
export function pyString(value: string): string {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f]/g,
      (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    );
  return `"${body}"`;
}

/** A JSON value as a Python literal (True/False/None), on one line. */
export function pyLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  // JSON's number syntax is Python's, with the same int/float reading as json.loads.
  if (value instanceof ExactNumber) return value.raw;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyString(k)}: ${pyLiteral(v)}`).join(', ')}}`;
}
