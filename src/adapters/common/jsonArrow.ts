/**
 * A JSON file read as Spark reads it (`src/engine/read/json/`), as an Arrow IPC stream
 * DuckDB takes in (DuckDB-WASM has no json extension, and must not download one), and the
 * casts that give decimals their type once loaded: they cross as text, exact.
 */
import { Bool, Field, Float64, Int64, List, Struct, Utf8, type DataType } from 'apache-arrow';
import { columnsToIpc } from './columnsIpc';
import { duckdbTypeOf, holdsDecimal, type JsonType } from '../../engine/read/json/types';
import type { JsonRead } from '../../engine/read/json/read';
import { sqlIdent } from '../../engine/sql/quote';

/** What a JSON load says of the file: the read without its values. */
export type JsonLoadInfo = Omit<JsonRead, 'columns'>;

/** The statements that load an Arrow stream of a JSON read into `table`, then its casts. */
export async function loadJsonIpc(
  runner: {
    insertArrowIpc(table: string, ipc: Uint8Array): Promise<void>;
    query(sql: string): Promise<unknown>;
  },
  table: string,
  ipc: Uint8Array,
  info: JsonLoadInfo,
): Promise<void> {
  await runner.insertArrowIpc(table, ipc);
  for (const sql of jsonDecimalCasts(table, info)) await runner.query(sql);
}

function arrowType(t: JsonType): DataType {
  switch (t.kind) {
    case 'bigint':
      return new Int64();
    case 'double':
      return new Float64();
    case 'boolean':
      return new Bool();
    case 'array':
      return new List(new Field('item', arrowType(t.element), true));
    case 'struct':
      return new Struct(t.fields.map((f) => new Field(f.name, arrowType(f.type), true)));
    default:
      // Strings, and decimals as their exact text.
      return new Utf8();
  }
}

/** The read's rows as an Arrow IPC stream, one column per field in Spark's order. */
export function jsonToArrowIpc(read: Pick<JsonRead, 'fields' | 'columns'>): Uint8Array {
  return columnsToIpc(read.fields, read.columns, (f) => arrowType(f.type));
}

/** The statements that give the loaded `table` its decimal columns (none without one). */
export function jsonDecimalCasts(table: string, read: Pick<JsonRead, 'fields'>): string[] {
  return read.fields
    .filter((f) => holdsDecimal(f.type))
    .map(
      (f) =>
        `ALTER TABLE ${sqlIdent(table)} ALTER COLUMN ${sqlIdent(f.name)} TYPE ${duckdbTypeOf(f.type)}`,
    );
}
