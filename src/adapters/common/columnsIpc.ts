/**
 * Columns of values read in JavaScript (a JSON file, an Excel sheet) as an Arrow IPC stream
 * DuckDB takes in: one Arrow column per field, in the fields' order.
 */
import { Table, tableToIPC, vectorFromArray, type DataType, type Vector } from 'apache-arrow';

/** `columns[i]` holds the values of `fields[i]`, built as the Arrow type `typeOf` gives it. */
export function columnsToIpc<F extends { name: string }>(
  fields: readonly F[],
  columns: readonly (readonly unknown[])[],
  typeOf: (field: F) => DataType,
): Uint8Array {
  const vectors: Record<string, Vector> = {};
  fields.forEach((f, i) => {
    vectors[f.name] = vectorFromArray(columns[i] as unknown[], typeOf(f)) as Vector;
  });
  return tableToIPC(new Table(vectors), 'stream');
}
