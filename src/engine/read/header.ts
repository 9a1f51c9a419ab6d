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
