/**
 * Saves every download of the page: the workbench computes the bytes (report, quarantine
 * and valid rows, a rule's failed rows, the rules formatted); this hands them to the
 * browser. Components only call these.
 */
import type { DownloadFile } from '../workbench/types';
import { effectiveAnnotate, useAnnotateChoiceStore } from './annotateChoice';
import { useRulesStore } from './rulesStore';
import { workbench } from './session';

export type { DownloadKind } from '../workbench/types';
export { formatRules } from '../workbench/downloads';

export function save({ data, fileName, type }: DownloadFile): void {
  // parquet-wasm hands back a plain ArrayBuffer-backed array; the cast only narrows the type.
  const url = URL.createObjectURL(new Blob([data as string | Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the browser's download; release it after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Produces and saves one download. Rejects with a message for the page. */
export async function download(kind: import('../workbench/types').DownloadKind): Promise<void> {
  // The quarantine's codes column: the document's `outputs.invalid.annotate`, unless the
  // user chose otherwise in the menu (RULES.md §6).
  const { enabled, column } = effectiveAnnotate(
    useAnnotateChoiceStore.getState().choice,
    useRulesStore.getState().parsed,
  );
  save(await workbench.download(kind, { annotate: enabled ? column : null }));
}

/** Saves every row a `sql` rule's `failed_rows` query returns, as CSV. */
export async function downloadFailedRows(code: string): Promise<void> {
  save(await workbench.downloadFailedRows(code));
}
