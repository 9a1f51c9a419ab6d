/**
 * The semantics fixture (`src/engine/run/semantics.test.ts`): six rows with deliberate
 * problems, one case per rule with the unit test's hand-written verdict, and the documents
 * of its RULES.md §7 tests.
 */
import { documentOf, type TableFixture } from './case.ts';
import { colonCasts } from '../../sql/spark-line-forms.ts';
import { withEdits } from '../edits.ts';

/** Six rows with deliberate problems; `note` has two NULLs, `never` is all NULL. */
const SQL = `CREATE TABLE people AS SELECT * FROM (VALUES
  (1, 'Ana',    'ana@ex.com',   30,   1.5::DOUBLE,  'BR', '01234567890', TIMESTAMP '2026-01-10 00:00:00', '10', NULL, CAST(NULL AS TIMESTAMP), DATE '2026-01-10'),
  (2, 'Bruno',  'bruno@ex.com', 45,   2.5,  'BR', '12345678901', TIMESTAMP '2026-01-11 00:00:00', '20', NULL, NULL, DATE '2026-01-11'),
  (3, 'Carla',  NULL,           27,   NULL, 'PT', 'abc',         TIMESTAMP '2026-01-09 00:00:00', 'x',  'a',  NULL, DATE '2026-01-09'),
  (4, 'Diego',  'diego@ex',     200,  4.0,  'br', NULL,          NULL,                            NULL, 'a',  NULL, NULL),
  (5, NULL,     'N/A',          NULL, 5.0,  'US', '98765432100', TIMESTAMP '2026-01-11 12:00:00', '30', 'b',  NULL, DATE '2026-01-11'),
  (2, 'Bruno2', 'b2@ex.com',    46,   6.0,  'BR', '11111111111', TIMESTAMP '2026-01-01 00:00:00', '40', 'b',  NULL, DATE '2026-01-01')
) AS v(id, name, email, age, score, country, doc, updated_at, amount_text, note, never, day)`;

export type SemanticsCase = [
  name: string,
  rule: Record<string, unknown>,
  severity: string,
  failed: number,
  metric: number | null,
];

/** Each rule alone, with the severity, failed_count and metric the unit test expects. */
export const SEMANTICS_CASES: SemanticsCase[] = [
  // §3 row-level rules
  ['not_null over two columns', { type: 'not_null', columns: ['id', 'name'] }, 'fail', 1, null],
  ['not_null passes', { type: 'not_null', column: 'country' }, 'pass', 0, null],
  ['unique counts rows − distinct', { type: 'unique', columns: ['id'] }, 'fail', 1, null],
  ['unique over a tuple', { type: 'unique', columns: ['id', 'name'] }, 'pass', 0, null],
  ['unique treats NULLs as equal', { type: 'unique', columns: ['note'] }, 'fail', 3, null],
  [
    'range: outside [min,max], NULL passes',
    { type: 'range', column: 'age', min: 0, max: 120 },
    'fail',
    1,
    null,
  ],
  ['range with min only', { type: 'range', column: 'age', min: 18 }, 'pass', 0, null],
  ['range is inclusive', { type: 'range', column: 'age', min: 27, max: 200 }, 'pass', 0, null],
  [
    'range on text casts like Spark',
    { type: 'range', column: 'amount_text', min: 15 },
    'fail',
    1,
    null,
  ],
  [
    'range on a timestamp with a date bound',
    { type: 'range', column: 'updated_at', min: '2026-01-05' },
    'fail',
    1,
    null,
  ],
  ['range on a date', { type: 'range', column: 'day', max: '2026-01-10' }, 'fail', 2, null],
  [
    'regex: NULL and non-matches fail',
    { type: 'regex', column: 'email', pattern: '@ex\\.com$' },
    'fail',
    3,
    null,
  ],
  [
    'regex finds anywhere (rlike)',
    { type: 'regex', column: 'country', pattern: '[A-Z]' },
    'fail',
    1,
    null,
  ],
  [
    'regex on a number casts to text',
    { type: 'regex', column: 'age', pattern: '^\\d{2}$' },
    'fail',
    2,
    null,
  ],
  // §3 row_count
  ['row_count min', { type: 'row_count', min: 1 }, 'pass', 0, 6],
  ['row_count max', { type: 'row_count', max: 5 }, 'fail', 1, 6],
  // Production's RowCountCheck reads only min and max (RULES.md §3): must_be is not checked.
  ['row_count must_be (not read)', { type: 'row_count', must_be: '> 10' }, 'pass', 0, 6],
  ['row_count warn (not read)', { type: 'row_count', must_be: '> 0', warn: '> 100' }, 'pass', 0, 6],
  // §3 sql
  [
    'sql query true passes',
    { type: 'sql', query: 'SELECT COUNT(*) > 0 FROM _validation_df' },
    'pass',
    0,
    null,
  ],
  [
    'sql query false fails',
    { type: 'sql', query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE age > 150' },
    'fail',
    1,
    null,
  ],
  ['sql query NULL fails', { type: 'sql', query: 'SELECT CAST(NULL AS BOOLEAN)' }, 'fail', 1, null],
  [
    'sql failed_rows',
    { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE age > 150' },
    'fail',
    1,
    1,
  ],
  [
    'sql failed_rows empty passes',
    { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE age > 500' },
    'pass',
    0,
    0,
  ],
  [
    'failed_rows wins over query',
    { type: 'sql', query: 'SELECT true', failed_rows: 'SELECT * FROM _validation_df WHERE id = 2' },
    'fail',
    2,
    2,
  ],
  [
    'sql with a custom view_name',
    { type: 'sql', view_name: 'people_v', query: 'SELECT count(*) = 6 FROM people_v' },
    'pass',
    0,
    null,
  ],
  // §8 Spark SQL forms
  [
    'Spark rlike',
    {
      type: 'sql',
      failed_rows: "SELECT * FROM _validation_df WHERE NOT (country rlike '^[A-Z]{2}$')",
    },
    'fail',
    1,
    1,
  ],
  [
    'Spark NOT RLIKE',
    { type: 'sql', failed_rows: "SELECT * FROM _validation_df WHERE email NOT RLIKE '@'" },
    'fail',
    1,
    1,
  ],
  [
    'Spark backticks and nvl',
    {
      type: 'sql',
      failed_rows: "SELECT * FROM _validation_df WHERE nvl(`email`, 'none') = 'none'",
    },
    'fail',
    1,
    1,
  ],
  [
    'Spark double-quoted strings',
    { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE country = "PT"' },
    'fail',
    1,
    1,
  ],
  [
    'Spark regexp_replace replaces every match',
    { type: 'sql', query: "SELECT regexp_replace('a-b-c', '-', '') = 'abc'" },
    'pass',
    0,
    null,
  ],
  [
    'Spark date_sub and current_date use the run clock',
    {
      type: 'sql',
      failed_rows: 'SELECT * FROM _validation_df WHERE day < date_sub(current_date(), 10)',
    },
    'fail',
    1,
    1,
  ],
  // §3 schema
  [
    'schema problems are counted',
    {
      type: 'schema',
      required_columns: ['id', 'nope'],
      forbidden_columns: ['score'],
      column_types: {
        id: 'integer',
        email: 'str',
        score: 'double',
        amount_text: 'text',
        updated_at: 'timestamp',
        day: 'date',
      },
    },
    'fail',
    2,
    null,
  ],
  [
    'schema type mismatch',
    { type: 'schema', column_types: { id: 'bigint', age: 'string' } },
    'fail',
    2,
    null,
  ],
  [
    'schema passes',
    { type: 'schema', required_columns: ['id'], column_types: { score: 'DOUBLE' } },
    'pass',
    0,
    null,
  ],
  [
    // RULES.md §3: production's SchemaCheck asks `c not in set(df.columns)`.
    'schema names a column exactly, case included',
    {
      type: 'schema',
      required_columns: ['ID'],
      forbidden_columns: ['SCORE'],
      column_types: { Age: 'int' },
    },
    'fail',
    2,
    null,
  ],
  // §4 metrics
  ['distinct_count', { type: 'distinct_count', column: 'country', must_be: '= 4' }, 'pass', 0, 4],
  [
    'distinct_count counts NULL as a value',
    { type: 'distinct_count', column: 'note', must_be: '= 3' },
    'pass',
    0,
    3,
  ],
  [
    'bare number threshold',
    { type: 'distinct_count', column: 'country', must_be: '4' },
    'pass',
    0,
    4,
  ],
  ['duplicate_count', { type: 'duplicate_count', columns: ['id'], must_be: '= 0' }, 'fail', 1, 1],
  [
    'duplicate_percent',
    { type: 'duplicate_percent', columns: ['id'], must_be: '< 10%' },
    'fail',
    1,
    100 / 6,
  ],
  ['duplicate_count of whole rows', { type: 'duplicate_count', must_be: '= 0' }, 'pass', 0, 0],
  ['missing_count', { type: 'missing_count', column: 'email', must_be: '= 0' }, 'fail', 1, 1],
  [
    'missing_values count as missing',
    { type: 'missing_count', column: 'email', missing_values: ['N/A', ''], must_be: '<= 2' },
    'pass',
    0, // a passing metric counts 0 (evaluate_check, RULES.md §4)
    2,
  ],
  [
    'missing_percent warns',
    { type: 'missing_percent', column: 'email', must_be: '< 50%', warn: '= 0' },
    'warn',
    1,
    100 / 6,
  ],
  [
    'invalid_count with a format',
    { type: 'invalid_count', column: 'email', valid_format: 'email', must_be: '= 0' },
    'fail',
    2,
    2,
  ],
  [
    'invalid excludes missing',
    {
      type: 'invalid_count',
      column: 'email',
      valid_format: 'email',
      missing_values: ['N/A'],
      must_be: '= 0',
    },
    'fail',
    1,
    1,
  ],
  [
    'invalid_percent with valid_values',
    {
      type: 'invalid_percent',
      column: 'country',
      valid_values: ['BR', 'PT', 'US'],
      must_be: '< 20%',
    },
    'pass',
    0,
    100 / 6,
  ],
  [
    'invalid_values',
    { type: 'invalid_count', column: 'country', invalid_values: ['br'], must_be: '= 0' },
    'fail',
    1,
    1,
  ],
  [
    'valid_min and valid_max',
    { type: 'invalid_count', column: 'age', valid_min: 18, valid_max: 100, must_be: '= 0' },
    'fail',
    1,
    1,
  ],
  [
    'valid_length',
    { type: 'invalid_count', column: 'doc', valid_length: 11, must_be: '= 0' },
    'fail',
    1,
    1,
  ],
  [
    'valid_min/max_length',
    {
      type: 'invalid_count',
      column: 'name',
      valid_min_length: 4,
      valid_max_length: 5,
      must_be: '= 0',
    },
    'fail',
    2,
    2,
  ],
  [
    'valid_regex',
    { type: 'invalid_count', column: 'doc', valid_regex: '^\\d+$', must_be: '= 0' },
    'fail',
    1,
    1,
  ],
  [
    'all conditions must hold',
    {
      type: 'invalid_count',
      column: 'country',
      valid_values: ['BR', 'br'],
      valid_regex: '^[A-Z]+$',
      must_be: '= 0',
    },
    'fail',
    3,
    3,
  ],
  [
    'a non-number against valid_min is not invalid',
    { type: 'invalid_count', column: 'amount_text', valid_min: 15, must_be: '= 0' },
    'fail',
    1,
    1,
  ],
  [
    'no validity configured: all valid',
    { type: 'invalid_count', column: 'email', must_be: '= 0' },
    'pass',
    0,
    0,
  ],
  ['min', { type: 'min', column: 'age', must_be: '>= 18' }, 'pass', 0, 27],
  ['max', { type: 'max', column: 'age', must_be: '<= 120' }, 'fail', 0, 200],
  ['avg', { type: 'avg', column: 'score', must_be: 'between 3 and 4' }, 'pass', 0, 3.8],
  ['mean is avg', { type: 'mean', column: 'score', must_be: '= 3.8' }, 'pass', 0, 3.8],
  [
    'sum of a text column casts like Spark',
    { type: 'sum', column: 'amount_text', must_be: '= 100' },
    'pass',
    0,
    100,
  ],
  [
    'stddev is the sample stddev',
    { type: 'stddev', column: 'score', must_be: '< 2' },
    'pass',
    0,
    Math.sqrt(3.325),
  ],
  [
    'freshness in seconds from the run clock',
    { type: 'freshness', column: 'updated_at', must_be: '< 1d' },
    'pass',
    0,
    43200,
  ],
  [
    'freshness fails past its duration',
    { type: 'freshness', column: 'updated_at', must_be: '< 6h' },
    'fail',
    0,
    43200,
  ],
  [
    'freshness of a date reads it as UTC midnight',
    { type: 'freshness', column: 'day', must_be: '< 2d' },
    'pass',
    0,
    86400,
  ],
  // §4 no value
  [
    "Spark array() is DuckDB's list_value(), NULL elements kept",
    { type: 'sql', query: 'SELECT size(array(1, NULL, 3)) = 3' },
    'pass',
    0,
    null,
  ],
  [
    'a query ending in a line comment, after its semicolon',
    { type: 'sql', query: 'SELECT count(*) = 6 FROM _validation_df; -- every row' },
    'pass',
    0,
    null,
  ],
  [
    'failed_rows ending in a line comment',
    { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE id = 1 -- the first' },
    'fail',
    1,
    1,
  ],
  [
    'a column or alias named div is not the operator',
    { type: 'sql', query: 'SELECT count(*) AS div FROM _validation_df WHERE id > 0' },
    'pass',
    0,
    null,
  ],
  [
    "Spark's LIKE escapes _ and % with a backslash",
    {
      type: 'sql',
      query:
        "SELECT 'tmp_1' LIKE 'tmp\\_%' AND NOT ('tmpx1' LIKE 'tmp\\_%') AND '100%' ILIKE '100\\%' AND NOT ('1000' LIKE '100\\%')",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's substring: position 0 is the first character, a start before it still counts",
    {
      type: 'sql',
      query:
        "SELECT substring('hello', 0, 2) = 'he' AND substr('hello', -3, 2) = 'll' AND substring('hello', 2) = 'ello' AND substring('hello', -7, 3) = 'h' AND substring(NULL, 1, 2) IS NULL AND substr('x', NULL) IS NULL",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's dayofweek counts from Sunday = 1, its weekday from Monday = 0",
    {
      type: 'sql',
      query:
        "SELECT dayofweek(DATE '2024-01-07') = 1 AND dayofweek('2024-01-06') = 7 AND weekday(DATE '2024-01-08') = 0 AND weekday(TIMESTAMP '2024-01-07 10:00:00') = 6",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's ltrim and rtrim take the characters to trim first",
    {
      type: 'sql',
      query:
        "SELECT ltrim('xy', 'xyxabc') = 'abc' AND rtrim('c', 'abcc') = 'ab' AND ltrim('  a') = 'a'",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's NULL-safe equality <=> and to_timestamp of text",
    {
      type: 'sql',
      query:
        "SELECT (NULL <=> NULL) AND NOT (1 <=> NULL) AND (2 <=> 2) AND to_timestamp('2024-01-05 10:00:00') = TIMESTAMP '2024-01-05 10:00:00' AND to_timestamp('x') IS NULL",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's CAST to an integer type truncates toward zero (DuckDB's rounds)",
    {
      type: 'sql',
      query:
        "SELECT sum(CAST(score AS INT)) = 18 AND CAST(-5.6 AS INT) = -5 AND CAST(2.5D AS BIGINT) = 2 AND CAST('1.9' AS SHORT) = 1 AND int(5.9) = 5 AND bigint('-2.5') = -2 AND CAST(true AS BYTE) = 1 AND CAST(9223372036854775807 AS LONG) = 9223372036854775807 FROM people",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's try_cast reads text as an integer only, and truncates numbers",
    {
      type: 'sql',
      query:
        "SELECT try_cast('1.9' AS INT) IS NULL AND try_cast(' 7 ' AS INT) = 7 AND try_cast('x' AS INT) IS NULL AND try_cast(-3.99 AS INT) = -3 AND try_cast(NULL AS INT) IS NULL",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's CAST to STRING writes a double as Java does",
    {
      type: 'sql',
      query:
        "SELECT CAST(12345678.5D AS STRING) = '1.23456785E7' AND CAST(0.0001D AS STRING) = '1.0E-4' AND CAST(1.5D AS STRING) = '1.5' AND string(1.0E7D) = '1.0E7' AND CAST(CAST(0.1 AS FLOAT) AS STRING) = '0.1' AND try_cast(-2.5E-5D AS STRING) = '-2.5E-5' AND CAST(5 AS STRING) = '5' AND CAST('a' AS STRING) = 'a' AND CAST(NULL AS STRING) IS NULL AND max(CAST(score AS STRING)) = '6.0' AND CAST(1.0E-4D AS STRING) RLIKE '^1\\.0E-4$' AND CAST(CAST(2.7 AS INT) AS STRING) RLIKE '^2$' AND string(int(2.7)) = '2' FROM people",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's round and bround of a double round its decimal text, keeping the argument's type",
    {
      type: 'sql',
      query:
        "SELECT round(1.005D, 2) = 1.01 AND round(-0.285D, 2) = -0.29 AND bround(2.5D) = 2 AND bround(0.575D, 2) = 0.58 AND CAST(round(12345678.555D, 2) AS STRING) = '1.234567856E7' AND CAST(bround(1.005, 2) AS STRING) = '1.00' AND CAST(round(7, -1) AS STRING) = '10' AND bround(25, -1) = 20 AND sum(round(score)) = 20 AND sum(bround(score)) = 19 FROM people",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's to_date and to_timestamp read text with a Java pattern, NULL when it does not match",
    {
      type: 'sql',
      query:
        "SELECT to_date('05/03/2024', 'dd/MM/yyyy') = DATE '2024-03-05' AND to_date('31/02/2024', 'dd/MM/yyyy') IS NULL AND to_date('2024-03-05', 'dd/MM/yyyy') IS NULL AND to_date('5/3/24', 'd/M/yy') = DATE '2024-03-05' AND to_timestamp('05.03.2024 10:11', 'dd.MM.yyyy HH:mm') = TIMESTAMP '2024-03-05 10:11:00' AND to_timestamp('2024-03-05T10:11:12+02:00', \"yyyy-MM-dd'T'HH:mm:ssXXX\") = TIMESTAMP '2024-03-05 08:11:12' AND try_to_timestamp('x', 'yyyy') IS NULL AND bool_and(to_date(day, 'dd/MM/yyyy') = day) AND count(*) FILTER (WHERE to_date(CAST(day AS STRING), 'yyyy-MM-dd') = day) = 5 FROM people",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's division and remainder by zero are NULL (DuckDB's are Infinity and NaN)",
    {
      type: 'sql',
      query:
        'SELECT 1 / 0 IS NULL AND 5.5D % 0 IS NULL AND bool_and(10 / (age - age) IS NULL) AND count(*) FILTER (WHERE score / (id - 1) > 1) = 4 AND 7 / 2 = 3.5 AND -7 % 3 = -1 AND 10 / abs(0) + 1 IS NULL FROM people WHERE id = 1 OR score > 2',
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's count(DISTINCT a, b), collect_list, collect_set, every and some",
    {
      type: 'sql',
      query:
        'SELECT count(DISTINCT id, name) = 5 AND count(DISTINCT note, country) = 4 AND size(collect_set(note)) = 2 AND size(collect_list(note)) = 4 AND size(collect_list(CASE WHEN id < 0 THEN note END)) = 0 AND every(id > 0) AND some(id > 4) FROM people',
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's typed number literals",
    {
      type: 'sql',
      query:
        'SELECT 10L = 10 AND 2S + 1 = 3 AND 1Y = 1 AND 1.5D = 1.5 AND 1.5F = 1.5 AND 1.5BD = 1.5 AND 10L / 4 = 2.5',
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's array subscripts count from 0",
    {
      type: 'sql',
      query:
        'SELECT array(10, 20)[0] = 10 AND array(10, 20)[1] = 20 AND array(10, 20)[2] IS NULL AND array(array(1, 2), array(3))[1][0] = 3',
    },
    'pass',
    0,
    null,
  ],
  [
    'LIKE with its own ESCAPE keeps it',
    {
      type: 'sql',
      query: "SELECT 'a_b' LIKE 'a!_b' ESCAPE '!' AND NOT ('axb' LIKE 'a!_b' ESCAPE '!')",
    },
    'pass',
    0,
    null,
  ],
  [
    "Spark's string escapes: \\b, \\Z and octal",
    { type: 'sql', query: "SELECT 'a\\bc' <> 'abc' AND '\\101' = 'A' AND length('\\Z') = 1" },
    'pass',
    0,
    null,
  ],
  [
    // Production's NULL aggregate is float("nan"), and a NaN fails '> 0' (RULES.md §4).
    'an aggregate with no value is NaN, and fails',
    { type: 'avg', column: 'note', must_be: '> 0' },
    'fail',
    0,
    NaN,
  ],
  [
    // Production's age without a timestamp is float("inf") (RULES.md §4).
    'freshness of an all-NULL column is infinite, and fails',
    { type: 'freshness', column: 'never', must_be: '< 1d' },
    'fail',
    0,
    Infinity,
  ],
  ['not between', { type: 'max', column: 'score', must_be: 'not between 5 and 7' }, 'fail', 0, 6],
];

/** The §7 test's queries that do not parse or run, kept apart: it finds places in them. */
const conditions = 'id > 0 AND '.repeat(20);
const long = `SELECT count(*) = 0 FROM _validation_df WHERE ${conditions}id = = 1 AND ${conditions}`;
export const BROKEN_QUERIES = {
  middle: 'SELECT count(*) > FROM _validation_df',
  commented: '-- ages\n  SELECT count(*) >\n  FROM _validation_df',
  cast: 'SELECT sum(name) > 0 FROM _validation_df',
  long,
};

/** Queries in DuckDB's own SQL, which Spark's parser refuses (§8). */
export const DUCKDB_ONLY = [
  'SELECT len([]::INTEGER[]) = 0 AND [7, 8][1] = 7 AND [7, 8, 9][2:3] = [8, 9]',
  'SELECT count(*) div FROM _validation_df WHERE id > 0',
  'SELECT CAST(id AS VARCHAR) IS NOT NULL FROM _validation_df',
];

const where = (condition: string) => ({
  type: 'sql',
  query: `SELECT count(*) = 0 FROM _validation_df WHERE ${condition}`,
});

const rulesOnly = (rules: unknown[]) => JSON.stringify({ validations: { rules } });

/** Spark 4 gives NULL for the size of a NULL array (ANSI mode), Spark 3.5 gives -1. */
const SIZE_OF_NULL =
  'SELECT coalesce(size(CASE WHEN id < 0 THEN array(1) END), 99) = 99 AND cardinality(array(1, NULL)) = 2 FROM _validation_df WHERE id = 1';

/** Queries casting with `::`, which Spark 4 reads and Spark 3.5 stops on. */
export const COLON_CASTS = [
  'SELECT count(*)::DOUBLE / 4 = 1.5 FROM _validation_df',
  'SELECT bool_and((age + 1)::DECIMAL(10, 2) > 0) FROM _validation_df WHERE age IS NOT NULL',
  "SELECT '7'::STRING::INT = 7",
  'SELECT -1::INT < 0',
  "SELECT DATE '2026-01-10'::STRING = '2026-01-10'",
  "SELECT count(*) = 1 FROM _validation_df AS p WHERE p.id::STRING = '3'",
  "SELECT * FROM _validation_df WHERE id::STRING > '2'",
];

/** `query`, or `failed_rows` when it selects rows, as a `sql` rule. */
const sqlRule = (q: string) =>
  q.startsWith('SELECT *') ? { type: 'sql', failed_rows: q } : { type: 'sql', query: q };

/** The query with every `::` written as the editor's quick fixes write it (`CAST(x AS T)`). */
export function castsFixed(sql: string): string {
  return withEdits(
    sql,
    colonCasts(sql).flatMap((c) => c.edits),
  );
}

/** The fixture: each rule of SEMANTICS_CASES alone, then the documents of the §4 and §7 tests. */
export const SEMANTICS: TableFixture = {
  name: 'src/engine/run/semantics.test.ts',
  table: 'people',
  sql: SQL,
  now: '2026-01-12T00:00:00Z',
  cases: [
    // The unit test judges these on Spark 3.5, where a text value no number reads is NULL.
    ...SEMANTICS_CASES.map(([name, rule]) => ({
      name,
      document: documentOf([rule]),
      spark: '3.5' as const,
    })),
    {
      name: 'text a number rule cannot cast',
      document: rulesOnly([
        { type: 'range', column: 'amount_text', min: 15 },
        { type: 'sum', column: 'amount_text', must_be: '= 100' },
        { type: 'avg', column: 'note', must_be: '> 0' },
        { type: 'range', column: 'age', min: 0 },
      ]),
    },
    {
      name: 'rules that cannot run',
      document: rulesOnly([
        { type: 'not_null', column: 'emial' },
        { type: 'sql', query: 'SELECT nope FROM _validation_df' },
        { type: 'sql', query: 'DROP TABLE people' },
        { type: 'sql', query: 'SELECT 1; SELECT 2' },
        { type: 'sql', error_message: 'neither mode' },
        { type: 'regex', column: 'email', pattern: '(' },
        { type: 'avg', column: 'updated_at', must_be: '> 0' },
        { type: 'row_count', min: 1 },
      ]),
    },
    {
      // Spark's parser stops on these on every line: the document is refused (§8).
      name: "DuckDB's own SQL that Spark refuses",
      document: rulesOnly(DUCKDB_ONLY.map((query) => ({ type: 'sql', query }))),
    },
    {
      // Spark 3.5's parser has no `::`: the rule stops the run, as it does in production.
      name: 'a cast with :: on Spark 3.5',
      document: rulesOnly([{ type: 'sql', query: 'SELECT NULL::BOOLEAN' }]),
      spark: '3.5' as const,
    },
    {
      // The same queries read by Spark 4 as written, and by Spark 3.5 as the quick fix writes them.
      name: 'casts with :: on Spark 4',
      document: rulesOnly(COLON_CASTS.map(sqlRule)),
    },
    {
      name: "casts with ::, as the editor's quick fix writes them, on Spark 3.5",
      document: rulesOnly(COLON_CASTS.map((q) => sqlRule(castsFixed(q)))),
      spark: '3.5' as const,
    },
    {
      // Spark 4's ANSI mode: a division or remainder by zero stops the run (3.5: NULL).
      name: 'a division by zero on Spark 4',
      document: rulesOnly([
        {
          type: 'sql',
          query: 'SELECT count(*) = 0 FROM _validation_df WHERE score / (id - id) > 1',
        },
        { type: 'row_count', min: 1 },
      ]),
    },
    {
      name: 'a remainder by zero on Spark 4',
      document: rulesOnly([
        { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE age % (id - id) = 0' },
        { type: 'row_count', min: 1 },
      ]),
    },
    {
      name: 'divisions on Spark 4 that meet no zero, and try_divide and try_mod',
      document: rulesOnly([
        {
          type: 'sql',
          query:
            'SELECT bool_and(age / id > 0 AND age % id >= 0) FROM _validation_df WHERE age IS NOT NULL',
        },
        {
          type: 'sql',
          query: 'SELECT try_divide(1, 0) IS NULL AND try_mod(5, 0) IS NULL AND try_mod(7, 4) = 3',
        },
        { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE score / id > 1.5' },
      ]),
    },
    {
      // size(NULL): NULL on Spark 4 (ANSI mode), -1 on Spark 3.5.
      name: 'size of a NULL array on Spark 4',
      document: rulesOnly([{ type: 'sql', query: SIZE_OF_NULL }]),
    },
    {
      name: 'size of a NULL array on Spark 3.5',
      document: rulesOnly([{ type: 'sql', query: SIZE_OF_NULL }]),
      spark: '3.5' as const,
    },
    {
      // Functions both engines have with another meaning are not run here (§8).
      name: 'functions DuckDB has with another meaning',
      document: documentOf(
        [
          {
            type: 'sql',
            failed_rows: 'SELECT * FROM _validation_df WHERE concat(name, note) IS NULL',
          },
          {
            type: 'sql',
            query:
              "SELECT count(*) = 0 FROM _validation_df WHERE split(email, '[.]')[0] = 'ana@ex'",
          },
          { type: 'row_count', min: 1 },
        ],
        'warn',
      ),
    },
    {
      name: 'Spark-only SQL and syntax errors',
      document: rulesOnly([
        { type: 'sql', query: 'SELECT 7 div 2 = 3' },
        { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE (id div 2) = 1' },
        { type: 'sql', query: 'SELECT count(*) > FROM _validation_df' },
        { type: 'sql', query: 'SELECT count(*) = 0 FROM orders', view_name: 'people_v' },
        { type: 'sql', query: "SELECT to_date('05 Mar 2024', 'dd MMM yyyy') IS NOT NULL" },
        { type: 'sql', query: 'SELECT to_timestamp(name, name) IS NULL FROM _validation_df' },
      ]),
    },
    {
      name: 'queries that fail',
      document: documentOf([
        { type: 'sql', query: 'SELECT count(*) = 0 FROM _validation_df WHERE' },
        { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE id >' },
        { type: 'sql', query: BROKEN_QUERIES.middle },
        { type: 'sql', query: BROKEN_QUERIES.commented },
        { type: 'sql', query: BROKEN_QUERIES.cast },
        { type: 'sql', query: `SELECT count(*) = 0 FROM _validation_df WHERE ${conditions}` },
        { type: 'sql', query: `${long}id > 0` },
      ]),
    },
    {
      name: 'functions Spark lacks and DuckDB lacks',
      document: documentOf([
        { type: 'sql', query: 'SELECT count(*) = 0 FROM _validation_df WHERE lenght(name) > 40' },
        { type: 'sql', query: "SELECT soundex('Robert') = 'R163'" },
      ]),
    },
    {
      name: 'literal patterns RE2 cannot run as Java does',
      document: documentOf([
        where("email rlike '(?=a)x'"),
        // Java reads [[:alpha:]] as the characters : a l p h, RE2 as letters: it ran here.
        where("NOT (name rlike '^[[:alpha:]]+$')"),
        where('regexp_like(email, "(a)\\\\1")'),
        where("email NOT REGEXP 'a++'"),
        {
          type: 'sql',
          failed_rows:
            "SELECT * FROM _validation_df WHERE regexp_extract(name, '(?i)são', 0) <> ''",
        },
        where("regexp_replace(name, '\\\\v', '') = ''"),
        // What Java reads: Spark unescapes '\v' to the letter v, and ASCII folds alike.
        {
          type: 'sql',
          query: "SELECT count(*) = 2 FROM _validation_df WHERE name rlike '\\v|(?i)^BRUNO'",
        },
      ]),
    },
    {
      name: 'every result field',
      document: JSON.stringify({
        name: 'ignored: not a pipeline',
        validations: {
          rules: [
            { type: 'mean', name: 'avg score', column: 'score', must_be: '> 1', warn: '> 5' },
            { type: 'range', column: 'age', min: 1.5, max: 120, code: 'AGE' },
            {
              type: 'sql',
              failed_rows: 'SELECT * FROM _validation_df WHERE id = 1',
              output: { path: 'x' },
            },
          ],
        },
      }),
    },
    { name: 'a failure under fail', document: rulesOnly([{ type: 'row_count', max: 1 }]) },
    {
      name: 'a warn severity under fail',
      document: rulesOnly([{ type: 'max', column: 'age', must_be: '> 0', warn: '> 1000' }]),
    },
    { name: 'a failure under warn', document: documentOf([{ type: 'row_count', max: 1 }]) },
    {
      name: 'a bad rule in the fused scan',
      document: rulesOnly([
        { type: 'not_null', column: 'id' },
        { type: 'invalid_count', column: 'email', valid_regex: '[', must_be: '= 0' },
        { type: 'unique', column: 'id' },
      ]),
    },
  ],
};
