/** What the reader says about a JSON file, as read warnings (worded in `read/warnings.ts`). */
import type { ReadWarning } from '../warnings';
import type { CorruptNote, JsonRead } from './read';
import { jsonWhyText } from './why';

/** The lines Spark cannot parse, each with where and why, in English (`line 2 of b.jsonl: …`). */
export function corruptLinesText(notes: readonly CorruptNote[]): string {
  return notes
    .map((n) => {
      const why = jsonWhyText(n.reason);
      const at = n.column === undefined ? why : `${why} at column ${n.column}`;
      return `line ${n.line}${n.file ? ` of ${n.file}` : ''}: ${at}`;
    })
    .join('; ');
}

/** The warnings of a JSON read: one document read whole, lines Spark cannot parse. */
export function jsonReadWarnings(
  read: Pick<JsonRead, 'multiLineGuessed' | 'corrupt' | 'corruptCount'>,
): ReadWarning[] {
  const out: ReadWarning[] = [];
  if (read.multiLineGuessed) out.push({ kind: 'json-document' });
  if (read.corruptCount > 0)
    out.push({
      kind: 'json-corrupt',
      count: read.corruptCount,
      notes: read.corrupt,
    });
  return out;
}
