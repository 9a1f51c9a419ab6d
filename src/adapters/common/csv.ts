/**
 * CSV reading shared by every backend (browser worker, WASM in Node, native): the file is
 * read the way production reads it (RULES.md §9), Spark's CSV schema inference included.
 *
 * One way in, in three steps. File → facts (`csv/facts.ts`): production's read options
 * over the caller's choices, the encoding, the sniffed dialect and the header as written,
 * with empty / column-less / ragged files refused in plain words. Facts → plan
 * (`src/engine/read/`, no database): each column's Spark type and why, the warnings, the
 * refusals. Plan → load (`csv/load.ts`) or view (`csv/view.ts`): the file read once into a
 * real TABLE (the engine relies on `rowid` for order) or a VIEW, every column typed as
 * Spark infers it or as a DDL schema gives it. Only the DuckDB calls live here.
 */
export {
  CsvLoadError,
  type CsvErrorKind,
  type CsvLoadInfo,
  type CsvOptions,
  type CsvViewInfo,
} from '../../engine/index.ts';
export { CONVERT_BATCH, CONVERT_TEXT } from './csv/convert.ts';
export { isCsvReadError } from './csv/errors.ts';
export { loadCsv } from './csv/load.ts';
export { isBlankLineRefusal } from './csv/shape.ts';
export { DEFAULT_MAX_LINE_SIZE, LONG_LINE_LIMIT } from './csv/sql.ts';
export { WIDE_FIELDS } from './csv/sniff.ts';
export { csvReadRefusal, csvView } from './csv/view.ts';
