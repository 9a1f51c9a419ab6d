/**
 * The page's refusal of a CSV it cannot read as production does, through its own load on
 * both DuckDBs: the user's file named (never the path the database read it at), the line
 * and counts of a ragged row whether the page's check of the file's head or the loader
 * found it, and the encodings, in English (the loader's own words) and in Spanish and
 * Portuguese. A file in an encoding the pipeline names, and the workbench reads, loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { csvRefusalText, type CsvRefusal } from '../engine/read';
import { i18n } from '../i18n';
import type { Database } from './database';
import { explainLoadError } from './explain';
import { loadIntoDatabase, type LoadChoices } from './load';
import type { Translate } from './translate';

const CHOICES: LoadChoices = { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' };
const words =
  (lng: string): Translate =>
  (key, values) =>
    i18n.t(key, { ...values, lng });

/** The refusal of `name` holding `text`, worded in `lng`, with the load's error. */
async function refusal(
  db: Database,
  name: string,
  text: string,
  rules = '',
): Promise<{ error: unknown; say: (lng: string) => string }> {
  const error = await loadIntoDatabase(
    db,
    new File([text], name),
    CHOICES,
    () => undefined,
    rules,
  ).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return { error, say: (lng) => explainLoadError(name, error, words(lng), lng) };
}

/** 2 MB of rows before the bad one: past the head the page checks (1 MB). */
const deepRows = (n: number) => [
  'id,note',
  ...Array.from({ length: n }, (_, i) => `${i},"${'y'.repeat(60)}\n${'z'.repeat(20)}"`),
];

describe.each(['wasm', 'native'] as const)('%s: the page refuses a ragged CSV', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openNodeDatabase(backend);
  });
  afterAll(async () => db.close());

  it('found in the file’s head: its line and counts, in the loader’s words', async () => {
    const { say } = await refusal(db, 'ragged.csv', 'id,name\n1,"a\nb"\n2,b,extra\n3\n');
    const fact: CsvRefusal = {
      kind: 'ragged',
      line: 4,
      fields: 3,
      expected: 2,
      header: true,
      delimiter: null,
    };
    expect(say('en')).toBe(`“ragged.csv”: ${csvRefusalText(fact)}.`);
    expect(say('en')).toBe(
      '“ragged.csv”: rows have different numbers of fields: line 4 has 3 fields but the header (line 1) has 2. Fix that row, or check the delimiter.',
    );
    expect(say('es')).toBe(
      '“ragged.csv”: las filas tienen distinto número de campos: la línea 4 tiene 3 campos, pero el encabezado (línea 1) tiene 2. Corrige esa fila o revisa el delimitador.',
    );
    expect(say('pt-BR')).toBe(
      '“ragged.csv”: as linhas têm números diferentes de campos: a linha 4 tem 3 campos, mas o cabeçalho (linha 1) tem 2. Corrija essa linha ou confira o delimitador.',
    );
  });

  it('without a header, line 1 is the first row', async () => {
    const rules = JSON.stringify({
      input: { format: 'csv', path: 'x', options: { header: 'false' } },
      validations: { rules: [] },
    });
    const { say } = await refusal(db, 'rows.csv', '1,a\n2\n', rules);
    expect(say('en')).toBe(
      '“rows.csv”: rows have different numbers of fields: line 2 has 1 field but line 1 has 2. Fix that row, or check the delimiter.',
    );
    expect(say('es')).toContain('la línea 2 tiene 1 campo, pero la línea 1 tiene 2');
  });

  it('found by the loader past the head: the line in the user’s file, its numbers in the page’s language', async () => {
    const rows = deepRows(25_000);
    const line = 1 + 2 * 25_000 + 1;
    const { error, say } = await refusal(db, 'deep.csv', [...rows, '1,2,3', ''].join('\n'));
    expect((error as { fact?: unknown }).fact).toEqual({
      kind: 'ragged',
      line,
      fields: 3,
      expected: 2,
      header: true,
      delimiter: null,
    });
    expect(say('en')).toBe(
      `“deep.csv”: rows have different numbers of fields: line 50,002 has 3 fields but the header (line 1) has 2. Fix that row, or check the delimiter.`,
    );
    expect(say('pt-BR')).toBe(
      '“deep.csv”: as linhas têm números diferentes de campos: a linha 50.002 tem 3 campos, mas o cabeçalho (linha 1) tem 2. Corrija essa linha ou confira o delimitador.',
    );
    for (const lng of ['en', 'es', 'pt-BR'])
      expect(say(lng)).not.toMatch(/dqw-workbench|\/tmp|uploads|DuckDB|Error/);
  });
});

/** A whole pipeline document whose `input.options` are `options`. */
const pipeline = (options: Record<string, unknown>) =>
  JSON.stringify({
    name: 'p',
    input: { format: 'csv', path: 'x', options },
    validations: { on_failure: 'warn', rules: [{ type: 'row_count', min: 0 }] },
  });

const TEXT = 'id,name\n1,José\n2,Ana\n';
const bytes = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b);

describe.each(['wasm', 'native'] as const)('%s: the page reads the file’s encoding', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openNodeDatabase(backend);
  });
  afterAll(async () => db.close());

  const load = (name: string, content: Uint8Array<ArrayBuffer>, rules: string) =>
    loadIntoDatabase(db, new File([content], name), CHOICES, () => undefined, rules);
  const refused = async (name: string, content: Uint8Array<ArrayBuffer>, rules = '') => {
    const error = await load(name, content, rules).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    return (lng: string) => explainLoadError(name, error, words(lng), lng);
  };

  it('loads ISO-8859-1 text the pipeline names, which the file check refused as not UTF-8', async () => {
    const latin = bytes(Buffer.from(TEXT, 'latin1'));
    const loaded = await load('latin.csv', latin, pipeline({ encoding: 'ISO-8859-1' }));
    expect(loaded.preview.rows.map((r) => r.name)).toEqual(['José', 'Ana']);
    const say = await refused('latin.csv', latin);
    expect(say('en')).toBe(
      '“latin.csv”: the file is not UTF-8 text (byte 0xE9 on line 2): save it as UTF-8 (in Excel: CSV UTF-8) and try again, or, if production reads it in another encoding, give that encoding in input.options.encoding (the workbench reads ISO-8859-1 and UTF-16 too).',
    );
    expect(say('es')).toContain('el archivo no es texto UTF-8 (byte 0xE9 en la línea 2)');
  });

  it('loads little-endian UTF-16 with multiLine, which the file check refused', async () => {
    const le = bytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]));
    const loaded = await load('le.csv', le, pipeline({ encoding: 'UTF-16', multiLine: 'true' }));
    expect(loaded.columns.map((c) => c.name)).toEqual(['id', 'name']);
    expect(loaded.preview.rows.map((r) => r.name)).toEqual(['José', 'Ana']);
    const say = await refused('le.csv', le);
    expect(say('en')).toBe(
      '“le.csv”: the file is UTF-16 text, which production reads only with input.options.encoding "UTF-16" and multiLine "true": set them, or save the file as UTF-8 (in Excel: CSV UTF-8).',
    );
    const lines = await refused('le.csv', le, pipeline({ encoding: 'UTF-16' }));
    expect(lines('pt-BR')).toMatch(
      /^“le\.csv”: input\.options\.encoding "UTF-16" precisa de input\.options\.multiLine "true"/,
    );
  });

  it('refuses what it cannot read as production does, in the page’s language', async () => {
    const cp1252 = bytes(Buffer.from([...Buffer.from('id,q\n1,a\n2,'), 0x93, 0x61, 0x94, 0x0a]));
    const controls = await refused('q.csv', cp1252, pipeline({ encoding: 'latin1' }));
    expect(controls('en')).toMatch(
      /^“q\.csv”: the file holds bytes from 0x80 to 0x9F \(byte 0x93 on line 3\), which input\.options\.encoding "latin1" reads as invisible control characters/,
    );
    expect(controls('es')).toContain('(byte 0x93 en la línea 3)');
    const unknown = await refused(
      'latin.csv',
      bytes(Buffer.from(TEXT, 'latin1')),
      pipeline({ encoding: 'cp1252' }),
    );
    expect(unknown('en')).toBe(
      '“latin.csv”: input.options.encoding "cp1252" is not an encoding the workbench reads (it reads UTF-8, ISO-8859-1 and UTF-16): save a copy of the file as UTF-8 to try the rules here, without this option; production still reads the original as "cp1252".',
    );
    for (const lng of ['es', 'pt-BR']) expect(unknown(lng)).not.toBe(unknown('en'));
  });

  it('names charset, samplingRatio and mode among the dataset’s warnings', async () => {
    const loaded = await load(
      'utf8.csv',
      bytes(Buffer.from(TEXT)),
      pipeline({ charset: 'latin1', samplingRatio: '0.2', mode: 'FAILFAST' }),
    );
    expect(loaded.warningFacts?.map((w) => w.kind)).toEqual([
      'charset-ignored',
      'sampling-ratio',
      'parse-mode',
    ]);
  });
});
