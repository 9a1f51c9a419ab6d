/**
 * A JSON or NDJSON file given as a CSV (`data.csv` holding `[{"id":1}, …]`) would load as
 * a CSV whose header is `[{"id":1}`. Its first bytes say what it is; the page and the CLI
 * both ask here before loading.
 */

/** What the file's first bytes show, or `null` when they do not look like JSON. */
export function jsonKindOf(head: string): 'json-array' | 'ndjson' | 'json' | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (/^\[\s*([{["\]\d-]|true|false|null|$)/.test(text)) return 'json-array';
  if (!text.startsWith('{')) return null;
  const line = text.split(/\r?\n/, 1)[0].trim();
  try {
    if (line.endsWith('}')) {
      JSON.parse(line);
      return 'ndjson';
    }
  } catch {
    // Not one object on its first line: a (pretty-printed) JSON document, or not JSON.
  }
  return /^\{\s*("|\}|$)/.test(text) ? 'json' : null;
}

/** Why the file is refused, in the user's terms (the caller names the file). */
export function jsonRefusal(kind: NonNullable<ReturnType<typeof jsonKindOf>>): string {
  const what =
    kind === 'ndjson'
      ? 'JSON Lines (NDJSON: one JSON object a line)'
      : kind === 'json-array'
        ? 'JSON (an array of records)'
        : 'a JSON document';
  return `the file holds ${what}, not CSV: name it .json to read it as JSON (as Spark's format "json" does), or save it as CSV`;
}
