/**
 * The Parquet sample: the plan over a footer's row groups, and the picked part read from a
 * real multi-group file into DuckDB (parquet-wasm's ranged reader, as the page uses it).
 */
import { describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { planParquetSample, type RowGroupFacts } from './parquetSample';
import { parquetFile } from './sampleFixtures';

const groups = (n: number, bytes = 1000, rows = 100): RowGroupFacts[] =>
  Array.from({ length: n }, () => ({
    rows,
    compressedBytes: bytes,
    uncompressedBytes: bytes * 3,
    decodedBytes: bytes * 5,
  }));

describe('the Parquet sample plan', () => {
  it('spread: groups evenly across the file within the budget', () => {
    expect(planParquetSample(groups(10), 'spread', 3500)).toEqual({ rowGroups: [0, 3, 6] });
    expect(planParquetSample(groups(4), 'spread', 1e9)).toEqual({ rowGroups: [0, 1, 2, 3] });
  });

  it('first rows: as many rows as fit the budget at the average row size', () => {
    // 10 bytes a row: 3,500 bytes hold 350 rows.
    expect(planParquetSample(groups(10), 'first', 3500)).toEqual({ limit: 350 });
  });

  it('a file of one large group falls back to its first rows', () => {
    expect(planParquetSample(groups(1, 10_000, 1000), 'spread', 2000)).toEqual({ limit: 200 });
  });
});

describe.each(['wasm', 'native'] as const)('a Parquet sample on %s DuckDB', (backend) => {
  it('loads only the picked row groups, or the first rows', async () => {
    const file = parquetFile(5000, 1000);
    const db = await openNodeDatabase(backend);
    try {
      const facts = await db.parquetRowGroups(file);
      expect(facts).toHaveLength(5);
      const spread = planParquetSample(facts, 'spread', Math.floor(file.size / 2));
      expect(spread.rowGroups?.length).toBeGreaterThan(0);
      await db.loadParquet(file, 'spread', spread);
      const got = await db.query(
        'SELECT DISTINCT ((id - 1) // 1000)::DOUBLE AS g FROM spread ORDER BY g',
      );
      expect(got.rows.map((r) => r.g)).toEqual(spread.rowGroups);
      await db.loadParquet(file, 'first', { limit: 1234 });
      const first = await db.query(
        'SELECT count(*)::DOUBLE AS n, max(id)::DOUBLE AS hi FROM first',
      );
      expect(first.rows[0]).toEqual({ n: 1234, hi: 1234 });
    } finally {
      await db.close();
    }
  });
});
