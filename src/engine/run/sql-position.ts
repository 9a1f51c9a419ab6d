/**
 * Where in a `sql` rule's own query DuckDB's error points. DuckDB names a position in the
 * statement it ran (its "LINE n: …" excerpt and a caret), which is the user's query
 * translated (`sparkToDuckdb`) and wrapped in the workbench's own SQL; the position is
 * given back in the query as written, or not at all when the translation changed the
 * text before it.
 */
import { tokenize } from '../sql/spark-dialect';

/** The offset in `sql` (the statement run) DuckDB's excerpt and caret point at, or null. */
export function errorOffset(message: string, sql: string): number | null {
  const m = /(?:^|\n)(LINE (\d+): )([^\n]*)\n( *)\^/.exec(message);
  if (!m) return null;
  const line = Number(m[2]);
  let excerpt = m[3];
  let column = m[4].length - m[1].length;
  // A long line is cut to the part around the error, marked by "...".
  if (excerpt.startsWith('...')) {
    excerpt = excerpt.slice(3);
    column -= 3;
  }
  if (excerpt.endsWith('...')) excerpt = excerpt.slice(0, -3);
  const lines = sql.split('\n');
  if (line < 1 || line > lines.length || column < 0) return null;
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const at = lines[line - 1].indexOf(excerpt);
  return at < 0 ? null : start + at + column;
}

interface Placed {
  text: string;
  offset: number;
}

/** The tokens that carry meaning, each with its offset in `sql`. */
function placedTokens(sql: string): Placed[] {
  const out: Placed[] = [];
  let offset = 0;
  for (const t of tokenize(sql)) {
    if (t.kind !== 'space' && t.kind !== 'comment') out.push({ text: t.text, offset });
    offset += t.text.length;
  }
  return out;
}

/** Where a rule's query stands in the statement run, and where an error points in it. */
export type QueryPlace = { kind: 'end' } | { kind: 'at'; offset: number } | null;

/**
 * Where DuckDB's error points in the query as written (`original`), given the translated
 * query (`translated`) as it stands in the statement run (`sql`): past its last token is
 * its end (the wrapper's own SQL); otherwise the same token of `original`, when every
 * token before it reads alike in both. Null when DuckDB names no position, or the
 * translation changed the text before it.
 */
export function queryPlace(
  message: string,
  sql: string,
  translated: string,
  original: string,
): QueryPlace {
  const offset = errorOffset(message, sql);
  const start = sql.indexOf(translated);
  if (offset === null || start < 0) return null;
  const at = offset - start;
  const ran = placedTokens(translated);
  const last = ran[ran.length - 1];
  if (at < 0) return null;
  if (!last || at >= last.offset + last.text.length) return { kind: 'end' };
  const k = ran.findIndex((t) => at < t.offset + t.text.length);
  const written = placedTokens(original);
  for (let i = 0; i <= k; i++) if (written[i]?.text !== ran[i].text) return null;
  return { kind: 'at', offset: written[k].offset + Math.max(0, at - ran[k].offset) };
}
