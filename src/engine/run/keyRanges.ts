/**
 * The value ranges of a loaded table's integer columns, so that an exact distinct count of
 * a dense integer key (`unique(id)`, `duplicate_count(id)`) sets bits in a bitmap instead of
 * hashing every value: 2.6 s → 0.4 s for 10M ids in DuckDB-WASM. The count is the same;
 * only the way DuckDB gets it changes.
 *
 * A bitmap needs the column's least and greatest value before the scan, so the ranges are
 * read once per table, by the caller that keeps the table (the page, per dataset), and only
 * for the integer columns a distinct count asks for. A streamed view over a file is never
 * given one: reading its range would read the file twice.
 */
import { isBitmapType } from '../compile/expressions';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, KeyRange, QueryRunner } from '../types';

/**
 * The widest range a bitmap is used for: 2^26 values, an 8 MiB bitmap, where hashing a
 * million distinct values already takes tens of megabytes.
 */
export const BITMAP_MAX_SPAN = 2n ** 26n;

/** Bits per row a bitmap may spend before hashing is the better deal (a sparse key). */
const BITS_PER_ROW = 64n;

/**
 * The ranges read so far for one table, by column name: a range, or null when the column
 * is empty, too sparse or too wide for a bitmap (it is then counted by hashing).
 */
export class KeyRanges {
  private readonly known = new Map<string, KeyRange | null>();

  /** The column's range when it was read and suits a bitmap; undefined when not read yet. */
  get(column: string): KeyRange | null | undefined {
    return this.known.get(column);
  }

  /** Reads the ranges of the `columns` not read yet, in one scan of `table`. */
  async read(runner: QueryRunner, table: string, columns: readonly ColumnInfo[]): Promise<void> {
    const todo = columns.filter((c) => !this.known.has(c.name) && isBitmapType(c.duckdbType));
    if (todo.length === 0) return;
    const select = todo.flatMap((c, i) => [
      `CAST(min(${sqlIdent(c.name)}) AS VARCHAR) AS ${sqlIdent(`lo${i}`)}`,
      `CAST(max(${sqlIdent(c.name)}) AS VARCHAR) AS ${sqlIdent(`hi${i}`)}`,
    ]);
    let row: Record<string, unknown>;
    try {
      const sql = `SELECT CAST(count(*) AS VARCHAR) AS n, ${select.join(', ')} FROM ${sqlIdent(table)}`;
      row = (await runner.query(sql)).rows[0] ?? {};
    } catch {
      // Hashing needs no range: the count stays exact, only slower.
      for (const c of todo) this.known.set(c.name, null);
      return;
    }
    const rows = BigInt(String(row.n ?? '0'));
    todo.forEach((c, i) => {
      const [lo, hi] = [row[`lo${i}`], row[`hi${i}`]];
      if (typeof lo !== 'string' || typeof hi !== 'string') return this.known.set(c.name, null);
      const span = BigInt(hi) - BigInt(lo) + 1n;
      const suits = span <= BITMAP_MAX_SPAN && span <= rows * BITS_PER_ROW;
      this.known.set(c.name, suits ? { min: lo, max: hi } : null);
    });
  }
}
