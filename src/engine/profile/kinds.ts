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

/** Column names that read as a key (`id`, `customer_id`, `sku`, `userId`…). */
export const KEY_NAME = /(^|[_\s-])(id|key|code|uuid|guid|cpf|cnpj|sku)$|^id[_\s-]|Id$/i;

/**
 * Named formats from the most to the least specific: a `valid_format` suggestion takes
 * the first that fits, and a near-distinct column counts exactly only the first ones.
 */
export const FORMAT_PREFERENCE: readonly string[] = [
  'email',
  'uuid',
  'url',
  'ipv4',
  'cpf',
  'cnpj',
  'timestamp',
  'date',
  'credit_card',
  'phone',
  'integer',
  'decimal',
  'percentage',
  'boolean',
  'alphanumeric',
];
