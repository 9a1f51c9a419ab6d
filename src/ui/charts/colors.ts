/**
 * Chart colours, matching the badges in styles.css.
 */
import type { DisplayStatus } from '../../stores/summary';

/** Fill colour per outcome. */
export const STATUS_COLORS: Record<DisplayStatus, string> = {
  pass: '#2f9e63',
  warn: '#d99a1e',
  fail: '#d64545',
  error: '#7048c4',
};

/** Lighter tints for threshold bands. */
export const BAND_COLORS: Record<'pass' | 'warn' | 'fail', string> = {
  pass: '#c9ecd7',
  warn: '#f7e2ad',
  fail: '#f5caca',
};
