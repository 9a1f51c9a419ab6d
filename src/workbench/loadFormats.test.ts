/**
 * RULES.md §9: the page's load of a JSON Lines file, a JSON document and a `.csv.gz`, on
 * both DuckDBs through the page's orchestration (`loadIntoDatabase`).
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import type { Database } from './database';
import { loadIntoDatabase, type LoadChoices } from './load';

const choices: LoadChoices = { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' };

describe.each(['wasm', 'native'] as const)('%s: the page loads JSON and gzip files', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openNodeDatabase(backend);
  });
  afterAll(async () => {
    await db.close();
  });
  const load = (file: File, rules = '') =>
    loadIntoDatabase(db, file, choices, () => undefined, rules);

  it('a JSON Lines file, with Spark types and the reading exports carry', async () => {
    const file = new File(['{"id":2,"b":{"y":1}}\n{"id":1,"a":"x"}\nnot json\n'], 'orders.ndjson');
    const loaded = await load(file);
    expect(loaded.kind).toBe('json');
    expect(loaded.rows).toBe(3);
    expect(loaded.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      '_corrupt_record string',
      'a string',
      'b struct<y:bigint>',
      'id bigint',
    ]);
    expect(loaded.reading).toMatchObject({ format: 'json', multiLine: false });
    expect(loaded.warningFacts?.map((w) => w.kind)).toEqual(['json-corrupt']);
    expect(loaded.read[0].reasonText).toContain('format "json"');
  });

  it('a JSON document: multiLine, said in a warning and carried in the reading', async () => {
    const text = '[\n  {"id": 1},\n  {"id": 2.5}\n]\n';
    const loaded = await load(new File([text], 'doc.json'));
    expect(loaded.columns.map((c) => c.sparkType)).toEqual(['double']);
    expect(loaded.reading).toMatchObject({ format: 'json', multiLine: true });
    expect(loaded.warningFacts?.map((w) => w.kind)).toEqual(['json-document']);
    // The pipeline says multiLine: no guess, no warning.
    const rules = JSON.stringify({
      input: { format: 'json', path: 'x', options: { multiLine: 'true' } },
      validations: { rules: [] },
    });
    expect((await load(new File([text], 'doc.json'), rules)).warningFacts).toEqual([]);
  });

  it('a .csv.gz and a .json.gz, decompressed, under the name the user gave', async () => {
    const csv = new File([gzipSync(Buffer.from('id,name\n1,ana\n2,bo\n'))], 'people.csv.gz');
    const loaded = await load(csv);
    expect([loaded.kind, loaded.name, loaded.rows]).toEqual(['csv', 'people.csv.gz', 2]);
    expect(loaded.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'name string',
    ]);
    const json = new File([gzipSync(Buffer.from('{"a":1}\n'))], 'a.json.gz');
    expect((await load(json)).kind).toBe('json');
    await expect(load(new File(['not gzip'], 'x.csv.gz'))).rejects.toThrow(/decompressed as gzip/);
  });
});
