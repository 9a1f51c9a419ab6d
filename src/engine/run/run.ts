import { paramsOf } from '../catalog';
import { saidOf, type Said } from '../said';
import { compileRule, type CompiledRule, type Values } from '../compile/rule';
import { sparkMacrosFor } from '../sql/spark-macros';
import { sqlIdent } from '../sql/quote';
import type {
  ColumnInfo,
  KeyRangeOf,
  ParsedDocument,
  QueryRunner,
  RuleResult,
  RunOptions,
  RunResult,
} from '../types';
import { describeTable } from './describe';
import { ruleErrorSaid } from './duckdbError';
import { errorResult, resultOf } from './result';
import { runSqlRule, sqlRuleQuery, viewNameOf } from './sql-rule';
import { runWarnings, verdictFlags } from './verdict';

type Aggregate = Extract<CompiledRule, { kind: 'aggregate' }>;

/**
 * One SELECT computing the row count and the given rules' aggregates in a single scan.
 * Identical aggregates (e.g. `unique(id)` and `duplicate_count(id)` both count distinct
 * ids) are computed once and shared.
 */
export function aggregatePlan(
  table: string,
  rules: Aggregate[],
): { sql: string; read: (row: Record<string, unknown>, c: Aggregate) => Values } {
  const aliasOf = new Map<string, string>();
  const select = ['CAST(count(*) AS DOUBLE) AS "n"'];
  for (const c of rules) {
    for (const sql of Object.values(c.aggregates)) {
      if (aliasOf.has(sql)) continue;
      const alias = `a${aliasOf.size}`;
      aliasOf.set(sql, alias);
      select.push(`CAST(${sql} AS DOUBLE) AS ${sqlIdent(alias)}`);
    }
  }
  return {
    sql: `SELECT ${select.join(', ')} FROM ${sqlIdent(table)}`,
    read: (row, c) => {
      const out: Values = {};
      for (const [key, sql] of Object.entries(c.aggregates))
        out[key] = toNumber(row[aliasOf.get(sql)!]);
      return out;
    },
  };
}

/** The SQL of the fused scan (for tests, the bench and curious users). */
export function aggregateQuery(table: string, rules: Aggregate[]): string {
  return aggregatePlan(table, rules).sql;
}

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isNaN(n) ? null : n;
}

/**
 * Runs every count and metric rule. `fused` computes them all in one scan; if that scan
 * fails (one rule's SQL is bad), each rule is retried alone so only the culprit fails.
 */
async function runAggregates(
  runner: QueryRunner,
  table: string,
  rules: Aggregate[],
  plan: 'fused' | 'per-rule',
): Promise<{ rows: number; values: Map<number, Values | { error: Said }> }> {
  const values = new Map<number, Values | { error: Said }>();
  if (plan === 'fused' || rules.length === 0) {
    try {
      const plan = aggregatePlan(table, rules);
      const row = (await runner.query(plan.sql)).rows[0] ?? {};
      for (const c of rules) values.set(c.rule.index, plan.read(row, c));
      return { rows: toNumber(row.n) ?? 0, values };
    } catch (e) {
      if (rules.length === 0) throw e;
    }
  }
  let rows: number | null = null;
  for (const c of rules) {
    try {
      const plan = aggregatePlan(table, [c]);
      const row = (await runner.query(plan.sql)).rows[0] ?? {};
      rows = toNumber(row.n);
      values.set(c.rule.index, plan.read(row, c));
    } catch (e) {
      // The catalog says which parameters are the user's regexes.
      const pattern = paramsOf(c.rule.canonicalType).some(
        (p) => p.kind === 'regex' && p.name in c.rule.params,
      );
      values.set(c.rule.index, { error: ruleErrorSaid((e as Error).message, pattern) });
    }
  }
  if (rows === null)
    rows = toNumber((await runner.query(aggregateQuery(table, []))).rows[0]?.n) ?? 0;
  return { rows, values };
}

/**
 * Compiles every rule. With the caller's `keyRanges`, the integer columns a distinct count
 * asks for get their range read first (once per table), and the rules are compiled again
 * to count those columns by bitmap. Compiling is pure and cheap; the range is one scan.
 */
async function compileAll(
  runner: QueryRunner,
  doc: ParsedDocument,
  columns: readonly ColumnInfo[],
  { table, now, keyRanges, spark }: RunOptions,
): Promise<CompiledRule[]> {
  const asked: ColumnInfo[] = [];
  const keyRange: KeyRangeOf = (c) => {
    const known = keyRanges?.get(c.name);
    if (known === undefined) asked.push(c);
    return known;
  };
  const compile = () =>
    doc.rules.map((r) => compileRule(r, columns, { table, now, keyRange, spark }));
  const first = compile();
  if (!keyRanges || asked.length === 0) return first;
  await keyRanges.read(runner, table, asked);
  return compile();
}

/** An aggregate rule's result; a finish that finds production would stop is its error. */
function finished(c: Aggregate, v: Values, rows: number, validatedAt: string): RuleResult {
  try {
    return resultOf(c.rule, c.finish(v, rows), rows, validatedAt);
  } catch (e) {
    return errorResult(c.rule, saidOf(e), rows, validatedAt);
  }
}

/** Runs a parsed document against a loaded table (RULES.md §3–§7). */
export async function runValidation(
  runner: QueryRunner,
  doc: ParsedDocument,
  opts: RunOptions,
): Promise<RunResult> {
  const validatedAt = opts.now.toISOString();
  const columns = opts.columns ?? (await describeTable(runner, opts.table));
  const compiled = await compileAll(runner, doc, columns, opts);
  opts.onProgress?.({ phase: 'start', codes: doc.rules.map((r) => r.code) });

  const aggregates = compiled.filter((c): c is Aggregate => c.kind === 'aggregate');
  const { rows, values } = await runAggregates(
    runner,
    opts.table,
    aggregates,
    opts.plan ?? 'fused',
  );
  opts.onProgress?.({ phase: 'done', codes: aggregates.map((c) => c.rule.code) });

  const sqlRules = compiled.filter((c) => c.kind === 'sql');
  // Each sql rule translated once: its macros are created from it, then it runs.
  const sqlQueries = new Map(
    sqlRules.map((c) => [c.rule.index, sqlRuleQuery(c.rule, opts.now, opts.spark)]),
  );
  if (sqlRules.length) {
    for (const view of new Set(sqlRules.map((c) => viewNameOf(c.rule)))) {
      await runner.query(
        `CREATE OR REPLACE TEMP VIEW ${sqlIdent(view)} AS SELECT * FROM ${sqlIdent(opts.table)}`,
      );
    }
    const translated = [...sqlQueries.values()].flatMap((q) => ('sql' in q ? [q.sql] : []));
    for (const macro of sparkMacrosFor(translated)) await runner.query(macro);
  }

  const results: RuleResult[] = [];
  for (const c of compiled) {
    const { rule } = c;
    if (c.kind === 'error') results.push(errorResult(rule, c.error, rows, validatedAt));
    else if (c.kind === 'static') results.push(resultOf(rule, c.outcome, rows, validatedAt));
    else if (c.kind === 'aggregate') {
      const v = values.get(rule.index)!;
      results.push(
        'error' in v
          ? errorResult(rule, (v as { error: Said }).error, rows, validatedAt)
          : finished(c, v as Values, rows, validatedAt),
      );
    } else {
      const r = await runSqlRule(runner, rule, opts.now, sqlQueries.get(rule.index), opts.spark);
      if ('error' in r)
        results.push(
          errorResult(rule, r.said ?? r.error, rows, validatedAt, r.notPortable === true),
        );
      else {
        results.push({
          ...resultOf(rule, r.outcome, rows, validatedAt),
          ...(r.failedRows ? { failed_rows: r.failedRows } : {}),
          ...(r.warning ? { warning: r.warning } : {}),
          ...(r.warningRef ? { warningRef: r.warningRef } : {}),
        });
      }
      opts.onProgress?.({ phase: 'done', codes: [rule.code] });
    }
  }

  return {
    pipeline: doc.pipeline,
    on_failure: doc.onFailure,
    rows_read: rows,
    validated_at: validatedAt,
    ...verdictFlags(doc.onFailure, results),
    results,
    ...runWarnings(doc, results),
  };
}
