/**
 * A corpus of documents for tests that compare two judges of one document (the engine's
 * parser and the JSON Schema): documents production runs, and documents it refuses, each
 * with the RULES.md section that decides. Rule objects are wrapped as `{"validations": …}`.
 */

const wrap = (rules: unknown[], extra: Record<string, unknown> = {}) => ({
  validations: { ...extra, rules },
});
const Q = { format: 'parquet', path: '/q' };

/** Documents the engine and production accept. */
export const ACCEPTED: [string, unknown][] = [
  ['§1 the inner shape', { on_failure: 'warn', rules: [{ type: 'row_count', min: 1 }] }],
  ['§1 an empty rule list', wrap([])],
  [
    '§1 cache and a report',
    wrap([], { cache: false, report: { format: 'csv', path: '/dq', mode: 'append' } }),
  ],
  ['§1 a null report', wrap([], { report: null })],
  ['§1 an empty report (a warning)', wrap([], { report: {} })],
  [
    '§1 null split keys on valid',
    wrap([{ type: 'not_null', column: 'id' }], {
      outputs: { valid: { ...Q, rules: null, annotate: null } },
    }),
  ],
  [
    '§1 a scoped, annotated quarantine',
    wrap([{ type: 'not_null', column: 'id' }], {
      outputs: { invalid: { ...Q, rules: ['not_null(id)'], annotate: 'c' } },
    }),
  ],
  ['§1 an unknown key (a warning)', { validations: { rules: [], rule: [] } }],
  [
    '§1 a pipeline with outputs',
    { name: 'p', input: { format: 'csv', path: 'x' }, outputs: [Q], validations: { rules: [] } },
  ],
  [
    '§1 a pipeline output with a null annotate',
    { name: 'p', output: { ...Q, annotate: null }, validations: { rules: [] } },
  ],
  [
    '§2 targets with parent defaults',
    wrap([
      {
        type: 'range',
        min: 1,
        targets: [
          { column: 'id', max: 9 },
          { column: 'age', max: 120, code: 'AGE' },
        ],
      },
    ]),
  ],
  [
    '§2 regex patterns in the targets',
    wrap([
      {
        type: 'regex',
        targets: [
          { column: 'a', pattern: 'x' },
          { column: 'b', pattern: 'y' },
        ],
      },
    ]),
  ],
  [
    '§2 a shared pattern',
    wrap([{ type: 'regex', pattern: '^\\d+$', targets: [{ column: 'a' }, { column: 'b' }] }]),
  ],
  [
    '§2 metrics with targets',
    wrap([
      {
        type: 'missing_percent',
        must_be: '< 5%',
        targets: [{ column: 'a' }, { column: 'b', warn: '= 0' }],
      },
    ]),
  ],
  ['§3 columns as a list', wrap([{ type: 'unique', columns: ['a', 'b'] }])],
  ['§3 column', wrap([{ type: 'not_null', column: 'a' }])],
  ['§3 range without bounds (a warning)', wrap([{ type: 'range', column: 'a' }])],
  [
    '§3 range with a null bound (a warning)',
    wrap([{ type: 'range', column: 'a', min: null, max: 5 }]),
  ],
  [
    '§3 range with max below min (a warning)',
    wrap([{ type: 'range', column: 'a', min: 5, max: 1 }]),
  ],
  ['§3 range on dates', wrap([{ type: 'range', column: 'd', min: '2026-01-01' }])],
  [
    '§3 sql query',
    wrap([{ type: 'sql', query: 'SELECT count(*) = 0 FROM _validation_df', error_message: 'x' }]),
  ],
  [
    '§3 sql failed_rows with an output',
    wrap([
      {
        type: 'sql',
        failed_rows: 'SELECT 1',
        output: { format: 'delta', path: '/f' },
        view_name: 'v',
      },
    ]),
  ],
  [
    '§3 schema',
    wrap([
      {
        type: 'schema',
        required_columns: ['id'],
        forbidden_columns: [],
        column_types: { id: 'bigint' },
      },
    ]),
  ],
  ['§3 row_count with must_be', wrap([{ type: 'row_count', must_be: '> 0', warn: '> 10' }])],
  [
    '§4 condition as an alias of must_be',
    wrap([{ type: 'avg', column: 'x', condition: 'between 1 and 2' }]),
  ],
  [
    '§4 validity',
    wrap([
      {
        type: 'invalid_count',
        column: 'e',
        valid_format: 'email',
        valid_values: ['a', 1, null],
        valid_min_length: 1,
        must_be: '= 0',
      },
    ]),
  ],
  ['§4 freshness', wrap([{ type: 'freshness', column: 't', must_be: '< 1d' }])],
  ['§4 a bare-number threshold', wrap([{ type: 'distinct_count', column: 'x', must_be: '10' }])],
  [
    '§4 threshold forms Python reads (units in any case, inf, underscores)',
    wrap([{ type: 'freshness', column: 't', must_be: 'BETWEEN 1H AND 2D', warn: '< 1_000_000' }]),
  ],
  // Production stops only on exactly "fail"; this runs as "warn", with a warning.
  ['§1 on_failure in the wrong case', wrap([], { on_failure: 'Warn' })],
  [
    '§5 a declared code and a name',
    wrap([{ type: 'not_null', column: 'a', code: 'A', name: 'a is set' }]),
  ],
];

/** Documents production refuses, with the kind of the engine's error. */
export const REFUSED: [string, unknown, string][] = [
  [
    '§3 columns on a range (production reads only column there)',
    wrap([{ type: 'range', columns: ['age'], min: 0 }]),
    'columns-on-column-rule',
  ],
  [
    '§4 a JSON number as a threshold (production parses only text)',
    wrap([{ type: 'distinct_count', column: 'x', must_be: 10 }]),
    'threshold-number',
  ],
  ['§1 no rules', { validations: {} }, 'missing-rules'],
  [
    '§1 rules on valid',
    wrap([], { outputs: { valid: { ...Q, rules: ['x'] } } }),
    'split-key-misplaced',
  ],
  [
    '§1 annotate on the report',
    wrap([], { report: { ...Q, annotate: 'c' } }),
    'split-key-misplaced',
  ],
  ['§1 an empty scope', wrap([], { outputs: { invalid: { ...Q, rules: [] } } }), 'empty-scope'],
  [
    '§1 a blank annotate',
    wrap([], { outputs: { invalid: { ...Q, annotate: ' ' } } }),
    'bad-annotate',
  ],
  [
    '§1 a quarantine without format and path',
    wrap([], { outputs: { invalid: { annotate: 'c' } } }),
    'destination-incomplete',
  ],
  ['§1 a report without a path', wrap([], { report: { format: 'csv' } }), 'destination-incomplete'],
  [
    '§1 annotate on the pipeline output',
    { name: 'p', output: { ...Q, annotate: 'c' }, validations: { rules: [] } },
    'split-key-on-output',
  ],
  [
    '§1 rules on outputs[0]',
    { name: 'p', outputs: [{ ...Q, rules: ['x'] }], validations: { rules: [] } },
    'split-key-on-output',
  ],
  [
    '§1 a pipeline output without a format',
    { name: 'p', output: { path: '/o' }, validations: { rules: [] } },
    'destination-incomplete',
  ],
  ['§2 an empty targets list', wrap([{ type: 'not_null', targets: [] }]), 'targets-empty'],
  [
    '§2 code beside targets',
    wrap([{ type: 'not_null', code: 'X', targets: [{ column: 'a' }] }]),
    'targets-parent-key',
  ],
  [
    '§2 type inside a target',
    wrap([{ type: 'not_null', targets: [{ column: 'a', type: 'unique' }] }]),
    'target-type',
  ],
  ['§2 an empty target', wrap([{ type: 'not_null', targets: [{}] }]), 'target-empty'],
  ['§3 a lone string in columns', wrap([{ type: 'not_null', columns: 'id' }]), 'columns-string'],
  ['§3 custom_sql', wrap([{ type: 'custom_sql', query: 'SELECT true' }]), 'removed-type'],
  [
    '§3 the check wrapper',
    wrap([{ type: 'check', metric: 'row_count', must_be: '> 0' }]),
    'legacy-check',
  ],
  ['§3 an unknown type', wrap([{ type: 'not_nul', column: 'a' }]), 'unknown-type'],
  ['§3 a regex without a pattern', wrap([{ type: 'regex', column: 'a' }]), 'missing-param'],
  [
    '§3 a regex target without a pattern',
    wrap([{ type: 'regex', targets: [{ column: 'a', pattern: 'x' }, { column: 'b' }] }]),
    'missing-param',
  ],
  ['§4 a metric without must_be', wrap([{ type: 'avg', column: 'x' }]), 'missing-param'],
  [
    '§4 an unknown format',
    wrap([{ type: 'invalid_count', column: 'e', valid_format: 'emal', must_be: '= 0' }]),
    'unknown-format',
  ],
  [
    '§4 an unparsable threshold',
    wrap([{ type: 'avg', column: 'x', must_be: 'about 3' }]),
    'bad-threshold',
  ],
  ['§8 a lookahead', wrap([{ type: 'regex', column: 'a', pattern: 'a(?=b)' }]), 'regex-dialect'],
];

/**
 * Refusals no JSON Schema can state: they need the threshold grammar or the regex
 * dialect. The schema accepts these documents; the editor marks them from the engine.
 */
export const BEYOND_JSON_SCHEMA = new Set(['bad-threshold', 'regex-dialect']);
