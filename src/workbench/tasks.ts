/**
 * The workbench's one queue of work on its database. Every piece of work — a run, the
 * quarantine, a load, a profile, a comparison, an export's round trip, a lesson check, a
 * history record, a download — is a task of a kind. A task gets a narrow query interface
 * (statements, a Parquet export; never the database itself) and an AbortSignal.
 *
 * - A new task cancels only the older task of its own kind still in flight, and only
 *   for kinds whose newer work makes the older worthless (a run, a profile…; never a
 *   download or a history record). A new run never cancels a profile in flight.
 * - DuckDB runs one statement per connection: the queue sends one step at a time, so a
 *   cancel stops a step of the cancelled task and nothing else. The next step waits for
 *   the cancel to be done, so it cannot land on another task's statement.
 * - Priority orders the work: while a task of a higher priority is in flight, the steps
 *   of lower ones wait (a run's statements all go before the next batch of a profile
 *   started earlier); tasks of one priority take turns, step by step, in order. A task
 *   waits its turn to start the same way. So a task must never wait for a task of lower
 *   priority: it would wait for ever. A statement of lower priority running when higher
 *   work arrives is stopped and sent again after it (an edit does not wait for a slow
 *   profile batch); a load's step is never stopped for another task.
 * - A failed step fails its task alone; the queue goes on.
 */
import type { QueryResult, QueryRunner } from '../engine/types';
import { QueryCancelled, type Database } from './database';

/** What a task is for; a newer task cancels the older of its kind when {@link SUPERSEDES}. */
export type TaskKind =
  | 'load'
  | 'run'
  | 'quarantine'
  | 'profile'
  | 'compare'
  | 'drift'
  | 'export'
  | 'lesson'
  | 'author'
  | 'history'
  | 'download'
  | 'scratch'
  | 'reference';

/** Whether a newer task of a kind makes the older one still in flight worthless. */
const SUPERSEDES: Record<TaskKind, boolean> = {
  load: true,
  run: true,
  quarantine: true,
  profile: true,
  compare: true,
  drift: true,
  export: true,
  lesson: true,
  author: true,
  history: false,
  download: false,
  scratch: true,
  reference: false,
};

/** Higher goes first: what the user waits on, then what panels show, then the rest. */
export const PRIORITY = { visible: 2, panel: 1, background: 0 } as const;

/** A task's priority: one of {@link PRIORITY}, or any number (higher first). */
export type TaskPriority = number;

/** The statements a task may send, each in turn with every other task's. */
export interface TaskQueries extends QueryRunner {
  query(sql: string): Promise<QueryResult>;
  /** The rows of `sql` as a Parquet file, `metadata` in its footer's key-value metadata. */
  exportParquet(sql: string, metadata?: Readonly<Record<string, string>>): Promise<Uint8Array>;
}

/** What a task's work gets: its queries and the signal that says it was cancelled. */
export interface TaskContext extends TaskQueries {
  readonly signal: AbortSignal;
}

/** The workbench's own tasks may also hold the database for a step of many statements. */
export interface OwnTaskContext extends TaskContext {
  /** Runs `step` on the database alone (a load); cancelling the task stops it. */
  exclusive<T>(step: (db: Database) => Promise<T>): Promise<T>;
}

interface Task {
  kind: TaskKind;
  priority: TaskPriority;
  controller: AbortController;
}

interface Step {
  task: Task;
  /** Null: the task's turn to start, which needs no database. */
  run: ((db: Database) => Promise<unknown>) | null;
  /** A statement that only reads (or can run twice): a higher priority may stop and resend it. */
  restartable: boolean;
  /** Stopped for a task of higher priority: it goes again after it. */
  preempted: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The one queue of a workbench's work on its database. */
export class TaskQueue {
  private waiting: Step[] = [];
  private running: { step: Step; db: Database | null } | null = null;
  /** The cancel of the running step, which the next step waits for. */
  private cancelling: Promise<void> = Promise.resolve();
  private inFlight = new Set<Task>();

  constructor(private readonly database: () => Promise<Database>) {}

  /**
   * Runs `work` as a task of `kind`: it cancels the older task of that kind when newer
   * work supersedes it, waits its turn, and rejects with {@link QueryCancelled} once
   * cancelled (its late answer is dropped).
   */
  task<T>(
    kind: TaskKind,
    priority: TaskPriority,
    work: (context: OwnTaskContext) => Promise<T>,
  ): Promise<T> {
    if (SUPERSEDES[kind]) this.cancel(kind);
    const task: Task = { kind, priority, controller: new AbortController() };
    this.inFlight.add(task);
    this.preemptFor(task);
    const context: OwnTaskContext = {
      signal: task.controller.signal,
      query: (sql) => this.step(task, (db) => db.query(sql), true),
      exportParquet: (sql, metadata) =>
        this.step(task, (db) => db.exportParquet(sql, metadata), true),
      exclusive: (step) => this.step(task, step, false),
    };
    const done = (async () => {
      await this.step(task, null);
      const result = await work(context);
      if (task.controller.signal.aborted) throw new QueryCancelled();
      return result;
    })();
    const settled = () => {
      this.inFlight.delete(task);
      this.pump();
    };
    done.then(settled, settled);
    return done;
  }

  /** Cancels the tasks of `kind` in flight (of the kinds it accepts; every task when absent). */
  cancel(kind?: TaskKind | ((kind: TaskKind) => boolean)): void {
    const matches = typeof kind === 'function' ? kind : (k: TaskKind) => !kind || k === kind;
    for (const task of [...this.inFlight]) if (matches(task.kind)) this.abort(task);
  }

  private abort(task: Task): void {
    this.inFlight.delete(task);
    if (task.controller.signal.aborted) return;
    task.controller.abort(new QueryCancelled());
    this.waiting = this.waiting.filter((step) => {
      if (step.task !== task) return true;
      step.reject(new QueryCancelled());
      return false;
    });
    const running = this.running;
    // The running step is this task's alone: stopping the database stops nothing else.
    if (running?.step.task === task && running.db) {
      const db = running.db;
      this.cancelling = this.cancelling.then(() => db.cancel()).catch(() => undefined);
    }
    this.pump();
  }

  /**
   * A task of higher priority than the running statement's does not wait for it: the
   * statement is stopped in the database and sent again once the higher work is done.
   * Only a restartable statement is (a load is never stopped half-way for another task).
   */
  private preemptFor(task: Task): void {
    const running = this.running;
    if (!running?.db || running.step.preempted || !running.step.restartable) return;
    if (running.step.task.priority >= task.priority) return;
    running.step.preempted = true;
    const db = running.db;
    this.cancelling = this.cancelling.then(() => db.cancel()).catch(() => undefined);
  }

  private step<T>(
    task: Task,
    run: ((db: Database) => Promise<T>) | null,
    restartable = false,
  ): Promise<T> {
    if (task.controller.signal.aborted) return Promise.reject(new QueryCancelled());
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        task,
        run,
        restartable,
        preempted: false,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.pump();
    });
  }

  /**
   * When no step runs, starts the first waiting step of the highest priority in flight
   * (steps wait in the order they were asked for); none while that task is busy otherwise.
   */
  private pump(): void {
    if (this.running || this.waiting.length === 0) return;
    let top = -Infinity;
    for (const task of this.inFlight) top = Math.max(top, task.priority);
    const next = this.waiting.findIndex((step) => step.task.priority >= top);
    if (next < 0) return;
    const [step] = this.waiting.splice(next, 1);
    this.running = { step, db: null };
    void this.execute(step).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async execute(step: Step): Promise<void> {
    const { signal } = step.task.controller;
    try {
      await this.cancelling;
      if (signal.aborted) throw new QueryCancelled();
      let result: unknown;
      if (step.run) {
        const db = await this.database();
        if (signal.aborted) throw new QueryCancelled();
        this.running = { step, db };
        result = await step.run(db);
      }
      if (signal.aborted) throw new QueryCancelled();
      step.resolve(result);
    } catch (error) {
      if (step.preempted && !signal.aborted) {
        // Stopped for higher work: first in line again once that work is done.
        step.preempted = false;
        this.waiting.unshift(step);
        return;
      }
      step.reject(signal.aborted ? new QueryCancelled() : error);
    }
  }
}
