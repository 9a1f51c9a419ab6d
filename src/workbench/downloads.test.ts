/** Downloads are named after the data file they cover, safely for any file system. */
import { describe, expect, it } from 'vitest';
import { fileStem } from './downloads';

describe('fileStem', () => {
  it('drops the data extension, a compressed one included', () => {
    expect(fileStem('orders 2025.csv')).toBe('orders 2025');
    expect(fileStem('events.parquet')).toBe('events');
    expect(fileStem('batch.csv.gz')).toBe('batch');
    expect(fileStem('notes.v2.ndjson')).toBe('notes.v2');
    expect(fileStem('vendas_março.CSV')).toBe('vendas_março');
  });
  it('replaces what a file system refuses, and falls back when nothing is left', () => {
    expect(fileStem('a/b:c*?.csv')).toBe('a_b_c_');
    expect(fileStem('tab\there.csv')).toBe('tab_here');
    expect(fileStem('.csv')).toBe('validation');
    expect(fileStem(null)).toBe('validation');
  });
});
