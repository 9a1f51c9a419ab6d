/**
 * JSON worker. DuckDB-WASM 1.32 has no json extension (and must never download one): a
 * JSON or JSON Lines file is read here, off the page's thread, as Spark reads it
 * (`src/engine/read/json/`), and crosses to DuckDB as Arrow IPC. One worker per file.
 */
import { readJsonBytes, JsonReadError } from '../../engine/read/json/read';
import { jsonToArrowIpc } from '../../adapters/common/jsonArrow';
import type { JsonJob, JsonResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<JsonJob>) => void) | null;
  postMessage(message: JsonResponse, transfer?: Transferable[]): void;
};

scope.onmessage = async (event) => {
  try {
    const { file, multiLine } = event.data;
    const { columns, ...info } = readJsonBytes(new Uint8Array(await file.arrayBuffer()), multiLine);
    const ipc = jsonToArrowIpc({ fields: info.fields, columns });
    scope.postMessage({ type: 'read', ipc, info }, [ipc.buffer]);
  } catch (e) {
    scope.postMessage(
      e instanceof JsonReadError
        ? { type: 'refused', refusal: e.refusal }
        : { type: 'error', message: e instanceof Error ? e.message : String(e) },
    );
  }
};
