/**
 * Test helpers for the workbench: a {@link Database} wrapper around a real one that logs
 * every query, can hold a chosen query until it is cancelled or released (a slow query in
 * a serial worker), and can crash the way a dying worker does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryResult } from '../engine/types';
import type { CsvLoadInfo, CsvOptions } from '../adapters/common/csv';
import { QueryCancelled, SerialQueue } from '../adapters/common/serial';
import type { Database, ProgressListener } from './database';
import type { JsonLoadInfo } from '../adapters/common/jsonArrow';
import type { ExcelLoadInfo } from '../adapters/common/excelArrow';
import type { WorkbenchSnapshot } from './types';
import type { ParquetPick, RowGroupFacts } from './parquetSample';
import type { Workbench } from './workbench';

/** A file from disk as the page would get it from a drop. */
export function fileFrom(file: string, name = path.basename(file)): File {
  return new File([readFileSync(file)], name);
}

/** One line of the query log. */
export interface LogEntry {
  sql: string;
  outcome: 'ok' | 'cancelled' | 'failed' | 'pending';
}

/** A real database behind a log, a hold and a crash switch. */
export class WrappedDatabase implements Database {
  readonly log: LogEntry[] = [];
  private queue = new SerialQueue();
  private crashListeners = new Set<(reason: string) => void>();
  private hold: { match: RegExp; release: (() => void) | null } | null = null;
  private holding: { reject: (error: Error) => void } | null = null;
  private heldResolve: (() => void) | null = null;
  private releasing: (() => void) | null = null;
  private crashOnNext = false;
  private dead = false;
  /** Resolves when a held query starts waiting. */
  held: Promise<void> = new Promise(() => undefined);

  constructor(private readonly inner: Database) {}

  /** Lets the held query go on, as a slow query that ends after all. */
  releaseHeld(): void {
    this.releasing?.();
    this.releasing = null;
  }

  /** Holds the next query whose SQL matches `match` until a cancel (or {@link releaseHeld}). */
  holdNext(match: RegExp): void {
    this.hold = { match, release: null };
    this.held = new Promise((resolve) => (this.heldResolve = resolve));
  }

  /** The next query kills the database, as a crashed worker would. */
  crashOnNextQuery(): void {
    this.crashOnNext = true;
  }

  query(sql: string): Promise<QueryResult> {
    const entry: LogEntry = { sql, outcome: 'pending' };
    this.log.push(entry);
    const hold = this.hold && this.hold.match.test(sql) ? this.hold : null;
    if (hold) this.hold = null;
    const work = this.queue.run(async () => {
      if (this.dead) throw new Error('The database worker is not running.');
      if (this.crashOnNext) {
        this.crashOnNext = false;
        this.dead = true;
        // A dead worker takes its memory with it.
        await this.inner.close();
        for (const listener of this.crashListeners) listener('a simulated crash');
        throw new Error('The database worker is not running.');
      }
      if (hold) {
        // A query that takes far longer than the test: only a cancel ends it.
        await new Promise<void>((resolve, reject) => {
          this.holding = { reject };
          this.releasing = resolve;
          this.heldResolve?.();
        });
        this.holding = null;
      }
      return this.inner.query(sql);
    });
    work.then(
      () => (entry.outcome = 'ok'),
      (error) => (entry.outcome = error instanceof QueryCancelled ? 'cancelled' : 'failed'),
    );
    return work;
  }

  loadCsv(file: File, table: string, options: CsvOptions): Promise<CsvLoadInfo> {
    return this.queue.run(() => this.inner.loadCsv(file, table, options));
  }

  parquetRowGroups(file: File): Promise<RowGroupFacts[]> {
    return this.inner.parquetRowGroups(file);
  }

  loadJson(file: File, table: string, multiLine: boolean | null): Promise<JsonLoadInfo> {
    return this.queue.run(() => this.inner.loadJson(file, table, multiLine));
  }

  loadExcel(file: File, table: string, sheet: string | null): Promise<ExcelLoadInfo> {
    return this.queue.run(() => this.inner.loadExcel(file, table, sheet));
  }

  loadParquet(file: File, table: string, pick?: ParquetPick): Promise<void> {
    return this.queue.run(() => this.inner.loadParquet(file, table, pick));
  }

  exportParquet(sql: string, metadata?: Readonly<Record<string, string>>): Promise<Uint8Array> {
    return this.queue.run(() => this.inner.exportParquet(sql, metadata));
  }

  async cancel(): Promise<void> {
    this.queue.cancel();
    this.holding?.reject(new QueryCancelled());
    this.holding = null;
    await this.inner.cancel();
  }

  onProgress(listener: ProgressListener): () => void {
    return this.inner.onProgress(listener);
  }

  onCrash(listener: (reason: string) => void): () => void {
    this.crashListeners.add(listener);
    return () => this.crashListeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.dead) return;
    await this.cancel();
    // In turn: after whatever this queue still runs on the inner database.
    await this.queue.run(async () => {
      this.dead = true;
      await this.inner.close();
    });
  }
}

/** Resolves with the first snapshot that satisfies `test` (the current one included). */
export function until(
  workbench: Workbench,
  test: (snapshot: WorkbenchSnapshot) => boolean,
  timeoutMs = 30_000,
): Promise<WorkbenchSnapshot> {
  return new Promise((resolve, reject) => {
    if (test(workbench.getSnapshot())) return resolve(workbench.getSnapshot());
    const timer = setTimeout(() => {
      off();
      reject(new Error('timed out waiting for the workbench'));
    }, timeoutMs);
    const off = workbench.subscribe((snapshot) => {
      if (!test(snapshot)) return;
      clearTimeout(timer);
      off();
      resolve(snapshot);
    });
  });
}

/**
 * Three rules over the sample (email, age, row count): two documents that differ only in
 * `row_count`'s `min`, whose bound production reads (no must_be there, RULES.md §3).
 */
export const sampleRules = (min: number): string =>
  JSON.stringify({
    validations: {
      rules: [
        { type: 'not_null', columns: ['email'], code: 'email_present' },
        { type: 'range', column: 'age', min: 0, max: 120, code: 'AGE' },
        { type: 'row_count', min },
      ],
    },
  });
