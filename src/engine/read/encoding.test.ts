/**
 * RULES.md §9: the encoding production reads a CSV in, from the pipeline's
 * `input.options` under sparquet's defaults (`encoding` UTF-8, which Spark reads before
 * `charset`), and how the workbench reads it the same way or says why it cannot; the
 * options it cannot emulate (`samplingRatio`, `mode`) kept as data for their warnings.
 */
import { describe, expect, it } from 'vitest';
import { byteOrderMark, csvEncoding, javaCharset } from './encoding';
import { ReadOptionError, readOptions } from './options';
import { csvRefusalText } from './refusals';
import { readWarningText } from './warnings';

describe('Java charset names', () => {
  it.each([
    ['UTF-8', 'UTF-8'],
    ['utf8', 'UTF-8'],
    ['ISO-8859-1', 'ISO-8859-1'],
    ['iso-8859-1', 'ISO-8859-1'],
    ['latin1', 'ISO-8859-1'],
    ['Latin1', 'ISO-8859-1'],
    ['ISO8859_1', 'ISO-8859-1'],
    ['l1', 'ISO-8859-1'],
    ['cp819', 'ISO-8859-1'],
    ['UTF-16', 'UTF-16'],
    ['unicode', 'UTF-16'],
    ['utf-16le', 'UTF-16LE'],
    ['UnicodeLittleUnmarked', 'UTF-16LE'],
    ['UTF-16BE', 'UTF-16BE'],
    ['windows-1252', null],
    ['latin-1', null],
    ['cp1252', null],
  ])('%s is %s', (name, charset) => {
    expect(javaCharset(name)).toBe(charset);
  });

  it('finds byte-order marks', () => {
    expect(byteOrderMark(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('utf-8');
    expect(byteOrderMark(new Uint8Array([0xff, 0xfe, 0x61, 0]))).toBe('utf-16le');
    expect(byteOrderMark(new Uint8Array([0xfe, 0xff, 0, 0x61]))).toBe('utf-16be');
    expect(byteOrderMark(new Uint8Array([0x61, 0x2c]))).toBeNull();
    expect(byteOrderMark(new Uint8Array([]))).toBeNull();
  });
});

describe('the encoding a file is read in', () => {
  const choice = (options: Record<string, unknown> | null, bom = null as never) =>
    csvEncoding(readOptions(options), bom);

  it('is UTF-8 by default, and for any name of UTF-8', () => {
    expect(choice(null)).toEqual({ duckdb: 'utf-8' });
    expect(choice({ encoding: 'utf8' })).toEqual({ duckdb: 'utf-8' });
    expect(choice(null, 'utf-8' as never)).toEqual({ duckdb: 'utf-8' });
  });

  it('is latin-1 for ISO-8859-1 by any of Java’s names, the key in any case', () => {
    for (const options of [
      { encoding: 'ISO-8859-1' },
      { Encoding: 'latin1' },
      { ENCODING: 'ISO_8859-1' },
    ])
      expect(choice(options)).toEqual({ duckdb: 'latin-1' });
  });

  it('ignores charset: sparquet sets encoding, which Spark reads first', () => {
    const read = readOptions({ charset: 'ISO-8859-1' });
    expect(read.encoding).toBeNull();
    expect(read.charset).toEqual({ option: 'charset', value: 'ISO-8859-1' });
    expect(csvEncoding(read, null)).toEqual({ duckdb: 'utf-8' });
    // Given both, encoding decides; a charset of UTF-8 is nothing to say.
    const both = readOptions({ charset: 'UTF-16', encoding: 'latin1' });
    expect(csvEncoding(both, null)).toEqual({ duckdb: 'latin-1' });
    expect(readOptions({ charset: 'utf-8' }).charset).toBeNull();
  });

  it('is little-endian UTF-16 only with multiLine, in the byte order Java reads', () => {
    const utf16 = { encoding: 'UTF-16', multiLine: 'true' };
    expect(choice(utf16, 'utf-16le' as never)).toEqual({ duckdb: 'utf-16' });
    expect(choice({ encoding: 'UTF-16LE', multiLine: true })).toEqual({ duckdb: 'utf-16' });
    const refused = (options: Record<string, unknown>, bom: string | null) => {
      const c = csvEncoding(readOptions(options), bom as never);
      return 'refusal' in c ? c.refusal : null;
    };
    expect(refused({ encoding: 'UTF-16' }, 'utf-16le')).toEqual({
      kind: 'utf16-lines',
      option: 'encoding',
      value: 'UTF-16',
    });
    expect(refused(utf16, null)).toMatchObject({ kind: 'utf16-big-endian', noMark: true });
    expect(refused(utf16, 'utf-16be')).toMatchObject({ kind: 'utf16-big-endian', noMark: true });
    expect(refused({ encoding: 'UTF-16BE', multiLine: true }, null)).toMatchObject({
      kind: 'utf16-big-endian',
      noMark: false,
    });
    expect(refused({ encoding: 'UTF-16LE', multiLine: true }, 'utf-16le')).toMatchObject({
      kind: 'utf16-mark-kept',
    });
    // A UTF-16 file read as UTF-8 or ISO-8859-1.
    expect(refused({}, 'utf-16le')).toEqual({ kind: 'utf16-unasked' });
    expect(refused({ encoding: 'latin1' }, 'utf-16be')).toEqual({ kind: 'utf16-unasked' });
  });

  it('refuses an encoding it does not read, naming it as given', () => {
    const c = choice({ Encoding: 'windows-1252' });
    expect(c).toEqual({
      refusal: { kind: 'encoding-unknown', option: 'Encoding', value: 'windows-1252' },
    });
    expect(csvRefusalText((c as { refusal: never }).refusal)).toBe(
      'input.options.Encoding "windows-1252" is not an encoding the workbench reads (it reads UTF-8, ISO-8859-1 and UTF-16): save a copy of the file as UTF-8 to try the rules here, without this option; production still reads the original as "windows-1252"',
    );
  });
});

describe('samplingRatio and mode', () => {
  it('keeps a sampling ratio Spark samples with (0.99 and below), as Java reads the number', () => {
    expect(readOptions({ samplingRatio: 0.1 }).samplingRatio).toEqual({
      option: 'samplingRatio',
      value: '0.1',
      ratio: 0.1,
    });
    expect(readOptions({ SAMPLINGRATIO: ' 5e-1 ' }).samplingRatio?.ratio).toBe(0.5);
    expect(readOptions({ samplingRatio: '0.25d' }).samplingRatio?.ratio).toBe(0.25);
    // Above 0.99 Spark reads every row, as the workbench does.
    expect(readOptions({ samplingRatio: '1.0' }).samplingRatio).toBeNull();
    expect(readOptions({ samplingRatio: 0.995 }).samplingRatio).toBeNull();
  });

  it('refuses a ratio Spark refuses', () => {
    expect(() => readOptions({ samplingRatio: 'half' })).toThrow(ReadOptionError);
    expect(() => readOptions({ samplingRatio: 'half' })).toThrow(
      'input.options.samplingRatio is "half": Spark accepts only a number',
    );
    expect(() => readOptions({ samplingRatio: 0 })).toThrow('Spark requires a ratio above 0');
    // Without inference Spark samples nothing, and a ratio of 0 is never checked.
    expect(readOptions({ samplingRatio: 0, inferSchema: false }).samplingRatio?.ratio).toBe(0);
  });

  it('keeps a mode other than PERMISSIVE, Spark’s default, in any case', () => {
    expect(readOptions({ mode: 'permissive' }).mode).toBeNull();
    expect(readOptions({ mode: 'dropMalformed' }).mode).toEqual({
      option: 'mode',
      value: 'dropMalformed',
      mode: 'DROPMALFORMED',
    });
    expect(readOptions({ MODE: 'FAILFAST' }).mode?.mode).toBe('FAILFAST');
    // Spark reads a mode it does not know as PERMISSIVE.
    expect(readOptions({ mode: 'strict' }).mode).toEqual({
      option: 'mode',
      value: 'strict',
      mode: null,
    });
  });

  it('no longer lists encoding, charset, mode, multiLine or samplingRatio as harmless', () => {
    const read = readOptions({
      encoding: 'latin1',
      charset: 'latin1',
      mode: 'FAILFAST',
      multiLine: 'true',
      samplingRatio: '0.5',
    });
    expect(read.notEmulated).toEqual([]);
    expect(read.multiLine).toBe(true);
    expect(
      readWarningText({
        kind: 'sampling-ratio',
        option: 'samplingRatio',
        value: '0.5',
        ratio: 0.5,
      }),
    ).toContain('a random sample of about 50% of the rows, the workbench from every row');
  });
});
