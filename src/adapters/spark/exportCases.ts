/**
 * The documents and files every export is run on besides the bundled sample: the
 * every-type fixture the export goldens come from, on a file made for it, and stress
 * documents (every rule type; targets; warn levels; codes; on_failure fail/warn/skip;
 * annotate and scope; column names with spaces, dots, uppercase and unicode).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ExportCase {
  name: string;
  /** The document as the user wrote it. */
  text: string;
  csv: string;
  /**
   * The targets whose run is compared with dqw, when not all. A dot or backtick in a name:
   * production's library cannot read the column and stops (RULES.md §3), so dqw gives an
   * error, which the pyspark and sparquet runs confirm; the SQL targets read the backticked
   * name, so there is no verdict of dqw's to hold them to.
   */
  targets?: string[];
}

const fixture = readFileSync(
  path.resolve(import.meta.dirname, '../../engine/export/__fixtures__/every-type.json'),
  'utf8',
);

const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

const EVERY_TYPE_CSV = [
  'id,preço,name,age,amount_text,code,created_at,country,email',
  `1,10.5,Ana,34,2.5,ab1,${day(2)},BR,ana@example.com`,
  `2,20,Bruno,41,1.0,cd2,${day(3)},PT,bruno@example.com`,
  `3,,Caio,130,3,ef3,${day(4)},BR,N/A`,
  `4,5,,-1,0.5,gh,${day(5)},US,`,
  `4,7.25,Dora,22,-2,ij5,${day(6)},PT,not-an-email`,
  `6,30,Eva,,10,kl6,${day(7)},,eva@example.com`,
].join('\n');

/** Awkward column names: a space, uppercase, unicode; numbers, text and dates. */
const AWKWARD_CSV = [
  'order id,Total Amount,ciudad ñ,Status,Email,created',
  `1,10.5,São Paulo,active,a@x.io,${day(1)}`,
  `2,250,Lisboa,inactive,b@x.io,${day(2)}`,
  `3,-4,Porto,active,bad,${day(3)}`,
  `3,99.9,,pending,,${day(4)}`,
  `5,,Madrid,active,c@x.io,${day(5)}`,
  // NULL in both of KEYS' columns: production's failed_count counts 2 for this row.
  `,7,,active,d@x.io,${day(6)}`,
].join('\n');

const stress = (onFailure: string, outputs: boolean, extra: object[] = []) =>
  JSON.stringify(
    {
      validations: {
        on_failure: onFailure,
        rules: [
          { type: 'not_null', columns: ['order id', 'ciudad ñ'], code: 'KEYS' },
          { type: 'unique', column: 'order id' },
          {
            type: 'range',
            min: 0,
            targets: [
              { column: 'Total Amount', max: 200 },
              { column: 'order id', max: 10 },
            ],
          },
          { type: 'regex', column: 'Email', pattern: '^[a-z]+@[a-z]+\\.io\\z' },
          {
            type: 'invalid_count',
            column: 'Status',
            valid_values: ['active', 'inactive'],
            must_be: '<= 1',
            warn: '= 0',
          },
          { type: 'missing_percent', column: 'Email', must_be: '< 50%', warn: '= 0' },
          { type: 'row_count', min: 1 },
          { type: 'distinct_count', column: 'Status', must_be: '>= 2', warn: '>= 4' },
          { type: 'duplicate_count', columns: ['order id'], must_be: '= 0' },
          { type: 'avg', column: 'Total Amount', must_be: 'between 0 and 1000' },
          {
            type: 'min',
            column: 'Total Amount',
            must_be: '>= -10',
            warn: '>= 0',
            code: 'MIN_TOTAL',
          },
          { type: 'max', column: 'order id', must_be: '< 100' },
          { type: 'sum', column: 'Total Amount', must_be: '> 0' },
          { type: 'stddev', column: 'Total Amount', must_be: '> 0' },
          { type: 'freshness', column: 'created', must_be: '< 30d', warn: '< 1d' },
          { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE `Total Amount` < 0' },
          {
            type: 'schema',
            required_columns: ['order id', 'Email'],
            column_types: { 'order id': 'int' },
          },
          ...extra,
        ],
        ...(outputs
          ? {
              outputs: {
                valid: { format: 'delta', path: 'silver.orders', mode: 'overwrite' },
                invalid: {
                  format: 'delta',
                  path: 'silver.orders_quarantine',
                  annotate: 'dq codes',
                  rules: ['KEYS', 'unique(order id)', 'range(Total Amount,0,200)'],
                },
              },
            }
          : {}),
      },
    },
    null,
    2,
  );

/** A dot and a backtick in column names: quoted everywhere but in production's F.col. */
const DOTTED_CSV = ['unit.price,odd`q,n', '1.5,a,1', '-2,b,2', ',c,3', '4,,4'].join('\n');
const DOTTED = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'range', column: 'unit.price', min: 0 },
      { type: 'not_null', column: 'odd`q' },
      { type: 'avg', column: 'unit.price', must_be: '> 0' },
      { type: 'not_null', column: 'n' },
    ],
    outputs: {
      valid: { format: 'delta', path: 'silver.prices', mode: 'overwrite' },
      invalid: { format: 'delta', path: 'silver.prices_quarantine', annotate: 'dq_codes' },
    },
  },
});

/**
 * A named format with backslashes (`integer` is `^[-+]?\d+$`), missing values that are
 * not text, a column with no value under an aggregate, duplicates, freshness and a
 * percent with a warn level: what Soda and GX read differently from the other targets.
 */
const FORMATS_CSV = [
  'id,code,qty,blank,created',
  `1,12,0,,${day(1)}`,
  `2,x1,5,,${day(2)}`,
  `3,7,,,${day(3)}`,
  `3,-4,3,,${day(4)}`,
].join('\n');
const FORMATS = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'invalid_count', column: 'code', valid_format: 'integer', must_be: '= 0' },
      { type: 'missing_count', column: 'qty', missing_values: [0], must_be: '<= 1' },
      { type: 'max', column: 'blank', must_be: '<= 10' },
      { type: 'duplicate_count', columns: ['id'], must_be: '= 0' },
      { type: 'duplicate_percent', columns: ['id', 'code'], must_be: '< 50%' },
      { type: 'freshness', column: 'created', must_be: '< 2d' },
      { type: 'missing_percent', column: 'qty', must_be: '< 50%', warn: '= 0' },
      { type: 'not_null', column: 'code' },
    ],
  },
});

export const EXPORT_CASES: ExportCase[] = [
  {
    name: 'a dot and a backtick in column names',
    text: DOTTED,
    csv: DOTTED_CSV,
    targets: ['pyspark', 'sparquet'],
  },
  { name: 'every-type fixture', text: fixture, csv: EVERY_TYPE_CSV },
  { name: 'awkward names, warn, quarantine scope', text: stress('warn', true), csv: AWKWARD_CSV },
  { name: 'awkward names, on_failure fail', text: stress('fail', false), csv: AWKWARD_CSV },
  { name: 'awkward names, on_failure skip', text: stress('skip', true), csv: AWKWARD_CSV },
  { name: 'formats, missing values, no value', text: FORMATS, csv: FORMATS_CSV },
];

/** A case on disk: the bundled sample, then every case above with its file written to `dir`. */
export interface ExportRunCase {
  name: string;
  data: string;
  text: string;
  targets?: string[];
}

const root = path.resolve(import.meta.dirname, '../../..');

export function exportRunCases(dir: string): ExportRunCase[] {
  const out: ExportRunCase[] = [
    {
      name: 'bundled sample',
      data: path.join(root, 'public/samples/customers.csv'),
      text: readFileSync(path.join(root, 'public/samples/rules.json'), 'utf8'),
    },
  ];
  for (const c of EXPORT_CASES) {
    const data = path.join(dir, `${c.name.replace(/\W+/g, '_')}.csv`);
    writeFileSync(data, c.csv);
    out.push({ name: c.name, data, text: c.text, ...(c.targets ? { targets: c.targets } : {}) });
  }
  return out;
}
