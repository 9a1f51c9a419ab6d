/**
 * Number, size and date formatting for display, in the page's language (Intl): `1,234.5`
 * in English, `1234,5` / `1.234,5` in Spanish, `1.234,5` in Portuguese. Downloaded files
 * never go through here: they keep production's own formatting.
 */
import { currentLanguage } from '../i18n';
import { metricUnitOf, type MetricUnit } from '../stores/units';

/** `1234567` → `1,234,567` (en), `1.234.567` (es, pt-BR). */
export function formatCount(n: number, locale: string = currentLanguage()): string {
  return n.toLocaleString(locale);
}

/** A metric value: integers as counts, others with up to 4 significant decimals. */
export function formatMetric(
  n: number | null | undefined,
  locale: string = currentLanguage(),
): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '—';
  if (Number.isInteger(n)) return formatCount(n, locale);
  return n.toLocaleString(locale, { maximumFractionDigits: 4 });
}

/**
 * `1536` → `1.5 KiB` (en), `1,5 KiB` (es, pt-BR): binary units (1 KiB is 1,024 bytes), one
 * decimal below 10 and none above, plus `extraDigits`.
 */
export function formatBytes(
  bytes: number,
  locale: string = currentLanguage(),
  extraDigits = 0,
): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${formatCount(bytes, locale)} bytes`;
  const digits = (value < 10 ? 1 : 0) + extraDigits;
  const text = value.toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${text} ${units[unit]}`;
}

/** The most decimals {@link formatBytesApart} adds. */
const MAX_EXTRA_DIGITS = 3;

/**
 * Sizes one sentence compares (a file and the limit it exceeds), with as many decimals
 * as it takes, all alike, for sizes that differ to read differently: a file of
 * 1,090,000,000 bytes beside a limit of 1,040,000,000 is `1.02 GiB` and `0.97 GiB`, not
 * `1.0 GiB` twice.
 */
export function formatBytesApart(
  sizes: readonly number[],
  locale: string = currentLanguage(),
): string[] {
  for (let extra = 0; ; extra++) {
    const texts = sizes.map((n) => formatBytes(n, locale, extra));
    const clash = sizes.some((a, i) => sizes.some((b, j) => a !== b && texts[i] === texts[j]));
    if (!clash || extra === MAX_EXTRA_DIGITS) return texts;
  }
}

/** An ISO instant as the reader's local date and time, in the page's language. */
export function formatDateTime(iso: string, locale: string = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** Any cell value as the text a grid shows (arrays as their items joined). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Seconds as the largest sensible unit: `93784` → `1.1 d`. */
export function formatDuration(
  seconds: number | null | undefined,
  locale: string = currentLanguage(),
): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '—';
  const units: [number, string][] = [
    [86400, 'd'],
    [3600, 'h'],
    [60, 'min'],
  ];
  for (const [size, unit] of units) {
    if (Math.abs(seconds) >= size)
      return `${formatMetric(Number((seconds / size).toFixed(1)), locale)} ${unit}`;
  }
  return `${formatMetric(Number(seconds.toFixed(1)), locale)} s`;
}

/** The unit of a rule type's metric (its rule module says it). */
export const metricUnit = metricUnitOf;
export type { MetricUnit };

/** A metric in its unit: seconds as a duration, percentages with `%`. */
export function formatInUnit(
  value: number | null | undefined,
  unit: MetricUnit,
  locale: string = currentLanguage(),
): string {
  if (unit === 'seconds') return formatDuration(value, locale);
  if (unit === 'percent' && value !== null && value !== undefined)
    return `${formatMetric(value, locale)}%`;
  return formatMetric(value, locale);
}

/** A difference of two metrics in their unit, signed: `+1.5 d`, `−2`, `0`. */
export function formatDelta(
  n: number | null,
  unit: MetricUnit,
  locale: string = currentLanguage(),
): string {
  if (n === null) return '—';
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${formatInUnit(Math.abs(n), unit, locale)}`;
}

/**
 * A result's message as the page shows it: a freshness age in the unit its metric is shown
 * in (`= 3,990.3 d`, where production's message and the report file say `= 344766009`,
 * seconds), so one unit reads everywhere on the page. Other messages are as written.
 */
export function shownMessage(
  result: { code: string; rule_type: string; metric_value: number | null; message: string },
  locale: string = currentLanguage(),
): string {
  const { metric_value: value, message } = result;
  if (metricUnit(result.rule_type) !== 'seconds' || value === null) return message;
  const head = `${result.code} = `;
  // The engine writes the value plainly after the code (`= 344766009`, fractions as `1.5`).
  const number = message.startsWith(head)
    ? /^-?\d+(\.\d+)?/.exec(message.slice(head.length))
    : null;
  if (!number || Math.abs(Number(number[0]) - value) > 1e-3) return message;
  return `${head}${formatDuration(value, locale)}${message.slice(head.length + number[0].length)}`;
}
