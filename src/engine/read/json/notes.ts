/** What the reader says about a JSON file, as read warnings (worded in `read/warnings.ts`). */
import type { ReadWarning } from '../warnings';
import type { JsonRead } from './read';

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
      lines: read.corrupt
        .map((c) => `line ${c.line}${c.file ? ` of ${c.file}` : ''}: ${c.why}`)
        .join('; '),
      notes: read.corrupt,
    });
  return out;
}
