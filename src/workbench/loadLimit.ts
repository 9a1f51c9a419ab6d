/**
 * Whether a file fits in the tab before it is loaded, and the sample to offer when it does
 * not. DuckDB-WASM is a wasm32 program: its heap can never pass 4 GiB, and DuckDB's own
 * `memory_limit` in the worker is lower still (80% of what it sees: "3.1 GiB"). A load
 * needs more than the file's size at its peak (the table, the reads' buffers; Parquet's
 * decoded copies), so the largest file that loads is the memory divided by that measured
 * factor.
 */

/** The two kinds of file the workbench loads; they expand differently in memory. */
export type FileKind = 'csv' | 'parquet';

/** wasm32 addresses 4 GiB: no DuckDB-WASM setting can give a tab more. */
export const WASM32_HEAP_BYTES = 4 * 2 ** 30;

/**
 * Peak wasm heap per byte of CSV while loading it with production's type inference.
 * Measured with bench/csv-heap.ts on DuckDB-WASM 1.32 (the page's build and loader, in
 * Node) with the bench's 10-column CSV: 85 MiB peaked at 302 MiB of heap (3.5×, mostly a
 * fixed start-up share), 882 MiB at 1,600 MiB (1.81×), the same when a value on the last
 * line overturns the first rows' guess (the types are then inferred over the file
 * streamed as text, with no text table), and 1,979 MiB at 3,115 MiB (1.57×). Rounded
 * up, so the estimate errs on the side of refusing. (A text table typed afterwards had
 * peaked at about 4 times the file.)
 */
export const CSV_HEAP_PER_BYTE = 2;

/**
 * DuckDB's buffer memory (what `memory_limit` caps) per byte of CSV once loaded: 1.27–1.29
 * at 882 MiB (1,121 MiB of table), 1.35 at 85 MiB.
 */
export const CSV_TABLE_PER_BYTE = 1.3;

/**
 * Peak wasm heap per *decoded* byte of Parquet (the footer-based estimate of the Arrow
 * stream, `RowGroupFacts.decodedBytes`). The page decodes a file with parquet-wasm in its
 * own worker (a wasm32 heap of its own: the file, the Arrow table and the IPC stream's
 * growing buffer), then DuckDB-WASM copies the stream in and builds the table. Measured
 * with bench/parquet-heap.ts on DuckDB-WASM 1.32 and parquet-wasm 0.8 (the page's builds,
 * in Node), files written by DuckDB with snappy: the bench's 10 columns at 1M and 5M rows,
 * a dictionary-heavy file (long texts from a few values) at 3M and 3.8M rows, 5M rows of
 * numbers only, and 1M unique 98-byte texts (105–584 MB decoded). parquet-wasm's heap
 * peaked at 3.0–4.0 times the estimate, DuckDB's at 2.2–2.9: the former is the ceiling.
 * Rounded up to 4.5, as where the stream's doubling buffer lands moves the peak.
 */
export const PARQUET_HEAP_PER_DECODED_BYTE = 4.5;

/**
 * DuckDB's buffer memory (what `memory_limit` caps) per decoded byte once loaded: 1.02–1.21
 * on the same files.
 */
export const PARQUET_TABLE_PER_DECODED_BYTE = 1.3;

/**
 * Decoded bytes per byte of a Parquet file whose footer cannot be read (the load refuses
 * such a file anyway): 2.2–5.1 on the measured files, leaving aside dictionary-heavy ones.
 */
export const PARQUET_ASSUMED_EXPANSION = 5;

/** A sample is this share of the limit, so it loads with room to spare for the runs. */
export const SAMPLE_SHARE_OF_LIMIT = 0.5;

/** And never more than this: a sample is for trying rules, and loads in seconds. */
export const SAMPLE_MAX_BYTES = 256 * 2 ** 20;

/** Units DuckDB writes `memory_limit` in. */
const UNITS: Record<string, number> = {
  b: 1,
  bytes: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** DuckDB's `memory_limit` text ("3.1 GiB", "512.0 MiB") in bytes; null when unreadable. */
export function parseMemorySetting(text: string | null | undefined): number | null {
  const match = /^\s*([\d.]+)\s*([a-z]+)\s*$/i.exec(text ?? '');
  if (!match) return null;
  const unit = UNITS[match[2]!.toLowerCase()];
  const value = Number(match[1]);
  return unit && Number.isFinite(value) && value > 0 ? Math.round(value * unit) : null;
}

/** The `?loadLimit=<bytes>` override of the page's URL; null when absent or not a number. */
export function loadLimitParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('loadLimit');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** What is known of a file before loading it. */
export interface FileFacts {
  name: string;
  size: number;
  kind: FileKind;
  /**
   * Parquet only: its data's decoded bytes as estimated from its footer (not the footer's
   * "uncompressed" size, which counts encoded pages), when the footer could be read.
   */
  decodedBytes?: number | null;
}

/** The verdict on one file, with everything a message needs. */
export interface FitDecision {
  fits: boolean;
  name: string;
  size: number;
  kind: FileKind;
  /** The largest file of this kind (and this compression) the tab is expected to load. */
  limit: number;
  /** That limit as the memory gives it, before any `?loadLimit=` override. */
  estimated: number;
  /** DuckDB's memory limit in the tab, in bytes (never above the wasm32 heap). */
  memory: number;
  /** Peak wasm heap per byte of this file while loading it. */
  factor: number;
  /** Whether the limit is the `?loadLimit=` override (lower than the estimate). */
  overridden: boolean;
  /** The sample to offer, in bytes of the file (CSV) or of its compressed data (Parquet). */
  sampleBytes: number;
}

/** Decoded bytes per byte of `file`: 1 for CSV, from the footer (or assumed) for Parquet. */
export function expansion(file: FileFacts): number {
  if (file.kind === 'csv') return 1;
  return file.decodedBytes && file.size > 0
    ? Math.max(1, file.decodedBytes / file.size)
    : PARQUET_ASSUMED_EXPANSION;
}

/**
 * Decides whether `file` fits. Two ceilings, the lower wins: the wasm32 heap over the
 * kind's peak heap per byte, and DuckDB's `memory_limit` over the loaded table's bytes per
 * byte. `override` (`?loadLimit=`) lowers the limit further.
 */
export function decideFit(
  file: FileFacts,
  memoryLimitBytes: number | null,
  override: number | null = null,
): FitDecision {
  const grow = expansion(file);
  const heapFactor =
    (file.kind === 'csv' ? CSV_HEAP_PER_BYTE : PARQUET_HEAP_PER_DECODED_BYTE) * grow;
  const tableFactor =
    (file.kind === 'csv' ? CSV_TABLE_PER_BYTE : PARQUET_TABLE_PER_DECODED_BYTE) * grow;
  const memory = Math.min(memoryLimitBytes ?? WASM32_HEAP_BYTES, WASM32_HEAP_BYTES);
  const estimated = Math.floor(Math.min(WASM32_HEAP_BYTES / heapFactor, memory / tableFactor));
  const overridden = override !== null && override < estimated;
  const limit = overridden ? override : estimated;
  return {
    fits: file.size <= limit,
    name: file.name,
    size: file.size,
    kind: file.kind,
    limit,
    estimated,
    memory,
    factor: Math.round(heapFactor * 10) / 10,
    overridden,
    sampleBytes: Math.max(1, Math.floor(Math.min(limit * SAMPLE_SHARE_OF_LIMIT, SAMPLE_MAX_BYTES))),
  };
}

/** Whether an error is the database running out of memory (DuckDB's text or wasm's). */
export function isOutOfMemory(error: unknown): boolean {
  // The CSV loader keeps DuckDB's own words apart (`engineMessage`) from its sentence.
  const engine = (error as { engineMessage?: unknown } | null)?.engineMessage;
  const text =
    error instanceof Error
      ? `${error.name} ${error.message} ${typeof engine === 'string' ? engine : ''}`
      : String(error);
  return /out of memory|could not allocate|memory\.grow|cannot enlarge memory|Aborted\(OOM\)|array buffer allocation failed|allocation failed/i.test(
    text,
  );
}
