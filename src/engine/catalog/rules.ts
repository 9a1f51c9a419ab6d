import {
  COLUMN_PARAM,
  COLUMNS_PARAM,
  MISSING_VALUES,
  MUST_BE,
  VALIDITY_PARAMS,
  WARN,
} from './params';
import type { ParamSpec, RuleSpec } from './spec';

const optionalColumns: ParamSpec = {
  ...COLUMNS_PARAM,
  doc: 'The columns whose tuple is counted. Absent: the whole row.',
};
const requiredColumns: ParamSpec = { ...COLUMNS_PARAM, required: true };
const requiredColumn: ParamSpec = { ...COLUMN_PARAM, required: true };
const requiredMustBe: ParamSpec = { ...MUST_BE, required: true };

function aggregateMetric(type: string, what: string, aliasOf?: string): RuleSpec {
  return {
    type,
    family: 'metric',
    rowLevel: false,
    aliasOf,
    summary: `${what} of a column, against a threshold`,
    doc: `The ${what.toLowerCase()} of \`column\` (a text column is cast to a number, as Spark's implicit cast does; values that are not numbers are ignored). No value (no non-NULL number) fails whatever the threshold.`,
    failsWhen: '`must_be` is violated, or there is no value',
    failedCount: '0',
    example: { type, column: 'age', must_be: 'between 18 and 65' },
    params: [requiredColumn, requiredMustBe, WARN],
  };
}

/** Every rule type of the `validations` language, in the order the docs present them. */
export const RULE_SPECS: RuleSpec[] = [
  {
    type: 'not_null',
    family: 'row',
    rowLevel: true,
    summary: 'Fails when a listed column is NULL',
    doc: 'Fails when any listed column contains NULL. Row-level: each row with a NULL in a listed column goes to the quarantine.',
    failsWhen: 'a listed column is NULL',
    failedCount:
      'the NULLs of each listed column, added up, as production counts them: a row NULL in two columns counts 2 (the quarantine holds each such row once)',
    example: { type: 'not_null', columns: ['id', 'email'] },
    params: [requiredColumns],
  },
  {
    type: 'unique',
    family: 'row',
    rowLevel: true,
    summary: 'Fails when the tuple of columns is not unique',
    doc: 'Fails when the combination of the listed columns is not a unique key. NULL is a value and NULLs equal each other. Row-level: every row whose tuple occurs more than once is flagged.',
    failsWhen: 'the tuple of columns is not unique',
    failedCount: 'rows − distinct tuples',
    example: { type: 'unique', columns: ['id'] },
    params: [requiredColumns],
  },
  {
    type: 'range',
    family: 'row',
    rowLevel: true,
    summary: 'Fails for values outside an inclusive [min, max]',
    doc: 'Bounds a numeric or date column; both bounds are inclusive and at least one is required. NULL passes — pair it with `not_null` when the column is mandatory.',
    failsWhen: 'a non-NULL value is < min or > max',
    failedCount: 'offending rows',
    example: { type: 'range', column: 'age', min: 0, max: 120 },
    columnKeyOnly: true,
    params: [
      requiredColumn,
      { name: 'min', kind: 'bound', doc: 'Smallest allowed value (inclusive).', example: 0 },
      { name: 'max', kind: 'bound', doc: 'Largest allowed value (inclusive).', example: 120 },
    ],
  },
  {
    type: 'regex',
    family: 'row',
    rowLevel: true,
    summary: 'Fails for values that do not match a pattern',
    doc: 'Checks a column against a regular expression. A match is *found anywhere* (Spark `rlike`): anchor with `^…$` for a full match. NULL counts as a failure (unlike `range`). Remember JSON escaping: a backslash is written `\\\\`.',
    failsWhen: 'the value is NULL or does not match',
    failedCount: 'offending rows',
    example: { type: 'regex', column: 'email', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$' },
    columnKeyOnly: true,
    params: [
      requiredColumn,
      {
        name: 'pattern',
        kind: 'regex',
        required: true,
        doc: 'The regular expression (Java syntax in production, RE2 here: lookaround, backreferences and what the two read otherwise, such as [[:alpha:]] or (?i) over letters outside ASCII, are refused).',
        example: '^[0-9]{11}$',
      },
    ],
  },
  {
    type: 'row_count',
    family: 'metric',
    rowLevel: false,
    summary: 'Guards the number of rows',
    doc: 'Bounds the size of the data — the cheapest guard against a silently empty load. Use `min`/`max`: production reads nothing else, so a `must_be` or `warn` here is not checked.',
    failsWhen: 'the count is outside [min, max]',
    failedCount: '1 when it fails; metric_value is the row count',
    example: { type: 'row_count', min: 1 },
    params: [
      {
        name: 'min',
        kind: 'number',
        default: 0,
        doc: 'Fewest rows allowed (default 0).',
        example: 1,
      },
      { name: 'max', kind: 'number', doc: 'Most rows allowed (optional).', example: 5000000 },
      MUST_BE,
      WARN,
    ],
  },
  {
    type: 'sql',
    family: 'table',
    rowLevel: false,
    summary: 'Free SQL over the view `_validation_df`',
    doc: 'Anything the other rules cannot express. `query` must return one boolean: true means pass (write the invariant, not the violation). `failed_rows` returns the offending rows: any row fails the rule. Spark SQL forms such as backtick identifiers, `rlike` and `nvl` are translated.',
    failsWhen:
      '`query`: the first column of the first row is not true; `failed_rows`: it returns any row',
    failedCount: '`query`: 1; `failed_rows`: the rows returned',
    example: {
      type: 'sql',
      query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE age < 0',
      error_message: 'Negative ages found',
    },
    params: [
      {
        name: 'query',
        kind: 'sql',
        doc: 'A query returning one boolean; the rule passes when it is true.',
        example: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE age < 0',
      },
      {
        name: 'failed_rows',
        kind: 'sql',
        doc: 'A query returning the offending rows; the rule fails when it returns any. Takes precedence over `query`.',
        example: 'SELECT * FROM _validation_df WHERE age < 0',
      },
      {
        name: 'error_message',
        kind: 'string',
        doc: 'The message reported when the rule fails.',
        example: 'Negative ages found',
      },
      {
        name: 'view_name',
        kind: 'string',
        default: '_validation_df',
        doc: 'The name of the view the query reads the data from.',
        example: '_validation_df',
      },
      {
        name: 'output',
        kind: 'output',
        doc: 'An output config the failed rows are written to in production. Kept for export; here the rows are viewable and downloadable.',
        example: { format: 'delta', path: 'dq.negative_ages', mode: 'overwrite' },
      },
    ],
  },
  {
    type: 'schema',
    family: 'table',
    rowLevel: false,
    summary: 'Asserts required/forbidden columns and their types',
    doc: "Asserts the shape of the data. Types use Spark's vocabulary, case-insensitively, with aliases (`integer→int`, `long→bigint`, `short→smallint`, `byte→tinyint`, `str`/`text→string`, `bool→boolean`); any `decimal(p,s)` matches `decimal`.",
    failsWhen: 'a required column is missing, a forbidden one present, or a type differs',
    failedCount: 'the number of problems',
    example: {
      type: 'schema',
      required_columns: ['id', 'email'],
      forbidden_columns: ['_debug'],
      column_types: { id: 'bigint', email: 'string' },
    },
    params: [
      {
        name: 'required_columns',
        kind: 'columns',
        doc: 'Columns that must exist.',
        example: ['id'],
      },
      {
        name: 'forbidden_columns',
        kind: 'columns',
        doc: 'Columns that must not exist.',
        example: ['_debug'],
      },
      {
        name: 'column_types',
        kind: 'typeMap',
        doc: 'Expected Spark type per column, e.g. `{ "id": "bigint" }`.',
        example: { id: 'bigint' },
      },
    ],
  },
  {
    type: 'distinct_count',
    family: 'metric',
    rowLevel: false,
    summary: 'Number of distinct tuples, against a threshold',
    doc: 'Counts distinct tuples of `columns` (NULL is a value). Without columns, distinct whole rows.',
    failsWhen: '`must_be` is violated',
    failedCount: '0',
    example: { type: 'distinct_count', column: 'country', must_be: '>= 2' },
    params: [optionalColumns, requiredMustBe, WARN],
  },
  {
    type: 'duplicate_count',
    family: 'metric',
    rowLevel: false,
    summary: 'Rows − distinct tuples, against a threshold',
    doc: 'Counts duplicates: rows − distinct tuples of `columns` (NULL is a value). Without columns, duplicate whole rows.',
    failsWhen: '`must_be` is violated',
    failedCount: 'the duplicates',
    example: { type: 'duplicate_count', columns: ['id'], must_be: '= 0' },
    params: [optionalColumns, requiredMustBe, WARN],
  },
  {
    type: 'duplicate_percent',
    family: 'metric',
    rowLevel: false,
    summary: 'Percent of duplicate rows, against a threshold',
    doc: '100 · duplicates / rows (0 when there are no rows).',
    failsWhen: '`must_be` is violated',
    failedCount: 'the duplicates',
    example: { type: 'duplicate_percent', columns: ['id'], must_be: '< 1%' },
    params: [optionalColumns, requiredMustBe, WARN],
  },
  {
    type: 'missing_count',
    family: 'metric',
    rowLevel: false,
    summary: 'Rows where the column is missing, against a threshold',
    doc: 'Counts rows where the column is NULL or, as text, is in `missing_values`. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
    failsWhen: '`must_be` is violated',
    failedCount: 'missing rows',
    example: { type: 'missing_count', column: 'email', must_be: '= 0' },
    params: [requiredColumn, requiredMustBe, WARN, MISSING_VALUES],
  },
  {
    type: 'missing_percent',
    family: 'metric',
    rowLevel: false,
    summary: 'Percent of rows where the column is missing',
    doc: '100 · missing rows / rows (missing = NULL or in `missing_values`). Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
    failsWhen: '`must_be` is violated',
    failedCount: 'missing rows',
    example: { type: 'missing_percent', column: 'email', must_be: '< 1%', warn: '= 0' },
    params: [requiredColumn, requiredMustBe, WARN, MISSING_VALUES],
  },
  {
    type: 'invalid_count',
    family: 'metric',
    rowLevel: false,
    summary: 'Rows whose value is present but invalid',
    doc: 'Counts rows that are not missing and fail the validity configuration (`valid_values`, `invalid_values`, `valid_format`, `valid_regex`, `valid_min`/`valid_max`, lengths). A value is valid when it satisfies all configured conditions. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
    failsWhen: '`must_be` is violated',
    failedCount: 'invalid rows',
    example: { type: 'invalid_count', column: 'email', valid_format: 'email', must_be: '= 0' },
    params: [requiredColumn, requiredMustBe, WARN, ...VALIDITY_PARAMS, MISSING_VALUES],
  },
  {
    type: 'invalid_percent',
    family: 'metric',
    rowLevel: false,
    summary: 'Percent of rows whose value is present but invalid',
    doc: '100 · invalid rows / rows. Validity as in `invalid_count`. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
    failsWhen: '`must_be` is violated',
    failedCount: 'invalid rows',
    example: { type: 'invalid_percent', column: 'email', valid_format: 'email', must_be: '< 5%' },
    params: [requiredColumn, requiredMustBe, WARN, ...VALIDITY_PARAMS, MISSING_VALUES],
  },
  aggregateMetric('min', 'Minimum'),
  aggregateMetric('max', 'Maximum'),
  aggregateMetric('avg', 'Average'),
  aggregateMetric('mean', 'Average', 'avg'),
  aggregateMetric('sum', 'Sum'),
  aggregateMetric('stddev', 'Sample standard deviation'),
  {
    type: 'freshness',
    family: 'metric',
    rowLevel: false,
    summary: 'Seconds since the newest value, against a threshold',
    doc: "Seconds from the run's clock (`validated_at`) to the newest value of `column`. Naive timestamps and dates are read as UTC. Write durations with `s m h d w`: `< 1d`.",
    failsWhen: '`must_be` is violated, or the column has no value',
    failedCount: '0',
    example: { type: 'freshness', column: 'created_at', must_be: '< 1d' },
    params: [requiredColumn, requiredMustBe, WARN],
  },
  {
    type: 'custom_sql',
    family: 'table',
    rowLevel: false,
    aliasOf: 'sql',
    deprecated:
      '`custom_sql` is the old name of `sql`, and current production refuses it ("Unknown check \'custom_sql\'"): rename the type to "sql".',
    summary: 'Removed: the old name of `sql`',
    doc: 'The old name of `sql`. Current production refuses it as an unknown check, so the workbench refuses it too, with the rename as a quick fix.',
    failsWhen: 'as `sql`',
    failedCount: 'as `sql`',
    example: { type: 'sql', query: 'SELECT COUNT(*) > 0 FROM _validation_df' },
    params: [],
  },
];

const byType = new Map(RULE_SPECS.map((s) => [s.type, s]));

/** The catalog entry of a type, or undefined. */
export function ruleSpec(type: string): RuleSpec | undefined {
  return byType.get(type);
}

/** The spec a type runs as (`mean` → `avg`, `custom_sql` → `sql`). */
export function canonicalSpec(type: string): RuleSpec | undefined {
  const spec = byType.get(type);
  return spec?.aliasOf ? byType.get(spec.aliasOf) : spec;
}

/** Every parameter a type accepts (common ones included). */
export function paramsOf(type: string): ParamSpec[] {
  const spec = canonicalSpec(type);
  return spec ? spec.params : [];
}

/** The rule types offered to users (deprecated names excluded). */
export const RULE_TYPES: string[] = RULE_SPECS.filter((s) => !s.deprecated).map((s) => s.type);
