/**
 * A CSV folder's refusal names the line in the file it is in (`line 3 of b.csv`), as dqw
 * does, not its line in the files the page joined: the user can open b.csv, not the
 * joined file. Loaded through the page's folder path (`folderAsFile`, then the load) on
 * DuckDB-WASM, worded in English and Spanish.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../../adapters/node/database';
import { i18n } from '../../i18n';
import type { Database } from '../database';
import { explainLoadError } from '../explain';
import { loadIntoDatabase, type LoadChoices } from '../load';
import type { Translate } from '../translate';
import { Workbench } from '../workbench';
import { folderAsFile, type FolderPart } from './folder';

const CHOICES: LoadChoices = { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' };
const words =
  (lng: string): Translate =>
  (key, values) =>
    i18n.t(key, { ...values, lng });

const part = (path: string, text: string): FolderPart => ({
  path,
  file: new File([text], path.split('/').pop()!),
});

/** The refusal of the folder `name` of `parts`, worded in `lng`. */
async function refusal(
  db: Database,
  name: string,
  parts: FolderPart[],
  choices: LoadChoices = CHOICES,
): Promise<{ error: unknown; say: (lng: string) => string }> {
  const file = await folderAsFile(name, parts, choices.header !== 'no');
  const error = await loadIntoDatabase(db, file, choices, () => undefined).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return { error, say: (lng) => explainLoadError(file.name, error, words(lng), lng) };
}

describe('a ragged row of a CSV folder, named in its own file', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openNodeDatabase('wasm');
  });
  afterAll(async () => db.close());

  it('says line 3 of b.csv (a blank line before it), in English and in Spanish', async () => {
    const { error, say } = await refusal(db, 'daily', [
      // The largest file first: its header is the folder's.
      part('a.csv', 'id,amount\n1,10\n2,20\n3,30\n'),
      part('b.csv', 'id,amount\n\n4,40,x\n'),
    ]);
    expect(say('en')).toBe(
      '“daily/ · 2 files”: rows have different numbers of fields: line 3 of b.csv has 3 fields but the header has 2. Fix that row, or check the delimiter.',
    );
    expect(say('es')).toContain('la línea 3 de b.csv tiene 3 campos, pero el encabezado tiene 2');
    expect(say('pt-BR')).toContain('a linha 3 de b.csv tem 3 campos, mas o cabeçalho tem 2');
    // The English message (the error's own) names it too.
    expect(String(error)).toContain('line 3 of b.csv');
  });

  it('counts a CRLF line break as one line', async () => {
    const { say } = await refusal(db, 'crlf', [
      part('a.csv', 'id,amount\r\n1,10\r\n2,20\r\n3,30\r\n'),
      part('b.csv', 'id,amount\r\n4,40\r\n5,50,x\r\n'),
    ]);
    expect(say('en')).toContain('line 3 of b.csv has 3 fields but the header has 2');
    expect(say('es')).toContain('la línea 3 de b.csv tiene 3 campos');
  });

  it('counts the blank lines before a header, in the first file and the others', async () => {
    const later = await refusal(db, 'later', [
      part('a.csv', '\n\nid,amount\n1,10\n2,20\n3,30\n'),
      part('b.csv', '\n \nid,amount\n4,40\n5,5,5\n'),
    ]);
    expect(later.say('en')).toContain('line 5 of b.csv has 3 fields');
    const first = await refusal(db, 'first', [
      part('a.csv', '\r\n\r\nid,amount\r\n1,10\r\n1,2,3\r\n4,40\r\n'),
      part('b.csv', 'id,amount\r\n5,50\r\n'),
    ]);
    expect(first.say('en')).toContain('line 5 of a.csv has 3 fields');
    expect(first.say('es')).toContain('la línea 5 de a.csv tiene 3 campos');
  });

  it('names the file of a row the loader finds past the head the page checks', async () => {
    // 1.2 MB of rows in a.csv: the page checks the first megabyte, the loader the rest.
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i},${'y'.repeat(12)}`);
    const { say } = await refusal(db, 'deep', [
      part('a.csv', ['id,note', ...rows, ''].join('\n')),
      part('b.csv', 'id,note\n1,a\n2,b\n3,c,d\n'),
    ]);
    expect(say('en')).toContain('line 4 of b.csv has 3 fields but the header has 2');
    expect(say('es')).toContain('la línea 4 de b.csv tiene 3 campos');
  });

  it('names the file of a byte that is not UTF-8', async () => {
    const { say } = await refusal(db, 'bytes', [
      part('a.csv', 'id,name\n1,a\n2,b\n3,c\n'),
      {
        path: 'b.csv',
        file: new File(
          [new TextEncoder().encode('id,name\n4,d\n5,caf'), Uint8Array.of(0xe9, 0x0a)],
          'b.csv',
        ),
      },
    ]);
    expect(say('en')).toContain('the file is not UTF-8 text (byte 0xE9 on line 3 of b.csv)');
    expect(say('es')).toContain('(byte 0xE9 en la línea 3 de b.csv)');
    expect(say('pt-BR')).toContain('(byte 0xE9 na linha 3 de b.csv)');
  });

  it('without a header, names the first line’s file too', async () => {
    const { say } = await refusal(
      db,
      'plain',
      [part('a.csv', '1,10\n2,20\n3,30\n'), part('b.csv', '4,40\n5\n')],
      { ...CHOICES, header: 'no' },
    );
    expect(say('en')).toContain('line 2 of b.csv has 1 field but line 1 of a.csv has 2');
    expect(say('es')).toContain(
      'la línea 2 de b.csv tiene 1 campo, pero la línea 1 de a.csv tiene 2',
    );
  });
});

describe('Workbench.loadFolder', () => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('shows the refusal with the line of the file it is in', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase('wasm'), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    expect(
      await wb.loadFolder('daily', [
        part('a.csv', 'id,amount\n1,10\n2,20\n3,30\n'),
        part('b.csv', 'id,amount\n\n4,40,x\n'),
      ]),
    ).toBe(false);
    expect(wb.getSnapshot().dataset.error).toContain('line 3 of b.csv has 3 fields');
  });
});
