/**
 * Page-side client of the fingerprint worker: one worker per File ({@link oneShot}),
 * terminated once it answers.
 */
import { oneShot } from '../oneShot';
import type { FingerprintAnswer } from './protocol';

function startWorker(): Worker {
  return new Worker(new URL('./fingerprint.worker.ts', import.meta.url), {
    type: 'module',
    name: 'fingerprint',
  });
}

/**
 * The file's content fingerprint, hashed in a worker of its own. Rejects with
 * `WorkerStopped` if the worker cannot start or dies, or with the reader's message if the
 * file cannot be read.
 */
export async function fingerprintInWorker(file: File): Promise<string> {
  const job = oneShot<FingerprintAnswer>(
    startWorker,
    file,
    [],
    'The fingerprint worker stopped unexpectedly.',
  );
  const answer = await job.answer;
  if (answer.type === 'error') throw new Error(answer.message);
  return answer.fingerprint;
}
