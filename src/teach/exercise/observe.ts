/**
 * What a document does on an exercise's data, as a goal: the rows it quarantines with
 * their codes, and each result's severity. An instructor writes the solution and takes
 * the goal from it instead of typing keys and codes; the same run tells whether the
 * solution passes and the starting document does not.
 */
import { parseDocument, runValidation } from '../../engine';
import { checkLesson, quarantined, type CheckTarget } from '../checker';
import type { CheckOutcome } from '../types';
import { toLesson, type AuthoredExercise, type AuthoredGoal } from './authored';

/** What the solution does, or why it cannot run. */
export type Observed =
  | {
      ok: true;
      flagged: { key: string; codes: string[] }[];
      results: Required<AuthoredGoal>['results'];
    }
  | { ok: false; path: string; message: string };

/** Runs `text` on the data loaded at `target` (the exercise's). */
export async function observe(
  exercise: AuthoredExercise,
  text: string,
  { runner, table }: CheckTarget,
): Promise<Observed> {
  const doc = parseDocument(text);
  const error = doc.diagnostics.find((d) => d.severity === 'error');
  if (!doc.ok || error)
    return { ok: false, path: error?.path ?? '', message: error?.message ?? '' };
  const run = await runValidation(runner, doc, { table, now: new Date() });
  const failed = run.results.find((r) => r.error);
  if (failed) return { ok: false, path: failed.code, message: failed.error ?? '' };
  const flagged = await quarantined(runner, table, doc, exercise.key);
  return {
    ok: true,
    flagged,
    results: run.results.map((r) => ({
      type: r.rule_type,
      target: r.target,
      severity: r.severity,
    })),
  };
}

/** Whether the solution passes and the start does not: what a student would see. */
export async function tryExercise(
  exercise: AuthoredExercise,
  target: CheckTarget,
): Promise<{ solution: CheckOutcome; start: CheckOutcome }> {
  const lesson = toLesson(exercise);
  const solution = await checkLesson(lesson, exercise.solution, target);
  const start = await checkLesson(lesson, exercise.start, target);
  return { solution, start };
}
