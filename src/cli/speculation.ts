/**
 * The streamed run's one-pass speculation (see `src/engine/read/speculate.ts`): a runner
 * over the backend that notices the view's `REINFER` error, and refuses every later query
 * at once, so that the engine's per-rule retries cost nothing; the caller then starts
 * again with the types inferred from the whole file.
 */
import { isReinfer, REINFER, type QueryResult, type QueryRunner } from '../engine/index.ts';

/** Thrown when a value beyond the sampled rows changed a column's type. */
export class Reinfer extends Error {
  constructor() {
    super(REINFER);
  }
}

export interface WatchedRunner extends QueryRunner {
  /** A query met a value outside the sample's types. */
  readonly tripped: boolean;
}

export function watchReinfer(inner: QueryRunner): WatchedRunner {
  let tripped = false;
  return {
    get tripped() {
      return tripped;
    },
    async query(sql: string): Promise<QueryResult> {
      if (tripped) throw new Reinfer();
      try {
        return await inner.query(sql);
      } catch (e) {
        if (isReinfer(e)) {
          tripped = true;
          throw new Reinfer();
        }
        throw e;
      }
    },
  };
}
