/**
 * RULES.md §9: a JSON Lines / JSON file read as Spark reads it, loaded into both DuckDBs
 * by the one path the page takes too (parsed here, crossing as Arrow): the schema in
 * Spark's names and order, and the values.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbToSparkType } from '../../engine/catalog/spark-types';
import { jsonSparkColumns, readJsonText, JsonReadError } from '../../engine/read/json/read';
import { BACKENDS, type TestBackend } from '../testing/backends';
import { loadJsonFile } from './json';
import type { NodeBackend } from './backend';

const schemaOf = (text: string, multiLine: boolean | null = null) =>
  jsonSparkColumns(readJsonText(text, multiLine)).map((c) => `${c.name} ${c.sparkType}`);

describe('Spark JSON inference (pure)', () => {
  it.each([
    ['{"b":1,"a":"x"}\n', ['a string', 'b bigint']],
    ['{"x":1}\n{"x":2.5}\n', ['x double']],
    ['{"x":1}\n{"x":"one"}\n', ['x string']],
    ['{"x":1}\n{"x":true}\n', ['x string']],
    ['{"x":null}\n{"x":null}\n', ['x string']],
    ['{"x":""}\n{"x":3}\n', ['x bigint']],
    ['{"x":12345678901234567890}\n', ['x decimal(20,0)']],
    ['{"x":12345678901234567890}\n{"x":1}\n', ['x decimal(20,0)']],
    ['{"x":12345678901234567890}\n{"x":1.5}\n', ['x double']],
    ['{"x":1.0}\n', ['x double']],
    ['{"x":NaN}\n', ['x double']],
    ['{"s":{"z":1,"a":[1,2]}}\n{"s":{"m":"q"}}\n', ['s struct<a:array<bigint>,m:string,z:bigint>']],
    ['{"a":[]}\n', ['a array<string>']],
    ['{"a":{},"b":1}\n', ['b bigint']],
    ['{"":1,"b":1}\n', ['b bigint']],
    ['[{"a":1},{"b":2}]\n', ['a bigint', 'b bigint']],
    ['\n{"a":1}\n\n   \n{"a":2}', ['a bigint']],
    ["{'a':'single'}\n", ['a string']],
  ])('%j infers %j', (text, expected) => {
    expect(schemaOf(text)).toEqual(expected);
  });

  it('reads one pretty-printed document as multiLine, and says it guessed', () => {
    const read = readJsonText('[\n  {"a": 1},\n  {"a": 2}\n]\n');
    expect([read.multiLine, read.multiLineGuessed, read.rows]).toEqual([true, true, 2]);
    expect(readJsonText('[\n  {"a": 1}\n]\n', false).corruptCount).toBe(2);
  });

  it('keeps a line Spark cannot parse as a row with only _corrupt_record', () => {
    const read = readJsonText('{"b":1}\n{"b":\n42\r\n');
    expect(jsonSparkColumns(read).map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      '_corrupt_record string',
      'b bigint',
    ]);
    expect(read.columns).toEqual([
      [null, '{"b":', '42'],
      [1n, null, null],
    ]);
    expect(read.corrupt.map((c) => c.line)).toEqual([2, 3]);
    expect(() => readJsonText('')).toThrow(JsonReadError);
    expect(() => readJsonText('[\n  {"a": 1},\n', true)).toThrow(/line 3, column 1/);
  });

  it('copies numbers into a string column as written, as Jackson does (checked on Spark)', () => {
    const read = readJsonText(
      '{"v":"x"}\n{"v":1.50}\n{"v":1e7}\n{"v":{"k":[1,true,null]}}\n{"v":-0}\n',
    );
    expect(read.columns[0]).toEqual(['x', '1.50', '1e7', '{"k":[1,true,null]}', '-0']);
  });
});

describe.each(BACKENDS)('$name: a JSON file loads as Spark reads it (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-json-'));
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => {
    await b.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const file = (name: string, bytes: string | Uint8Array) => {
    const p = path.join(tmp, name);
    writeFileSync(p, bytes);
    return p;
  };

  it('loads types, nesting, decimals and values', async () => {
    const text =
      '{"id":1,"name":"ana","score":2.5,"ok":true,"big":12345678901234567890,"tags":["a","b"],"addr":{"city":"Porto","zip":4000}}\n' +
      '{"id":2,"name":null,"score":3,"ok":false,"big":1,"tags":[],"addr":{"city":"Lisboa"}}\n';
    const p = file('people.json.gz', gzipSync(Buffer.from(text)));
    const read = await loadJsonFile(b.runner as NodeBackend, p, 'j');
    expect(read.rows).toBe(2);
    const described = await b.runner.query('DESCRIBE j');
    expect(
      described.rows.map((r) => `${r.column_name} ${duckdbToSparkType(String(r.column_type))}`),
    ).toEqual([
      'addr struct<city:string,zip:bigint>',
      'big decimal(20,0)',
      'id bigint',
      'name string',
      'ok boolean',
      'score double',
      'tags array<string>',
    ]);
    const rows = await b.runner.query(
      'SELECT addr.city AS city, addr.zip AS zip, big::VARCHAR AS big, id, name, ok, score, len(tags) AS n FROM j ORDER BY id',
    );
    expect(
      rows.rows.map((r) => [
        r.city,
        r.zip === null ? null : Number(r.zip),
        r.big,
        Number(r.id),
        r.name,
        r.ok,
        r.score,
        Number(r.n),
      ]),
    ).toEqual([
      ['Porto', 4000, '12345678901234567890', 1, 'ana', true, 2.5, 2],
      ['Lisboa', null, '1', 2, null, false, 3, 0],
    ]);
  });
});
