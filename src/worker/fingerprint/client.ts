/**
 * Page-side client of the fingerprint worker: one worker per File ({@link oneShot}),
 * terminated once it answers.
 */
import { oneShot } from '../oneShot';
import type { FingerprintAnswer } from './protocol';

/** Why a fingerprint did not come from the worker. */
export class FingerprintWorkerError extends Error {
  constructor(
    message: string,
    /** True when the worker could not start or died; false when it could not read the file. */
    readonly workerFailed: boolean,
  ) {
    super(message);
    this.name = 'FingerprintWorkerError';
  }
}

function startWorker(): Worker {
  return new Worker(new URL('./fingerprint.worker.ts', import.meta.url), {
    type: 'module',
    name: 'fingerprint',
  });
}

/** The file's content fingerprint, hashed in a worker of its own. */
export async function fingerprintInWorker(file: File): Promise<string> {
  const answer = await oneShot<FingerprintAnswer>(
    startWorker,
    file,
    [],
    'The fingerprint worker stopped unexpectedly.',
  ).answer.catch((error: unknown) => {
    throw new FingerprintWorkerError(error instanceof Error ? error.message : String(error), true);
  });
  if (answer.type === 'error') throw new FingerprintWorkerError(answer.message, false);
  return answer.fingerprint;
}
