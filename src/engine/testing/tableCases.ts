/**
 * Every table case of the engine suite: each fixture a unit test builds in DuckDB, with
 * the documents it runs there. The unit tests hold the expectations; the Spark suite
 * (`src/adapters/spark/tablecases.spark.test.ts`) lets production judge the same cases.
 */
import type { TableFixture } from './table-cases/case.ts';
import { CONFORMANCE, NUMBER_TEXT } from './table-cases/conformance.ts';
import { PRODUCTION_VERDICTS } from './table-cases/production-verdicts.ts';
import { SEMANTICS } from './table-cases/semantics.ts';
import { REFERENCE } from './table-cases/reference.ts';
import { FRESHNESS_SECOND, SCRATCH, UNREADABLE_COLUMNS } from './table-cases/small.ts';

export type { TableCase, TableFixture } from './table-cases/case.ts';

export const TABLE_FIXTURES: TableFixture[] = [
  SEMANTICS,
  CONFORMANCE,
  NUMBER_TEXT,
  PRODUCTION_VERDICTS,
  FRESHNESS_SECOND,
  UNREADABLE_COLUMNS,
  REFERENCE,
  SCRATCH,
];
