import { describe, expect, it } from 'vitest';
import {
  bigintToPlain,
  bytesToHex,
  decimalToNumber,
  formatDate,
  formatTime,
  formatTimestamp,
} from './values.ts';

describe('plain value rendering shared by both adapters', () => {
  it('keeps integers exact: number when safe, decimal text beyond 2^53', () => {
    expect(bigintToPlain(42n)).toBe(42);
    expect(bigintToPlain(-(2n ** 53n) + 1n)).toBe(-(2 ** 53) + 1);
    expect(bigintToPlain(12345678901234567890n)).toBe('12345678901234567890');
  });

  it('turns DECIMAL unscaled values into the nearest double', () => {
    expect(decimalToNumber(125n, 2)).toBe(1.25);
    expect(decimalToNumber(-5n, 3)).toBe(-0.005);
    expect(decimalToNumber(110n, 2)).toBe(1.1);
    expect(decimalToNumber(7n, 0)).toBe(7);
  });

  it('formats DATE, TIME and TIMESTAMP as DuckDB prints them', () => {
    expect(formatDate(0)).toBe('1970-01-01');
    expect(formatDate(20_457)).toBe('2026-01-04');
    expect(formatDate(-1)).toBe('1969-12-31');
    expect(formatDate(2_147_483_647)).toBe('infinity');
    expect(formatTime(3_723_000_000n)).toBe('01:02:03');
    expect(formatTime(3_723_120_000n)).toBe('01:02:03.12');
    expect(formatTimestamp(1_704_164_645_123_456n)).toBe('2024-01-02 03:04:05.123456');
    expect(formatTimestamp(0n, true)).toBe('1970-01-01 00:00:00+00');
    expect(formatTimestamp(-1n)).toBe('1969-12-31 23:59:59.999999');
  });

  it('renders BLOB bytes as lowercase hex', () => {
    expect(bytesToHex(new Uint8Array([0xaa, 0x00, 0x0f]))).toBe('aa000f');
  });
});
