/**
 * RULES.md §8: DuckDB's own SQL in a `sql` rule, which Spark's parser refuses (checked on
 * Spark 4.1.1 and 3.5.9): an error in the document at the characters, with Spark's form.
 */
import { withEdits } from '../testing/edits';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import { duckdbOnlyForms } from './duckdb-only';

const kinds = (sql: string) => duckdbOnlyForms(sql).map((f) => `${f.kind} ${f.text}`);
const textOf = (query: string) =>
  JSON.stringify({ validations: { rules: [{ type: 'sql', query }] } }, null, 2);

describe("DuckDB's own SQL in a sql rule", () => {
  it('a list literal, a list type and a slice are refused', () => {
    expect(kinds('SELECT [0]')).toEqual(['list [0]']);
    expect(kinds('SELECT len([]::INTEGER[]) = 0')).toEqual(['list []', 'list INTEGER[]']);
    expect(kinds('SELECT [7, 8][2:3] = [8]')).toEqual(['list [7, 8]', 'slice [2:3]', 'list [8]']);
    expect(kinds('SELECT count(*) = 0 FROM t WHERE id IN [1, 2]')).toEqual(['list [1, 2]']);
  });

  it('subscripts, map keys and brackets in strings or comments are not', () => {
    for (const sql of [
      'SELECT arr[0] = 1 FROM t',
      'SELECT array(10, 20)[0] = 10 AND array(array(1, 2), array(3))[1][0] = 3',
      "SELECT map('a', 1)['a'] = 1",
      "SELECT count(*) = 0 FROM t WHERE name = '[0]' -- [1, 2]",
      'SELECT /* x::VARCHAR [0] */ `a`[0] = 1 FROM t',
    ])
      expect(kinds(sql), sql).toEqual([]);
  });

  it('VARCHAR and CHAR without a length in a cast are refused, an alias or a length is not', () => {
    expect(kinds('SELECT NULL::VARCHAR')).toEqual(['size VARCHAR']);
    expect(kinds("SELECT CAST(id AS varchar) = '1' FROM t")).toEqual(['size varchar']);
    expect(kinds('SELECT try_cast(id AS CHAR) IS NULL FROM t')).toEqual(['size CHAR']);
    for (const sql of [
      'SELECT CAST(id AS VARCHAR(10)) IS NULL FROM t',
      'SELECT count(*) > 0 AS varchar FROM t',
      'SELECT varchar FROM (SELECT 1 AS varchar)',
      'SELECT CAST(id AS STRING) IS NULL FROM t',
    ])
      expect(kinds(sql), sql).toEqual([]);
  });

  it('a column named div before a clause is refused; the operator and AS div are not', () => {
    expect(kinds('SELECT count(*) div FROM _validation_df WHERE id > 0')).toEqual(['div div']);
    expect(kinds('SELECT max(id) div FROM t')).toEqual(['div div']);
    for (const sql of [
      'SELECT 7 div 2 = 3',
      'SELECT count(*) AS div FROM t',
      'SELECT count(*) `div` FROM t',
      'SELECT 1 div, 2 FROM t',
    ])
      expect(kinds(sql), sql).toEqual([]);
  });

  it('the document has an error at the characters, with the Spark form as the fix', () => {
    const query = "SELECT \"x\" = 'a' AND [0] = array(0) AND CAST(1 AS VARCHAR) = '1'";
    const text = textOf(query);
    const parsed = parseDocument(text);
    expect(parsed.ok).toBe(false);
    const found = parsed.diagnostics.filter((d) => d.kind === 'duckdb-only-sql');
    expect(found.map((d) => [d.messageRef?.id, d.severity, d.path])).toEqual([
      ['sparkRefusesList', 'error', 'validations.rules[0].query'],
      ['sparkRefusesSize', 'error', 'validations.rules[0].query'],
    ]);
    // The query's `"x"` is written `\"x\"` in the JSON text: offsets count the escapes.
    const [list, size] = found;
    expect(text.slice(list.range.offset, list.range.offset + list.range.length)).toBe('[0]');
    expect(text.slice(size.range.offset, size.range.offset + size.range.length)).toBe('VARCHAR');
    const apply = (edits: { offset: number; length: number; newText: string }[]) =>
      withEdits(text, edits);
    const fixed = apply([...list.fix!.edits, ...size.fix!.edits]);
    expect(JSON.parse(fixed).validations.rules[0].query).toBe(
      "SELECT \"x\" = 'a' AND array(0) = array(0) AND CAST(1 AS STRING) = '1'",
    );
    expect(parseDocument(fixed).ok).toBe(true);
    expect(list.fix!.titleRef).toEqual({ id: 'changeTo', params: { value: 'array(0)' } });
  });

  it('the div fix writes AS div, which both engines read', () => {
    const text = textOf('SELECT count(*) div FROM _validation_df');
    const d = parseDocument(text).diagnostics.find((x) => x.kind === 'duckdb-only-sql')!;
    const [e] = d.fix!.edits;
    const fixed = text.slice(0, e.offset) + e.newText + text.slice(e.offset + e.length);
    expect(JSON.parse(fixed).validations.rules[0].query).toBe(
      'SELECT count(*) AS div FROM _validation_df',
    );
    expect(parseDocument(fixed).ok).toBe(true);
  });
});
