/**
 * Reference files: other files loaded under a table name that `sql` rules read, as
 * production's `spark.sql` reads a catalog table; and the reference check built over
 * them (a column's values must exist in a reference column), added to the document.
 */
import { create } from 'zustand';
import type { ColumnInfo } from '../engine/types';
import { currentLanguage, t } from '../i18n';
import { explainLoadError } from '../workbench/explain';
import { QueryCancelled } from '../workbench/database';
import { addRulesToDocument, referenceNameOf, referenceRule, type ReferenceCheck } from './engine';
import { useRulesStore } from './rulesStore';
import { workbench } from './session';

export interface ReferenceTable {
  name: string;
  file: string;
  rows: number;
  columns: ColumnInfo[];
}

interface ReferenceState {
  tables: ReferenceTable[];
  status: 'idle' | 'loading';
  error: string | null;
  /** The check last added, to say so. */
  added: ReferenceCheck | null;
  /** Loads `file` as table `name` (from the file's name when blank). */
  load(file: File, name: string): Promise<void>;
  remove(name: string): Promise<void>;
  addCheck(check: ReferenceCheck): void;
}

export { referenceNameOf };

export const useReferenceStore = create<ReferenceState>()((set, get) => ({
  tables: [],
  status: 'idle',
  error: null,
  added: null,

  async load(file, name) {
    const table = name.trim() || referenceNameOf(file.name);
    const bad = workbench.referenceNameProblem(table);
    if (bad) {
      set({ error: t('reference.badName', { reason: bad }) });
      return;
    }
    set({ status: 'loading', error: null, added: null });
    try {
      const loaded = await workbench.loadReference(file, table);
      const entry = { name: table, file: file.name, rows: loaded.rows, columns: loaded.columns };
      set({
        status: 'idle',
        tables: [...get().tables.filter((r) => r.name !== table), entry],
      });
    } catch (e) {
      if (e instanceof QueryCancelled) return;
      set({ status: 'idle', error: explainLoadError(file.name, e, t, currentLanguage()) });
    }
  },

  async remove(name) {
    set({ tables: get().tables.filter((r) => r.name !== name), added: null });
    await workbench.dropReference(name);
  },

  addCheck(check) {
    const rules = useRulesStore.getState();
    try {
      rules.setText(addRulesToDocument(rules.text, [referenceRule(check)]));
      set({ added: check, error: null });
    } catch (e) {
      set({ error: e instanceof Error ? e.message : String(e) });
    }
  },
}));
