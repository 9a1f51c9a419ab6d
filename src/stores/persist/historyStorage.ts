/**
 * The run history in localStorage, on the page's own thread: a reload or a crashed
 * database worker does not touch it. A write the browser refuses (storage full, private
 * mode) is reported to the caller, never ignored.
 */
import type { HistoryRecord } from '../engine';
import { parseHistory } from '../engine';

const KEY = 'dqw.history.v1';

/** The kept history (oldest first), and what could not be read back. */
export function loadHistory(): { records: HistoryRecord[]; problems: string[] } {
  try {
    const text = localStorage.getItem(KEY);
    return text ? parseHistory(text) : { records: [], problems: [] };
  } catch {
    return { records: [], problems: ['the browser storage could not be read'] };
  }
}

/** Saves the history; returns the browser's refusal in plain words, or null when kept. */
export function saveHistory(records: readonly HistoryRecord[]): string | null {
  try {
    if (records.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(records));
    return null;
  } catch (e) {
    const full = e instanceof DOMException && /quota/i.test(`${e.name} ${e.message}`);
    return full
      ? 'The browser storage is full'
      : `The browser refused to store the history (${e instanceof Error ? e.message : String(e)})`;
  }
}
