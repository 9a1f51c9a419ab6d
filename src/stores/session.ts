/**
 * The one database session of the page. It starts DuckDB-WASM lazily and, when its worker
 * crashes, starts a fresh one and tells the listeners (the dataset store reloads its file;
 * the rules live in their own store and in localStorage, so nothing is lost).
 */
import { WorkbenchDatabase } from '../worker/database';

type CrashListener = (reason: string) => void;

let current: Promise<WorkbenchDatabase> | null = null;
const crashListeners = new Set<CrashListener>();

function start(): Promise<WorkbenchDatabase> {
  const opening = WorkbenchDatabase.open((reason) => {
    if (current !== opening) return; // a crash of an instance already replaced
    current = null;
    for (const listener of crashListeners) listener(reason);
  });
  opening.catch(() => {
    if (current === opening) current = null;
  });
  return opening;
}

/** The running database, started on first use. */
export function getDatabase(): Promise<WorkbenchDatabase> {
  current ??= start();
  return current;
}

/** Subscribes to worker crashes; returns the unsubscribe function. */
export function onDatabaseCrash(listener: CrashListener): () => void {
  crashListeners.add(listener);
  return () => crashListeners.delete(listener);
}

/**
 * Kills the database worker as a crash would (used by the crash-recovery e2e test, and
 * handy when wasm memory has grown: only a new worker gives it back).
 */
export async function crashDatabase(): Promise<void> {
  const db = await getDatabase();
  const opening = current;
  current = null;
  await db.close();
  if (opening) for (const listener of crashListeners) listener('the database worker was stopped');
}
