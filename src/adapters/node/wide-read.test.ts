/**
 * Wide files (docs/cli.md, One pass), on both DuckDBs: a file of 1,002 columns (the 12 columns of
 * `examples/data/spark-types.csv`, then its 10 columns other than timestamps a hundred
 * times over: a timestamp's conversion is fifty times an integer's) takes the wide path (the
 * delimiter from the first line, a sniff without types, the sniffed columns read as text,
 * the conversions in batches joined by position) and must load exactly as the 12-column
 * file does: every copy of a column with its type, its values, in the file's row order.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERT_BATCH, WIDE_FIELDS } from '../common/csv.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { repoRoot } from '../testing/paths.ts';

const fixture = path.join(repoRoot, 'examples', 'data', 'spark-types.csv');
const COPIES = 100;
const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-wide-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TIMESTAMPS = new Set(['seen_at', 'when_local']);

/** Copy `k` of the fixture's columns: all of them first, then all but the timestamps. */
const copyOf = (names: string[], k: number) =>
  names.flatMap((n, i) => (k === 0 || !TIMESTAMPS.has(n) ? [{ name: `${n}_${k}`, i }] : []));

/** The fixture with each line's fields repeated (headers suffixed `_k`), and its columns. */
function widen(): { file: string; columns: { name: string; i: number }[] } {
  // The fixture has no quoted field, so a plain split reads it.
  const [header, ...rows] = readFileSync(fixture, 'utf8').trimEnd().split('\n');
  const names = header.split(',');
  const columns = Array.from({ length: COPIES + 1 }, (_, k) => copyOf(names, k)).flat();
  const file = path.join(tmp, 'wide.csv');
  writeFileSync(
    file,
    [
      columns.map((c) => c.name).join(','),
      ...rows.map((r) => {
        const fields = r.split(',');
        return columns.map((c) => fields[c.i]).join(',');
      }),
    ].join('\n') + '\n',
  );
  return { file, columns };
}

describe.each(BACKENDS)('$name: a 1,200-column file', ({ open }) => {
  let b: TestBackend;
  let wide: ReturnType<typeof widen>;
  beforeAll(async () => {
    b = await open();
    wide = widen();
  });
  afterAll(async () => b.close());

  it('loads every column as the narrow file types it, with the same values in order', async () => {
    const narrow = await b.loadCsvFile(fixture, 'narrow');
    const info = await b.loadCsvFile(wide.file, 'wide');
    // The file is wide enough to take the wide path and more than one batch.
    expect(wide.columns.length).toBeGreaterThanOrEqual(WIDE_FIELDS);
    expect(wide.columns.length).toBeGreaterThan(2 * CONVERT_BATCH);
    expect(info.columns).toHaveLength(wide.columns.length);
    expect(info.read).toHaveLength(wide.columns.length);
    expect(info.rows).toBe(narrow.rows);
    wide.columns.forEach(({ name, i }, at) => {
      expect(info.columns[at]).toEqual({ name, type: narrow.columns[i].type });
      expect(info.read[at].sparkType).toBe(narrow.read[i].sparkType);
      // Production's notes (leading zeros, offsets) are said on every copy, as on the original.
      const source = narrow.columns[i].name;
      expect(info.read[at].notes.join('\n').replaceAll(`\`${name}\``, `\`${source}\``)).toBe(
        narrow.read[i].notes.join('\n'),
      );
    });

    const asText = (table: string, cols: string[]) =>
      b.runner.query(
        `SELECT ${cols.map((c) => `CAST("${c}" AS VARCHAR) AS "${c}"`).join(', ')} FROM "${table}" ORDER BY rowid`,
      );
    const values = async (table: string, cols: string[]) =>
      (await asText(table, cols)).rows.map((r) => Object.values(r));
    // Every column, copy by copy, against the narrow file's.
    for (let k = 0; k <= COPIES; k++) {
      const copy = wide.columns.filter((c) => c.name.endsWith(`_${k}`));
      const expected = await values(
        'narrow',
        copy.map((c) => narrow.columns[c.i].name),
      );
      expect(
        await values(
          'wide',
          copy.map((c) => c.name),
        ),
      ).toEqual(expected);
    }
    // No temporary table of the batches is left behind.
    const left = await b.runner.query(
      `SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name LIKE 'wide__typed_%'`,
    );
    expect(left.rows[0].n).toBe(0);
  }, 300_000);
});
