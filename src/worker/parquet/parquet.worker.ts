/**
 * Parquet worker. DuckDB-WASM 1.32 has no parquet extension built in (and must never
 * download one), so Parquet is read and written with parquet-wasm here, off the page's
 * thread, and crosses to DuckDB as Arrow IPC. The page starts one worker per request and
 * terminates it after the answer (`client.ts`), so every decode starts on a fresh wasm heap.
 */
import * as parquetWasm from 'parquet-wasm/esm';
import init, {
  Compression,
  readParquet,
  Table,
  writeParquet,
  WriterPropertiesBuilder,
} from 'parquet-wasm/esm';
import { int96AsFixedBinary, int96BlobAsFixedBinary } from '../../adapters/common/int96';
import type { ParquetJob, ParquetRequest, ParquetResponse } from './protocol';
import { readParquetPick } from '../../adapters/common/parquetPick';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParquetJob>) => void) | null;
  postMessage(message: ParquetResponse, transfer?: Transferable[]): void;
};

async function handle(request: ParquetRequest): Promise<void> {
  if (request.type === 'decode' && request.pick) {
    // A sample: only the picked row groups' byte ranges are read from the file.
    const { file, columns: int96 } = await int96BlobAsFixedBinary(request.file);
    const ipc = await readParquetPick(parquetWasm, file, request.pick);
    scope.postMessage({ type: 'decoded', ipc, int96 }, [ipc.buffer]);
    return;
  }
  if (request.type === 'decode') {
    // INT96 columns cross as raw bytes: arrow-rs would make them nanoseconds and wrap
    // dates outside 1677–2262; DuckDB converts them as Spark reads them.
    const { file, columns: int96 } = int96AsFixedBinary(
      new Uint8Array(await request.file.arrayBuffer()),
    );
    const ipc = readParquet(file).intoIPCStream();
    scope.postMessage({ type: 'decoded', ipc, int96 }, [ipc.buffer]);
    return;
  }
  const table = Table.fromIPCStream(request.ipc);
  let builder = new WriterPropertiesBuilder().setCompression(Compression.SNAPPY);
  const metadata = Object.entries(request.metadata ?? {});
  if (metadata.length) builder = builder.setKeyValueMetadata(new Map(metadata));
  const properties = builder.build();
  const parquet = writeParquet(table, properties);
  scope.postMessage({ type: 'encoded', parquet }, [parquet.buffer]);
}

scope.onmessage = (event) => {
  const { wasm, request } = event.data;
  init({ module_or_path: wasm })
    .then(() => handle(request))
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ type: 'error', message });
    });
};
