import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('export highlighting', () => {
  it('gives the text back, with comments, strings, numbers and keywords marked', () => {
    const sql = "-- rule\nSELECT `a b` FROM t WHERE x RLIKE '^\\\\d\\'s$' AND n >= 10;";
    const tokens = highlight(sql, 'sql');
    expect(tokens.map((t) => t.text).join('')).toBe(sql);
    expect(tokens.filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'comment', text: '-- rule' },
      { kind: 'keyword', text: 'SELECT' },
      { kind: 'keyword', text: 'FROM' },
      { kind: 'keyword', text: 'WHERE' },
      { kind: 'string', text: "'^\\\\d\\'s$'" },
      { kind: 'keyword', text: 'AND' },
      { kind: 'number', text: '10' },
    ]);
  });

  it('reads Python raw triple-quoted strings and YAML keys', () => {
    const py = 'spark.sql(r"""\nSELECT 1\n""")  # note';
    expect(highlight(py, 'python').filter((t) => t.kind === 'string')[0].text).toBe(
      'r"""\nSELECT 1\n"""',
    );
    const yaml = '- name: "x"\n  level: 2';
    expect(
      highlight(yaml, 'yaml')
        .filter((t) => t.kind === 'key')
        .map((t) => t.text),
    ).toEqual(['name', 'level']);
  });
});
