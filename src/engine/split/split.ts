import { DEFAULT_ANNOTATE } from '../catalog';
import { compileRule, type CompiledRule } from '../compile/rule';
import { sqlIdent, sqlString } from '../sql/quote';
import type { ColumnInfo, ParsedDocument, SplitOptions } from '../types';

/** The SQL of the valid/invalid split and its counts (RULES.md §6). */
export interface SplitQueries {
  /**
   * The invalid rows for viewing: input columns + a codes column named `annotate`
   * (VARCHAR[] of codes, in rule order), whether or not one is configured; input order kept.
   */
  invalid: string;
  /**
   * The same rows unordered, with the input-order column `rowOrder` added, for a page of
   * them: sorting and limiting in one SELECT lets DuckDB keep only the page's rows (a top-N),
   * where a LIMIT over the ordered `invalid` sorts every invalid row first.
   */
  invalidUnordered: string;
  /** The column of `invalidUnordered` that gives the input order. */
  rowOrder: string;
  /**
   * The invalid rows as production writes them: the input columns, plus the annotate
   * column only when one is configured (RULES.md §6; library default `annotate=None`).
   */
  invalidFile: string;
  /** The configured annotate column, or null when production would write none. */
  annotateColumn: string | null;
  /** Exactly the input columns, rows breaking no rule in scope. */
  valid: string;
  /** One row: `invalid_rows`, `valid_rows`, and one count column per code (see `codeCounts`). */
  counts: string;
  codeCounts: { code: string; column: string }[];
  annotate: string;
  /** The codes in scope, in rule order (distinct). */
  scope: string[];
}

type Aggregate = Extract<CompiledRule, { kind: 'aggregate' }>;

/**
 * Builds the split. Flags are computed once per row in an inner query, coalesced so a
 * NULL comparison neither invalidates a row nor adds a code; `rowid` keeps input order.
 */
export function buildSplit(
  doc: ParsedDocument,
  columns: readonly ColumnInfo[],
  opts: SplitOptions,
): SplitQueries {
  const configured = opts.annotate === undefined ? doc.outputs.invalid?.annotate : opts.annotate;
  const annotateColumn = configured ?? null;
  const annotate = annotateColumn ?? DEFAULT_ANNOTATE;
  if (columns.some((c) => c.name.toLowerCase() === annotate.toLowerCase())) {
    throw new Error(
      `The annotate column "${annotate}" already exists in the data: choose another name.`,
    );
  }
  const scopeCodes = opts.scope ?? doc.outputs.invalid?.rules;
  const inScope = doc.rules
    .filter((r) => r.rowLevel && (!scopeCodes || scopeCodes.includes(r.code)))
    .map((r) => compileRule(r, columns, { table: opts.table, now: new Date(0), spark: opts.spark }))
    .filter((c): c is Aggregate => c.kind === 'aggregate' && c.violation !== undefined);

  const table = sqlIdent(opts.table);
  const cols = columns.map((c) => sqlIdent(c.name)).join(', ');
  const rid = sqlIdent('__dqw_rid');
  const flags = inScope.map(
    (c, i) => `coalesce(${c.violation!.predicate}, FALSE) AS ${sqlIdent(`__dqw_f${i}`)}`,
  );
  const flag = (i: number) => sqlIdent(`__dqw_f${i}`);
  const any = inScope.length ? inScope.map((_, i) => flag(i)).join(' OR ') : 'FALSE';
  const codesExpr = inScope.length
    ? inScope
        .map(
          (c, i) =>
            `(CASE WHEN ${flag(i)} THEN [${sqlString(c.rule.code)}] ELSE []::VARCHAR[] END)`,
        )
        .join(' || ')
    : '[]::VARCHAR[]';
  const flagged = `SELECT *, rowid AS ${rid}${flags.length ? `, ${flags.join(', ')}` : ''} FROM ${table}`;
  const from = `FROM (${flagged}) AS ${sqlIdent('_dqw_f')}`;

  const codes: string[] = [];
  const codeCounts: SplitQueries['codeCounts'] = [];
  const countCols: string[] = [];
  inScope.forEach((c) => {
    if (codes.includes(c.rule.code)) return;
    codes.push(c.rule.code);
    const same = inScope
      .map((x, j) => (x.rule.code === c.rule.code ? flag(j) : null))
      .filter(Boolean);
    const column = `code_${codeCounts.length}`;
    codeCounts.push({ code: c.rule.code, column });
    countCols.push(
      `CAST(count(*) FILTER (WHERE ${same.join(' OR ')}) AS DOUBLE) AS ${sqlIdent(column)}`,
    );
  });

  const invalid = `SELECT ${cols}, ${codesExpr} AS ${sqlIdent(annotate)} ${from} WHERE ${any} ORDER BY ${rid}`;
  return {
    invalid,
    invalidUnordered: `SELECT ${cols}, ${codesExpr} AS ${sqlIdent(annotate)}, ${rid} ${from} WHERE ${any}`,
    rowOrder: '__dqw_rid',
    invalidFile: annotateColumn ? invalid : `SELECT ${cols} ${from} WHERE ${any} ORDER BY ${rid}`,
    annotateColumn,
    valid: `SELECT ${cols} ${from} WHERE NOT (${any}) ORDER BY ${rid}`,
    counts: `SELECT CAST(count(*) FILTER (WHERE ${any}) AS DOUBLE) AS invalid_rows, CAST(count(*) FILTER (WHERE NOT (${any})) AS DOUBLE) AS valid_rows${countCols.length ? `, ${countCols.join(', ')}` : ''} ${from}`,
    codeCounts,
    annotate,
    scope: codes,
  };
}

/**
 * The quarantine file with an annotate choice made outside the document (the page): the
 * input columns, plus the codes column under `annotate` when one is chosen, null for none
 * (RULES.md §6). `select` renders the input columns (e.g. as text for CSV).
 */
export function invalidFileQuery(
  split: SplitQueries,
  columns: readonly ColumnInfo[],
  annotate: string | null,
  select: (columns: readonly ColumnInfo[]) => string = (cs) =>
    cs.map((c) => `q.${sqlIdent(c.name)}`).join(', '),
): string {
  const name = annotate?.trim() || null;
  if (name && columns.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
    throw new Error(
      `The annotate column "${name}" already exists in the data: choose another name.`,
    );
  }
  const codes = name ? `, q.${sqlIdent(split.annotate)} AS ${sqlIdent(name)}` : '';
  return `SELECT ${select(columns)}${codes} FROM (${split.invalid}) AS q`;
}
