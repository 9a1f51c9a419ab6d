/**
 * Every export format gives back the loaded table cell for cell (docs/cli.md): the CLI's
 * row writers (CSV, JSON, JSONL, Parquet) and the page's CSV download, on both DuckDBs.
 * Written files are read back by a separate native DuckDB that only verifies.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryToCsv } from '../adapters/common/exportCsv.ts';
import type { NodeBackend } from '../adapters/node/backend.ts';
import { openNative } from '../adapters/node/native.ts';
import { BACKENDS } from '../adapters/testing/backends.ts';
import { trickyCsv } from '../adapters/testing/paths.ts';
import { describeTable, isFormulaText, parseSparkDdl } from '../engine/index.ts';
import { writeRows } from './outputs.ts';

type Row = Record<string, unknown>;
const ALL = 'SELECT * FROM data ORDER BY id';

/** Text cells a spreadsheet would run carry the `'` the CSV writer adds; nothing else changes. */
const neutralised = (rows: Row[], numeric: Set<string>): Row[] =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'string' && !numeric.has(k) && isFormulaText(v) ? `'${v}` : v,
      ]),
    ),
  );

describe.each(BACKENDS)('exports round-trip the loaded table ($name)', ({ open }) => {
  let backend: NodeBackend;
  let reader: NodeBackend;
  let dir: string;
  let table: Row[];
  let asText: Row[];
  const numeric = new Set(['id', 'amount']);

  beforeAll(async () => {
    backend = (await open()).runner;
    reader = await openNative();
    dir = mkdtempSync(path.join(tmpdir(), 'dqw-roundtrip-'));
    // Production reads `00123` as the int 123 (RULES.md §9); a schema keeps zip as text,
    // which is what this test needs: leading zeros an export must not lose.
    const ddl = 'zip STRING';
    await backend.loadCsvFile(trickyCsv, 'data', { schema: { ddl, fields: parseSparkDdl(ddl) } });
    // Empty strings, apart from NULL, which a CSV load reads as NULL.
    await backend.exec(`INSERT INTO data VALUES (8, -0.75, '', '', NULL)`);
    table = (await backend.query(ALL)).rows;
    asText = (
      await backend.query(
        `SELECT ${['id', 'amount', 'zip', 'note', 'word'].map((c) => `CAST(${c} AS VARCHAR) AS ${c}`).join(', ')} FROM data ORDER BY id`,
      )
    ).rows;
  });
  afterAll(async () => {
    await backend.close();
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads the fixture with its numbers, leading zeros and text as they are', () => {
    expect(table.map((r) => r.amount)).toEqual([-5, -0.5, 7, null, 1000, -12.25, 3, -0.75]);
    expect(table.map((r) => r.zip)).toEqual([
      '00123',
      '01',
      '12345',
      '00000',
      null,
      '0042',
      '007',
      '',
    ]);
    expect(table[3].note).toBe('line one\nline two');
    expect(table[2].word).toBe('東京');
  });

  const readCsv = async (file: string, types: string) =>
    (
      await reader.query(
        `SELECT * FROM read_csv('${file}', header = true, allow_quoted_nulls = false, columns = {${types}}) ORDER BY id`,
      )
    ).rows;
  const TYPES = `'id': 'BIGINT', 'amount': 'DOUBLE', 'zip': 'VARCHAR', 'note': 'VARCHAR', 'word': 'VARCHAR'`;

  it('CSV (dqw --quarantine x.csv): only formula text is touched; -5 (written -5.0, as Spark writes a double), 00123, "" and NULL stay', async () => {
    const file = path.join(dir, 'rows.csv');
    expect(await writeRows(backend, ALL, file)).toBe(8);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("\n1,-5.0,00123,'=SUM(A1:A2),café\n");
    expect(text).toContain('\n2,-0.5,01,-5,naïve\n');
    // A double is written as Spark writes it, `3.0`, so that it reads back as a double.
    expect(text).toContain('\n7,3.0,007,-3.5e2,\n');
    expect(await readCsv(file, TYPES)).toEqual(neutralised(table, numeric));
    const sniffed = await reader.query(`DESCRIBE SELECT * FROM read_csv('${file}', header = true)`);
    expect(sniffed.rows.find((r) => r.column_name === 'amount')?.column_type).toBe('DOUBLE');
  });

  it('JSON and JSONL give back every value, typed', async () => {
    const json = path.join(dir, 'rows.json');
    const jsonl = path.join(dir, 'rows.jsonl');
    await writeRows(backend, ALL, json);
    await writeRows(backend, ALL, jsonl);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual(table);
    // Whole doubles keep their point (`1000.0`), as Spark's JSON writer keeps it.
    expect(readFileSync(jsonl, 'utf8')).toContain('"amount":1000.0,');
    expect(readFileSync(json, 'utf8')).toContain('"amount":-5.0,');
    const lines = readFileSync(jsonl, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(table);
  });

  it('Parquet gives back every value, typed', async () => {
    const file = path.join(dir, 'rows.parquet');
    await writeRows(backend, ALL, file);
    const back = (await reader.query(`SELECT * FROM read_parquet('${file}') ORDER BY id`)).rows;
    expect(back).toEqual(table);
  });

  it("the page's CSV download: DuckDB's text of each cell, numbers never neutralised", async () => {
    const columns = await describeTable(backend, 'data');
    const csv = await queryToCsv(backend, columns, ALL);
    const file = path.join(dir, 'page.csv');
    (await import('node:fs')).writeFileSync(file, csv);
    const allText = TYPES.replace(/'BIGINT'|'DOUBLE'/g, "'VARCHAR'");
    expect(await readCsv(file, allText)).toEqual(neutralised(asText, numeric));
    expect(csv).toContain('\n2,-0.5,01,-5,naïve\n');
  });
});
