/**
 * One request, one worker: the worker is started for the request and terminated as soon as
 * it answers, fails or is stopped. Nothing a request leaves in a worker (a grown wasm heap,
 * a half-read file) can reach the next one, and there is no shared worker to retire while
 * another request arrives. The price is a worker's start-up per request (and, for a wasm
 * program, an instantiation: hand the worker a compiled module rather than a URL).
 */

/**
 * The worker died before answering: its script did not load, or it trapped or ran out of
 * memory outside the request's own error handling. `detail` is the browser's message, if any.
 */
export class WorkerStopped extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(detail ?? message);
    this.name = 'WorkerStopped';
  }
}

/** A request running on its own worker. */
export interface OneShot<T> {
  /**
   * The worker's one answer; rejects with {@link WorkerStopped} if the worker cannot start
   * or dies, with the reason given to `stop` if it is stopped.
   */
  answer: Promise<T>;
  /** Terminates the worker; `answer` rejects with `reason` unless it has settled already. */
  stop(reason: string): void;
}

/**
 * Starts a worker with `start`, posts `message` (transferring `transfer`) and waits for
 * its first message. `crashed` is the message when the worker dies without one of its own
 * (a script that does not load, a wasm trap, an out-of-memory).
 */
export function oneShot<T>(
  start: () => Worker,
  message: unknown,
  transfer: Transferable[],
  crashed: string,
): OneShot<T> {
  let worker: Worker | null = null;
  let settle: (outcome: { value: T } | { error: Error }) => void = () => undefined;
  const answer = new Promise<T>((resolve, reject) => {
    settle = (outcome) => {
      settle = () => undefined;
      worker?.terminate();
      if ('value' in outcome) resolve(outcome.value);
      else reject(outcome.error);
    };
  });
  try {
    worker = start();
    worker.onmessage = (event: MessageEvent<T>) => settle({ value: event.data });
    worker.onerror = (event) =>
      settle({ error: new WorkerStopped(crashed, event.message || null) });
    worker.onmessageerror = () => settle({ error: new WorkerStopped(crashed, null) });
    worker.postMessage(message, transfer);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    settle({ error: new WorkerStopped(crashed, detail) });
  }
  return { answer, stop: (reason) => settle({ error: new Error(reason) }) };
}
