import { describe, expect, it } from 'vitest';
import { RULE_TYPES, paramsOf } from '../engine';
import { completionsAt } from './completions';
import { applyEdits } from './codeActions';
import { at, COLUMNS, expandSnippet } from './testing';
import type { CompletionEntry } from './types';

const ctx = { columns: COLUMNS };

function complete(marked: string, columns = COLUMNS): CompletionEntry[] {
  const { text, offset } = at(marked);
  return completionsAt(text, offset, { columns });
}

const labels = (entries: CompletionEntry[]) => entries.map((e) => e.label);

/** The text after inserting an entry (snippet syntax stripped to its defaults). */
function accept(marked: string, label: string): string {
  const { text, offset } = at(marked);
  const entry = completionsAt(text, offset, ctx).find((e) => e.label === label);
  if (!entry) throw new Error(`no entry ${label}`);
  const inserted = entry.snippet ? expandSnippet(entry.insertText) : entry.insertText;
  return applyEdits(text, [{ ...entry.range, newText: inserted }]);
}

describe('rule types', () => {
  it('offers every rule type with its one-line summary after "type": "', () => {
    const entries = complete('{"validations": {"rules": [{"type": "|"}]}}');
    expect(labels(entries)).toEqual(RULE_TYPES);
    const notNull = entries.find((e) => e.label === 'not_null');
    expect(notNull?.detail).toBe('Fails when a listed column is NULL · row-level');
    expect(notNull?.documentation).toContain('**Row-level**');
    expect(labels(entries)).not.toContain('custom_sql');
  });

  it('replaces the whole string, quotes included, and works in the inner shape', () => {
    expect(accept('{"rules": [{"type": "ra|"}]}', 'range')).toBe('{"rules": [{"type": "range"}]}');
    expect(accept('{"rules": [{"type": |}]}', 'unique')).toBe('{"rules": [{"type": "unique"}]}');
  });

  it('works in a half-typed document', () => {
    expect(labels(complete('{"validations": {"rules": [{"type": "|'))).toContain('regex');
  });
});

describe('rule parameters', () => {
  it('offers only the chosen type’s parameters, not those already written', () => {
    const entries = complete('{"rules": [{"type": "range", "column": "age", |}]}');
    const names = labels(entries).filter((l) => !l.startsWith('required'));
    expect(names.sort()).toEqual(['code', 'max', 'min', 'name', 'targets']);
  });

  it('documents parameters with required/default and inserts a snippet', () => {
    const entries = complete('{"rules": [{"type": "row_count", |}]}');
    const min = entries.find((e) => e.label === 'min');
    expect(min?.detail).toBe('optional · default 0');
    expect(min?.documentation).toContain('Fewest rows allowed');
    expect(min?.insertText).toBe('"min": ${1:0}');
    const mustBe = complete('{"rules": [{"type": "freshness", |}]}').find(
      (e) => e.label === 'must_be',
    );
    expect(mustBe?.detail).toBe('required · alias `condition`');
    expect(mustBe?.retrigger).toBe(true);
  });

  it('offers one entry inserting all required parameters of the type', () => {
    const text = accept('{"rules": [{"type": "regex", |}]}', 'required: column, pattern');
    expect(JSON.parse(text)).toEqual({
      rules: [{ type: 'regex', column: '', pattern: '^[0-9]{11}$' }],
    });
  });

  it('offers `type` first when the rule has none', () => {
    const entries = complete('{"rules": [{|}]}');
    expect(entries[0].label).toBe('type');
    expect(
      [...entries].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? ''))[0].label,
    ).toBe('type');
  });

  it('inside a target offers the parent type’s parameters but not type or targets', () => {
    const names = labels(complete('{"rules": [{"type": "range", "min": 0, "targets": [{|}]}]}'));
    expect(names).toContain('column');
    expect(names).toContain('max');
    expect(names).not.toContain('type');
    expect(names).not.toContain('targets');
  });

  it('adds a comma when another property follows, and only the key before an existing colon', () => {
    expect(accept('{"rules": [{"type": "range", | "column": "age"}]}', 'min')).toBe(
      '{"rules": [{"type": "range", "min": 0, "column": "age"}]}',
    );
    expect(accept('{"rules": [{"type": "range", "mi|": 3}]}', 'max')).toBe(
      '{"rules": [{"type": "range", "max": 3}]}',
    );
  });

  it('every param of every type has a snippet that yields valid JSON', () => {
    for (const type of RULE_TYPES) {
      for (const p of paramsOf(type)) {
        const text = accept(`{"rules": [{"type": "${type}", |}]}`, p.name);
        expect(() => JSON.parse(text), `${type}.${p.name}: ${text}`).not.toThrow();
      }
    }
  });
});

describe('enum values', () => {
  it('offers on_failure values with their meaning', () => {
    const entries = complete('{"validations": {"on_failure": "|", "rules": []}}');
    expect(labels(entries)).toEqual(['fail', 'warn', 'skip']);
    expect(entries[0].documentation).toContain('before any write');
  });

  it('offers the valid_format names with their patterns', () => {
    const entries = complete(
      '{"rules": [{"type": "invalid_count", "column": "email", "valid_format": "|"}]}',
    );
    expect(labels(entries)).toContain('email');
    expect(labels(entries)).toContain('cnpj');
    expect(entries.find((e) => e.label === 'uuid')?.detail).toMatch(/^\^\[0-9a-fA-F\]\{8\}/);
  });
});

describe('columns of the loaded file', () => {
  it('offers the columns with their types in `column`', () => {
    const entries = complete('{"rules": [{"type": "range", "column": "|"}]}');
    expect(labels(entries)).toEqual(COLUMNS.map((c) => c.name));
    expect(entries.find((e) => e.label === 'balance')?.detail).toBe(
      'decimal(10,2) (DECIMAL(10,2))',
    );
  });

  it('quotes names that need it', () => {
    expect(accept('{"rules": [{"type": "not_null", "column": "|"}]}', 'signup date')).toBe(
      '{"rules": [{"type": "not_null", "column": "signup date"}]}',
    );
  });

  it('follows the loaded file: other columns, other offers', () => {
    const other = [{ name: 'sku', duckdbType: 'VARCHAR', sparkType: 'string' }];
    expect(labels(complete('{"rules": [{"type": "unique", "column": "|"}]}', other))).toEqual([
      'sku',
    ]);
    expect(complete('{"rules": [{"type": "unique", "column": "|"}]}', [])).toEqual([]);
  });

  it('offers them in `columns` lists minus those listed, in targets, and in schema lists', () => {
    expect(labels(complete('{"rules": [{"type": "not_null", "columns": ["id", "|"]}]}'))).toEqual([
      'email',
      'age',
      'signup date',
      'balance',
    ]);
    expect(
      labels(complete('{"rules": [{"type": "not_null", "targets": [{"column": "|"}]}]}')),
    ).toContain('age');
    expect(
      labels(complete('{"rules": [{"type": "schema", "required_columns": ["|"]}]}')),
    ).toContain('id');
    expect(labels(complete('{"rules": [{"type": "schema", "forbidden_columns": [|]}]}'))).toContain(
      'email',
    );
  });

  it('offers columns as keys of column_types with their type as value, and Spark types as values', () => {
    expect(accept('{"rules": [{"type": "schema", "column_types": {|}}]}', 'age')).toBe(
      '{"rules": [{"type": "schema", "column_types": {"age": "int"}}]}',
    );
    const types = complete('{"rules": [{"type": "schema", "column_types": {"balance": "|"}}]}');
    expect(types[0].label).toBe('decimal(10,2)');
    expect(labels(types)).toEqual(
      expect.arrayContaining(['string', 'bigint', 'timestamp', 'decimal']),
    );
  });
});

describe('thresholds', () => {
  it('offers the DSL forms in must_be and warn', () => {
    for (const key of ['must_be', 'warn', 'condition']) {
      const entries = complete(
        `{"rules": [{"type": "missing_percent", "column": "email", "${key}": "|"}]}`,
      );
      expect(labels(entries)).toEqual(
        expect.arrayContaining([
          '> 0',
          '< 5%',
          'between 10 and 20',
          'not between 10 and 20',
          '< 1d',
        ]),
      );
    }
    expect(
      accept('{"rules": [{"type": "avg", "column": "age", "must_be": "|"}]}', 'between 10 and 20'),
    ).toBe('{"rules": [{"type": "avg", "column": "age", "must_be": "between 10 and 20"}]}');
  });
});

describe('document keys', () => {
  it('offers validations keys, output keys and the codes for the split scope', () => {
    expect(labels(complete('{"validations": {|}}'))).toEqual([
      'on_failure',
      'rules',
      'report',
      'outputs',
      'cache',
    ]);
    expect(labels(complete('{"validations": {"outputs": {"valid": {|}}}}'))).not.toContain(
      'annotate',
    );
    expect(labels(complete('{"validations": {"outputs": {"invalid": {|}}}}'))).toContain(
      'annotate',
    );
    const codes = complete(
      '{"validations": {"rules": [{"type": "not_null", "columns": ["id"]}, {"type": "row_count", "min": 1}], "outputs": {"invalid": {"rules": ["|"]}}}}',
    );
    expect(labels(codes)).toEqual(['not_null(id)', 'row_count']);
  });
});

describe('the range an accepted entry replaces', () => {
  /** The text each entry replaces at the `|` of `marked`. */
  const replaced = (marked: string) => {
    const { text } = at(marked);
    return new Set(
      complete(marked).map((e) => text.slice(e.range.offset, e.range.offset + e.range.length)),
    );
  };

  it('is the whole string, its opening quote and the quote closed after the cursor', () => {
    expect(replaced('{"rules": [{"type": "ra|"}]}')).toEqual(new Set(['"ra"']));
    expect(replaced('{"rules": [{"type": "range", "column": "temp|"}]}')).toEqual(
      new Set(['"temp"']),
    );
    expect(replaced('{"rules": [{"type": "row_count", "mi|"}]}')).toEqual(new Set(['"mi"']));
    expect(replaced('{"validations": {"on_failure": "wa|", "rules": []}}')).toEqual(
      new Set(['"wa"']),
    );
    expect(replaced('{"rules": [{"type": "ra|nge"}]}')).toEqual(new Set(['"range"']));
  });

  it('stops at the cursor in a string left open, keeping what follows on the line', () => {
    expect(replaced('{"rules": [{"type": "ra|}]}')).toEqual(new Set(['"ra']));
    expect(accept('{"rules": [{"type": "ra|}]}', 'range')).toBe('{"rules": [{"type": "range"}]}');
    expect(accept('{"rules": [{"type": "ra|', 'range')).toBe('{"rules": [{"type": "range"');
    // An escaped quote does not close the string.
    expect(replaced('{"rules": [{"type": "not_null", "column": "a\\"|}]}')).toEqual(
      new Set(['"a\\"']),
    );
  });

  it('yields the document the user meant, for types, columns, keys and enums', () => {
    expect(accept('{"rules": [{"type": "not_null", "column": "ag|"}]}', 'age')).toBe(
      '{"rules": [{"type": "not_null", "column": "age"}]}',
    );
    expect(accept('{"rules": [{"type": "row_count", "mi|"}]}', 'min')).toBe(
      '{"rules": [{"type": "row_count", "min": 0}]}',
    );
    expect(accept('{"validations": {"on_failure": "wa|", "rules": []}}', 'warn')).toBe(
      '{"validations": {"on_failure": "warn", "rules": []}}',
    );
  });
});
