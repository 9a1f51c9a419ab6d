/**
 * The explain panel: a rule in plain words with the SQL the workbench runs and the Spark
 * SQL production runs, or why a quarantined row was flagged, cell by cell.
 */
import { create } from 'zustand';
import { explainRule, ruleModule, type RuleExplanation } from '../engine';
import { explainCell } from '../teach/explain-cell';
import { say } from '../teach/text';
import { currentLanguage } from '../i18n';
import { DATASET_TABLE, loadedColumns, loadedKeyRange, parsedDocument } from './teachBridge';

/** One reason a row is quarantined: the code, the cell and the words. */
export interface CellReason {
  code: string;
  column: string;
  value: unknown;
  text: string;
}

interface ExplainState {
  rule: RuleExplanation | null;
  row: { index: number; reasons: CellReason[] } | null;
  /** Explains the rule of `code`, preferring the expanded rule at `index` (same order as results). */
  explainRule(code: string, index?: number): void;
  explainRow(index: number, row: Record<string, unknown>, codes: string[]): void;
  close(): void;
}

const rulesByCode = (code: string) => parsedDocument().rules.filter((r) => r.code === code);

export const useExplainStore = create<ExplainState>()((set) => ({
  rule: null,
  row: null,

  explainRule(code, index) {
    const at = index === undefined ? undefined : parsedDocument().rules[index];
    const rule = at?.code === code ? at : rulesByCode(code)[0];
    const columns = loadedColumns();
    if (!rule) return;
    const context = { table: DATASET_TABLE, now: new Date(), keyRange: loadedKeyRange() };
    set({ row: null, rule: explainRule(rule, columns, context) });
  },

  explainRow(index, row, codes) {
    const locale = currentLanguage();
    const reasons: CellReason[] = [];
    const valueOf = (column: string) => {
      const key = Object.keys(row).find((k) => k.toLowerCase() === column.toLowerCase()) ?? column;
      return { key, value: row[key] };
    };
    for (const code of codes) {
      for (const rule of rulesByCode(code)) {
        const cells = rule.columns.map(valueOf);
        // not_null names only the empty cells; unique names the whole key at once.
        const named = ruleModule(rule.canonicalType)?.flaggedCells;
        const shown =
          named === 'nulls'
            ? cells.filter((c) => c.value === null || c.value === undefined)
            : named === 'key' && cells.length > 1
              ? [
                  {
                    key: cells.map((c) => c.key).join(', '),
                    value: `(${cells.map((c) => String(c.value ?? 'NULL')).join(', ')})`,
                  },
                ]
              : cells;
        for (const c of shown) {
          const text = say(explainCell(rule, c.key, c.value), locale);
          reasons.push({ code, column: c.key, value: c.value, text });
        }
      }
    }
    set({ rule: null, row: { index, reasons } });
  },

  close() {
    set({ rule: null, row: null });
  },
}));
