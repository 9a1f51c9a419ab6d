import { formatNumber, saying, type Outcome } from '../compile/outcome';
import { english, said, type Said } from '../said';
import { countSeverity } from '../compile/verdict';
import {
  portabilityNotes,
  queryBody,
  singleQueryError,
  sparkOnlyError,
  sparkToDuckdb,
} from '../sql/spark-dialect';
import { sqlIdent } from '../sql/quote';
import { duckdbReason } from './duckdbError';
import { queryPlace, type QueryPlace } from './sql-position';
import { closest } from '../parse/suggest';
import { SPARK_FUNCTIONS } from '../sql/spark-functions';
import { unknownFunctionText } from '../sql/unknown-functions';
import { colonCasts, hasColonCast, hasYearMonthInterval } from '../sql/spark-line-forms';
import type { MessageRef, QueryResult, QueryRunner, Rule, SparkLine } from '../types';
import { nonBooleanOf, nonBooleanText, pythonTruthy } from './truthiness';

/** How many failed rows a `failed_rows` rule keeps for viewing. */
export const FAILED_ROWS_KEPT = 1000;

/**
 * Why a `sql` rule could not run; `notPortable` when only the workbench cannot run it (a
 * Spark form DuckDB cannot be taught), which production does.
 */
export interface SqlRuleError {
  error: string;
  /** The error as a key and values, when the engine has it so. */
  said?: Said;
  notPortable?: true;
}

/** The SQL of a `sql` rule, translated and wrapped as a subquery, or a rule error. */
export function sqlRuleQuery(
  rule: Rule,
  now: Date,
  spark: SparkLine = '4',
): { mode: 'query' | 'failed_rows'; sql: string } | SqlRuleError {
  const failedRows = rule.params.failed_rows;
  const mode = failedRows ? 'failed_rows' : 'query';
  const q = sparkQuery(String((failedRows ?? rule.params.query).value), now, spark);
  return 'error' in q ? q : { mode, sql: q.sql };
}

/**
 * A query written in Spark SQL (a `sql` rule's, or the scratchpad's) as DuckDB runs it,
 * or why it cannot run: more than one statement, a form production's Spark line stops on
 * (`x::T` on Spark 3.5), or a Spark form DuckDB cannot be taught.
 */
export function sparkQuery(
  text: string,
  now: Date,
  spark: SparkLine = '4',
): { sql: string } | SqlRuleError {
  const bad = singleQueryError(text);
  if (bad) return { error: bad };
  if (spark === '3.5' && hasColonCast(text)) {
    const colon = colonCastSaid(text);
    return { error: english(colon), said: colon };
  }
  const sparkOnly = sparkOnlyError(text);
  if (sparkOnly) return { error: sparkOnly, notPortable: true };
  // A function both engines have under one name with another meaning (concat, split…):
  // run here it would give DuckDB's verdict, not production's (RULES.md §8).
  const divergent = portabilityNotes(text)[0];
  if (divergent) return { error: divergent.message, notPortable: true };
  return { sql: sparkToDuckdb(queryBody(text), now, spark === '4') };
}

/** Why a query with `x::T` stops a Spark 3.5 run, naming the first cast and its Spark form. */
function colonCastSaid(text: string) {
  const [first] = colonCasts(text);
  if (!first?.spark) return said('outcome.sql.colonCast');
  return said('outcome.sql.colonCastAt', {
    cast: text.slice(first.edits[0].offset, first.offset + first.length),
    spark: first.spark,
  });
}

/**
 * All the rows a `failed_rows` rule returns (the result keeps only the first
 * {@link FAILED_ROWS_KEPT}), for a download. It reads the view and macros a run of the
 * same document created on this connection; null for other rules.
 */
export function failedRowsSql(rule: Rule, now: Date): string | null {
  if (!rule.params.failed_rows) return null;
  const q = sqlRuleQuery(rule, now);
  return 'error' in q ? null : `SELECT * FROM (${q.sql}) AS ${sqlIdent('_dqw_q')}`;
}

/** The view name a `sql` rule reads (default `_validation_df`). */
export function viewNameOf(rule: Rule): string {
  const v = rule.params.view_name?.value;
  return typeof v === 'string' && v.trim() ? v.trim() : '_validation_df';
}

/**
 * DuckDB's message for a failed `sql` rule, said for the person who wrote the query (see
 * `duckdbReason`). A function DuckDB lacks is Spark-only; a missing table is most often the
 * data's view name.
 */
export function explainSqlError(
  message: string,
  view = '_validation_df',
  place: QueryPlace = null,
): string {
  const explained = explainSqlErrorSaid(message, view, place);
  return typeof explained === 'string' ? explained : english(explained);
}

/**
 * `explainSqlError` as a key and values (a function Spark lacks keeps the catalog's English
 * sentence: the Problems list words that one from its own data).
 */
export function explainSqlErrorSaid(
  message: string,
  view = '_validation_df',
  place: QueryPlace = null,
): Said | string {
  const { kind, text, rest } = duckdbReason(message);
  const fn = unknownFunctionOf(text);
  if (fn && !isSparkFunction(fn)) {
    const suggestion = closest(fn.toLowerCase(), [...SPARK_FUNCTIONS], 1)[0] ?? null;
    return unknownFunctionText({ name: fn, suggestion });
  }
  if (fn) return said('outcome.sql.sparkOnly', { name: fn });
  if (kind === 'Parser') {
    // The wrapper's `)` after the query: the query ended too soon.
    const end = place?.kind === 'end' && /^syntax error at or near "\)"$/.test(text);
    if (end) return said('outcome.sql.parseEnd');
    if (place === null) return said('outcome.sql.parse', { reason: text });
    return place.kind === 'end'
      ? said('outcome.sql.parseAtEnd', { reason: text })
      : said('outcome.sql.parseAt', { reason: text, at: place.offset + 1 });
  }
  const column = /^Referenced column "(.+)" not found/.exec(text);
  if (column) {
    const near = /Candidate bindings: (.*)/.exec(rest)?.[1]?.trim();
    return near
      ? said('outcome.sql.columnClosest', { column: column[1], names: near })
      : said('outcome.sql.column', { column: column[1] });
  }
  // Spark 4's ANSI mode (the dialect's guards on `/` and `%`).
  if (/^\[DIVIDE_BY_ZERO\]/.test(text)) return said('outcome.sql.divideByZero');
  if (/^\[REMAINDER_BY_ZERO\]/.test(text)) return said('outcome.sql.remainderByZero');
  const table = /^Table with name (.+?) does not exist/.exec(text);
  if (table) return said('outcome.sql.table', { table: table[1], view });
  if (kind === 'Permission') return said('outcome.sql.permission', { view, reason: text });
  if (place === null) return said('outcome.sql.failed', { reason: text });
  return place.kind === 'end'
    ? said('outcome.sql.failedAtEnd', { reason: text })
    : said('outcome.sql.failedAt', { reason: text, at: place.offset + 1 });
}

/** The function DuckDB's reason says it does not know, or null. */
function unknownFunctionOf(reason: string): string | null {
  return /Scalar Function with name "?([\w$]+)"? does not exist/i.exec(reason)?.[1] ?? null;
}

/** Whether `name` is one of Spark's built-in functions (any case). */
const isSparkFunction = (name: string): boolean => SPARK_FUNCTIONS.has(name.toLowerCase());

/**
 * A failed `sql` rule's error: DuckDB's reason said for the person who wrote the query; a
 * Spark function DuckDB lacks makes the rule not portable rather than broken, and a
 * function Spark lacks too is broken in production as well.
 */
export function sqlRuleError(
  message: string,
  view: string,
  place: QueryPlace = null,
): SqlRuleError {
  const explained = explainSqlErrorSaid(message, view, place);
  const words =
    typeof explained === 'string'
      ? { error: explained }
      : { error: english(explained), said: explained };
  const fn = unknownFunctionOf(duckdbReason(message).text);
  return fn && isSparkFunction(fn) ? { ...words, notPortable: true } : words;
}

/** Runs a `sql` rule (RULES.md §3): pass-when-true `query`, or `failed_rows`. */
export async function runSqlRule(
  runner: QueryRunner,
  rule: Rule,
  now: Date,
  q: ReturnType<typeof sqlRuleQuery> = sqlRuleQuery(rule, now),
  spark: SparkLine = '4',
): Promise<
  | { outcome: Outcome; failedRows?: QueryResult; warning?: string; warningRef?: MessageRef }
  | SqlRuleError
> {
  if ('error' in q) return q;
  const custom = rule.params.error_message?.value;
  // The statement being run, to say where in the query an error is.
  let ran = '';
  const query = (sql: string) => {
    ran = sql;
    return runner.query(sql);
  };
  try {
    if (q.mode === 'query') {
      const r = await query(`SELECT * FROM (${q.sql}) AS ${sqlIdent('_dqw_q')} LIMIT 1`);
      const first = r.rows[0];
      // Production indexes the first row: no row raises, and the pipeline stops (§7).
      if (!first) {
        const noRows = said('outcome.sql.noRows');
        return { error: english(noRows), said: noRows };
      }
      // PySpark 4 cannot collect a year-month interval: production's collect() raises.
      if (
        spark === '4' &&
        r.columns.some((c) => /^INTERVAL/i.test(c.type)) &&
        hasYearMonthInterval(String(rule.params.query.value))
      ) {
        const interval = said('outcome.sql.yearMonthInterval');
        return { error: english(interval), said: interval };
      }
      const column = r.columns[0];
      const value = first[column?.name ?? ''];
      const passed = pythonTruthy(value, column?.type ?? '');
      const got = value === null || value === undefined ? 'NULL' : JSON.stringify(value);
      const type = column?.type ?? '';
      const kind = nonBooleanOf(type, String(rule.params.query.value));
      return {
        outcome: {
          severity: countSeverity(passed ? 0 : 1),
          failed_count: passed ? 0 : 1,
          metric_value: null,
          ...saying(
            passed
              ? said('outcome.sql.true', { got })
              : typeof custom === 'string'
                ? said('outcome.sql.custom', { custom })
                : said('outcome.sql.false', { got }),
          ),
        },
        ...(kind
          ? {
              warning: nonBooleanText(kind, type),
              warningRef: { id: 'nonBoolean', params: { kind, type } },
            }
          : {}),
      };
    }
    const counted = await query(
      `SELECT CAST(count(*) AS DOUBLE) AS n FROM (${q.sql}) AS ${sqlIdent('_dqw_q')}`,
    );
    const n = Number(counted.rows[0]?.n ?? 0);
    const rows =
      n > 0
        ? await query(
            // As DuckDB writes each value: a page's numbers would otherwise pass through
            // JS doubles (9007199254740993 shown as …992, DECIMAL 0.10 as 0.1).
            `SELECT CAST(COLUMNS(*) AS VARCHAR) FROM (${q.sql}) AS ${sqlIdent('_dqw_q')} LIMIT ${FAILED_ROWS_KEPT}`,
          )
        : undefined;
    return {
      outcome: {
        severity: countSeverity(n),
        failed_count: n,
        metric_value: n,
        ...saying(
          n > 0
            ? typeof custom === 'string'
              ? said('outcome.sql.customRows', { custom, count: n, n: formatNumber(n) })
              : said('outcome.sql.failedRows', { count: n, n: formatNumber(n) })
            : said('outcome.sql.noFailedRows'),
        ),
      },
      failedRows: rows,
    };
  } catch (e) {
    const message = (e as Error).message;
    const written = String((rule.params.failed_rows ?? rule.params.query).value);
    return sqlRuleError(message, viewNameOf(rule), queryPlace(message, ran, q.sql, written));
  }
}
