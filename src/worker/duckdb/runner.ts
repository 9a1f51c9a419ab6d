/**
 * The engine's {@link QueryRunner} over one DuckDB-WASM connection.
 *
 * Queries go through `send` (a pending query polled from the page) rather than `query`,
 * because only a pending query can be cancelled with `cancelSent`. DuckDB allows one pending
 * query per connection, so calls are queued and run one after the other.
 */
import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { Table } from 'apache-arrow';
import type { QueryResult, QueryRunner } from '../../engine/types';
import { arrowToQueryResult } from '../../adapters/common/arrow';
import { assertAllowedWhenLocked } from '../../adapters/common/guard';
import { QueryCancelled, SerialQueue } from '../../adapters/common/serial';

export { QueryCancelled };

/** A serialized, cancellable runner. `queryArrow` keeps the Arrow table (for downloads). */
export class CancellableRunner implements QueryRunner {
  private queue = new SerialQueue();
  private locked = false;
  /** Whether a query is in DuckDB right now (only then is there anything to interrupt). */
  private sending = false;

  constructor(private readonly conn: AsyncDuckDBConnection) {}

  /** Runs SQL and returns plain rows. */
  async query(sql: string): Promise<QueryResult> {
    return arrowToQueryResult(await this.queryArrow(sql));
  }

  /** Runs SQL and returns the Arrow table as DuckDB produced it. */
  queryArrow(sql: string): Promise<Table> {
    // Session statements DuckDB's lock leaves open are refused once locked (adapters' guard).
    if (this.locked) assertAllowedWhenLocked(sql);
    return this.queue.run(async () => {
      this.sending = true;
      try {
        const reader = await this.conn.send(sql);
        if (!reader) throw new Error('The database worker is not running.');
        const batches = [];
        for await (const batch of reader) batches.push(batch);
        return batches.length > 0 ? new Table(batches) : new Table(reader.schema);
      } finally {
        this.sending = false;
      }
    });
  }

  /** Creates `table` from an Arrow IPC stream, in turn with the queries. */
  insertArrowIpc(table: string, ipc: Uint8Array): Promise<void> {
    return this.queue.run(() =>
      this.conn.insertArrowFromIPCStream(ipc, { name: table, create: true }),
    );
  }

  /** From now on, refuse the statements the lock leaves open. */
  markLocked(): void {
    this.locked = true;
  }

  /** Stops the running query and rejects every queued one with {@link QueryCancelled}. */
  async cancel(): Promise<void> {
    this.queue.cancel();
    // Interrupt only a query that is running: with none pending there is nothing to stop.
    if (this.sending) await this.conn.cancelSent().catch(() => false);
  }
}
