import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDateTime, formatInUnit, formatMetric } from './format';

describe('display formatting per language', () => {
  it('groups and separates numbers as each language writes them', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'es')).toBe('1.234.567');
    expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatMetric(2.5, 'en')).toBe('2.5');
    expect(formatMetric(2.5, 'es')).toBe('2,5');
    expect(formatMetric(1234.56789, 'pt-BR')).toBe('1.234,5679');
    expect(formatMetric(null, 'es')).toBe('—');
  });

  it('writes sizes with the language’s decimal separator', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1536, 'es')).toBe('1,5 KB');
    expect(formatBytes(0, 'pt-BR')).toBe('0 bytes');
    expect(formatBytes(1024 ** 3, 'pt-BR')).toBe('1,0 GB');
  });

  it('writes a run time as a local date and time in the language', () => {
    const iso = '2026-03-04T12:06:07.000Z';
    const en = formatDateTime(iso, 'en');
    const es = formatDateTime(iso, 'es');
    expect(en).toMatch(/Mar 4, 2026/);
    expect(es).toMatch(/4 mar 2026/);
    expect(formatDateTime(iso, 'pt-BR')).toMatch(/4 de mar\.? de 2026/);
    expect(formatDateTime('not a date', 'es')).toBe('not a date');
  });

  it('keeps the unit of a metric', () => {
    expect(formatInUnit(12.5, 'percent')).toMatch(/^12[.,]5%$/);
  });
});
