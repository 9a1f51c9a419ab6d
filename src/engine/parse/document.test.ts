import { describe, expect, it } from 'vitest';
import { parseDocument } from './document';

/** Wraps rules in the canonical document. */
const doc = (rules: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ validations: { ...extra, rules } }, null, 2);

/** The text a diagnostic's range covers. */
const spanOf = (text: string, d: { range: { offset: number; length: number } }) =>
  text.slice(d.range.offset, d.range.offset + d.range.length);

/** A destination production can build (`format` and `path`, RULES.md §1). */
const to = (path: string, more: Record<string, unknown> = {}) => ({
  format: 'parquet',
  path,
  ...more,
});

describe('RULES.md §1 — the document', () => {
  it.each([
    [
      'pipeline',
      { name: 'orders', input: {}, transformations: [], validations: { rules: [] } },
      'orders',
    ],
    ['validations', { validations: { rules: [] } }, null],
    ['inner', { on_failure: 'warn', rules: [] }, null],
  ])('reads the %s shape', (shape, value, pipeline) => {
    const parsed = parseDocument(JSON.stringify(value));
    expect(parsed.shape).toBe(shape);
    expect(parsed.pipeline).toBe(pipeline);
    expect(parsed.ok).toBe(true);
  });

  it('notes that a pipeline’s transformations are not applied', () => {
    const parsed = parseDocument(
      JSON.stringify({ name: 'p', transformations: [{}], validations: { rules: [] } }),
    );
    expect(parsed.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'info',
        kind: 'transformations-ignored',
        path: 'transformations',
      }),
    );
  });

  it('defaults on_failure to fail and reads warn/skip', () => {
    expect(parseDocument(doc([])).onFailure).toBe('fail');
    expect(parseDocument(doc([], { on_failure: 'skip' })).onFailure).toBe('skip');
  });

  it('RULES.md §1: on_failure in the wrong case runs as production runs it ("warn"), with a lowercase fix', () => {
    const text = doc([], { on_failure: 'Warn' });
    const parsed = parseDocument(text);
    const d = parsed.diagnostics.find((x) => x.kind === 'on-failure-case')!;
    expect(parsed.ok).toBe(true);
    expect(parsed.onFailure).toBe('warn');
    expect(d.severity).toBe('warning');
    expect(d.path).toBe('validations.on_failure');
    expect(d.message).toMatch(/Write it lowercase/);
    expect(spanOf(text, d)).toBe('"Warn"');
    expect(d.fix!.edits[0].newText).toBe('"warn"');
    const fail = parseDocument(doc([], { on_failure: 'FAIL' }));
    expect(fail.onFailure).toBe('warn');
    expect(fail.diagnostics[0].message).toMatch(/failures will not stop the pipeline/);
  });

  it('warns about an unknown key with did-you-mean (rule → rules)', () => {
    const text = JSON.stringify({ validations: { rule: [], rules: [] } });
    const d = parseDocument(text).diagnostics.find((x) => x.kind === 'unknown-key')!;
    expect(d.severity).toBe('warning');
    expect(d.path).toBe('validations.rule');
    expect(d.message).toContain('Did you mean "rules"?');
    expect(d.fix!.edits[0].newText).toBe('"rules"');
  });

  it('names a misspelt rules list in the error it causes, with the rename as its fix', () => {
    const text = JSON.stringify({ validations: { on_failure: 'warn', rule: [] } });
    const parsed = parseDocument(text);
    const d = parsed.diagnostics.find((x) => x.kind === 'missing-rules')!;
    expect(parsed.ok).toBe(false);
    expect(d.path).toBe('validations.rule');
    expect(d.message).toBe('There is no "rules" list: rename "rule" to "rules".');
    expect(spanOf(text, d)).toBe('"rule"');
    expect(d.fix!.edits[0].newText).toBe('"rules"');
    const other = parseDocument(JSON.stringify({ validations: { on_failure: 'warn' } }));
    expect(other.diagnostics.find((x) => x.kind === 'missing-rules')!.path).toBe('validations');
  });

  it('accepts cache and report as written', () => {
    const parsed = parseDocument(
      doc([], { cache: true, report: { format: 'csv', path: '/dq', mode: 'append' } }),
    );
    expect(parsed.ok).toBe(true);
    expect(parsed.report!.raw).toEqual({ format: 'csv', path: '/dq', mode: 'append' });
  });

  it.each([
    [
      'rules on valid',
      { valid: to('/v', { rules: ['x'] }) },
      'validations.outputs.valid.rules',
      /exact complement/,
    ],
    [
      'annotate on valid',
      { valid: to('/v', { annotate: 'c' }) },
      'validations.outputs.valid.annotate',
      /exact complement/,
    ],
    [
      'empty rules on invalid',
      { invalid: to('/q', { rules: [] }) },
      'validations.outputs.invalid.rules',
      /empty/,
    ],
    [
      'blank code in rules',
      { invalid: to('/q', { rules: ['  '] }) },
      'validations.outputs.invalid.rules[0]',
      /non-blank/,
    ],
    [
      'blank annotate',
      { invalid: to('/q', { annotate: ' ' }) },
      'validations.outputs.invalid.annotate',
      /non-blank/,
    ],
  ])('refuses %s', (_name, outputs, path, message) => {
    const parsed = parseDocument(doc([{ type: 'not_null', column: 'id' }], { outputs }));
    const d = parsed.diagnostics.find((x) => x.severity === 'error')!;
    expect(parsed.ok).toBe(false);
    expect(d.path).toBe(path);
    expect(d.message).toMatch(message);
  });

  it('refuses rules/annotate on report', () => {
    const parsed = parseDocument(doc([], { report: to('x', { rules: ['a'] }) }));
    expect(parsed.diagnostics[0]).toMatchObject({
      severity: 'error',
      path: 'validations.report.rules',
    });
  });

  it('warns about another key under outputs and an undeclared scope code', () => {
    const parsed = parseDocument(
      doc([{ type: 'not_null', column: 'id' }], {
        outputs: { invalid: to('/q', { rules: [' not_null(id) ', 'nope'] }), extra: {} },
      }),
    );
    expect(parsed.ok).toBe(true);
    expect(parsed.outputs.invalid!.rules).toEqual(['not_null(id)', 'nope']);
    expect(parsed.diagnostics.map((d) => [d.severity, d.path])).toEqual([
      ['warning', 'validations.outputs.extra'],
      ['warning', 'validations.outputs.invalid.rules[1]'],
    ]);
  });

  it('gives a JSON syntax error a position and keeps going', () => {
    const parsed = parseDocument('{"validations": {"rules": [ }');
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics[0].kind).toBe('json-syntax');
    expect(parsed.diagnostics[0].range.offset).toBeGreaterThan(0);
  });
});

describe('RULES.md §2 — targets', () => {
  it('expands rules × targets in order: three entries are seven rules', () => {
    const parsed = parseDocument(
      doc([
        { type: 'not_null', targets: [{ column: 'id' }, { column: 'name' }, { column: 'email' }] },
        {
          type: 'regex',
          targets: [
            { column: 'email', pattern: '@' },
            { column: 'country', pattern: '^[A-Z]{2}$' },
          ],
        },
        {
          type: 'range',
          min: 1,
          targets: [
            { column: 'id', max: 1000 },
            { column: 'age', max: 120 },
          ],
        },
      ]),
    );
    expect(parsed.ok).toBe(true);
    expect(parsed.rules.map((r) => r.code)).toEqual([
      'not_null(id)',
      'not_null(name)',
      'not_null(email)',
      'regex(email,@)',
      'regex(country,^[A-Z]{2}$)',
      'range(id,1,1000)',
      'range(age,1,120)',
    ]);
    expect(parsed.rules[6].path).toBe('validations.rules[2].targets[1]');
    expect(parsed.rules[6].source).toEqual({ ruleIndex: 2, targetIndex: 1 });
  });

  it('lets target keys override the parent and leaves rules without targets untouched', () => {
    const parsed = parseDocument(
      doc([
        { type: 'range', min: 1, max: 5, targets: [{ column: 'a', max: 9 }] },
        { type: 'range', column: 'b', min: 0 },
      ]),
    );
    expect(parsed.rules.map((r) => r.code)).toEqual(['range(a,1,9)', 'range(b,0,*)']);
  });

  it('is idempotent: an already-flat document expands to itself', () => {
    const flat = doc([
      { type: 'not_null', columns: ['id'] },
      { type: 'range', column: 'age', min: 1, max: 120 },
    ]);
    const once = parseDocument(flat).rules.map((r) => [r.code, r.path]);
    expect(once).toEqual([
      ['not_null(id)', 'validations.rules[0]'],
      ['range(age,1,120)', 'validations.rules[1]'],
    ]);
  });

  it.each([
    [
      'targets not a list',
      { type: 'not_null', targets: { column: 'a' } },
      'validations.rules[0].targets',
      /must be a list/,
    ],
    [
      'an empty list',
      { type: 'not_null', targets: [] },
      'validations.rules[0].targets',
      /is empty/,
    ],
    [
      'code on the parent',
      { type: 'not_null', code: 'X', targets: [{ column: 'a' }] },
      'validations.rules[0].code',
      /cannot sit beside "targets"/,
    ],
    [
      'output on the parent',
      { type: 'sql', output: {}, targets: [{ query: 'SELECT true' }] },
      'validations.rules[0].output',
      /cannot sit beside "targets"/,
    ],
    [
      'a target that is not an object',
      { type: 'not_null', targets: ['a'] },
      'validations.rules[0].targets[0]',
      /must be an object/,
    ],
    [
      'an empty target',
      { type: 'not_null', targets: [{}] },
      'validations.rules[0].targets[0]',
      /is empty/,
    ],
    [
      'type inside a target',
      { type: 'not_null', targets: [{ column: 'a', type: 'unique' }] },
      'validations.rules[0].targets[0].type',
      /one entry is one rule type/,
    ],
    [
      'targets inside a target',
      { type: 'not_null', targets: [{ column: 'a', targets: [] }] },
      'validations.rules[0].targets[0].targets',
      /cannot be nested/,
    ],
  ])('refuses %s, naming where', (_name, rule, path, message) => {
    const parsed = parseDocument(doc([rule]));
    const d = parsed.diagnostics.find((x) => x.severity === 'error')!;
    expect(parsed.ok).toBe(false);
    expect(d.path).toBe(path);
    expect(d.message).toMatch(message);
  });

  it('offers a fix that moves a parent code into each target', () => {
    const text = doc([
      { type: 'not_null', code: 'X', targets: [{ column: 'a' }, { column: 'b' }] },
    ]);
    const d = parseDocument(text).diagnostics.find((x) => x.kind === 'targets-parent-key')!;
    let fixed = text;
    for (const e of [...d.fix!.edits].sort((a, b) => b.offset - a.offset)) {
      fixed = fixed.slice(0, e.offset) + e.newText + fixed.slice(e.offset + e.length);
    }
    const reparsed = parseDocument(fixed);
    expect(reparsed.ok).toBe(true);
    expect(reparsed.rules.map((r) => r.code)).toEqual(['X', 'X']);
  });
});

describe('RULES.md §3 — rule types and parameters', () => {
  const only = (rule: unknown) => parseDocument(doc([rule]));

  it.each([
    ['column', { type: 'not_null', column: 'id' }, ['id']],
    ['columns as a list', { type: 'unique', columns: ['a', 'b'] }, ['a', 'b']],
  ])('accepts %s', (_n, rule, columns) => {
    expect(only(rule).rules[0].columns).toEqual(columns);
  });

  it.each([
    [
      'an unknown type',
      { type: 'not_nul', column: 'a' },
      'validations.rules[0].type',
      /Did you mean "not_null"/,
    ],
    ['a missing type', { column: 'a' }, 'validations.rules[0]', /has no "type"/],
    [
      'regex without pattern',
      { type: 'regex', column: 'a' },
      'validations.rules[0]',
      /needs "pattern"/,
    ],
    [
      'a metric without must_be',
      { type: 'avg', column: 'a' },
      'validations.rules[0]',
      /needs "must_be"/,
    ],
    [
      'several columns on a one-column rule',
      { type: 'avg', columns: ['a', 'b'], must_be: '> 1' },
      'validations.rules[0].columns',
      /exactly one column/,
    ],
    ['a blank column', { type: 'not_null', column: ' ' }, 'validations.rules[0].column', /blank/],
    [
      'an unknown format',
      { type: 'invalid_count', column: 'a', valid_format: 'emial', must_be: '= 0' },
      'validations.rules[0].valid_format',
      /Did you mean "email"/,
    ],
    [
      'a lookahead regex',
      { type: 'regex', column: 'a', pattern: '^(?=x)' },
      'validations.rules[0].pattern',
      /lookahead/,
    ],
    [
      'a backreference',
      { type: 'invalid_count', column: 'a', valid_regex: '(a)\\1', must_be: '= 0' },
      'validations.rules[0].valid_regex',
      /backreference/,
    ],
    [
      'a possessive quantifier',
      { type: 'regex', column: 'a', pattern: 'a*+' },
      'validations.rules[0].pattern',
      /possessive/,
    ],
    [
      'a POSIX class, which Java reads as its characters',
      { type: 'regex', column: 'a', pattern: '^[[:alpha:]]+$' },
      'validations.rules[0].pattern',
      /POSIX class \[:alpha:\], which Java \(production\) reads as the characters `:`, `a`, `l`, `p`, `h`.*\[A-Za-z\]/,
    ],
    [
      '\\v, any vertical whitespace to Java, the vertical tab to RE2',
      { type: 'invalid_count', column: 'a', valid_regex: 'a\\vb', must_be: '= 0' },
      'validations.rules[0].valid_regex',
      /\\v, which Java \(production\) reads as any vertical whitespace/,
    ],
    [
      '(?i) over a letter outside ASCII, which Java folds in ASCII only',
      { type: 'regex', column: 'a', pattern: '(?i)^são paulo$' },
      'validations.rules[0].pattern',
      /\(\?i\) with the letter ã, which Java \(production\) reads as ã in its own case only.*\[ãÃ\]/,
    ],
    [
      '(?U), Unicode classes to Java and lazy quantifiers to RE2',
      { type: 'regex', column: 'a', pattern: '(?U)^\\w+$' },
      'validations.rules[0].pattern',
      /flag \(\?U\)/,
    ],
    [
      'an atomic group',
      { type: 'regex', column: 'a', pattern: '(?>a)' },
      'validations.rules[0].pattern',
      /atomic group/,
    ],
    [
      'a lookbehind',
      { type: 'regex', column: 'a', pattern: '(?<!a)b' },
      'validations.rules[0].pattern',
      /lookbehind/,
    ],
  ])('refuses %s', (_n, rule, path, message) => {
    const parsed = only(rule);
    const d = parsed.diagnostics.find((x) => x.severity === 'error')!;
    expect(parsed.ok).toBe(false);
    expect(d.path).toBe(path);
    expect(d.message).toMatch(message);
  });

  it('refuses the legacy check wrapper with a one-click promotion', () => {
    const text = doc([
      { type: 'check', metric: 'missing_percent', column: 'cpf', must_be: '< 5%' },
    ]);
    const parsed = parseDocument(text);
    const d = parsed.diagnostics.find((x) => x.kind === 'legacy-check')!;
    expect(d.path).toBe('validations.rules[0].type');
    expect(d.message).toMatch(/promote "metric" to "type"/);
    let fixed = text;
    for (const e of [...d.fix!.edits].sort((a, b) => b.offset - a.offset)) {
      fixed = fixed.slice(0, e.offset) + e.newText + fixed.slice(e.offset + e.length);
    }
    const reparsed = parseDocument(fixed);
    expect(reparsed.ok).toBe(true);
    expect(reparsed.rules[0]).toMatchObject({
      type: 'missing_percent',
      code: 'missing_percent(cpf)',
    });
  });

  it('makes a sql rule with neither query nor failed_rows a rule error, not a config error', () => {
    const parsed = only({ type: 'sql', error_message: 'x' });
    expect(parsed.ok).toBe(true);
    expect(parsed.rules[0].problem).toMatch(/needs "query"/);
  });

  it('RULES.md §8: flags Spark SQL that would run here but mean something else', () => {
    const text = doc([
      {
        type: 'sql',
        failed_rows:
          "SELECT * FROM _validation_df WHERE concat(a, b) IS NULL AND split(c, ',') IS NULL",
      },
    ]);
    const parsed = parseDocument(text);
    const notes = parsed.diagnostics.filter((d) => d.kind === 'not-portable');
    expect(parsed.ok).toBe(true);
    expect(notes.map((d) => [d.severity, d.path])).toEqual([
      ['warning', 'validations.rules[0].failed_rows'],
      ['warning', 'validations.rules[0].failed_rows'],
    ]);
    expect(notes[0].message).toMatch(/Not portable: concat\(\) .* write a \|\| b/);
    expect(notes[1].message).toMatch(/split\(\) .* regex/);
    expect(spanOf(text, notes[0])).toMatch(/^"SELECT/);
  });

  it("RULES.md §8: checks the pattern of Spark's function forms rlike(a, p) and regexp(a, p)", () => {
    const parsed = parseDocument(
      doc([{ type: 'sql', query: "SELECT count(*) = 0 FROM t WHERE NOT rlike(w, '(?<!a)b')" }]),
    );
    expect(parsed.diagnostics.map((d) => d.message)).toContainEqual(
      expect.stringMatching(
        /^Not portable here: rlike\(\) with the pattern "\(\?<!a\)b"\. The pattern uses a negative lookbehind/,
      ),
    );
  });

  it('RULES.md §8: asks for the group index of regexp_extract(_all) only when it is not given', () => {
    const flagged = (query: string) =>
      parseDocument(doc([{ type: 'sql', query }]))
        .diagnostics.filter((d) => d.messageRef?.id === 'notPortable')
        .map((d) => d.message);
    const why =
      'the default group differs (Spark 1, DuckDB 0): give the group index, and check it.';
    expect(flagged("SELECT count(*) = 0 FROM t WHERE regexp_extract(email, '(a)') <> ''")).toEqual([
      `Not portable: regexp_extract() — ${why}`,
    ]);
    expect(
      flagged("SELECT count(*) = 0 FROM t WHERE regexp_extract_all(email, '(a)') <> []"),
    ).toEqual([`Not portable: regexp_extract_all() — ${why}`]);
    for (const given of [
      "regexp_extract(email, '(a)(b)', 2) <> ''",
      "regexp_extract(email, 'a', 0) <> ''",
      "size(regexp_extract_all(concat_ws(',', email, 'x'), '(a)', 1)) > 0",
    ])
      expect(flagged(`SELECT count(*) = 0 FROM t WHERE ${given}`), given).not.toContainEqual(
        expect.stringMatching(/regexp_extract/),
      );
  });

  it("RULES.md §8: marks Spark's div operator, which the run refuses, where it is typed", () => {
    const text = doc([{ type: 'sql', query: 'SELECT max(age div 10) < 12 FROM _validation_df' }]);
    const parsed = parseDocument(text);
    const notes = parsed.diagnostics.filter((d) => d.kind === 'not-portable');
    expect(notes.map((d) => [d.severity, d.path])).toEqual([
      ['warning', 'validations.rules[0].query'],
    ]);
    expect(notes[0].message).toMatch(/integer division "a div b"/);
    // A column named div is not the operator.
    const named = parseDocument(doc([{ type: 'sql', query: 'SELECT min(div) > 0 FROM t' }]));
    expect(named.diagnostics.filter((d) => d.kind === 'not-portable')).toEqual([]);
  });

  it('RULES.md §8: marks a literal regex pattern RE2 cannot run as Java does, where it is typed', () => {
    const where = (condition: string) => ({
      type: 'sql',
      query: `SELECT count(*) = 0 FROM _validation_df WHERE ${condition}`,
    });
    const text = doc([
      where("email rlike '(?=a)x'"),
      where("NOT (w RLIKE '^[[:alpha:]]+$')"),
      where('regexp_like(email, "(a)\\\\1")'),
      where("regexp_extract(email, '(?>a)', 0) <> ''"),
      // Java reads the literal once Spark has unescaped it: '\v' is the letter v.
      where("w rlike '\\v' AND w rlike e AND regexp_replace(w, '(?i)ab', '') = ''"),
    ]);
    const parsed = parseDocument(text);
    expect(parsed.ok).toBe(true);
    const notes = parsed.diagnostics.filter((d) => d.kind === 'not-portable');
    const refusals = notes.filter((d) => d.messageRef?.id.startsWith('sqlRegex'));
    expect(refusals.map((d) => [d.severity, d.path])).toEqual(
      [0, 1, 2, 3].map((i) => ['warning', `validations.rules[${i}].query`]),
    );
    expect(refusals.map((d) => d.message)).toEqual([
      'Not portable here: rlike with the pattern "(?=a)x". The pattern uses a lookahead (?=…), which DuckDB\'s RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.',
      'Not portable here: rlike with the pattern "^[[:alpha:]]+$". The pattern uses the POSIX class [:alpha:], which Java (production) reads as the characters `:`, `a`, `l`, `p`, `h` and DuckDB\'s RE2 as the class alpha: results would differ. Write the characters themselves, such as [A-Za-z] for [[:alpha:]] or [0-9] for [[:digit:]].',
      'Not portable here: regexp_like() with the pattern "(a)\\1". The pattern uses a backreference \\1, which DuckDB\'s RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.',
      'Not portable here: regexp_extract() with the pattern "(?>a)". The pattern uses an atomic group (?>…), which DuckDB\'s RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.',
    ]);
    expect(refusals[1].messageRef).toEqual({
      id: 'sqlRegexDiffers',
      params: {
        construct: 'posixClass',
        posix: 'alpha',
        letters: '`:`, `a`, `l`, `p`, `h`',
        name: 'rlike',
        pattern: '^[[:alpha:]]+$',
      },
    });
    expect(spanOf(text, refusals[0])).toMatch(/^"SELECT/);
  });

  it('accepts condition as an alias of must_be', () => {
    const parsed = only({ type: 'row_count', condition: '> 0' });
    expect(parsed.ok).toBe(true);
    expect(parsed.rules[0].params.must_be.value).toBe('> 0');
  });

  it.each([
    ['a blank must_be', '""'],
    ['an unparsable must_be', '"about 5"'],
    ['a threshold that is not a string', 'true'],
  ])('refuses %s as a config error at the exact string', (_n, value) => {
    const text = `{"validations": {"rules": [{"type": "avg", "column": "a", "must_be": ${value}}]}}`;
    const parsed = parseDocument(text);
    const d = parsed.diagnostics.find((x) => x.kind === 'bad-threshold')!;
    expect(parsed.ok).toBe(false);
    expect(d.path).toBe('validations.rules[0].must_be');
    expect(spanOf(text, d)).toBe(value);
  });

  it('refuses an unknown warn threshold too, at its own path', () => {
    const parsed = parseDocument(doc([{ type: 'row_count', must_be: '> 0', warn: '=< 3' }]));
    expect(parsed.diagnostics[0]).toMatchObject({
      kind: 'bad-threshold',
      path: 'validations.rules[0].warn',
    });
    expect(parsed.diagnostics[0].message).toMatch(/Cannot read the threshold "=< 3"/);
  });

  it('lists the named formats when one is unknown', () => {
    const d = only({ type: 'invalid_count', column: 'a', valid_format: 'zip', must_be: '= 0' })
      .diagnostics[0];
    expect(d.message).toContain(
      'Formats: email, uuid, phone, integer, decimal, number, percentage, date',
    );
  });

  it('warns about an unknown parameter with did-you-mean', () => {
    const parsed = only({ type: 'range', column: 'a', mni: 1, max: 3 });
    const d = parsed.diagnostics.find((x) => x.kind === 'unknown-key')!;
    expect(d.path).toBe('validations.rules[0].mni');
    expect(d.message).toContain('Did you mean "min"?');
  });

  it('names an unknown parameter that is not an identifier by its bracketed key', () => {
    const parsed = only({ type: 'not_null', columns: ['a'], 'c d': 1, é: 2 });
    const paths = parsed.diagnostics.filter((x) => x.kind === 'unknown-key').map((d) => d.path);
    expect(paths).toEqual(['validations.rules[0]["c d"]', 'validations.rules[0]["é"]']);
  });
});
