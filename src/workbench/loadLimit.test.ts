/**
 * The size check before a load: DuckDB's memory setting as the page's DuckDB reports it,
 * the verdict for CSV and Parquet, the `?loadLimit=` override, and out-of-memory errors
 * recognised in DuckDB's own words.
 */
import { createRequire } from 'node:module';
import type * as ParquetWasm from 'parquet-wasm/node';
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { CsvLoadError } from '../adapters/common/csv';
import type { Database } from './database';
import { fitOf, memoryLimitOf } from './load';
import {
  CSV_HEAP_PER_BYTE,
  decideFit,
  PARQUET_ASSUMED_EXPANSION,
  PARQUET_HEAP_PER_DECODED_BYTE,
  PARQUET_TABLE_PER_DECODED_BYTE,
  isOutOfMemory,
  loadLimitParam,
  parseMemorySetting,
  SAMPLE_MAX_BYTES,
  WASM32_HEAP_BYTES,
} from './loadLimit';
import { decodedBytes, uncompressedBytes } from './parquetSample';
import { parquetFile, PHRASES, phrasesParquet } from './sampleFixtures';

const parquet = createRequire(import.meta.url)('parquet-wasm/node') as typeof ParquetWasm;

const GB = 1e9;
const MB = 1e6;

describe('memory setting and URL override', () => {
  it("reads DuckDB's memory_limit text in bytes", () => {
    expect(parseMemorySetting('3.1 GiB')).toBe(Math.round(3.1 * 2 ** 30));
    expect(parseMemorySetting('512.0 MiB')).toBe(512 * 2 ** 20);
    expect(parseMemorySetting('8.0 GB')).toBe(8e9);
    expect(parseMemorySetting('')).toBeNull();
    expect(parseMemorySetting('lots')).toBeNull();
  });

  it('takes ?loadLimit= as a whole number of bytes, and nothing else', () => {
    expect(loadLimitParam('?loadLimit=20000')).toBe(20000);
    expect(loadLimitParam('?x=1&loadLimit=5')).toBe(5);
    expect(loadLimitParam('?loadLimit=2e6')).toBeNull();
    expect(loadLimitParam('?loadLimit=0')).toBeNull();
    expect(loadLimitParam('?loadLimit=-3')).toBeNull();
    expect(loadLimitParam('')).toBeNull();
  });
});

describe('the verdict', () => {
  const tab = parseMemorySetting('3.1 GiB');

  it("refuses the issue's 4.2 GB CSV and takes a 2 GB one, as the page loads it", () => {
    const big = decideFit({ name: 'big.csv', size: 4.2 * GB, kind: 'csv' }, tab);
    expect(big.fits).toBe(false);
    expect(big.limit).toBe(Math.floor(WASM32_HEAP_BYTES / CSV_HEAP_PER_BYTE));
    expect(big.name).toBe('big.csv');
    expect(big.sampleBytes).toBe(SAMPLE_MAX_BYTES);
    expect(decideFit({ name: 'ok.csv', size: 0.925 * GB, kind: 'csv' }, tab).fits).toBe(true);
    // Inferred with no text copy, a load peaks under twice the file (bench/csv-heap.ts).
    const two = decideFit({ name: 'two.csv', size: 2 * GB, kind: 'csv' }, tab);
    expect(two.fits).toBe(true);
    expect(two.factor).toBe(2);
    expect(two.limit).toBe(2 * 2 ** 30);
  });

  it("DuckDB's lower memory limit is the ceiling when it is the tighter one", () => {
    const decision = decideFit({ name: 'a.csv', size: 500 * MB, kind: 'csv' }, 520 * MB);
    expect(decision.fits).toBe(false);
    expect(decision.limit).toBe(Math.floor((520 * MB) / 1.3));
  });

  it('Parquet expands by its decoded size from the footer, or by a typical ratio without one', () => {
    const known = decideFit(
      { name: 'p.parquet', size: 100 * MB, kind: 'parquet', decodedBytes: 1000 * MB },
      tab,
    );
    const unknown = decideFit({ name: 'p.parquet', size: 100 * MB, kind: 'parquet' }, tab);
    expect(known.factor).toBe(PARQUET_HEAP_PER_DECODED_BYTE * 10);
    expect(unknown.factor).toBe(PARQUET_HEAP_PER_DECODED_BYTE * PARQUET_ASSUMED_EXPANSION);
    expect(known.limit).toBeLessThan(unknown.limit);
    // 4 GiB of heap over 4.5 × 5: about 190 MB of file.
    expect(decideFit({ name: 'p.parquet', size: 200 * MB, kind: 'parquet' }, tab).fits).toBe(false);
    expect(decideFit({ name: 'p.parquet', size: 180 * MB, kind: 'parquet' }, tab).fits).toBe(true);
  });

  it('the override only lowers the limit, and the sample is half of it', () => {
    const lowered = decideFit({ name: 'a.csv', size: 30_000, kind: 'csv' }, tab, 20_000);
    expect(lowered).toMatchObject({ fits: false, limit: 20_000, overridden: true });
    expect(lowered.sampleBytes).toBe(10_000);
    const raised = decideFit({ name: 'a.csv', size: 4.2 * GB, kind: 'csv' }, tab, 10 * GB);
    expect(raised).toMatchObject({ fits: false, overridden: false });
  });

  it("recognises running out of memory in DuckDB's and wasm's words only", () => {
    expect(
      isOutOfMemory(
        new Error(
          'Out of Memory Error: could not allocate block of size 256.0 KiB (3.1 GiB/3.1 GiB used)',
        ),
      ),
    ).toBe(true);
    expect(
      isOutOfMemory(new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded')),
    ).toBe(true);
    expect(isOutOfMemory(new Error('Invalid Input Error: CSV line 3 has 2 columns'))).toBe(false);
    // The CSV loader's own sentence, with DuckDB's words kept apart.
    const wrapped = new CsvLoadError(
      'x.csv',
      'parse',
      'cannot be read as CSV',
      'Out of Memory Error: failed to allocate data of size 2.0 MiB (61.0 MiB/61.0 MiB used)',
    );
    expect(isOutOfMemory(wrapped)).toBe(true);
  });
});

describe.each(['wasm', 'native'] as const)('the check on %s DuckDB', (backend) => {
  let db: Database | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('reads the database memory limit and judges a real file by it', async () => {
    db = await openNodeDatabase(backend, { memoryLimit: '16MB' });
    const memory = await memoryLimitOf(db);
    expect(memory).toBeGreaterThan(14 * MB);
    expect(memory).toBeLessThan(17 * MB);
    const rows = (mb: number) => 'id\n' + '1\n'.repeat((mb * MB) / 2);
    const verdict = await fitOf(db, new File([rows(30)], 'thirty.csv'), 'csv', null);
    expect(verdict).toMatchObject({ fits: false, name: 'thirty.csv', kind: 'csv' });
    expect(verdict.limit).toBe(Math.floor(memory! / 1.3));
    expect((await fitOf(db, new File([rows(5)], 'five.csv'), 'csv', null)).fits).toBe(true);
  });

  it('the page build reports the wasm memory the issue saw', async () => {
    if (backend !== 'wasm') return;
    db = await openNodeDatabase('wasm');
    // DuckDB-WASM takes 80% of the 4 GiB it sees: the "3.1 GiB" of the error.
    expect(await memoryLimitOf(db)).toBe(parseMemorySetting('3.1 GiB'));
  });

  it("a Parquet file's footer gives its decoded size", async () => {
    db = await openNodeDatabase(backend);
    const file = parquetFile(4000, 1000);
    const groups = await db.parquetRowGroups(file);
    expect(groups.map((g) => g.rows)).toEqual([1000, 1000, 1000, 1000]);
    const ratio = decodedBytes(groups) / file.size;
    // Snappy over repetitive labels: the data is larger decoded than on disk.
    expect(ratio).toBeGreaterThan(1);
    const verdict = await fitOf(db, file, 'parquet', 1000);
    expect(verdict.fits).toBe(false);
    expect(verdict.factor).toBeCloseTo(PARQUET_HEAP_PER_DECODED_BYTE * ratio, 1);
    expect(verdict.limit).toBe(1000);
  });

  it('a dictionary-heavy Parquet file is judged by its decoded size, not the footer total', async () => {
    const file = phrasesParquet(100_000, 25_000);
    // What parquet-wasm hands DuckDB: the Arrow stream, every row's text in it.
    const ipc = parquet.readParquet(new Uint8Array(await file.arrayBuffer())).intoIPCStream();
    db = await openNodeDatabase(backend, { memoryLimit: '8MB' });
    const groups = await db.parquetRowGroups(file);
    const encoded = uncompressedBytes(groups);
    const decoded = decodedBytes(groups);
    expect(decoded).toBeGreaterThanOrEqual(100_000 * PHRASES[0]!.length);
    expect(decoded).toBeGreaterThan(10 * encoded);
    expect(decoded / ipc.length).toBeGreaterThan(0.95);
    expect(decoded / ipc.length).toBeLessThan(1.2);
    const memory = (await memoryLimitOf(db))!;
    // By the footer's encoded total the table would take well under the memory …
    expect(encoded * PARQUET_TABLE_PER_DECODED_BYTE).toBeLessThan(memory / 4);
    // … but decoded it takes more: refused, with the decoded figure in the verdict.
    const verdict = await fitOf(db, file, 'parquet', null);
    expect(verdict.fits).toBe(false);
    expect(verdict.factor).toBeCloseTo(PARQUET_HEAP_PER_DECODED_BYTE * (decoded / file.size), 1);
    expect(verdict.limit).toBe(
      Math.floor(memory / ((PARQUET_TABLE_PER_DECODED_BYTE * decoded) / file.size)),
    );
    if (backend !== 'wasm') return;
    // And rightly: the page's build runs out of memory loading it, and loads it at 16 MB.
    const error = await db.loadParquet(file, 'phrases').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isOutOfMemory(error)).toBe(true);
    await db.close();
    db = await openNodeDatabase(backend, { memoryLimit: '16MB' });
    expect((await fitOf(db, file, 'parquet', null)).fits).toBe(true);
    await db.loadParquet(file, 'phrases');
    const counted = await db.query('SELECT count(*)::DOUBLE AS n FROM phrases');
    expect(counted.rows[0]!.n).toBe(100_000);
  });
});
