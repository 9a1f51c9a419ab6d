/**
 * A rule that cannot run says why in the user's terms: no DuckDB error class
 * (`Binder Error:`), no excerpt of the query the workbench wrapped around the user's
 * (`LINE 1: SELECT * FROM (…) AS "_dqw_q"`), and a pattern RE2 cannot read is named as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { errorInUserTerms } from './errorText';
import { runValidation } from './run';

const FIXTURE = `CREATE TABLE people AS SELECT * FROM (VALUES
  (1, 'Ana', 30), (2, 'Bruno', 45), (3, NULL, 200)
) AS v(id, name, age)`;

const ENGINE_WORDS = /\b(?:Binder|Catalog|Parser|Conversion|Invalid Input) Error\b|LINE \d|_dqw_q/;

describe('errorInUserTerms', () => {
  it('drops the error class and the excerpt of the wrapped query', () => {
    const raw =
      'Binder Error: Referenced column "agee" not found in FROM clause!\nCandidate bindings: "age", "name"\n\nLINE 1: SELECT * FROM (SELECT COUNT(*) = 0 FROM _validation_df WHERE agee > 1) AS "_dqw_q" LIMIT 1\n                                                                     ^';
    expect(errorInUserTerms(raw)).toBe(
      'The query reads a column "agee" that is not there. Closest: "age", "name".',
    );
  });

  it('names a pattern RE2 cannot read, with the part it stopped at', () => {
    expect(errorInUserTerms('Invalid Input Error: missing ]: [a-', 'regex')).toBe(
      'The pattern is not a valid regular expression: missing ] in `[a-`.',
    );
  });

  it('says which pattern when no rule is named (the quarantine of several rules)', () => {
    expect(errorInUserTerms('Invalid Input Error: missing ): (')).toBe(
      'A pattern in a rule is not a valid regular expression: missing ) in `(`.',
    );
  });

  it('keeps a message that has nothing of the engine in it', () => {
    expect(errorInUserTerms('Column "emial" does not exist. Closest: email.')).toBe(
      'Column "emial" does not exist. Closest: email.',
    );
  });
});

describe.each(BACKENDS)('rule errors on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await open();
    await db.exec(FIXTURE);
    await db.lock([]);
  });
  afterAll(() => db?.close());

  it('are worded for people, for the fused and the per-rule plan', async () => {
    const doc = parseDocument(
      JSON.stringify({
        validations: {
          rules: [
            { type: 'sql', query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE agee > 1' },
            { type: 'regex', column: 'name', pattern: '[a-' },
            { type: 'regex', column: 'name', pattern: '(' },
            { type: 'sql', query: 'SELECT nosuchfn(age) > 0 FROM _validation_df' },
            { type: 'not_null', column: 'id' },
          ],
        },
      }),
    );
    for (const plan of ['fused', 'per-rule'] as const) {
      const run = await runValidation(db.runner, doc, { table: 'people', now: new Date(), plan });
      const [column, bracket, paren, fn, ok] = run.results;
      for (const r of [column, bracket, paren, fn]) {
        expect(r.error, r.code).toBeTruthy();
        expect(r.error, r.code).not.toMatch(ENGINE_WORDS);
        expect(r.message, r.code).not.toMatch(ENGINE_WORDS);
      }
      expect(column.error).toMatch(/column "agee" that is not there. Closest: "age"/);
      expect(bracket.error).toBe(
        'The pattern is not a valid regular expression: missing ] in `[a-`.',
      );
      expect(paren.error).toMatch(/^The pattern is not a valid regular expression: missing \)/);
      expect(fn.error).toMatch(/^Not portable: "nosuchfn" is not a function DuckDB knows/);
      expect(ok).toMatchObject({ severity: 'pass' });
    }
  });
});
