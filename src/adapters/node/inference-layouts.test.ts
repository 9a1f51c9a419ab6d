/**
 * RULES.md §9, the loader's speed-ups, on both DuckDBs: the cheap inference scan laid out
 * column by column (used on long, narrow files) says exactly what the unpivoted scan says,
 * and a column the cheap scan classified whole converts to the same values with the plain
 * cast as with the full conversion.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cheapInferenceQuery,
  cheapInferenceQueryColumnar,
  columnarRows,
  convertDecidedExpr,
  convertExpr,
  duckdbTypeFor,
  readInference,
  readOptions,
  sqlIdent,
  sqlString,
} from '../../engine/index.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { repoRoot } from '../testing/paths.ts';

/** Columns of text, each a mix the cheap scan decides or leaves to the exact one. */
const COLUMNS: Record<string, (string | null)[]> = {
  ints: ['1', '-7', '+5', '007', '-0', '2147483647', null, ''],
  bigints: ['2147483648', '-9223372036854775808', '12', null],
  decimals: ['1.50', '-0.25', '3', '0.0', '', null],
  dates: ['2025-06-01', '1999-12-31', null, ''],
  stamps: ['2025-06-01 10:00:00', '2025-06-01T23:59:59', '2025-06-02', null],
  booleans: ['true', 'FALSE', 'True', null],
  boolLike: ['T', 'F', 'yes', 'no', null],
  words: ['abc', 'Zed', 'naïve', '', null],
  specials: ['NaN', 'Inf', '-Inf', '1.5', null],
  undecided: ['1e3', ' 12 ', '1.5d', '0x1p3', '10:30', '2024-1-5', null],
  mixed: ['1', 'true', '2025-06-01', 'x', null],
  timesAndOffsets: ['2025-06-01 10:00:00-03:00', '2025-06-01T10:00:00Z', '2025-06-01', null],
};
const NAMES = Object.keys(COLUMNS);
const ROWS = Math.max(...Object.values(COLUMNS).map((c) => c.length));
const o = readOptions(null, new Date('2026-01-12T00:00:00Z'));

const fixture = path.join(repoRoot, 'examples', 'data', 'spark-types.csv');

describe.each(BACKENDS)('$name: inference layouts agree (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
    const rows = Array.from(
      { length: ROWS },
      (_, r) =>
        `(${NAMES.map((n) => {
          const v = COLUMNS[n][r];
          return v === null || v === undefined ? 'NULL::VARCHAR' : sqlString(v);
        }).join(', ')})`,
    );
    await b.exec(
      `CREATE TABLE texts AS SELECT * FROM (VALUES ${rows.join(', ')}) v(${NAMES.map(sqlIdent).join(', ')})`,
    );
  });
  afterAll(async () => b.close());

  async function bothLayouts(table: string, names: string[]) {
    const unpivoted = (await b.runner.query(cheapInferenceQuery(sqlIdent(table), names, o))).rows;
    const columnar = columnarRows(
      (await b.runner.query(cheapInferenceQueryColumnar(sqlIdent(table), names, o))).rows[0],
      names,
    );
    return { unpivoted, columnar };
  }

  it('the column-by-column cheap scan gives what the unpivoted one gives', async () => {
    const { unpivoted, columnar } = await bothLayouts('texts', NAMES);
    expect(readInference(columnar, [], NAMES)).toEqual(readInference(unpivoted, [], NAMES));
    // The exact pass is asked for the same columns either way.
    const undecided = (rows: Record<string, unknown>[]) =>
      rows
        .filter((r) => Number(r.u ?? 0) > 0)
        .map((r) => String(r.c))
        .sort();
    expect(undecided(columnar)).toEqual(undecided(unpivoted));
    expect(undecided(columnar)).toContain('undecided');
  });

  it('on a real file too', async () => {
    await b.exec(
      `CREATE TABLE spark AS SELECT * FROM read_csv(${sqlString(fixture)}, header = true, all_varchar = true)`,
    );
    const names = (await b.runner.query('DESCRIBE spark')).rows.map((r) => String(r.column_name));
    const { unpivoted, columnar } = await bothLayouts('spark', names);
    expect(readInference(columnar, [], names)).toEqual(readInference(unpivoted, [], names));
  });

  it('a column the cheap scan decided converts the same with the plain cast', async () => {
    const { columnar } = await bothLayouts('texts', NAMES);
    const inferred = readInference(columnar, [], NAMES);
    const decided = inferred.filter((_, i) => Number(columnar[i].u ?? 0) === 0);
    const kinds = decided.map((c) => c.type.kind);
    expect(kinds).toEqual(expect.arrayContaining(['int', 'bigint', 'double', 'date', 'timestamp']));
    for (const c of decided) {
      const col = sqlIdent(c.name);
      const type = duckdbTypeFor(c.type);
      const { rows } = await b.runner.query(
        `SELECT CAST(CAST(${convertExpr(col, c.type, o)} AS ${type}) AS VARCHAR) AS full,
          CAST(CAST(${convertDecidedExpr(col, c.type, o)} AS ${type}) AS VARCHAR) AS plain
         FROM texts ORDER BY rowid`,
      );
      expect(
        rows.map((r) => r.plain),
        c.name,
      ).toEqual(rows.map((r) => r.full));
    }
  });
});
