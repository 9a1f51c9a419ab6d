/**
 * Which Spark line production runs on (RULES.md §4): Spark 4 stops a run on a text value a
 * numeric rule cannot read as a number, Spark 3.5 reads it as NULL. The page gives the
 * verdicts of the chosen line; the choice is kept for the next visit and travels into the
 * `dqw` command the page shows.
 */
import { create } from 'zustand';
import type { SparkLine } from '../engine/types';
import { loadSparkLine, saveSparkLine } from './persist/sparkLineStorage';
import { workbench } from './session';

/** The lines, newest first (the picker's order). */
export const SPARK_LINES: readonly SparkLine[] = ['4', '3.5'];

interface SparkLineState {
  line: SparkLine;
  /** Picks a line: remembers it and runs every rule again under it. */
  setLine(line: SparkLine): void;
}

export const useSparkLineStore = create<SparkLineState>()((set) => ({
  line: loadSparkLine(),
  setLine(line) {
    saveSparkLine(line);
    set({ line });
    void workbench.setSparkLine(line);
  },
}));

/** Gives the workbench the remembered line before its first run. */
export function startSparkLine(): void {
  void workbench.setSparkLine(useSparkLineStore.getState().line);
}
