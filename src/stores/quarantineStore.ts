/**
 * The quarantine: the valid/invalid split of the dataset under the chosen scope, the
 * invalid rows (optionally only those one rule flags), counts per code, and which columns
 * each code points at so the grid can highlight the offending cells.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import type { ColumnInfo, ParsedDocument, QueryResult, RunResult } from '../engine/types';
import { DATASET_TABLE, selectAsText } from './dataset/load';
import { buildSplit, sqlIdent, sqlString, type SplitQueries } from './engine';
import { getDatabase } from './session';

/** Invalid rows held for the grid; downloads always take every row. */
export const GRID_ROW_LIMIT = 10_000;

interface QuarantineState {
  /** Codes chosen in the scope picker; null = the document's `outputs.invalid.rules`. */
  scope: string[] | null;
  /** The rule whose rows the grid shows; null = every invalid row. */
  selectedCode: string | null;
  split: SplitQueries | null;
  /** Row-level codes of the document, in declaration order (the picker's choices). */
  rowLevelCodes: string[];
  /** Columns each code reads, for highlighting. */
  columnsByCode: Record<string, string[]>;
  counts: { invalid: number; valid: number } | null;
  codeCounts: Record<string, number>;
  /** What the grid shows: invalid rows, or the selected `sql` rule's failed rows. */
  grid: { kind: 'invalid' | 'failed_rows'; rows: QueryResult; total: number } | null;
  loading: boolean;
  error: string | null;
  refresh(doc: ParsedDocument, columns: ColumnInfo[], result: RunResult): Promise<void>;
  setScope(scope: string[] | null): Promise<void>;
  selectRule(code: string | null): Promise<void>;
}

let context: { doc: ParsedDocument; columns: ColumnInfo[]; result: RunResult } | null = null;
let refreshSeq = 0;

function numberIn(row: Record<string, unknown> | undefined, key: string, position: number): number {
  if (!row) return 0;
  const value = row[key] ?? (position >= 0 ? Object.values(row)[position] : 0);
  return Number(value ?? 0);
}

/** Zustand store of the quarantine panel. */
export const useQuarantineStore = create<QuarantineState>()((set, get) => {
  async function load(): Promise<void> {
    if (!context) return;
    const seq = ++refreshSeq;
    const { doc, columns, result } = context;
    const { scope, selectedCode } = get();
    set({ loading: true });
    try {
      const split = buildSplit(doc, columns, {
        table: DATASET_TABLE,
        ...(scope ? { scope } : {}),
      });
      const selectedResult = result.results.find((r) => r.code === selectedCode);
      const db = await getDatabase();
      const annotate = sqlIdent(split.annotate);
      const counts = await db.runner.query(split.counts);
      const countRow = counts.rows[0];
      const codeCounts: Record<string, number> = {};
      for (const { code, column } of split.codeCounts)
        codeCounts[code] = numberIn(countRow, column, -1);
      const invalidRows = numberIn(countRow, 'invalid_rows', 0);
      let grid: QuarantineState['grid'];
      if (selectedResult?.failed_rows) {
        const rows = selectedResult.failed_rows;
        grid = { kind: 'failed_rows', rows, total: selectedResult.failed_count };
      } else {
        const inScope = selectedCode !== null && split.scope.includes(selectedCode);
        const filter = inScope
          ? `WHERE list_contains(q.${annotate}, ${sqlString(selectedCode)})`
          : selectedCode
            ? 'WHERE FALSE'
            : '';
        const rows = await db.runner.query(
          `SELECT ${selectAsText(columns)}, q.${annotate} FROM (${split.invalid}) AS q ${filter} LIMIT ${GRID_ROW_LIMIT}`,
        );
        // The counts query already holds every total the grid can show: no second scan.
        const total = inScope ? codeCounts[selectedCode] : selectedCode ? 0 : invalidRows;
        grid = { kind: 'invalid', rows, total };
      }
      if (seq !== refreshSeq) return;
      set({
        split,
        counts: {
          invalid: invalidRows,
          valid: numberIn(countRow, 'valid_rows', 1),
        },
        codeCounts,
        grid,
        loading: false,
        error: null,
      });
    } catch (error) {
      if (seq !== refreshSeq) return;
      const message = error instanceof Error ? error.message : String(error);
      set({
        loading: false,
        grid: null,
        split: null,
        counts: null,
        error: /out of memory/i.test(message)
          ? t('quarantine.outOfMemory')
          : t('quarantine.failed', { message }),
      });
    }
  }

  return {
    scope: null,
    selectedCode: null,
    split: null,
    rowLevelCodes: [],
    columnsByCode: {},
    counts: null,
    codeCounts: {},
    grid: null,
    loading: false,
    error: null,

    async refresh(doc, columns, result) {
      context = { doc, columns, result };
      const rowLevelCodes = doc.rules.filter((r) => r.rowLevel).map((r) => r.code);
      const columnsByCode: Record<string, string[]> = {};
      for (const rule of doc.rules) columnsByCode[rule.code] = rule.columns;
      const { scope, selectedCode } = get();
      set({
        rowLevelCodes,
        columnsByCode,
        // Codes that no longer exist after an edit fall out of the scope and the selection.
        scope: scope ? scope.filter((code) => rowLevelCodes.includes(code)) : null,
        selectedCode:
          selectedCode && result.results.some((r) => r.code === selectedCode) ? selectedCode : null,
      });
      await load();
    },

    async setScope(scope) {
      set({ scope });
      await load();
    },

    async selectRule(code) {
      set({ selectedCode: code === get().selectedCode ? null : code });
      await load();
    },
  };
});
