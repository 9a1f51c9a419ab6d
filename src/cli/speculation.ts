/**
 * The streamed run's one-pass speculation: a runner over the backend that notices when a
 * guess made on the file's first rows proves wrong, and then refuses every later query at
 * once, so that the engine's per-rule retries cost nothing.
 * - A value beyond the sampled rows changes a column's type (`REINFER`, see
 *   `src/engine/read/speculate.ts`): the caller starts again with the types inferred from
 *   the whole file.
 * - A value falls outside a key range guessed for a distinct count by bitmap
 *   (`isRangeMiss`, see `src/engine/run/keyRanges.ts`): the caller runs again, hashing.
 * - The file's text is refused past the rows read before (a ragged row, a line too long:
 *   `isCsvReadError`): the caller refuses the file, as a load would have.
 */
import { isCsvReadError } from '../adapters/common/csv.ts';
import {
  isRangeMiss,
  isReinfer,
  REINFER,
  type QueryResult,
  type QueryRunner,
} from '../engine/index.ts';

/** Thrown when a value beyond the sampled rows changed a column's type. */
export class Reinfer extends Error {
  constructor() {
    super(REINFER);
  }
}

/** Thrown when the file's text was refused while the rules read it; `engineError` is DuckDB's. */
export class CsvReadFailure extends Error {
  constructor(readonly engineError: unknown) {
    super('the file could not be read');
  }
}

/** Thrown when the rules met a line of only whitespace, which Spark skips (see `isBlankLineRefusal`). */
export class BlankLines extends Error {
  constructor() {
    super('the file holds lines of only whitespace');
  }
}

/** Thrown when a value fell outside a guessed key range. */
export class RangeMiss extends Error {
  constructor() {
    super('a key value fell outside the range guessed from the first rows');
  }
}

export interface WatchedRunner extends QueryRunner {
  /**
   * Throws what a query met, if anything: `CsvReadFailure` (the file refused) first, then
   * `Reinfer` (a type guess proven wrong) before `RangeMiss` (a key range guess proven
   * wrong), as re-inferring drops the ranges too.
   */
  rethrow(): void;
}

export function watchSpeculation(inner: QueryRunner): WatchedRunner {
  let tripped = false;
  let missed = false;
  let unread: CsvReadFailure | null = null;
  const rethrow = () => {
    if (unread) throw unread;
    if (tripped) throw new Reinfer();
    if (missed) throw new RangeMiss();
  };
  return {
    rethrow,
    async query(sql: string): Promise<QueryResult> {
      rethrow();
      try {
        return await inner.query(sql);
      } catch (e) {
        if (!unread && isCsvReadError(e)) unread = new CsvReadFailure(e);
        tripped ||= isReinfer(e);
        missed ||= isRangeMiss(e);
        rethrow();
        throw e;
      }
    },
  };
}
