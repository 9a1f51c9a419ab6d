/**
 * What the workbench shows, as one immutable snapshot with a slice per panel. A slice is
 * replaced (never mutated) when it changes, so a view can compare slices by identity.
 */
import type {
  ColumnInfo,
  ParsedDocument,
  QueryResult,
  RunResult,
  SparkLine,
} from '../engine/types';
import type { RuleReadNote, SplitQueries } from '../engine';
import type { LoadChoices, LoadedDataset, LoadPhase, LoadSizing, SampleInfo } from './load';
import type { FitDecision } from './loadLimit';

/** A file too large for the tab: why, and what can be done (a sample, or `dqw`). */
export interface TooBigOffer {
  decision: FitDecision;
  /** Refused by the estimate before loading, or ran out of memory while loading. */
  cause: 'estimate' | 'outOfMemory';
  /** The `dqw` command that validates the whole file. */
  command: string;
}

/** A run computed on a sample: how many rows of which file. */
export interface RunSample extends SampleInfo {
  rows: number;
}

/**
 * Where a dataset came from: the bundled sample, the user's drop, the kept copy, or a
 * lesson's own data.
 */
export type DatasetSource = 'sample' | 'file' | 'restored' | 'lesson';

/** How one load reads its file, when not as the current choices say. */
export interface LoadHow {
  /** The CSV choices to read it with (they become the current ones once it loads). */
  choices?: LoadChoices;
  /** False: keep no copy of it for the next visit (it is one already, or not the user's). */
  remember?: boolean;
}

/** A dataset set aside, to load it back as it was read. */
export interface KeptDataset {
  file: File;
  source: DatasetSource;
  sample: LoadSizing['sample'] | null;
  choices: LoadChoices;
}

/** A load in progress. `percent` is null while DuckDB has not reported progress. */
export interface LoadingState {
  name: string;
  size: number;
  phase: LoadPhase;
  percent: number | null;
}

/** What is remembered about the last dataset the user loaded. */
export interface LastDatasetInfo {
  name: string;
  size: number;
  type: string;
  /** Whether a copy of the file is kept (in OPFS in the page). */
  stored: boolean;
}

/** The rules document. */
export interface RulesSlice {
  text: string;
  parsed: ParsedDocument;
  /** False until the saved text or the sample has been read. */
  ready: boolean;
  /** Whether the text came back from autosave (vs. the sample). */
  restored: boolean;
}

/** The dataset panel. */
export interface DatasetSlice {
  dataset: (LoadedDataset & { source: DatasetSource }) | null;
  loading: LoadingState | null;
  /** The last load's refusal, in plain words; the previous dataset stays loaded. */
  error: string | null;
  /** A notice that is not an error (worker restarted, load cancelled…). */
  notice: string | null;
  choices: LoadChoices;
  /** The remembered last dataset, offered back on open. */
  lastDataset: LastDatasetInfo | null;
  /** Increments after every successful load. */
  version: number;
  /** The last file refused for its size, with the sample and the command on offer. */
  tooBig: TooBigOffer | null;
}

/** The latest run. */
export interface RunSlice {
  status: 'idle' | 'running' | 'done' | 'error';
  result: RunResult | null;
  /** The text the result was computed from (to tell when results are stale). */
  resultText: string | null;
  /** Codes being computed right now. */
  runningCodes: string[];
  error: string | null;
  /** Milliseconds the last run took. */
  elapsedMs: number | null;
  /** By rule index: how production's reading of the file changes what the rule sees. */
  readNotes: Record<number, RuleReadNote[]>;
  /** Set when the result was computed on a sample of a larger file. */
  sample: RunSample | null;
  /** The Spark line production runs on whose verdicts these are (RULES.md §4). */
  sparkLine: SparkLine;
}

/** One page of the quarantine grid. */
export interface QuarantineGrid {
  /** Invalid rows, or the selected `sql` rule's failed rows. */
  kind: 'invalid' | 'failed_rows';
  rows: QueryResult;
  /** Rows in all pages; null until the counts are in. */
  total: number | null;
}

/** The quarantine panel. Computed lazily: only while shown, page by page, counts apart. */
export interface QuarantineSlice {
  /** Codes chosen in the scope picker; null = the document's `outputs.invalid.rules`. */
  scope: string[] | null;
  /** The rule whose rows the grid shows; null = every invalid row. */
  selectedCode: string | null;
  split: SplitQueries | null;
  /** Row-level codes of the document, in declaration order (the picker's choices). */
  rowLevelCodes: string[];
  /** Columns each code reads, for highlighting. */
  columnsByCode: Record<string, string[]>;
  counts: { invalid: number; valid: number } | null;
  codeCounts: Record<string, number>;
  grid: QuarantineGrid | null;
  /** The grid's page, from 0; each holds {@link QUARANTINE_PAGE_ROWS} rows. */
  page: number;
  loading: boolean;
  error: string | null;
}

/** Rows in one page of the quarantine grid; downloads always take every row. */
export const QUARANTINE_PAGE_ROWS = 10_000;

/** Everything the page shows. */
export interface WorkbenchSnapshot {
  rules: RulesSlice;
  dataset: DatasetSlice;
  run: RunSlice;
  quarantine: QuarantineSlice;
}

/** Where the workbench keeps things between visits (localStorage and OPFS in the page). */
export interface Persistence {
  loadRules(): string | null;
  saveRules(text: string): void;
  lastDataset(): LastDatasetInfo | null;
  /** Keeps `file` for the next visit; resolves to whether a copy was kept. */
  rememberDataset(file: File): Promise<boolean>;
  restoreDataset(): Promise<File | null>;
}

/** The bundled sample: a rules document and a data file. */
export interface Samples {
  rules(): Promise<string>;
  data(): Promise<File>;
}

/** Anything the workbench can compute a download of. */
export type DownloadKind =
  | 'report-csv'
  | 'report-json'
  | 'report-html'
  | 'report-parquet'
  | 'invalid-csv'
  | 'invalid-parquet'
  | 'valid-csv'
  | 'valid-parquet'
  | 'rules';

/** A download's bytes, file name and media type; the page saves it. */
export interface DownloadFile {
  data: string | Uint8Array;
  fileName: string;
  type: string;
}

export type { ColumnInfo };
