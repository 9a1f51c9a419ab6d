/**
 * One query at a time, cancellable: DuckDB runs one statement per connection, so every
 * backend queues its calls. `cancel()` makes the running call and every queued one reject
 * with {@link QueryCancelled}; calls made after it run normally.
 */

/** Thrown when a query was stopped by a cancel (or superseded by newer work). */
export class QueryCancelled extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'QueryCancelled';
  }
}

/** A queue of jobs run one after the other, with a cancel that drops what is in it. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private generation = 0;

  /** Runs `job` after every job queued before it. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const run = async () => {
      if (generation !== this.generation) throw new QueryCancelled();
      try {
        const result = await job();
        if (generation !== this.generation) throw new QueryCancelled();
        return result;
      } catch (error) {
        // DuckDB reports an interrupted query in its own words; callers need one signal.
        if (generation !== this.generation) throw new QueryCancelled();
        throw error;
      }
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Rejects the running job's result and every queued job. */
  cancel(): void {
    this.generation += 1;
  }
}
