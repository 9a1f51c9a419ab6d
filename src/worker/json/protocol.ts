/**
 * Typed messages between the page and the JSON worker: one file in, its rows as Arrow
 * IPC (read as Spark reads JSON) or the reason it cannot be read, out.
 */
import type { JsonLoadInfo } from '../../adapters/common/jsonArrow';
import type { JsonRefusal } from '../../engine/read/json/why';

/** Page → worker: the file, and the pipeline's `input.options.multiLine` (null: not set). */
export interface JsonJob {
  file: Blob;
  multiLine: boolean | null;
}

/** Worker → page. */
export type JsonResponse =
  | { type: 'read'; ipc: Uint8Array; info: JsonLoadInfo }
  /** Why, as facts (the page names the file and words them). */
  | { type: 'refused'; refusal: JsonRefusal }
  | { type: 'error'; message: string };
