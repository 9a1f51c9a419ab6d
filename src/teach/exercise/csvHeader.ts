/**
 * The column names of a small CSV's first record, for checking an exercise's key column
 * before its data is loaded: the reader's own delimiter guess and record scan.
 */
import { guessDelimiter, scanRecords } from '../../engine/read';

/** The first record's names ([] for an empty text). */
export function csvHeader(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) return [];
  const first = scanRecords(text, guessDelimiter(text), false)[0] ?? [];
  return first.map((c) => c.trim()).filter((c) => c !== '');
}
