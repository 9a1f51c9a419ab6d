/**
 * Chart colours: the page's CSS variables (styles.css), so the charts follow the light or
 * dark theme without re-rendering. SVG `fill` and `stroke` accept `var(...)`.
 */
import type { DisplayStatus } from '../../stores/summary';

/** Fill colour per outcome, the same as the badges and tiles. */
export const STATUS_COLORS: Record<DisplayStatus, string> = {
  pass: 'var(--pass)',
  warn: 'var(--warn)',
  fail: 'var(--fail)',
  error: 'var(--error)',
  unchecked: 'var(--error)',
};

/** Lighter (light theme) or dimmer (dark theme) tints for threshold bands. */
export const BAND_COLORS: Record<'pass' | 'warn' | 'fail', string> = {
  pass: 'var(--band-pass)',
  warn: 'var(--band-warn)',
  fail: 'var(--band-fail)',
};

/** Axis ticks and lines: recharts' defaults are fixed greys that vanish on a dark panel. */
export const AXIS_TICK = { fontSize: 11, fill: 'var(--muted)' } as const;

/** Axis line colour. */
export const AXIS_LINE = 'var(--border-strong)';

/** Grid line colour. */
export const GRID_LINE = 'var(--border)';

/** The hover tooltip's box, text and the bar-hover highlight, in the page's colours. */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--control)',
    border: '1px solid var(--border)',
    borderRadius: 6,
    color: 'var(--text)',
    boxShadow: '0 4px 12px var(--shadow)',
  },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  itemStyle: { color: 'var(--text)' },
  cursor: { fill: 'var(--row-hover)', stroke: 'var(--border)' },
} as const;
