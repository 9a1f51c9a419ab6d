/**
 * RULES.md §8: Spark 3.5's parser has no `x::T`; the editor marks each one and offers
 * `CAST(x AS T)` where the operand and the type are plain to see.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsOn, parseDocument } from '../parse/document';
import { castsFixed } from '../testing/table-cases/semantics';
import { withEdits } from '../testing/edits';
import { colonCasts } from './spark-line-forms';

describe('colonCasts', () => {
  it.each([
    ['SELECT x::INT FROM t', 'SELECT CAST(x AS INT) FROM t'],
    ['SELECT t.x ::BIGINT FROM t', 'SELECT CAST(t.x AS BIGINT) FROM t'],
    ['SELECT `a b`::DOUBLE FROM t', 'SELECT CAST(`a b` AS DOUBLE) FROM t'],
    ["SELECT '1'::INT", "SELECT CAST('1' AS INT)"],
    ['SELECT -1::INT', 'SELECT -CAST(1 AS INT)'],
    ['SELECT count(*)::DOUBLE / 2 FROM t', 'SELECT CAST(count(*) AS DOUBLE) / 2 FROM t'],
    ['SELECT (a + b)::DECIMAL(10, 2) FROM t', 'SELECT CAST((a + b) AS DECIMAL(10, 2)) FROM t'],
    ['SELECT a AND (b)::BOOLEAN FROM t', 'SELECT a AND CAST((b) AS BOOLEAN) FROM t'],
    ['SELECT arr[0]::STRING FROM t', 'SELECT CAST(arr[0] AS STRING) FROM t'],
    ["SELECT DATE '2026-01-01'::STRING", "SELECT CAST(DATE '2026-01-01' AS STRING)"],
  ])('%s → %s', (sql, want) => {
    const [cast] = colonCasts(sql);
    expect(cast.spark).not.toBeNull();
    expect(castsFixed(sql)).toBe(want);
  });

  it('a cast of a cast: each fix writes its own CAST, both together nest', () => {
    const sql = 'SELECT x::STRING::INT FROM t';
    const casts = colonCasts(sql);
    expect(casts.map((c) => c.text)).toEqual(['::STRING', '::INT']);
    expect(casts[1].spark).toBe('CAST(x::STRING AS INT)');
    expect(castsFixed(sql)).toBe('SELECT CAST(CAST(x AS STRING) AS INT) FROM t');
  });

  it('marks where it is written, and offers no fix it cannot tell', () => {
    const sql = 'SELECT x::INT[] FROM t';
    const [cast] = colonCasts(sql);
    expect(cast.offset).toBe(sql.indexOf('::'));
    expect(cast.spark).toBeNull();
    expect(cast.edits).toEqual([]);
  });

  it('never inside a string or a comment', () => {
    expect(colonCasts("SELECT 'a::b' AS s -- x::INT\nFROM t")).toEqual([]);
  });
});

describe('in a document', () => {
  it('is placed on the document text past escapes, on Spark 3.5 only, and leaves it runnable', () => {
    const text =
      '{"validations": {"rules": [{"type": "sql", "query": "SELECT \'a\\tb\'::STRING = \'x\'"}]}}';
    const doc = parseDocument(text);
    expect(doc.ok).toBe(true);
    expect(diagnosticsOn(doc, '4')).toEqual([]);
    const [d] = diagnosticsOn(doc, '3.5');
    expect(text.slice(d.range.offset, d.range.offset + d.range.length)).toBe('::STRING');
    expect(d).toMatchObject({ severity: 'error', messageRef: { id: 'sparkRefusesColonCast' } });
    const fixed = withEdits(text, d.fix!.edits);
    expect(JSON.parse(fixed).validations.rules[0].query).toBe(
      "SELECT CAST('a\tb' AS STRING) = 'x'",
    );
  });
});
