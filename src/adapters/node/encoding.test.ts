/**
 * RULES.md §9 on real files, on both DuckDBs: a file is read in the encoding production
 * reads it in (`input.options.encoding`; Java's charset names), with DuckDB's own UTF-8,
 * latin-1 and UTF-16 readers and no extension; what the workbench cannot read as
 * production does is refused, saying why and what to do; `charset`, `samplingRatio` and
 * `mode` are named in warnings. By the loader and by the view `dqw` streams.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions, SAMPLE_ROWS } from '../../engine/index.ts';
import { CsvLoadError, csvView } from '../common/csv.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { withByteOrderMark } from './backend.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-encoding-'));
const file = (name: string, bytes: Buffer): string => {
  const p = path.join(tmp, name);
  writeFileSync(p, bytes);
  return p;
};
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TEXT = 'id,name,city\n1,José,São Paulo\n2,Ana,Brasília\n';
const latin = file('latin.csv', Buffer.from(TEXT, 'latin1'));
/** The accented rows past the rows the types are guessed on, and past the first buffer. */
const latinDeep = file(
  'latin-deep.csv',
  Buffer.from(
    'id,name\n' +
      Array.from({ length: SAMPLE_ROWS + 10_000 }, (_, i) => `${i},${'a'.repeat(200)}\n`).join('') +
      '99999,Ação\n',
    'latin1',
  ),
);
const utf16 = (text: string, bom: boolean) =>
  Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, 'utf16le')]);
const le = file('le.csv', utf16(TEXT, true));
const leBare = file('le-bare.csv', utf16(TEXT, false));
const be = file(
  'be.csv',
  Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(TEXT, 'utf16le').swap16()]),
);
/** A curly quote (0x93), which ISO-8859-1 maps to a control character DuckDB refuses. */
const cp1252 = file(
  'cp1252.csv',
  Buffer.from([...Buffer.from('id,q\n1,'), 0x93, 0x61, 0x94, 0x0a]),
);

const names = async (b: TestBackend, table: string) =>
  (await b.runner.query(`SELECT name FROM ${table} ORDER BY id`)).rows.map((r) => r.name);

async function refusal(load: Promise<unknown>): Promise<CsvLoadError> {
  const e = await load.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CsvLoadError);
  return e as CsvLoadError;
}

describe.each(BACKENDS)('$name: the file in production’s encoding', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('reads ISO-8859-1, by any of Java’s names, as production does', async () => {
    for (const options of [
      { encoding: 'ISO-8859-1' },
      { Encoding: 'latin1' },
      { encoding: 'l1' },
    ]) {
      const info = await b.loadCsvFile(latin, 'latin', { read: readOptions(options) });
      expect(info.rows).toBe(2);
      expect(info.warnings).toEqual([]);
      expect(await names(b, 'latin')).toEqual(['José', 'Ana']);
    }
    // Without it, production's UTF-8: refused, with what to do.
    const e = await refusal(b.loadCsvFile(latin, 'latin'));
    expect(e.fact).toEqual({ kind: 'not-utf8', line: 2, byte: null });
    expect(e.detail).toBe(
      'the file is not UTF-8 text (line 2): save it as UTF-8 (in Excel: CSV UTF-8) and try again, or, if production reads it in another encoding, give that encoding in input.options.encoding (the workbench reads ISO-8859-1 and UTF-16 too)',
    );
  });

  it('reads every row in it, past the guessed rows and the first buffer, loaded or streamed', async () => {
    const read = readOptions({ encoding: 'ISO-8859-1' });
    for (const speculate of [true, false]) {
      await b.loadCsvFile(latinDeep, 'deep', { read, speculate });
      const r = await b.runner.query(`SELECT name FROM deep WHERE id = 99999`);
      expect(r.rows).toEqual([{ name: 'Ação' }]);
      await csvView(
        b.runner,
        latinDeep,
        'deepv',
        withByteOrderMark(latinDeep, { read }),
        'all',
        speculate,
      );
      const v = await b.runner.query(`SELECT name FROM deepv WHERE id = 99999`);
      expect(v.rows).toEqual([{ name: 'Ação' }]);
    }
  });

  it('refuses bytes ISO-8859-1 reads as control characters (a windows-1252 file)', async () => {
    const e = await refusal(
      b.loadCsvFile(cp1252, 'q', { read: readOptions({ encoding: 'latin1' }) }),
    );
    expect(e.fact).toEqual({
      kind: 'latin1-controls',
      option: 'encoding',
      value: 'latin1',
      line: null,
      byte: null,
    });
    expect(e.detail).toMatch(
      /^the file holds bytes from 0x80 to 0x9F, which input\.options\.encoding "latin1" reads as invisible control characters/,
    );
  });

  it('reads little-endian UTF-16 with multiLine, as Java’s UTF-16 and UTF-16LE do', async () => {
    const read = readOptions({ encoding: 'UTF-16', multiLine: 'true' });
    const info = await b.loadCsvFile(le, 'le', { read });
    expect(info.columns.map((c) => c.name)).toEqual(['id', 'name', 'city']);
    expect(await names(b, 'le')).toEqual(['José', 'Ana']);
    await b.loadCsvFile(leBare, 'bare', {
      read: readOptions({ encoding: 'UTF-16LE', multiLine: true }),
    });
    expect(await names(b, 'bare')).toEqual(['José', 'Ana']);
  });

  it('refuses the UTF-16 it cannot read as production does, saying why', async () => {
    const kinds = async (p: string, options: Record<string, unknown> | null) =>
      (await refusal(b.loadCsvFile(p, 'u', { read: readOptions(options) }))).fact;
    expect(await kinds(le, { encoding: 'UTF-16' })).toEqual({
      kind: 'utf16-lines',
      option: 'encoding',
      value: 'UTF-16',
    });
    expect(await kinds(be, { encoding: 'UTF-16', multiLine: 'true' })).toMatchObject({
      kind: 'utf16-big-endian',
      noMark: true,
    });
    expect(await kinds(leBare, { encoding: 'utf-16', multiLine: 'true' })).toMatchObject({
      kind: 'utf16-big-endian',
      noMark: true,
    });
    expect(await kinds(le, { encoding: 'UTF-16LE', multiLine: 'true' })).toMatchObject({
      kind: 'utf16-mark-kept',
    });
    expect(await kinds(le, null)).toEqual({ kind: 'utf16-unasked' });
  });

  it('refuses an encoding it does not read', async () => {
    const e = await refusal(
      b.loadCsvFile(latin, 'w', { read: readOptions({ encoding: 'windows-1252' }) }),
    );
    expect(e.kind).toBe('encoding');
    expect(e.message).toBe(
      `${latin}: input.options.encoding "windows-1252" is not an encoding the workbench reads (it reads UTF-8, ISO-8859-1 and UTF-16): save a copy of the file as UTF-8 to try the rules here, without this option; production still reads the original as "windows-1252"`,
    );
  });

  it('names a ragged row’s line in a file read in another encoding', async () => {
    const bad = file('latin-ragged.csv', Buffer.from('id,name\n1,"Jo\nsé"\n2,Ana,x\n', 'latin1'));
    const e = await refusal(
      b.loadCsvFile(bad, 'r', { read: readOptions({ encoding: 'ISO-8859-1' }) }),
    );
    expect(e.fact).toMatchObject({ kind: 'ragged', line: 4, fields: 3, expected: 2 });
  });

  it('warns of charset, samplingRatio and mode, saying what the workbench does instead', async () => {
    const utf8 = file('utf8.csv', Buffer.from(TEXT));
    const info = await b.loadCsvFile(utf8, 'w', {
      read: readOptions({ charset: 'ISO-8859-1', samplingRatio: 0.1, mode: 'DROPMALFORMED' }),
    });
    expect(await names(b, 'w')).toEqual(['José', 'Ana']);
    expect(info.warningFacts).toEqual([
      { kind: 'charset-ignored', option: 'charset', value: 'ISO-8859-1', encoding: null },
      { kind: 'sampling-ratio', option: 'samplingRatio', value: '0.1', ratio: 0.1 },
      { kind: 'parse-mode', option: 'mode', value: 'DROPMALFORMED', mode: 'DROPMALFORMED' },
    ]);
    expect(info.warnings[0]).toBe(
      'input.options.charset "ISO-8859-1" changes nothing in production: Spark reads encoding before charset, and sparquet sets encoding to "UTF-8", so production reads the file as UTF-8, and so does the workbench. Set encoding instead',
    );
    // Without inference there is no sample to warn of.
    const text = await b.loadCsvFile(utf8, 'w2', {
      read: readOptions({ inferSchema: 'false', samplingRatio: 0.1 }),
    });
    expect(text.warningFacts).toEqual([]);
  });
});
