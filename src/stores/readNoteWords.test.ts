/**
 * The dataset panel's notes on how production reads a column are in the page's language;
 * in English they are the engine's own words (what the CLI prints).
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../engine/parse/document';
import {
  inferredNotes,
  reasonText,
  ruleReadNotes,
  ruleReadNoteText,
  type ColumnInference,
  type TypeReason,
  warningNotes,
} from '../engine/read';
import { i18n } from '../i18n';
import { columnNoteWords, reasonWords, ruleNoteWords } from './readNoteWords';

const cpf = {
  name: 'cpf',
  type: { kind: 'bigint' },
  leadingZero: '00091898034',
  offset: null,
  timeOnly: null,
  boolLike: false,
  text: null,
  classes: ['bigint'],
} as unknown as ColumnInference;

const flag = {
  ...cpf,
  name: 'flag',
  type: { kind: 'string' },
  leadingZero: null,
  boolLike: true,
  classes: ['string'],
} as unknown as ColumnInference;

const read = (col: ColumnInference) => ({
  ...inferredNotes(col, (text) => String(Number(text))),
  // A format note, which has no data: shown as written.
  notes: [...inferredNotes(col, (text) => String(Number(text))).notes, 'a note on formats'],
});

describe('columnNoteWords', () => {
  it('says in Spanish and Portuguese what production does to a column', () => {
    expect(columnNoteWords(read(cpf), i18n.getFixedT('es'))).toEqual([
      'producción lee `cpf` como bigint: `00091898034` pasa a ser `91898034` (Spark descarta los ceros a la izquierda)',
      'a note on formats',
    ]);
    expect(columnNoteWords(read(flag), i18n.getFixedT('pt-BR'))[0]).toBe(
      'a produção lê `flag` como string: o Spark só aceita true/false como booleanos, então valores como `T`/`F` continuam texto',
    );
  });

  it('says a column of typed values with no common type is text, in each language', () => {
    const when = {
      ...flag,
      name: 'when',
      boolLike: false,
      classes: ['int', 'date'],
    } as unknown as ColumnInference;
    expect(columnNoteWords(read(when), i18n.getFixedT('es'))[0]).toBe(
      'producción lee `when` como string: Spark no encuentra un tipo común para sus valores int/date, así que toda la columna es texto',
    );
    expect(columnNoteWords(read(when), i18n.getFixedT('pt-BR'))[0]).toBe(
      'a produção lê `when` como string: o Spark não encontra um tipo comum para seus valores int/date, então a coluna toda é texto',
    );
    // A value that is text to Spark: text to any reading, nothing to note.
    const word = { ...when, text: 'abc', classes: ['int', 'string'] } as unknown as ColumnInference;
    expect(inferredNotes(word, String).facts).toEqual([]);
  });

  it('in English, the engine’s words', () => {
    for (const col of [cpf, flag]) {
      const r = read(col);
      expect(columnNoteWords(r, i18n.getFixedT('en'))).toEqual(r.notes);
    }
  });
});

describe('reasonWords', () => {
  const reasons: TypeReason[] = [
    { kind: 'inferred' },
    { kind: 'schema', ddl: 'id INT' },
    { kind: 'no-inference', from: 'input.options' },
    { kind: 'no-inference', from: 'choice' },
    { kind: 'parquet' },
  ];

  it('is the engine’s reason in English', () => {
    for (const r of reasons) expect(reasonWords(r, i18n.getFixedT('en'))).toBe(reasonText(r));
  });

  it('is translated', () => {
    expect(reasonWords(reasons[0], i18n.getFixedT('es'))).toBe(
      'inferido de todos los valores, como lo hace Spark 3.5 con inferSchema=true',
    );
    expect(reasonWords(reasons[4], i18n.getFixedT('pt-BR'))).toBe(
      'o tipo do próprio arquivo Parquet (o Spark lê o schema como foi escrito)',
    );
  });
});

describe('ruleNoteWords', () => {
  const cpfRead = {
    name: 'cpf',
    sparkType: 'bigint',
    reason: { kind: 'inferred' } as TypeReason,
    reasonText: reasonText({ kind: 'inferred' }),
    ...read(cpf),
  };
  const doc = parseDocument(
    JSON.stringify({
      validations: {
        rules: [
          { type: 'regex', column: 'cpf', pattern: '^[0-9]{11}$' },
          { type: 'schema', column_types: { cpf: 'string' } },
        ],
      },
    }),
  );
  const columns = [{ name: 'cpf', duckdbType: 'BIGINT', sparkType: 'bigint' }];
  const notes = ruleReadNotes(doc.rules, [cpfRead], columns);

  it('says under a result, in Spanish, what the reading does to that rule', () => {
    const es = i18n.getFixedT('es');
    expect(notes.get(0)!.map((n) => ruleNoteWords(n, es))).toEqual([
      'producción lee `cpf` como bigint: `00091898034` pasa a ser `91898034` (Spark descarta los ceros a la izquierda), así que esta regex falla allí',
      'a note on formats',
    ]);
    expect(ruleNoteWords(notes.get(1)![0], i18n.getFixedT('pt-BR'))).toMatch(
      /^a produção lê `cpf` como bigint \(.+\), então `column_types` "string" falha lá$/,
    );
  });

  it('in English, the engine’s words', () => {
    const en = i18n.getFixedT('en');
    for (const list of notes.values())
      for (const n of list) expect(ruleNoteWords(n, en)).toBe(ruleReadNoteText(n));
    expect(ruleReadNoteText(notes.get(0)![0])).toMatch(/so this regex fails there$/);
  });
});

describe('an int column: Spark names it int where DuckDB reads BIGINT (RULES.md §9)', () => {
  const age = { ...cpf, name: 'age', type: { kind: 'int' }, leadingZero: null, classes: ['int'] };
  const ageRead = {
    name: 'age',
    sparkType: 'int',
    reason: { kind: 'inferred' } as TypeReason,
    reasonText: reasonText({ kind: 'inferred' }),
    ...inferredNotes(age as unknown as ColumnInference, (text) => text),
  };

  it('marks the column, in each language', () => {
    expect(ageRead.facts).toEqual([{ kind: 'int32', column: 'age' }]);
    expect(columnNoteWords(ageRead, i18n.getFixedT('en'))).toEqual(ageRead.notes);
    expect(ageRead.notes[0]).toBe(
      "production reads `age` as int (32 bits), where DuckDB's own reading says BIGINT: a `schema` rule's column_types must say int",
    );
    expect(columnNoteWords(ageRead, i18n.getFixedT('es'))[0]).toMatch(
      /^producción lee `age` como int/,
    );
    expect(columnNoteWords(ageRead, i18n.getFixedT('pt-BR'))[0]).toMatch(
      /^a produção lê `age` como int/,
    );
  });

  it('is no run warning and no note under rules it does not change; a schema rule expecting bigint gets its own', () => {
    expect(warningNotes(ageRead)).toEqual([]);
    const doc = parseDocument(
      JSON.stringify({
        validations: {
          rules: [
            { type: 'range', column: 'age', min: 0 },
            { type: 'schema', column_types: { age: 'bigint' } },
            { type: 'schema', column_types: { age: 'integer' } },
          ],
        },
      }),
    );
    const columns = [{ name: 'age', duckdbType: 'INTEGER', sparkType: 'int' }];
    const notes = ruleReadNotes(doc.rules, [ageRead], columns);
    expect(notes.has(0)).toBe(false);
    expect(notes.get(1)!.map(ruleReadNoteText)).toEqual([
      'production reads `age` as int (inferred from every value, as Spark 3.5 does with inferSchema=true), so `column_types` "bigint" fails there',
    ]);
    expect(notes.has(2)).toBe(false);
  });
});
