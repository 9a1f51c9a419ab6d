import { formatNumber, type Outcome } from '../compile/outcome';
import { countSeverity } from '../compile/verdict';
import { queryBody, singleQueryError, sparkOnlyError, sparkToDuckdb } from '../sql/spark-dialect';
import { sqlIdent } from '../sql/quote';
import { duckdbReason } from './duckdbError';
import { queryPlace, type QueryPlace } from './sql-position';
import { closest } from '../parse/suggest';
import { SPARK_FUNCTIONS } from '../sql/spark-functions';
import { unknownFunctionText } from '../sql/unknown-functions';
import type { MessageRef, QueryResult, QueryRunner, Rule } from '../types';
import { nonBooleanOf, nonBooleanText, pythonTruthy } from './truthiness';

/** How many failed rows a `failed_rows` rule keeps for viewing. */
export const FAILED_ROWS_KEPT = 1000;

/**
 * Why a `sql` rule could not run; `notPortable` when only the workbench cannot run it (a
 * Spark form DuckDB cannot be taught), which production does.
 */
export interface SqlRuleError {
  error: string;
  notPortable?: true;
}

/** The SQL of a `sql` rule, translated and wrapped as a subquery, or a rule error. */
export function sqlRuleQuery(
  rule: Rule,
  now: Date,
): { mode: 'query' | 'failed_rows'; sql: string } | SqlRuleError {
  const failedRows = rule.params.failed_rows;
  const mode = failedRows ? 'failed_rows' : 'query';
  const q = sparkQuery(String((failedRows ?? rule.params.query).value), now);
  return 'error' in q ? q : { mode, sql: q.sql };
}

/**
 * A query written in Spark SQL (a `sql` rule's, or the scratchpad's) as DuckDB runs it,
 * or why it cannot run: more than one statement, or a Spark form DuckDB cannot be taught.
 */
export function sparkQuery(text: string, now: Date): { sql: string } | SqlRuleError {
  const bad = singleQueryError(text);
  if (bad) return { error: bad };
  const sparkOnly = sparkOnlyError(text);
  if (sparkOnly) return { error: sparkOnly, notPortable: true };
  return { sql: sparkToDuckdb(queryBody(text), now) };
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
  const { kind, text, rest } = duckdbReason(message);
  const where =
    place === null
      ? ''
      : place.kind === 'end'
        ? ' (at the end of the query)'
        : ` (at character ${place.offset + 1} of the query)`;
  const fn = unknownFunctionOf(text);
  if (fn && !isSparkFunction(fn)) {
    const suggestion = closest(fn.toLowerCase(), [...SPARK_FUNCTIONS], 1)[0] ?? null;
    return unknownFunctionText({ name: fn, suggestion });
  }
  if (fn) return `Not portable: "${fn}" is a Spark function DuckDB does not have.`;
  if (kind === 'Parser') {
    // The wrapper's `)` after the query: the query ended too soon.
    const end = place?.kind === 'end' && /^syntax error at or near "\)"$/.test(text);
    return `The query does not parse as DuckDB SQL, after the Spark forms it knows are translated: ${end ? 'syntax error at the end of the query' : `${text}${where}`}.`;
  }
  const column = /^Referenced column "(.+)" not found/.exec(text);
  if (column) {
    const near = /Candidate bindings: (.*)/.exec(rest)?.[1]?.trim();
    return `Column "${column[1]}" is not in the tables the query reads.${near ? ` Closest: ${near}.` : ''}`;
  }
  const table = /^Table with name (.+?) does not exist/.exec(text);
  if (table)
    return `Table "${table[1]}" is not loaded here: the rule's SQL reads the data as "${view}", and any other table must be loaded under its name (a reference file in the SQL view, or dqw validate --table ${table[1]}=FILE).`;
  if (kind === 'Permission') return `The rule's SQL may read only the data ("${view}"): ${text}`;
  const at =
    place === null
      ? ''
      : place.kind === 'end'
        ? ' at its end'
        : ` at character ${place.offset + 1}`;
  return `The query failed here${at}: ${text}`;
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
  const error = explainSqlError(message, view, place);
  const fn = unknownFunctionOf(duckdbReason(message).text);
  return fn && isSparkFunction(fn) ? { error, notPortable: true } : { error };
}

/** Runs a `sql` rule (RULES.md §3): pass-when-true `query`, or `failed_rows`. */
export async function runSqlRule(
  runner: QueryRunner,
  rule: Rule,
  now: Date,
  q: ReturnType<typeof sqlRuleQuery> = sqlRuleQuery(rule, now),
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
      if (!first)
        return {
          error:
            'The query returned no rows, so there is no value to judge: production raises an error here and the pipeline stops.',
        };
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
          message: passed
            ? `The query returned ${got}, which Python reads as true`
            : typeof custom === 'string'
              ? custom
              : `The query returned ${got}, which Python reads as false`,
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
        message:
          n > 0
            ? typeof custom === 'string'
              ? `${custom} (${formatNumber(n)} rows)`
              : `${formatNumber(n)} failed rows`
            : 'No failed rows',
      },
      failedRows: rows,
    };
  } catch (e) {
    const message = (e as Error).message;
    const written = String((rule.params.failed_rows ?? rule.params.query).value);
    return sqlRuleError(message, viewNameOf(rule), queryPlace(message, ran, q.sql, written));
  }
}
