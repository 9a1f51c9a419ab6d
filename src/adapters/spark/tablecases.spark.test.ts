/**
 * Every table case of the engine suite (`src/engine/testing/tableCases.ts`) through dqw
 * and through production on Spark: the unit tests judge them by hand-written expectations,
 * this file lets production judge the same documents on the same table.
 *
 * Each fixture table is built in native DuckDB from its SQL and written as Parquet by
 * DuckDB's own `COPY … TO`. Spark must read back the types the unit tests see (checked
 * below). One type cannot travel as it is: a DuckDB TIMESTAMP in Parquet is a local time,
 * which Spark reads as `timestamp_ntz`, while the engine reads TIMESTAMP as Spark's
 * `timestamp` (what Spark infers from a CSV). So a TIMESTAMP column is written as the same
 * instant in UTC (TIMESTAMPTZ), which Spark reads as `timestamp` in its UTC session.
 *
 * The clock: production measures freshness and `current_date()` against Spark's clock,
 * which a case cannot set. So dqw runs on the real clock too (no `--now`), as the other
 * Spark suites do, and freshness agrees within `FRESHNESS_SECONDS`; the unit tests keep
 * their fixed clocks and verdicts.
 *
 * A `sql` rule of a fixture that reads the fixture's table by name (`FROM people`) reads
 * the same file registered under that name on both sides (`--table`, a temp view); so does
 * a reference check its other table (`countries`).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTable } from '../../engine/run/describe.ts';
import { sqlIdent, sqlString } from '../../engine/sql/quote.ts';
import { TABLE_FIXTURES, type TableFixture } from '../../engine/testing/tableCases.ts';
import type { ColumnInfo } from '../../engine/types.ts';
import type { NodeBackend } from '../node/backend.ts';
import { openNative } from '../node/native.ts';
import { explained } from './deviations.ts';
import type { FileRequest, Oracle, ReadAnswer } from './oracle.ts';
import { oracle, runCases, type CaseOutcome, type SparkCase } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-tablecases-'));

interface Written {
  fixture: TableFixture;
  file: FileRequest;
  /** The columns as the unit tests' DuckDB table has them, with Spark's type names. */
  columns: ColumnInfo[];
}

/** A table of `db` as a Parquet file, TIMESTAMP columns as UTC instants (above). */
async function copy(db: NodeBackend, table: string, out: string): Promise<ColumnInfo[]> {
  const columns = await describeTable(db, table);
  const select = columns
    .map((c) =>
      c.duckdbType === 'TIMESTAMP'
        ? `${sqlIdent(c.name)}::TIMESTAMPTZ AS ${sqlIdent(c.name)}`
        : sqlIdent(c.name),
    )
    .join(', ');
  await db.exec(
    `COPY (SELECT ${select} FROM ${sqlIdent(table)}) TO ${sqlString(out)} (FORMAT parquet)`,
  );
  return columns;
}

/** The fixture's tables as Parquet files: its own, and those its documents read by name. */
async function write(fixture: TableFixture, i: number): Promise<Written> {
  const db = await openNative();
  const fileOf = (table: string) => path.join(dir, `fixture-${i}-${table}.parquet`);
  try {
    await db.exec(`SET TimeZone = 'UTC'`);
    await db.exec(fixture.sql);
    const columns = await copy(db, fixture.table, fileOf(fixture.table));
    for (const other of fixture.others ?? []) await copy(db, other, fileOf(other));
    // A sql rule naming the fixture's own table reads its file under that name.
    const named = new RegExp(`\\b(FROM|JOIN|TABLE)\\s+${fixture.table}\\b`, 'i');
    const byName = [
      ...(fixture.cases.some((c) => named.test(c.document)) ? [fixture.table] : []),
      ...(fixture.others ?? []),
    ];
    const file: FileRequest = {
      path: fileOf(fixture.table),
      format: 'parquet',
      ...(byName.length
        ? {
            tables: byName.map((name) => ({
              name,
              path: fileOf(name),
              format: 'parquet' as const,
            })),
          }
        : {}),
    };
    return { fixture, file, columns };
  } finally {
    await db.close();
  }
}

/** Production now (Spark 4), and Spark 3.5 for the cases a unit test judges on that line. */
const ORACLE_OF = { '4': 'spark41', '3.5': 'spark35' } as const;
let o: Oracle;
let o35: Oracle;
let written: Written[] = [];
const readings: ReadAnswer[] = [];
let outcomes: CaseOutcome[] = [];
const started = Date.now();

const casesOf = (w: Written, line: '4' | '3.5'): SparkCase[] =>
  w.fixture.cases
    .filter((c) => (c.spark ?? '4') === line)
    .map((c) => ({
      name: `${w.fixture.name}: ${c.name}`,
      file: w.file,
      document: JSON.parse(c.document) as SparkCase['document'],
      documentText: c.document,
    }));

beforeAll(async () => {
  [o, o35] = await Promise.all([oracle(ORACLE_OF['4']), oracle(ORACLE_OF['3.5'])]);
  written = await Promise.all(TABLE_FIXTURES.map((f, i) => write(f, i)));
  for (const w of written) readings.push(await o.read(w.file));
  // Both lines at once: each oracle is its own Spark.
  const [now, older] = await Promise.all([
    runCases(
      o,
      written.flatMap((w) => casesOf(w, '4')),
    ),
    runCases(
      o35,
      written.flatMap((w) => casesOf(w, '3.5')),
    ),
  ]);
  outcomes = [...now, ...older];
  summarise();
}, 600_000);
afterAll(() => {
  o?.close();
  o35?.close();
});

/** Recorded deviation ids of a differing case, or null when it is unexplained. */
const verdictOf = (x: CaseOutcome) => (x.differences.length === 0 ? [] : explained(x));

function summarise() {
  const recorded = new Map<string, number>();
  let agree = 0;
  let bothStop = 0;
  let differ = 0;
  for (const x of outcomes) {
    const ids = verdictOf(x);
    if (ids === null) differ++;
    else if (ids.length === 0) {
      agree++;
      if (x.production.run_error) bothStop++;
    } else for (const id of ids) recorded.set(id, (recorded.get(id) ?? 0) + 1);
  }
  const deviating = outcomes.length - agree - differ;
  console.log(
    `${outcomes.length} table cases from ${written.length} fixtures: ${agree} agree ` +
      `(${bothStop} of them stop the run on both sides); ${deviating} differ only by a recorded deviation` +
      (recorded.size ? ` (${[...recorded].map(([id, n]) => `${id} ×${n}`).join(', ')})` : '') +
      `; ${differ} differ (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

describe(`the engine suite's table cases on Spark (${TABLE_FIXTURES.length} fixtures)`, () => {
  it('Spark reads each fixture file with the types the unit tests see', () => {
    const seen = written.map((w, i) => ({
      fixture: w.fixture.name,
      spark: readings[i].schema?.map((c) => `${c.name} ${c.type}`) ?? readings[i].message,
    }));
    const expected = written.map((w) => ({
      fixture: w.fixture.name,
      spark: w.columns.map((c) => `${c.name} ${c.sparkType}`),
    }));
    expect(seen).toEqual(expected);
  });

  it.each(TABLE_FIXTURES.map((f) => [f.name, f.cases.length] as const))(
    '%s: its %i cases agree with production, or differ only as RULES.md records',
    (name) => {
      const failing = outcomes
        .filter((x) => x.case.name.startsWith(`${name}: `) && verdictOf(x) === null)
        .map((x) => ({ case: x.case.name, differences: x.differences }));
      expect(failing).toEqual([]);
    },
  );
});
