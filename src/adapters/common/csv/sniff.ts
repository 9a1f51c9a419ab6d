/** The dialect of a CSV file (DuckDB's sniffer, hinted for a wide file) and its first line's cells. */
import type { RawLines } from './lines.ts';
import { headBuffer, query, readCsv } from './sql.ts';
import { literal } from '../quote.ts';
import {
  type CsvOptions,
  DELIMITERS,
  type QueryRunner,
  type SniffedCsv,
  splitLine,
} from '../../../engine/index.ts';

/** A first line with this many delimiters makes a file "wide" (see `dialectHint`). */
export const WIDE_FIELDS = 1000;

/**
 * For a very wide file, the delimiter its first line shows, and no type detection.
 * DuckDB's dialect search parses its sample once per candidate dialect, which costs
 * seconds per thousand columns (22 s for 10,000 columns, 2.6 s with the dialect given):
 * telling it the delimiter and the standard quote leaves it only the types to detect,
 * which are skipped too. Narrow files keep DuckDB's full detection.
 */
export async function dialectHint(
  opts: CsvOptions,
  lines: RawLines,
): Promise<Record<string, string>> {
  if (opts.delimiter !== undefined) return {};
  // Unreadable this way: DuckDB's own detection will say what is wrong.
  const line = (await lines(0)) ?? '';
  const counts = DELIMITERS.map((d) => line.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  if (counts[best] + 1 < WIDE_FIELDS) return {};
  return {
    delim: literal(DELIMITERS[best]),
    quote: `'"'`,
    escape: `'"'`,
    // The sniffed types are never used (every column is read as text, then typed as Spark
    // types it), and detecting them costs most of what is left: 0.7 s → 0.2 s natively
    // for 10,000 columns. The header is always forced, so it needs no types either.
    auto_type_candidates: `['VARCHAR']`,
  };
}

export async function sniff(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  lines: RawLines,
): Promise<SniffedCsv> {
  const hint = await dialectHint(opts, lines);
  // With the header given, the sniff has only the dialect to find: the types it would
  // detect are never used (every column is read as text, then typed as Spark types it),
  // and detecting them cost 0.1 s of a cold DuckDB-WASM for 10 columns.
  const types: Record<string, string> =
    opts.header === undefined ? {} : { auto_type_candidates: `['VARCHAR']` };
  // Spark reads from the first line, so the sniffer skips none: given a ragged row in its
  // sample, it skipped every line before it, and the rest loaded as the file.
  const { rows } = await query(
    runner,
    path,
    `SELECT * FROM ${readCsv(path, opts, { ...types, ...hint, skip: String(opts.skip ?? 0), ...headBuffer(opts) }, 'sniff_csv')}`,
  );
  const r = rows[0];
  const char = (v: unknown) => (v === null || String(v) === '(empty)' ? '' : String(v));
  return {
    header: Boolean(r.HasHeader),
    delimiter: String(r.Delimiter),
    quote: char(r.Quote),
    escape: char(r.Escape),
    skip: Number(r.SkipRows ?? 0),
    columns: (r.Columns as { name: string; type: string }[]).map((c) => ({
      name: c.name,
      type: c.type,
    })),
  };
}

/** The first line's cells as written, to report what DuckDB renamed. */
export async function firstLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: SniffedCsv,
  lines: RawLines,
): Promise<(string | null)[]> {
  const raw = await lines(s.skip);
  const fields = raw === null ? null : splitLine(raw, s.delimiter, s.quote, s.escape);
  if (fields && fields.length === s.columns.length) return fields;
  // The sniffed dialect and one VARCHAR per column, without detection: a second dialect
  // search would cost as much as the sniff itself on a wide file.
  const sql = `SELECT * FROM ${readCsv(
    path,
    { ...opts, header: false, delimiter: s.delimiter, quote: s.quote },
    {
      auto_detect: 'false',
      escape: literal(s.escape),
      skip: String(s.skip),
      columns: `{${s.columns.map((_, i) => `${literal(`c${i}`)}: 'VARCHAR'`).join(', ')}}`,
      ...headBuffer(opts),
    },
  )} LIMIT 1`;
  const { columns, rows } = await query(runner, path, sql);
  return rows.length ? columns.map((c) => rows[0][c.name] as string | null) : [];
}
