/**
 * The line that says which shape the rules document was read as (RULES.md §1), in each of
 * the page's languages, for documents the engine parses.
 */
import { describe, expect, it } from 'vitest';
import { documentShapeText } from '../engine/parse/shape';
import { parseDocument } from '../engine/parse/document';
import { i18n } from '../i18n';
import { LANGUAGES } from '../i18n/languages';
import { documentShapeWords } from './documentShapeWords';

const rules = [{ type: 'row_count', min: 1 }];
const DOCUMENTS = {
  named: { name: 'orders', input: { format: 'csv' }, validations: { rules } },
  pipeline: { input: { format: 'csv' }, validations: { rules } },
  validations: { validations: { rules } },
  inner: { on_failure: 'warn', rules },
};

describe('documentShapeWords', () => {
  it('says each shape in English, as the CLI says it', () => {
    const en = i18n.getFixedT('en');
    const words = Object.values(DOCUMENTS).map((value) => {
      const parsed = parseDocument(JSON.stringify(value));
      return [documentShapeWords(parsed, en), documentShapeText(parsed.shape!)];
    });
    expect(words).toEqual([
      [
        'Read as the pipeline “orders”: only its validations are used',
        'read as a whole pipeline: only its "validations" is used',
      ],
      [
        'Read as a whole pipeline: only its validations are used',
        'read as a whole pipeline: only its "validations" is used',
      ],
      ['Read as a {"validations": {…}} document', 'read as a {"validations": {…}} document'],
      [
        'Read as the inner validations object {"on_failure": …, "rules": […]}',
        'read as the inner validations object {"on_failure": …, "rules": […]}',
      ],
    ]);
  });

  it.each([...LANGUAGES])('has its own words for every shape in %s', (code) => {
    const t = i18n.getFixedT(code);
    const seen = new Set<string>();
    for (const value of Object.values(DOCUMENTS)) {
      const words = documentShapeWords(parseDocument(JSON.stringify(value)), t);
      expect(words).toMatch(/\S/);
      seen.add(words!);
    }
    expect(seen.size).toBe(4);
    expect([...seen].some((w) => w.includes('orders'))).toBe(true);
  });

  it('says nothing before the document has a shape', () => {
    expect(documentShapeWords(parseDocument('[1]'), i18n.getFixedT('en'))).toBeNull();
    expect(documentShapeWords(parseDocument('{"x": 1}'), i18n.getFixedT('en'))).toBeNull();
  });
});
