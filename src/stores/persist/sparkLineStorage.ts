/**
 * The Spark line production runs on, as the user chose it, in localStorage: the next visit
 * gives the same verdicts.
 */
import type { SparkLine } from '../../engine/types';

/** The localStorage key. */
export const SPARK_LINE_KEY = 'dqw.sparkLine.v1';

/** Reads a stored value back; anything unknown is the newest line, 4. */
export function parseSparkLine(raw: string | null): SparkLine {
  return raw === '3.5' ? '3.5' : '4';
}

/** The saved line, or 4 when there is none (or storage is unavailable). */
export function loadSparkLine(): SparkLine {
  try {
    return parseSparkLine(localStorage.getItem(SPARK_LINE_KEY));
  } catch {
    return '4';
  }
}

/** Saves the line; the default (4) is stored as no entry. */
export function saveSparkLine(line: SparkLine): void {
  try {
    if (line === '4') localStorage.removeItem(SPARK_LINE_KEY);
    else localStorage.setItem(SPARK_LINE_KEY, line);
  } catch {
    // Private mode or a full quota: the choice still holds for this page.
  }
}
