/**
 * The decoded size of Parquet column chunks from the footer alone: each rule on its own,
 * and a dictionary-heavy file written by native DuckDB (min/max statistics, no recorded
 * text size), whose estimate must follow the Arrow stream parquet-wasm decodes it to.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as ParquetWasm from 'parquet-wasm/node';
import { afterAll, describe, expect, it } from 'vitest';
import { openNative } from '../node/native';
import { literal } from './quote';
import {
  ASSUMED_TEXT_BYTES,
  chunkDecodedBytes,
  parquetColumnFacts,
  parquetRowGroupFacts,
  type ColumnChunkFacts,
} from './parquetColumns';
import { footerOfBytes } from './parquetFooter';
import { decodedBytes } from '../../workbench/parquetSample';

const parquet = createRequire(import.meta.url)('parquet-wasm/node') as typeof ParquetWasm;

const chunk = (over: Partial<ColumnChunkFacts>): ColumnChunkFacts => ({
  group: 0,
  path: 'c',
  physical: 'BYTE_ARRAY',
  width: 0,
  values: 1000,
  uncompressed: 500,
  shared: false,
  statLength: null,
  unencodedBytes: null,
  ...over,
});

describe('one chunk decoded', () => {
  it('fixed widths: rows × width, even when runs or a dictionary shrank the pages', () => {
    expect(chunkDecodedBytes(chunk({ physical: 'INT64', width: 8, shared: true }))).toBe(8000);
    expect(chunkDecodedBytes(chunk({ physical: 'INT64', width: 16, uncompressed: 8000 }))).toBe(
      16_000,
    );
  });

  it("texts: the writer's recorded size, else the pages, else rows × the longest min/max", () => {
    expect(chunkDecodedBytes(chunk({ unencodedBytes: 70_000, shared: true }))).toBe(74_000);
    expect(chunkDecodedBytes(chunk({ uncompressed: 9000 }))).toBe(13_000);
    expect(chunkDecodedBytes(chunk({ shared: true, statLength: 70 }))).toBe(74_000);
    expect(chunkDecodedBytes(chunk({ shared: true }))).toBe(1000 * (ASSUMED_TEXT_BYTES + 4));
    // A dictionary that fell back to plain pages: never less than the pages themselves.
    expect(chunkDecodedBytes(chunk({ shared: true, statLength: 2, uncompressed: 90_000 }))).toBe(
      94_000,
    );
  });
});

describe('a file written by native DuckDB', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-pqcols-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a column of a few long texts: the estimate is the decoded stream, not the footer total', async () => {
    const file = path.join(dir, 'phrases.parquet');
    const db = await openNative();
    await db.exec(`COPY (
      SELECT i AS id, ['a first long sentence repeated over and over in this column',
        'a second long sentence, also repeated over and over in the column'][i % 2 + 1] AS phrase,
        (i * 7) % 1000 / 10.0 AS score, DATE '2025-01-01' + (i % 300)::INTEGER AS day,
        (i % 1000 / 100.0)::DECIMAL(9,2) AS amount
      FROM range(200000) t(i)
    ) TO ${literal(file)} (FORMAT parquet, COMPRESSION snappy)`);
    await db.close();
    const bytes = readFileSync(file);
    const { footer } = footerOfBytes(bytes)!;
    const facts = parquetColumnFacts(footer);
    const phrase = facts.filter((c) => c.path === 'phrase');
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase.every((c) => c.shared && c.unencodedBytes === null)).toBe(true);
    // Decimals cross as Arrow's 16-byte decimals, whatever width the file stores them in.
    expect(facts.find((c) => c.path === 'amount')?.width).toBe(16);
    const encoded = facts.reduce((n, c) => n + c.uncompressed, 0);
    const ipc = parquet.readParquet(bytes).intoIPCStream().length;
    const estimate = decodedBytes(parquetRowGroupFacts(footer));
    expect(ipc).toBeGreaterThan(2 * encoded);
    expect(estimate / ipc).toBeGreaterThan(0.95);
    expect(estimate / ipc).toBeLessThan(1.2);
  });

  it('the row groups as parquet-wasm reads them, from the footer alone', async () => {
    const file = path.join(dir, 'groups.parquet');
    const db = await openNative();
    await db.exec(`COPY (
      SELECT i AS id, 'name ' || (i % 977) AS name, i / 3.0 AS score
      FROM range(250000) t(i)
    ) TO ${literal(file)} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE 60000)`);
    await db.close();
    const duckdbWritten = readFileSync(file);
    const wasmWritten = parquet.writeParquet(
      parquet.readParquet(duckdbWritten),
      new parquet.WriterPropertiesBuilder().setMaxRowGroupSize(100_000).build(),
    );
    for (const bytes of [duckdbWritten, wasmWritten]) {
      const handle = await parquet.ParquetFile.fromFile(new Blob([new Uint8Array(bytes)]));
      const groups = handle.metadata().rowGroups();
      const facts = parquetRowGroupFacts(footerOfBytes(bytes)!.footer);
      expect(facts.map(({ decodedBytes: _, ...f }) => f)).toEqual(
        groups.map((g) => ({
          rows: Number(g.numRows()),
          compressedBytes: Number(g.compressedSize()),
          uncompressedBytes: Number(g.totalByteSize()),
        })),
      );
      expect(facts.reduce((n, f) => n + f.rows, 0)).toBe(250_000);
      expect(facts.length).toBeGreaterThan(2);
      expect(facts.every((f) => f.decodedBytes > 0)).toBe(true);
      handle.free();
    }
  });
});
