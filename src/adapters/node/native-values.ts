/**
 * node-api values → the same plain JS values the DuckDB-WASM adapter produces from
 * Arrow (see `shared/values.ts`), so the engine sees identical rows on both backends.
 */
import {
  DuckDBArrayValue,
  DuckDBBlobValue,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBIntervalValue,
  DuckDBListValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBTimeValue,
  DuckDBUnionValue,
  type DuckDBValue,
} from '@duckdb/node-api';
import {
  bigintToPlain,
  bytesToHex,
  decimalToNumber,
  formatDate,
  formatTime,
  formatTimestamp,
} from '../common/values.ts';

/** One native value as a plain JS value (numbers, strings, booleans, null, arrays, objects). */
export function plainValue(v: DuckDBValue): unknown {
  if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string')
    return v;
  if (typeof v === 'bigint') return bigintToPlain(v);
  if (v instanceof DuckDBDecimalValue) {
    // Whole decimals stay exact integers, as HUGEINT (DECIMAL(38,0) in DuckDB-WASM) does.
    return v.scale === 0 ? bigintToPlain(v.value) : decimalToNumber(v.value, v.scale);
  }
  if (v instanceof DuckDBDateValue) return formatDate(v.days);
  if (v instanceof DuckDBTimestampTZValue) return formatTimestamp(v.micros, true);
  if (v instanceof DuckDBTimestampValue) return formatTimestamp(v.micros);
  if (v instanceof DuckDBTimestampSecondsValue) return formatTimestamp(v.seconds * 1_000_000n);
  if (v instanceof DuckDBTimestampMillisecondsValue) return formatTimestamp(v.millis * 1000n);
  if (v instanceof DuckDBTimestampNanosecondsValue) return formatTimestamp(v.nanos / 1000n);
  if (v instanceof DuckDBTimeValue) return formatTime(v.micros);
  if (v instanceof DuckDBBlobValue) return bytesToHex(v.bytes);
  if (v instanceof DuckDBListValue || v instanceof DuckDBArrayValue) return v.items.map(plainValue);
  if (v instanceof DuckDBStructValue) {
    return Object.fromEntries(Object.entries(v.entries).map(([k, x]) => [k, plainValue(x)]));
  }
  if (v instanceof DuckDBMapValue) {
    return Object.fromEntries(
      v.entries.map((e) => [String(plainValue(e.key)), plainValue(e.value)]),
    );
  }
  if (v instanceof DuckDBIntervalValue)
    return { months: v.months, days: v.days, micros: bigintToPlain(v.micros) };
  if (v instanceof DuckDBUnionValue) return plainValue(v.value);
  // UUID, BIT, TIME WITH TIME ZONE, …: DuckDB's own text.
  return String(v);
}
