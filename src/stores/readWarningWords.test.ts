/**
 * The dataset's read warnings and format notes are in the page's language; in English they
 * are the engine's own words (what the CLI prints). Checked on every kind and every reason
 * a date or time pattern cannot be read, and on a real load by both DuckDBs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../adapters/testing/backends';
import {
  compileJavaPattern,
  isPatternProblem,
  PATTERN_WHY,
  readNoteText,
  readOptions,
  readWarningText,
  type PatternProblem,
  type ReadNote,
  type ReadWarning,
} from '../engine/read';
import { i18n } from '../i18n';
import { columnNoteWords } from './readNoteWords';
import { datasetWarningWords, patternWhyWords, readWarningWords } from './readWarningWords';

/** A pattern for every reason the workbench cannot read one. */
const PATTERNS = [
  'dd MMM yyyy',
  'EEE yyyy-MM-dd',
  'yyyy-MM-dd hh:mm a',
  'yyyy-MM-dd HH:mm a',
  'yyyy-MM-dd KK:mm',
  'yyyy-MM-dd kk:mm',
  'yyyy-MM-dd HH:mm z',
  'yyyy-MM-dd HH:mm VV',
  'yyyy-MM-dd HH:mm O',
  'G yyyy',
  'yyyy DDD',
  'yyyy Q',
  'yyyy q',
  'yyyy w',
  'yyyy W',
  'YYYY-MM-dd',
  'yyyy e',
  'yyyy c',
  'yyyy F',
  'yyyy n',
  'yyyy N',
  'yyyy A',
  'yyyy B',
  'yyy-MM-dd',
  'yyyy-MM-dd HH:mm:ss.SSSSSSSSSS',
  'yyyy-MM-ddd',
  'yyyy-MM-dd[ HH:mm]',
  'yyyy-MM-dd #',
  "yyyy-MM-dd 'at",
  'yyyy-MM-ddTHH:mm',
];

const problems: PatternProblem[] = PATTERNS.map((p) => {
  const compiled = compileJavaPattern(p);
  if (!isPatternProblem(compiled)) throw new Error(`${p} compiles`);
  return compiled;
});

/** Every read warning: each kind, and each pattern as a date and a timestamp format. */
const WARNINGS: ReadWarning[] = [
  { kind: 'blank-header', column: 3, name: '_c2' },
  { kind: 'renamed-header', column: 1, header: 'a', name: 'a0' },
  { kind: 'delimiter', delimiter: ';' },
  { kind: 'delimiter', delimiter: '\t' },
  { kind: 'not-emulated', option: 'comment' },
  { kind: 'charset-ignored', option: 'charset', value: 'latin1', encoding: null },
  { kind: 'charset-ignored', option: 'Charset', value: 'latin1', encoding: 'UTF-16' },
  { kind: 'sampling-ratio', option: 'samplingRatio', value: '0.1', ratio: 0.1 },
  { kind: 'parse-mode', option: 'mode', value: 'DROPMALFORMED', mode: 'DROPMALFORMED' },
  { kind: 'parse-mode', option: 'mode', value: 'failfast', mode: 'FAILFAST' },
  { kind: 'parse-mode', option: 'mode', value: 'strict', mode: null },
  { kind: 'format', note: { kind: 'timestamp-ntz', option: 'timestampNTZFormat', value: 'x' } },
  { kind: 'format', note: { kind: 'locale', option: 'locale', tag: 'pt-BR' } },
  { kind: 'excel-not-production', sheet: 'Orders' },
  { kind: 'excel-mixed', column: 'note', kinds: 'text/number' },
  ...(
    [
      ['PARQUET_TYPE_ILLEGAL', 'FIXED_LEN_BYTE_ARRAY (UUID)'],
      ['PARQUET_TYPE_ILLEGAL', 'INT64 (TIMESTAMP(NANOS,false))'],
      ['PARQUET_TYPE_NOT_SUPPORTED', 'FIXED_LEN_BYTE_ARRAY (INTERVAL)'],
      ['DECIMAL_PRECISION', 'INT32 (DECIMAL(12,2))'],
    ] as const
  ).map(([error, parquetType]): ReadWarning => ({
    kind: 'parquet-unreadable',
    column: 'id',
    refusal: parquetType.includes('NANOS')
      ? { error, parquetType, nanosAsLong: true }
      : { error, parquetType },
  })),
  ...problems.flatMap((problem): ReadWarning[] =>
    ['dateFormat', 'timestampFormat'].map((option) => ({
      kind: 'format',
      note: { kind: 'pattern', option, problem },
    })),
  ),
];

const NOTES: ReadNote[] = problems.map((problem) => ({
  kind: 'format',
  column: 'day',
  option: 'dateFormat',
  problem,
}));

const en = i18n.getFixedT('en');
const es = i18n.getFixedT('es');
const pt = i18n.getFixedT('pt-BR');

describe('read warnings in the page language', () => {
  it('the patterns cover every reason a pattern cannot be read', () => {
    expect(new Set(problems.map((p) => p.why))).toEqual(new Set(Object.keys(PATTERN_WHY)));
  });

  it('in English, the engine’s words', () => {
    for (const w of WARNINGS) expect(readWarningWords(w, en)).toBe(readWarningText(w));
    expect(columnNoteWords({ notes: NOTES.map(readNoteText), facts: NOTES }, en)).toEqual(
      NOTES.map(readNoteText),
    );
  });

  it('in Spanish and Portuguese, every warning and note is translated, keeping its values', () => {
    for (const t of [es, pt]) {
      for (const w of WARNINGS) {
        const words = readWarningWords(w, t);
        expect(words).not.toBe(readWarningText(w));
        if (w.kind === 'format' && w.note.kind === 'pattern') {
          expect(words).toContain(JSON.stringify(w.note.problem.pattern));
          expect(words).toContain(`\`${w.note.problem.construct}\``);
        }
      }
      const notes = columnNoteWords({ notes: NOTES.map(readNoteText), facts: NOTES }, t);
      notes.forEach((words, i) => expect(words).not.toBe(readNoteText(NOTES[i])));
    }
    // Each reason has its own words in each language.
    const whys = [...new Map(problems.map((p) => [p.why, p])).values()];
    for (const t of [es, pt])
      expect(new Set(whys.map((p) => patternWhyWords(p, t))).size).toBe(whys.length);
  });

  it('says a few of them exactly', () => {
    expect(readWarningWords(WARNINGS[0], es)).toBe(
      'la columna 3 tiene un encabezado vacío; producción (Spark) la llama "_c2"',
    );
    expect(readWarningWords(WARNINGS[8], es)).toBe(
      'input.options.mode "DROPMALFORMED" no se emula: producción descarta cada fila que no puede leer (una fila con más o menos campos que el encabezado, un valor que no cabe en el tipo de su columna), mientras que el workbench rechaza un archivo con una fila irregular y lee como NULL un valor que no cabe, como hace PERMISSIVE (el valor por defecto de Spark)',
    );
    expect(readWarningWords(WARNINGS[3], pt)).toBe(
      'o delimitador do arquivo é a tabulação; a produção lê com sep "," a menos que o input.options do pipeline defina sep',
    );
    const month = readWarningWords(
      { kind: 'format', note: { kind: 'pattern', option: 'dateFormat', problem: problems[0] } },
      pt,
    );
    expect(month).toBe(
      'input.options.dateFormat "dd MMM yyyy" usa `MMM` (nomes de meses, lidos no `locale`), que o workbench não consegue emular: ele infere e lê as datas como se dateFormat não estivesse definido, enquanto a produção as interpreta com este padrão; assim, uma coluna mostrada aqui como texto pode ser uma data lá, e um valor que não segue o padrão é NULL lá',
    );
  });
});

describe.each(BACKENDS)('$name: a real load’s warnings, worded', ({ open }) => {
  let b: TestBackend;
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-warnings-'));
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => {
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every warning as data, worded as the engine words it in English', async () => {
    const file = path.join(dir, 'people.csv');
    writeFileSync(file, 'a;A;;day\n1;2;3;01 Jan 2024\n');
    const info = await b.loadCsvFile(file, 'people', {
      read: readOptions({ dateFormat: 'dd MMM yyyy', comment: '#', locale: 'pt-BR' }),
    });
    expect(info.warningFacts.map((w) => w.kind)).toEqual([
      'renamed-header',
      'renamed-header',
      'blank-header',
      'delimiter',
      'not-emulated',
      'format',
      'format',
    ]);
    expect(datasetWarningWords(info, en)).toEqual(info.warnings);
    const spanish = datasetWarningWords(info, es);
    expect(spanish[2]).toBe(
      'la columna 3 tiene un encabezado vacío; producción (Spark) la llama "_c2"',
    );
    expect(spanish[4]).toBe(
      'input.options.comment no se emula: el workbench lee el archivo sin esa opción',
    );
    // The column the date format may change has its note as data too.
    const day = info.read.find((c) => c.name === 'day')!;
    expect(day.facts?.map((f) => f.kind)).toContain('format');
    expect(columnNoteWords(day, en)).toEqual(day.notes);
    expect(columnNoteWords(day, pt).join('\n')).toContain(
      'a produção lê `day` com dateFormat "dd MMM yyyy", que o workbench não consegue emular',
    );
  });
});
