/**
 * Number and size formatting for display (en-US grouping, no locale surprises in tests).
 */

/** `1234567` → `1,234,567`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A metric value: integers as counts, others with up to 4 significant decimals. */
export function formatMetric(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '—';
  if (Number.isInteger(n)) return formatCount(n);
  return n.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

/** `1536` → `1.5 KB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Any cell value as the text a grid shows (arrays as their items joined). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Seconds as the largest sensible unit: `93784` → `1.1 d`. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '—';
  const units: [number, string][] = [
    [86400, 'd'],
    [3600, 'h'],
    [60, 'min'],
  ];
  for (const [size, unit] of units) {
    if (Math.abs(seconds) >= size)
      return `${formatMetric(Number((seconds / size).toFixed(1)))} ${unit}`;
  }
  return `${formatMetric(Number(seconds.toFixed(1)))} s`;
}

/** A metric in its unit: seconds as a duration, percentages with `%`. */
export function formatInUnit(value: number | null, unit: 'seconds' | 'percent' | 'plain'): string {
  if (unit === 'seconds') return formatDuration(value);
  if (unit === 'percent' && value !== null) return `${formatMetric(value)}%`;
  return formatMetric(value);
}
