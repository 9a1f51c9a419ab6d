/**
 * The run's warnings in the page's language: a real run on both DuckDBs, with `sql` rules
 * whose queries return a count, text, a number and a list, and a document warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../adapters/testing/backends';
import { parseDocument } from '../engine/parse/document';
import { runValidation } from '../engine/run/run';
import type { RunResult } from '../engine/types';
import { i18n } from '../i18n';
import { runWarningWords } from './runWarningWords';

const DOC = {
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'sql', code: 'N', query: 'SELECT count(*) FROM t WHERE x > 5' },
      { type: 'sql', code: 'T', query: "SELECT 'false'" },
      { type: 'sql', code: 'D', query: 'SELECT 1.5' },
      { type: 'sql', code: 'L', query: 'SELECT array(1, 2)' },
      { type: 'sql', code: 'B', query: 'SELECT count(*) = 0 FROM t' },
      // A document warning: a range with no bound asserts nothing.
      { type: 'range', code: 'R', column: 'x' },
    ],
  },
};

describe.each(BACKENDS)('$name: run warnings, worded', ({ open }) => {
  let db: TestBackend;
  let run: RunResult;
  beforeAll(async () => {
    db = await openWithFixture(open, 'CREATE TABLE t AS SELECT * FROM range(10) r(x)');
    run = await runValidation(db.runner, parseDocument(JSON.stringify(DOC)), {
      table: 't',
      now: new Date('2026-01-01T00:00:00Z'),
    });
  });
  afterAll(() => db.close());

  it('keeps the engine’s words in English, and gives each warning as data', () => {
    expect(run.warningDetails?.map((w) => w.where)).toEqual([
      expect.stringContaining('rules[5]'),
      'N',
      'T',
      'D',
      'L',
    ]);
    expect(runWarningWords(run, i18n.getFixedT('en'))).toEqual(run.warnings);
  });

  it('words the rules’ warnings in Spanish and Portuguese', () => {
    const es = runWarningWords(run, i18n.getFixedT('es'));
    expect(es[1]).toBe(
      'N: La consulta devuelve un conteo (BIGINT), no un booleano: producción la da por buena siempre que no sea cero. ¿Querías decir COUNT(*) = 0?',
    );
    const pt = runWarningWords(run, i18n.getFixedT('pt-BR'));
    expect(pt[2]).toBe(
      "T: A consulta retorna texto (VARCHAR), não um booleano: a produção passa com qualquer string não vazia, até 'false'.",
    );
    for (const words of [es, pt])
      words.slice(1).forEach((w, i) => expect(w).not.toBe(run.warnings[i + 1]));
  });

  it('words a document warning with the diagnostic words it is given', () => {
    const words = runWarningWords(run, i18n.getFixedT('es'), (ref) => `«${ref.id}»`);
    expect(words[0]).toMatch(/rules\[5\].*: «\w+»$/);
  });
});
