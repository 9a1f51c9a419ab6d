/**
 * The page's refusal of a CSV it cannot read as production does, through its own load on
 * both DuckDBs: the user's file named (never the path the database read it at), the line
 * and counts of a ragged row whether the page's check of the file's head or the loader
 * found it, in English (the loader's own words) and in Spanish and Portuguese.
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
