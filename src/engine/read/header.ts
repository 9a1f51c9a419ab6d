import { BadInputError } from './file-refusals';

/**
 * The column names Spark gives a CSV (RULES.md §9), from its first record: Spark 3.5's
 * `CSVUtils`/`makeSafeHeader` under the default `spark.sql.caseSensitive=false`.
 * - `header=false`: `_c0`, `_c1`, … by position;
 * - a blank header cell, or one equal to `nullValue`: `_c` and its position;
 * - a name that occurs more than once, ignoring case: the name followed by its position
 *   (`id,ID` → `id0`, `ID1`);
 * - any other name as written.
 */
export function sparkHeaderNames(
  cells: readonly (string | null)[],
  header: boolean,
  nullValue: string,
): string[] {
  if (!header) return cells.map((_, i) => `_c${i}`);
  const seen = new Map<string, number>();
  for (const cell of cells) {
    if (cell === null) continue;
    const key = cell.toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return cells.map((cell, i) => {
    if (cell === null || cell === '' || cell === nullValue) return `_c${i}`;
    return (seen.get(cell.toLowerCase()) ?? 0) > 1 ? `${cell}${i}` : cell;
  });
}

/**
 * The page's refusal of a header the loader would rename (see {@link sparkHeaderNames}):
 * a blank name, or a name twice ignoring case (Spark resolves column names
 * case-insensitively, so `ID` and `id` clash there too). Null when every name is fine.
 */
export function headerRefusal(name: string, header: readonly string[]): BadInputError | null {
  const blank = header.findIndex((field) => field.trim() === '');
  if (blank >= 0) {
    return new BadInputError(
      `“${name}” has a blank column name in its header (column ${blank + 1}). Every column needs a name.`,
      'blankHeader',
      { name, column: blank + 1 },
    );
  }
  const seen = new Map<string, number>();
  for (const [i, field] of header.entries()) {
    const key = field.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      return new BadInputError(
        `“${name}” has the column name “${field}” twice (columns ${first + 1} and ${i + 1}). Column names must be unique.`,
        'duplicateHeader',
        { name, field, first: first + 1, second: i + 1 },
      );
    }
    seen.set(key, i);
  }
  return null;
}
