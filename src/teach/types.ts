/**
 * Shapes of the teaching content: lessons, their goals and the feedback the checker gives.
 * Content is data: every lesson is a plain module under `lessons/`, with its own dataset
 * (CSV text) and its words in English, Spanish and Brazilian Portuguese.
 */

/** The languages the page speaks. */
export const LOCALES = ['en', 'es', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** One sentence or paragraph in every language. `{name}` marks a value filled in later. */
export type Text = Record<Locale, string>;

/** What a row of the lesson's data should (or should not) be flagged for, and why. */
export interface RowGoal {
  /** The row's key value (the lesson's `key` column), as text. */
  key: string;
  /** Codes the row must carry in the quarantine, when the lesson cares about codes. */
  codes?: string[];
  /** Why the row belongs in (or out of) the quarantine, said to the learner. */
  why: Text;
}

/** A result the run must produce: matched by rule type and column (or code). */
export interface ResultGoal {
  /** Names the goal in feedback ids when two goals share a type. */
  id?: string;
  type: string;
  /** The rule's `target` (its columns joined by ", "); absent = any target. */
  target?: string;
  severity?: 'pass' | 'warn' | 'fail';
  failed_count?: number;
  metric_value?: number;
  /** Said when no result matches: what the rule should be and why. */
  why: Text;
}

/** The goal the engine checks. Every part present must hold. */
export interface Goal {
  /** Rows that must be quarantined (exactly these), by `key`; the others must not be. */
  flagged?: RowGoal[];
  /** Rows that must stay valid, with the reason shown when a rule flags them anyway. */
  unflagged?: RowGoal[];
  results?: ResultGoal[];
  /** The annotate column the quarantine must carry. */
  annotate?: string;
  onFailure?: 'fail' | 'warn' | 'skip';
  /** Lesson-specific checks on the document and run (see `LessonCheck`). */
  checks?: LessonCheck[];
}

/** What a lesson-specific check sees. */
export interface CheckContext {
  /** The document as parsed JSON (null when it does not parse). */
  json: unknown;
  doc: import('../engine/types').ParsedDocument;
  run: import('../engine/types').RunResult;
}

/** A lesson-specific check: returns the feedback when something is off, else null. */
export interface LessonCheck {
  id: string;
  test: (ctx: CheckContext) => boolean;
  /** Shown when `test` is false. */
  feedback: Text;
}

export interface Lesson {
  /** Stable id: the progress key and the URL. */
  id: string;
  /** The concepts it teaches (RULES.md sections), for the lessons list. */
  concepts: string[];
  title: Text;
  /** What to know before trying: a few short paragraphs (blank line between them). */
  intro: Text;
  /** The goal in one or two sentences. */
  task: Text;
  /** Graded hints: the first nudges, the last almost gives it away. */
  hints: Text[];
  /** Why the solution works, shown with it. */
  explanation: Text;
  data: { name: string; csv: string };
  /** Column that identifies rows in feedback. */
  key: string;
  /** The run clock for time-based rules (ISO-8601). */
  now?: string;
  /** The document the learner starts from. */
  start: string;
  solution: string;
  goal: Goal;
}

/** One thing the checker says. `id` is stable (tests and progress), `text` is for people. */
export interface Feedback {
  id: string;
  text: Text;
}

export interface CheckOutcome {
  passed: boolean;
  feedback: Feedback[];
  /** What the rules flagged (keys), for display. */
  flagged: string[];
}
