/**
 * Why a JSON file or line is not what Spark reads, in the page's language (RULES.md §9):
 * every reason the reader gives, from real reads; in English the engine's own words (what
 * the CLI prints), in Spanish and Portuguese no English left. The refusal of a JSON file
 * through the page's own load, on DuckDB-WASM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { readWarningText } from '../engine/read';
import { jsonReadWarnings } from '../engine/read/json/notes';
import { JsonReadError, readJsonBytes, readJsonText } from '../engine/read/json/read';
import type { JsonWhy } from '../engine/read/json/why';
import { i18n } from '../i18n';
import { readWarningWords } from '../stores/readWarningWords';
import type { Database } from './database';
import { explainLoadError } from './explain';
import { jsonRefusalWords } from './jsonWords';
import { loadIntoDatabase } from './load';
import type { Translate } from './translate';

const words =
  (lng: string): Translate =>
  (key, values) =>
    i18n.t(key, { ...values, lng });

/** A JSON Lines line for each reason the reader gives. */
const LINES: Record<JsonWhy['id'], string> = {
  nested: `${'['.repeat(1002)}${']'.repeat(1002)}`,
  endsEarly: '{"a":',
  leadingZero: '{"a":007}',
  unexpected: '{"a":x}',
  fieldName: '{a:1}',
  colon: '{"a" 1}',
  objectComma: '{"a":1 "b":2}',
  arrayComma: '[1 2]',
  unclosed: '{"a":"x',
  control: '{"a":"x\ty"}',
  unicodeEscape: '{"a":"\\u12"}',
  escape: '{"a":"\\q"}',
  trailing: '{"a":1} x',
  notObject: '5',
  elementNotObject: '[{"a":1}, 2]',
};

/** English left in a sentence the page says in another language. */
const ENGLISH =
  /\bline\b|\bcolumn\b|unexpected|expected|not a JSON object|not an object|escape it|leading zero|is not closed|more text/;

describe('why a JSON line is not read, in the page language', () => {
  const warnings = Object.entries(LINES).map(([id, line]) => {
    const read = readJsonText(`{"ok":1}\n${line}\n`);
    expect(read.corrupt.map((c) => c.reason.id)).toEqual([id]);
    const w = jsonReadWarnings(read).find((x) => x.kind === 'json-corrupt');
    if (!w) throw new Error(`no corrupt line for ${id}`);
    return w;
  });

  it('in English, the engine’s words', () => {
    for (const w of warnings)
      expect(readWarningWords(w, i18n.getFixedT('en'))).toBe(readWarningText(w));
  });

  it('in Spanish and Portuguese, no English sentence, each reason its own words', () => {
    for (const lng of ['es', 'pt-BR']) {
      const said = warnings.map((w) => readWarningWords(w, i18n.getFixedT(lng)));
      for (const s of said) expect(s).not.toMatch(ENGLISH);
      expect(new Set(said).size).toBe(warnings.length);
    }
    expect(readWarningWords(warnings[3], i18n.getFixedT('es'))).toContain(
      'línea 2: carácter inesperado "x" en la columna 6',
    );
  });

  it('names the folder’s file a line is in, in the language', () => {
    const read = readJsonText('{"ok":1}\nnot json\n');
    const w = jsonReadWarnings({
      ...read,
      corrupt: read.corrupt.map((c) => ({ ...c, line: 7, file: 'b.jsonl' })),
    })[0]!;
    expect(readWarningWords(w, i18n.getFixedT('en'))).toContain('line 7 of b.jsonl: unexpected');
    expect(readWarningWords(w, i18n.getFixedT('pt-BR'))).toContain('linha 7 de b.jsonl: caractere');
  });
});

describe('why a JSON file is refused, in the page language', () => {
  const refusals = [
    () => readJsonText('{"a": [1,\n 2', true),
    () => readJsonText('5', true),
    () => readJsonText('\n\n'),
    () => readJsonText('{}\n{}\n'),
    () => readJsonBytes(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  ].map((read) => {
    try {
      read();
    } catch (e) {
      if (e instanceof JsonReadError) return e;
      throw e;
    }
    throw new Error('read');
  });

  it('gives every refusal, in English as the CLI says it, translated elsewhere', () => {
    expect(refusals.map((e) => e.refusal.id)).toEqual([
      'notJson',
      'notRecords',
      'noRecords',
      'noFields',
      'notUtf8',
    ]);
    for (const e of refusals) {
      expect(jsonRefusalWords(e.refusal, words('en'))).toBe(e.detail);
      for (const lng of ['es', 'pt-BR'])
        expect(jsonRefusalWords(e.refusal, words(lng))).not.toMatch(ENGLISH);
    }
  });

  describe('through the page’s load', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openNodeDatabase('wasm');
    });
    afterAll(async () => {
      await db.close();
    });

    it('says the refusal of a multiLine document in the page language, naming the file', async () => {
      const rules = JSON.stringify({ input: { format: 'json', options: { multiLine: 'true' } } });
      const error = await loadIntoDatabase(
        db,
        new File(['{"a": [1,\n 2'], 'orders.json'),
        { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' },
        () => undefined,
        rules,
      ).then(
        () => null,
        (e: unknown) => e,
      );
      expect(explainLoadError('orders.json', error, words('en'), 'en')).toBe(
        '“orders.json” cannot be read as Spark reads JSON: not valid JSON at line 2, column 3: expected "," or "]" in an array (the file is read as one JSON document: input.options.multiLine is true).',
      );
      const es = explainLoadError('orders.json', error, words('es'), 'es');
      expect(es).toContain('“orders.json”');
      expect(es).toContain(
        'no es JSON válido en la línea 2, columna 3: se esperaba "," o "]" en una lista',
      );
      expect(es).not.toMatch(ENGLISH);
    });
  });
});
