import { isNumericType, isTemporalType, isTextType } from '../catalog';
import type { ColumnKind } from './types';

/** How a DuckDB type is profiled. */
export function kindOf(duckdbType: string): ColumnKind {
  if (isNumericType(duckdbType)) return 'number';
  if (isTextType(duckdbType)) return 'text';
  if (isTemporalType(duckdbType)) return 'temporal';
  if (/^BOOL/i.test(duckdbType.trim())) return 'boolean';
  return 'other';
}

/** True for whole-number types (where a histogram bucket of width 1 makes sense). */
export function isWholeNumberType(duckdbType: string): boolean {
  return /^U?(TINY|SMALL|BIG|HUGE)?INT(EGER)?$/i.test(duckdbType.trim());
}
