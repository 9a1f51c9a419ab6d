/**
 * Chart data derived from a run: failed rows per rule, and each metric placed on a number
 * line with the bands its `must_be` and `warn` thresholds draw.
 */
import type { RuleResult, RunResult } from '../engine/types';
import { parseThreshold, satisfies, type Threshold } from './engine';
import { displayStatus, type DisplayStatus } from './summary';
import { metricUnitOf, type MetricUnit } from './units';

/** One bar of the failed-rows chart. */
export interface FailedBar {
  code: string;
  failed: number;
  status: DisplayStatus;
}

/** Failed rows per rule, in report order. */
export function failedBars(run: RunResult): FailedBar[] {
  return run.results.map((r) => ({
    code: r.code,
    failed: r.failed_count,
    status: displayStatus(r),
  }));
}

/** A stretch of the number line and what a value there would be. */
export interface Band {
  from: number;
  to: number;
  outcome: 'pass' | 'warn' | 'fail';
}

/** One metric on its number line. */
export interface MetricLine {
  code: string;
  /** How values read: seconds for freshness, percent for `*_percent`, else plain. */
  unit: MetricUnit;
  value: number;
  status: DisplayStatus;
  mustBe: string;
  warn: string | null;
  domain: [number, number];
  bands: Band[];
}

function edges(t: Threshold): number[] {
  return 'low' in t ? [t.low, t.high] : [t.value];
}

function threshold(text: string | undefined): Threshold | null {
  if (!text) return null;
  const parsed = parseThreshold(text);
  return parsed.ok ? parsed.threshold : null;
}

function outcomeAt(x: number, mustBe: Threshold, warn: Threshold | null): Band['outcome'] {
  if (!satisfies(x, mustBe)) return 'fail';
  return warn && !satisfies(x, warn) ? 'warn' : 'pass';
}

/** Places one metric result on a number line; null when it has no value or threshold. */
export function metricLine(result: RuleResult): MetricLine | null {
  const mustBe = threshold(result.must_be);
  if (!mustBe || result.metric_value === null || !Number.isFinite(result.metric_value)) return null;
  const warn = threshold(result.warn);
  const points = [...edges(mustBe), ...(warn ? edges(warn) : []), result.metric_value];
  const low = Math.min(...points);
  const high = Math.max(...points);
  const pad = Math.max((high - low) * 0.25, Math.abs(high) * 0.1, 1);
  const domain: [number, number] = [low - pad, high + pad];
  // Sample the line finely and merge neighbours with the same outcome into bands.
  const steps = 400;
  const bands: Band[] = [];
  for (let i = 0; i < steps; i += 1) {
    const from = domain[0] + ((domain[1] - domain[0]) * i) / steps;
    const to = domain[0] + ((domain[1] - domain[0]) * (i + 1)) / steps;
    const outcome = outcomeAt((from + to) / 2, mustBe, warn);
    const last = bands[bands.length - 1];
    if (last && last.outcome === outcome) last.to = to;
    else bands.push({ from, to, outcome });
  }
  return {
    code: result.code,
    unit: metricUnitOf(result.rule_type),
    value: result.metric_value,
    status: displayStatus(result),
    mustBe: result.must_be ?? '',
    warn: result.warn ?? null,
    domain,
    bands,
  };
}

/** Every metric rule of the run that can be drawn. */
export function metricLines(run: RunResult): MetricLine[] {
  return run.results.map(metricLine).filter((line): line is MetricLine => line !== null);
}
