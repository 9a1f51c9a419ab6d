/** DuckDB's error messages, as the workbench shows them: DuckDB's reason, in the user's terms. */
import { describe, expect, it } from 'vitest';
import { documentQueryError, duckdbReason, ruleError } from './duckdbError';

const BINDER =
  'Binder Error: Referenced column "agee" not found in FROM clause!\nCandidate bindings: "age"\n\nLINE 1: SELECT count(*) FILTER (WHERE "agee" > 1) FROM "dataset"\n                                      ^';
const RE2 = 'Invalid Input Error: missing ): (';

describe('DuckDB errors', () => {
  it('keep the reason: the kind and the excerpt of the SQL the workbench built are dropped', () => {
    expect(duckdbReason(BINDER)).toEqual({
      kind: 'Binder',
      text: 'Referenced column "agee" not found in FROM clause!',
      rest: 'Candidate bindings: "age"',
    });
  });

  it('say a pattern RE2 refuses is the pattern, only for a rule that has one', () => {
    expect(ruleError(RE2, true)).toBe(
      'The pattern is not a regular expression RE2 can run: missing ): (',
    );
    expect(ruleError(RE2, false)).toBe('DuckDB could not compute the rule: missing ): (');
  });

  it('of a whole document’s query: the pattern when RE2 refused one, else the reason', () => {
    expect(documentQueryError(RE2)).toBe(
      'The pattern is not a regular expression RE2 can run: missing ): (',
    );
    expect(documentQueryError(BINDER)).toBe('Referenced column "agee" not found in FROM clause!');
  });
});
