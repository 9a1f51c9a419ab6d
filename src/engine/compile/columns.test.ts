import { english } from '../said';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import type { ColumnInfo } from '../types';
import { checkColumns, listedNames, missingColumnOf } from './columns';

const COLUMNS: ColumnInfo[] = ['id', 'email', 'age'].map((name) => ({
  name,
  duckdbType: 'VARCHAR',
  sparkType: 'string',
}));

describe('RULES.md §3 — columns that do not exist', () => {
  const text = JSON.stringify({
    validations: {
      rules: [
        { type: 'not_null', columns: ['ID', 'emial'] },
        { type: 'range', min: 0, targets: [{ column: 'agee' }, { column: 'age' }] },
        { type: 'schema', required_columns: ['nope'] },
      ],
    },
  });
  const doc = parseDocument(text);

  it('marks each missing name at its exact string, resolving case like Spark and DuckDB', () => {
    const found = checkColumns(doc, COLUMNS);
    expect(
      found.map((d) => [d.path, text.slice(d.range.offset, d.range.offset + d.range.length)]),
    ).toEqual([
      ['validations.rules[0].columns[1]', '"emial"'],
      ['validations.rules[1].targets[0].column', '"agee"'],
    ]);
    expect(found[0].fix!.edits[0].newText).toBe('"email"');
  });

  it('says what a run says for the same rule', () => {
    const [first] = checkColumns(doc, COLUMNS);
    expect(first.message).toBe(english(missingColumnOf(doc.rules[0], COLUMNS)!));
    expect(first.message).toBe('Column "emial" does not exist. Closest: email.');
  });

  it('says nothing without a loaded file', () => {
    expect(checkColumns(doc, [])).toEqual([]);
  });
});

describe('listedNames', () => {
  it('quotes a name a list would blur, and no other', () => {
    expect(listedNames(['ID2', ' id ', 'a,b', '', 'first name', 'say "hi"'])).toBe(
      'ID2, " id ", "a,b", "", first name, "say \\"hi\\""',
    );
  });
});
