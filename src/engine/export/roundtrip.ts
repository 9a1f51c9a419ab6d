import { compileRule } from '../compile/rule';
import { english } from '../said';
import { sparkToDuckdb } from '../sql/spark-dialect';
import { sparkMacrosFor } from '../sql/spark-macros';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, ParsedDocument, QueryRunner } from '../types';
import type { ExportArtifact } from './types';

/**
 * The round trip (docs/exports.md, "Checked on your file"): the row predicates an artifact carries are evaluated back
 * on the loaded data, through the engine's Spark→DuckDB rewrite, beside the rule's own
 * violation predicate. A row is flagged by the export when its pass predicate is not
 * TRUE — NULL counts as a violation, as in a Delta CHECK — so a predicate that is not
 * total shows up as a disagreement instead of hiding behind an engine's NULL rule.
 */
export interface RoundTripRow {
  /** The rule's position in the expanded list (codes may repeat). */
  index: number;
  code: string;
  /** `same`: identical rows flagged; `different`; `skipped`: no row predicate or no engine one. */
  status: 'same' | 'different' | 'skipped' | 'error';
  engineRows: number;
  exportRows: number;
  onlyEngine: number;
  onlyExport: number;
  /** The first row (0-based, load order) where they differ. */
  firstDifference: number | null;
  reason?: string;
}

interface Item {
  index: number;
  code: string;
  engine: string;
  exported: string;
}

function items(
  art: ExportArtifact,
  doc: ParsedDocument,
  columns: readonly ColumnInfo[],
  table: string,
  now: Date,
) {
  const out: Item[] = [];
  const skipped = new Map<number, RoundTripRow>();
  doc.rules.forEach((rule, index) => {
    const pred = art.entries[index]?.predicate;
    const c = compileRule(rule, columns, { table, now });
    if (pred === undefined || c.kind !== 'aggregate' || !c.violation) {
      if (rule.rowLevel || pred !== undefined)
        skipped.set(index, {
          index,
          code: rule.code,
          status: 'skipped',
          engineRows: 0,
          exportRows: 0,
          onlyEngine: 0,
          onlyExport: 0,
          firstDifference: null,
          reason:
            c.kind !== 'error'
              ? 'no row predicate in this target'
              : typeof c.error === 'string'
                ? c.error
                : english(c.error),
        });
      return;
    }
    out.push({
      index,
      code: rule.code,
      engine: c.violation.predicate,
      exported: sparkToDuckdb(pred, now),
    });
  });
  return { items: out, skipped };
}

/** One query comparing every item, all in one scan. */
export function roundTripQuery(
  list: { engine: string; exported: string }[],
  table: string,
): string {
  const flags = list.flatMap((it, i) => [
    `coalesce(${it.engine}, FALSE) AS ${sqlIdent(`e${i}`)}`,
    `((${it.exported}) IS NOT TRUE) AS ${sqlIdent(`x${i}`)}`,
  ]);
  const aggs = list.flatMap((_, i) => {
    const e = sqlIdent(`e${i}`);
    const x = sqlIdent(`x${i}`);
    return [
      `CAST(count(*) FILTER (WHERE ${e}) AS DOUBLE) AS ${sqlIdent(`ne${i}`)}`,
      `CAST(count(*) FILTER (WHERE ${x}) AS DOUBLE) AS ${sqlIdent(`nx${i}`)}`,
      `CAST(count(*) FILTER (WHERE ${e} AND NOT ${x}) AS DOUBLE) AS ${sqlIdent(`oe${i}`)}`,
      `CAST(count(*) FILTER (WHERE ${x} AND NOT ${e}) AS DOUBLE) AS ${sqlIdent(`ox${i}`)}`,
      `CAST(min(__rid) FILTER (WHERE ${e} <> ${x}) AS DOUBLE) AS ${sqlIdent(`fd${i}`)}`,
    ];
  });
  return `SELECT ${aggs.join(', ')} FROM (SELECT rowid AS __rid, ${flags.join(', ')} FROM ${sqlIdent(table)}) AS ${sqlIdent('_dqw_rt')}`;
}

function num(v: unknown): number {
  return v === null || v === undefined ? 0 : Number(v);
}

/** Reads one item's counts from the query's row. */
export function readRoundTrip(
  row: Record<string, unknown>,
  i: number,
  item: { index: number; code: string },
): RoundTripRow {
  const onlyEngine = num(row[`oe${i}`]);
  const onlyExport = num(row[`ox${i}`]);
  const fd = row[`fd${i}`];
  return {
    index: item.index,
    code: item.code,
    status: onlyEngine === 0 && onlyExport === 0 ? 'same' : 'different',
    engineRows: num(row[`ne${i}`]),
    exportRows: num(row[`nx${i}`]),
    onlyEngine,
    onlyExport,
    firstDifference: fd === null || fd === undefined ? null : Number(fd),
  };
}

/** A query the caller cancelled (superseded work) is not the predicate's fault: pass it on. */
function cancelled(e: unknown): boolean {
  return e instanceof Error && e.name === 'QueryCancelled';
}

/**
 * Evaluates an artifact's row predicates on the loaded table. A predicate DuckDB cannot
 * run is reported as an error for that rule only.
 */
export async function runRoundTrip(
  runner: QueryRunner,
  art: ExportArtifact,
  doc: ParsedDocument,
  columns: readonly ColumnInfo[],
  table: string,
  now: Date,
): Promise<RoundTripRow[]> {
  const { items: list, skipped } = items(art, doc, columns, table, now);
  const results = new Map<number, RoundTripRow>();
  // The translated predicates call the macros that give DuckDB Spark's meanings.
  for (const macro of sparkMacrosFor(list.map((it) => it.exported))) await runner.query(macro);
  try {
    if (list.length) {
      const row = (await runner.query(roundTripQuery(list, table))).rows[0] ?? {};
      list.forEach((it, i) => results.set(it.index, readRoundTrip(row, i, it)));
    }
  } catch (e) {
    if (cancelled(e)) throw e;
    for (const it of list) {
      try {
        const row = (await runner.query(roundTripQuery([it], table))).rows[0] ?? {};
        results.set(it.index, readRoundTrip(row, 0, it));
      } catch (e) {
        if (cancelled(e)) throw e;
        results.set(it.index, {
          index: it.index,
          code: it.code,
          status: 'error',
          engineRows: 0,
          exportRows: 0,
          onlyEngine: 0,
          onlyExport: 0,
          firstDifference: null,
          reason: (e as Error).message,
        });
      }
    }
  }
  return doc.rules
    .map((_, i) => results.get(i) ?? skipped.get(i))
    .filter((r): r is RoundTripRow => r !== undefined);
}

/** "7 of 7 rules: same failed rows" */
export function roundTripSummary(rows: RoundTripRow[]): string {
  const checked = rows.filter(
    (r) => r.status === 'same' || r.status === 'different' || r.status === 'error',
  );
  const same = checked.filter((r) => r.status === 'same').length;
  return `${same} of ${checked.length} rule${checked.length === 1 ? '' : 's'}: same failed rows`;
}
