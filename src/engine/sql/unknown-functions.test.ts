/**
 * A `sql` rule calling a function Spark does not have fails in production too: the
 * document says so at the rule, with the closest Spark function; a Spark function the
 * workbench lacks is another matter ("not portable", at run time).
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import { SPARK_FUNCTIONS, SPARK_VERSION_OF_FUNCTIONS } from './spark-functions';
import { unknownFunctions } from './unknown-functions';

const doc = (query: string) =>
  parseDocument(JSON.stringify({ validations: { rules: [{ type: 'sql', query }] } }, null, 2));

describe("Spark's functions", () => {
  it('are the list Spark itself gives', () => {
    expect(SPARK_VERSION_OF_FUNCTIONS).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of ['length', 'count', 'regexp_extract', 'bround', 'date_format', 'if'])
      expect(SPARK_FUNCTIONS.has(name), name).toBe(true);
    // DuckDB's own names are not Spark's.
    for (const name of ['lenght', 'regexp_matches', 'strftime', 'list_value'])
      expect(SPARK_FUNCTIONS.has(name), name).toBe(false);
  });

  it('a misspelt one is named, with the closest Spark function', () => {
    expect(unknownFunctions('SELECT count(*) = 0 FROM _validation_df WHERE lenght(x) > 3')).toEqual(
      [{ name: 'lenght', suggestion: 'length' }],
    );
    expect(unknownFunctions('SELECT COUNT(*) = 0 FROM t WHERE Upperr(x) = x')).toEqual([
      { name: 'Upperr', suggestion: 'upper' },
    ]);
    expect(unknownFunctions('SELECT regexp_matches(x, y) FROM t')).toEqual([
      { name: 'regexp_matches', suggestion: 'regexp_extract' },
    ]);
  });

  it('words before a parenthesis that are no call are not named', () => {
    for (const sql of [
      'SELECT CAST(x AS DECIMAL(10, 2)) FROM t',
      'SELECT count(*) = 0 FROM t WHERE id IN (1, 2) AND NOT EXISTS (SELECT 1)',
      'WITH a(x) AS (SELECT 1), b (y) AS (SELECT 2) SELECT count(*) > 0 FROM a, b',
      'SELECT sum(x) OVER (PARTITION BY y) FROM t',
      'SELECT count(*) FILTER (WHERE x > 1) > 0 FROM t',
      'SELECT * FROM VALUES (1), (2) AS v(n)',
      'SELECT db.myfn(x) FROM t',
      "SELECT count(*) > 0 FROM t WHERE -- lenght(x)\n x > 0 AND y = 'lenght(x)'",
      'SELECT count(*) = 0 FROM (SELECT 1) UNION (SELECT 2)',
      'SELECT transform(arr, x -> x + 1) FROM t',
      'SELECT try_cast(x AS INT) IS NOT NULL, timestampdiff(HOUR, a, b) > 0 FROM t',
    ])
      expect(unknownFunctions(sql), sql).toEqual([]);
  });

  it('the document has an error at the rule’s query', () => {
    const parsed = doc('SELECT count(*) = 0 FROM _validation_df WHERE lenght(name) > 40');
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        kind: 'unknown-function',
        path: 'validations.rules[0].query',
        message: 'Spark has no function `lenght`; did you mean `length`?',
        messageRef: {
          id: 'sparkUnknownFunction',
          params: { name: 'lenght', suggestion: 'length' },
        },
      }),
    );
    // At the name, with the fix that writes Spark's.
    const d = parsed.diagnostics.find((x) => x.kind === 'unknown-function')!;
    const text = JSON.stringify(
      {
        validations: {
          rules: [
            {
              type: 'sql',
              query: 'SELECT count(*) = 0 FROM _validation_df WHERE lenght(name) > 40',
            },
          ],
        },
      },
      null,
      2,
    );
    expect(d.range).toEqual({ offset: text.indexOf('lenght('), length: 'lenght'.length });
    expect(d.fix?.edits).toEqual([{ offset: d.range.offset, length: 6, newText: 'length' }]);
    expect(doc('SELECT count(*) = 0 FROM _validation_df WHERE length(name) > 40').ok).toBe(true);
  });
});
