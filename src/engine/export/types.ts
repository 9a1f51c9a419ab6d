/** What an export produces: the artifact text, and one entry per rule saying what it became. */

export const EXPORT_TARGETS = [
  'sparquet',
  'pyspark',
  'lakeflow-python',
  'lakeflow-sql',
  'delta',
  'spark-sql',
  'dqx',
  'soda',
  'gx',
] as const;

export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export type ExportLanguage = 'json' | 'python' | 'sql' | 'yaml';

/** `exact`: same verdict and rows; `approximate`: close, the reason says where it differs. */
export type EntryStatus = 'exact' | 'approximate' | 'not-expressible';

export interface ExportEntry {
  code: string;
  type: string;
  /** The identifier the rule got in the artifact (constraint, expectation, check name). */
  name: string;
  status: EntryStatus;
  /** What it became, in a few words (`CHECK constraint`, `is_unique`…). */
  translation: string;
  /** Why it is approximate or not expressible, and the nearest alternative. */
  reason?: string;
  /** The row predicate (Spark SQL, true = the row passes) the artifact carries, if any. */
  predicate?: string;
}

export interface ExportArtifact {
  target: ExportTarget;
  title: string;
  language: ExportLanguage;
  fileName: string;
  text: string;
  entries: ExportEntry[];
  /** Portability warnings carried into the artifact. */
  warnings: string[];
}

export interface TargetInfo {
  id: ExportTarget;
  title: string;
  /** The tool and version the artifact is written for. */
  version: string;
  language: ExportLanguage;
  extension: string;
  /** How to run the artifact, one line each. */
  run: string[];
}
