/**
 * What a table case is: a fixture table (DuckDB SQL), the run clock, and documents run on
 * it. The engine's unit tests read these with their hand-written expectations; the Spark
 * suite (`tablecases.spark.test.ts`) runs the same documents through dqw and production.
 */

import type { SparkLine } from '../../types.ts';

/** One document run on a fixture's table. */
export interface TableCase {
  /** What it shows, unique in its fixture; a unit test finds its document by this name. */
  name: string;
  /** The whole document as JSON text, numbers as written (`1.0` stays `1.0`). */
  document: string;
  /** The run clock when the unit test sets its own, not the fixture's. */
  now?: string;
  /** The Spark line the unit test judges it on, when not production's own (Spark 4). */
  spark?: SparkLine;
}

/** A table built from SQL, its run clock and every document the engine suite runs on it. */
export interface TableFixture {
  /** The unit test file that owns it, for a failing Spark case to point at. */
  name: string;
  /** The table the documents validate. */
  table: string;
  /** DuckDB SQL creating `table`, and `others` when there are. */
  sql: string;
  /** Other tables `sql` creates, which documents read by name (a reference check). */
  others?: string[];
  /** The run clock of the unit tests (ISO 8601, UTC). */
  now: string;
  cases: TableCase[];
}

/** A `validations` document of `rules`, as JSON text. */
export const documentOf = (rules: unknown[], onFailure = 'warn'): string =>
  JSON.stringify({ validations: { on_failure: onFailure, rules } });

/** The case named `name` in `fixture`; a typo fails loudly, not silently. */
export function tableCase(fixture: TableFixture, name: string): TableCase {
  const found = fixture.cases.find((c) => c.name === name);
  if (!found) throw new Error(`no table case "${name}" in ${fixture.name}`);
  return found;
}

/** The document of the case named `name` in `fixture`. */
export const caseDocument = (fixture: TableFixture, name: string): string =>
  tableCase(fixture, name).document;
