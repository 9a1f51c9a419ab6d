/**
 * The page's orchestration in one framework-free object: it owns the rules text, the
 * dataset, the runs, the quarantine and the downloads, and runs them on the database it is
 * given (as mosaic's `Coordinator` takes a `Connector`). Views read `getSnapshot()` and
 * `subscribe()`; the zustand stores of the page are thin views over it.
 *
 * All work on the database goes through one task queue (`./tasks`): newer work cancels
 * only older work of its own kind (a run the run and the quarantine still in flight, a
 * load the load in flight; never a profile, a comparison, a round trip or a download),
 * and the quarantine is computed only while it is shown, one page at a time with its
 * counts apart, so no edit waits for it.
 */
import type {
  ColumnInfo,
  KeyRangeOf,
  ParsedDocument,
  QueryRunner,
  RunResult,
  SparkLine,
} from '../engine/types';
import {
  buildSplit,
  describeTable,
  documentQueryError,
  KeyRanges,
  parseDocument,
  referenceNameError,
  ruleReadNotes,
  runValidation,
  sqlIdent,
  sqlString,
} from '../engine';
import { QueryCancelled, type Database, type OpenDatabase } from './database';
import {
  failedRowsFile,
  fileStem,
  formatRules,
  reportFile,
  reportParquetFile,
  splitFile,
} from './downloads';
import { explainLoadError } from './explain';
import { FOLDER_PARTITIONS, FOLDER_SOURCES, folderAsFile, type FolderPart } from './read/folder';
import { englishTranslate, type Translate } from './translate';
import { documentToRun, mergeRun, planRun, type RunCache } from './incrementalRun';
import {
  AUTHOR_TABLE,
  csvReadChoices,
  DATASET_TABLE,
  loadIntoDatabase,
  SECOND_TABLE,
  selectAsText,
  TooBigError,
  type LoadChoices,
  type LoadedDataset,
  type LoadSizing,
} from './load';
import { PRIORITY, TaskQueue, type TaskContext, type TaskKind, type TaskPriority } from './tasks';
import { decideFit, isOutOfMemory, type FitDecision } from './loadLimit';
import { sampleCsv, type SampleMode } from './csvSample';
import { planParquetSample } from './parquetSample';
import { dqwValidateCommand } from './dqwCommand';
import {
  QUARANTINE_PAGE_ROWS,
  type DatasetSource,
  type DownloadFile,
  type DownloadKind,
  type KeptDataset,
  type LoadHow,
  type Persistence,
  type QuarantineSlice,
  type Samples,
  type TooBigOffer,
  type WorkbenchSnapshot,
} from './types';

/** Delay between the last keystroke and the automatic run. */
export const AUTO_RUN_DELAY_MS = 300;

/** How a CSV is read when nobody chose otherwise (and how lesson data is always read). */
export const DEFAULT_CHOICES: LoadChoices = {
  header: 'auto',
  delimiter: 'auto',
  types: 'detect',
  schema: '',
};
const EMPTY_RULES = '{ "validations": { "rules": [] } }';

/** The kinds of work only the workbench itself starts (its runs, loads, quarantine, files). */
type OwnKind = 'load' | 'run' | 'quarantine' | 'download';

/** What a workbench needs; only `open` is required. */
export interface WorkbenchOptions {
  /** Opens a fresh database: at first use, and again after a crash. */
  open: OpenDatabase;
  persistence?: Persistence;
  samples?: Samples;
  /** Milliseconds between a valid edit and its run; null turns runs on edit off. */
  autoRunDelayMs?: number | null;
  /** Words the messages for a person; English from the bundled locale when absent. */
  translate?: Translate;
  /** The language numbers in messages are formatted for (the page's pick). */
  language?: () => string;
  /**
   * Whether the quarantine counts as shown before the page says otherwise (default true).
   * The page starts it hidden and shows it when the panel comes on screen.
   */
  quarantineShown?: boolean;
  /**
   * The largest file to load, in bytes, when lower than what the tab's memory allows (the
   * page's `?loadLimit=`); larger files are refused with a sample on offer.
   */
  loadLimit?: number | null;
  /**
   * The content fingerprint of a file (the page's hashes it in a worker): the report
   * downloads name the file they cover with it. Without one they name the file only.
   */
  fingerprint?: (file: File) => Promise<string>;
}

/** The file the results on show were computed on: its name, and its bytes when known. */
interface ResultFile {
  name: string;
  file: File | null;
}

type Listener = (snapshot: WorkbenchSnapshot, previous: WorkbenchSnapshot) => void;

/** What the quarantine is computed from: the run it belongs to. */
interface QuarantineContext {
  doc: ParsedDocument;
  columns: ColumnInfo[];
  result: RunResult;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether two plain values (strings, arrays, records) are equal. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function numberIn(row: Record<string, unknown> | undefined, key: string, position: number): number {
  if (!row) return 0;
  const value = row[key] ?? (position >= 0 ? Object.values(row)[position] : 0);
  return Number(value ?? 0);
}

/** The quarantine slice with no run behind it; the user's scope and selection are kept apart. */
function noQuarantine(): Omit<QuarantineSlice, 'scope' | 'selectedCode'> {
  return {
    split: null,
    rowLevelCodes: [],
    columnsByCode: {},
    counts: null,
    codeCounts: {},
    grid: null,
    page: 0,
    loading: false,
    error: null,
  };
}

/** The page's orchestration over one database. */
export class Workbench {
  private snapshot: WorkbenchSnapshot;
  private listeners = new Set<Listener>();
  private db: Promise<Database> | null = null;
  /** Every piece of work on the database, in turn, each kind cancelling only its own. */
  private readonly tasks = new TaskQueue(() => this.database());
  private crashListeners = new Set<(reason: string) => void>();

  /** The File behind the current dataset, kept to reload it after a crash. */
  private currentFile: File | null = null;
  /** When the current dataset is a sample: what of which file (to reload it the same way). */
  private currentSample: LoadSizing['sample'] | null = null;
  /** Reference files by table name, kept to load them again after a crash. */
  private references = new Map<string, File>();
  /** The file refused for its size, kept to sample it. */
  private tooBigFile: File | null = null;
  private loadSeq = 0;
  /** Loads run one at a time: they share the staging table. */
  private loadChain: Promise<void> = Promise.resolve();

  private runSeq = 0;
  private quarantineSeq = 0;
  /** Results of the last run by rule fingerprint: unchanged rules are not recomputed. */
  private cache: RunCache | null = null;
  /** The Spark line production runs on (RULES.md §4): the verdicts follow it. */
  private spark: SparkLine = '4';
  /**
   * What the runs learn of the loaded table, once per dataset: its columns (described by
   * the first run) and its integer key ranges (read by the runs that need them).
   */
  private table: { version: number; columns: ColumnInfo[] | null; keyRanges: KeyRanges } | null =
    null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The run in flight and what it was asked for, so the same request joins it. */
  private running: {
    seq: number;
    text: string;
    version: number;
    spark: SparkLine;
    done: Promise<void>;
  } | null = null;

  private quarantine: QuarantineContext | null = null;
  private resultFile: ResultFile | null = null;
  /** The dataset version the results on show were computed on. */
  private resultVersion = 0;
  private quarantineShown: boolean;
  /** Words the messages for a person. */
  private readonly t: Translate;
  /** Whether the counts on show belong to the current context and scope. */
  private countsCurrent = false;

  constructor(private readonly options: WorkbenchOptions) {
    this.t = options.translate ?? englishTranslate();
    this.quarantineShown = options.quarantineShown ?? true;
    this.snapshot = {
      rules: { text: '', parsed: parseDocument('{}'), ready: false, restored: false },
      dataset: {
        dataset: null,
        loading: null,
        error: null,
        notice: null,
        choices: DEFAULT_CHOICES,
        lastDataset: options.persistence?.lastDataset() ?? null,
        version: 0,
        tooBig: null,
      },
      run: {
        status: 'idle',
        result: null,
        resultText: null,
        runningCodes: [],
        error: null,
        elapsedMs: null,
        readNotes: {},
        sample: null,
        sparkLine: '4',
      },
      quarantine: { scope: null, selectedCode: null, ...noQuarantine() },
    };
  }

  // ── snapshot ──────────────────────────────────────────────────────────────────────────

  /** The current state; slices are replaced, never mutated. */
  getSnapshot(): WorkbenchSnapshot {
    return this.snapshot;
  }

  /** The File behind the current dataset (the run history fingerprints its bytes). */
  currentDatasetFile(): File | null {
    return this.currentFile;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update<K extends keyof WorkbenchSnapshot>(
    key: K,
    partial: Partial<WorkbenchSnapshot[K]>,
  ): void {
    const previous = this.snapshot;
    this.snapshot = { ...previous, [key]: { ...previous[key], ...partial } };
    for (const listener of [...this.listeners]) listener(this.snapshot, previous);
  }

  // ── database ─────────────────────────────────────────────────────────────────────────

  /**
   * Runs `work` as a task of `kind` on the workbench's queue: it gets the queries (never
   * the database) and an AbortSignal; a newer task of a kind that supersedes (a profile, a
   * comparison, a round trip, a lesson check) cancels it, work of other kinds never does.
   * Rejects with {@link QueryCancelled} once cancelled.
   */
  task<T>(
    kind: Exclude<TaskKind, OwnKind>,
    priority: TaskPriority,
    work: (context: TaskContext) => Promise<T>,
  ): Promise<T> {
    return this.tasks.task(kind, priority, ({ query, exportParquet, signal }) =>
      work({ query, exportParquet, signal }),
    );
  }

  /** Calls `listener` when the database dies and is replaced (its tables are gone). */
  onCrash(listener: (reason: string) => void): () => void {
    this.crashListeners.add(listener);
    return () => this.crashListeners.delete(listener);
  }

  /** The running database, opened on first use and again after a crash. */
  private database(): Promise<Database> {
    if (this.db) return this.db;
    const opening = this.options.open();
    this.db = opening;
    opening.then(
      (db) => db.onCrash((reason) => this.crashed(opening, reason)),
      () => {
        if (this.db === opening) this.db = null;
      },
    );
    return opening;
  }

  /**
   * Stops the database as a crash would (the crash-recovery e2e test uses it; it also
   * gives wasm memory back, which only a new worker does).
   */
  async crashDatabase(reason = 'the database worker was stopped'): Promise<void> {
    const opening = this.db;
    if (!opening) return;
    const db = await opening;
    await db.close();
    this.crashed(opening, reason);
  }

  /** A crashed database lost its tables: open a new one and load the same file again. */
  private crashed(opening: Promise<Database>, reason: string): void {
    if (this.db !== opening) return; // a crash of an instance already replaced
    this.db = null;
    this.cache = null;
    this.table = null;
    this.runSeq += 1;
    this.quarantineSeq += 1;
    // Work on the lost tables is void; a load waiting its turn loads into the new database.
    this.tasks.cancel((kind) => kind !== 'load');
    for (const listener of [...this.crashListeners]) listener(reason);
    const { dataset } = this.snapshot.dataset;
    if (this.currentFile && dataset)
      void this.loadFile(this.currentFile, dataset.source, this.currentSample ?? undefined);
    for (const [name, file] of this.references) void this.loadReference(file, name).catch(() => {});
    this.update('dataset', {
      notice: this.t('load.workerRestarted', { reason }),
    });
  }

  // ── rules ────────────────────────────────────────────────────────────────────────────

  /** Reads the autosaved text, else the sample, and loads the sample dataset. */
  async start(): Promise<void> {
    await this.initRules();
    await this.loadSample();
  }

  /** Reads the autosaved rules text, else the sample's. */
  async initRules(): Promise<void> {
    const saved = this.options.persistence?.loadRules() ?? null;
    const text =
      saved ?? (await this.options.samples?.rules().catch(() => EMPTY_RULES)) ?? EMPTY_RULES;
    this.update('rules', {
      text,
      parsed: parseDocument(text),
      ready: true,
      restored: saved !== null,
    });
  }

  /** Sets the rules text (autosaved); a valid document runs shortly after. */
  setRules(text: string): void {
    if (text === this.snapshot.rules.text) return;
    this.options.persistence?.saveRules(text);
    const parsed = parseDocument(text);
    this.update('rules', { text, parsed });
    clearTimeout(this.timer);
    const wait =
      this.options.autoRunDelayMs === undefined ? AUTO_RUN_DELAY_MS : this.options.autoRunDelayMs;
    if (parsed.ok && this.snapshot.rules.ready && wait !== null)
      this.timer = setTimeout(() => void this.run(), wait);
  }

  /** Back to the sample's rules. */
  async resetRules(): Promise<void> {
    const text = await this.options.samples?.rules();
    if (text !== undefined) this.setRules(text);
  }

  // ── dataset ──────────────────────────────────────────────────────────────────────────

  /**
   * Loads `file` as the dataset; a newer load supersedes this one. Resolves to success.
   * A file larger than the tab can hold is refused before loading (or when it runs out of
   * memory while loading) with a sample on offer; `sample` says the file is such a sample.
   * `how.choices` reads it with those CSV choices instead of the current ones (they become
   * the current ones when it loads); `how.remember: false` keeps no copy for the next visit.
   */
  async loadFile(
    file: File,
    source: DatasetSource = 'file',
    sample?: LoadSizing['sample'],
    how: LoadHow = {},
  ): Promise<boolean> {
    const seq = ++this.loadSeq;
    this.update('dataset', {
      loading: { name: file.name, size: file.size, phase: 'checking', percent: null },
      notice: null,
    });
    const previous = this.loadChain;
    let release = () => {};
    this.loadChain = new Promise<void>((resolve) => (release = resolve));
    let loadedOk = false;
    const choices = how.choices ?? this.snapshot.dataset.choices;
    try {
      // A newer file wins: its task stops the load in flight, then waits for it to clean up.
      const loaded = await this.tasks.task('load', PRIORITY.visible, async (queue) => {
        await previous;
        if (seq !== this.loadSeq) return null;
        return queue.exclusive(async (db) => {
          const unsubscribe = db.onProgress((percent) => {
            const loading = this.snapshot.dataset.loading;
            if (seq === this.loadSeq && loading)
              this.update('dataset', { loading: { ...loading, percent } });
          });
          try {
            return await loadIntoDatabase(
              db,
              file,
              choices,
              (phase) => {
                const loading = this.snapshot.dataset.loading;
                if (seq === this.loadSeq && loading)
                  this.update('dataset', { loading: { ...loading, phase } });
              },
              this.snapshot.rules.text,
              DATASET_TABLE,
              sample ? { sample } : { check: { loadLimit: this.options.loadLimit ?? null } },
            );
          } finally {
            unsubscribe();
          }
        });
      });
      if (!loaded || seq !== this.loadSeq) return false;
      this.currentFile = file;
      this.currentSample = sample ?? null;
      this.forgetQuarantine();
      const version = this.snapshot.dataset.version + 1;
      // The load described the table: its runs need not (a DESCRIBE costs 15–60 ms in the page).
      this.table = { version, columns: loaded.columns, keyRanges: new KeyRanges() };
      this.update('dataset', {
        dataset: { ...loaded, source },
        choices,
        loading: null,
        error: null,
        tooBig: null,
        version,
      });
      loadedOk = true;
      return true;
    } catch (error) {
      if (seq !== this.loadSeq) return false;
      if (error instanceof QueryCancelled) {
        this.update('dataset', {
          loading: null,
          notice: this.t('load.cancelled', { name: file.name }),
        });
      } else if (error instanceof TooBigError) {
        this.refuseTooBig(file, error.decision, 'estimate');
      } else if (!sample && isOutOfMemory(error)) {
        // The estimate was wrong: the same words, and a new worker (wasm memory only
        // comes back with one), which reloads the previous dataset.
        const kind = /\.parq(uet)?$/i.test(file.name) ? 'parquet' : 'csv';
        const estimate = decideFit(
          { name: file.name, size: file.size, kind },
          null,
          this.options.loadLimit ?? null,
        );
        const budget = Math.min(estimate.sampleBytes, Math.floor(file.size / 4));
        this.refuseTooBig(file, { ...estimate, sampleBytes: Math.max(1, budget) }, 'outOfMemory');
        void this.crashDatabase(this.t('tooBig.outOfMemoryRestart'));
      } else {
        this.update('dataset', {
          loading: null,
          error: explainLoadError(file.name, error, this.t, this.options.language?.()),
        });
      }
      return false;
    } finally {
      release();
      // A new dataset re-runs the rules at once.
      if (loadedOk && seq === this.loadSeq) {
        const ran = this.run();
        // A sample is not kept: the next visit offers the file it came from, not a part of it.
        // A partitioned folder's values are not in its File, nor a JSON or Parquet folder's
        // format: such a File is not kept.
        if (
          source === 'file' &&
          !sample &&
          how.remember !== false &&
          !FOLDER_PARTITIONS.has(file) &&
          !FOLDER_SOURCES.has(file)
        )
          void ran.catch(() => undefined).then(() => this.rememberFile(file, seq));
      }
    }
  }

  /**
   * Loads several files of one dataset, a folder chosen or dropped, as Spark reads the
   * folder (RULES.md §9, "A folder of files"): they become one File named after the folder
   * (`daily/ · 3 files`), which loads as a dropped file does. A folder the page does not
   * read as Spark does is refused, naming the folder and the file at fault.
   */
  async loadFolder(name: string, parts: readonly FolderPart[]): Promise<boolean> {
    let file: File;
    try {
      let header = true;
      try {
        const chosen = csvReadChoices(this.snapshot.dataset.choices, this.snapshot.rules.text);
        header = chosen.header ?? chosen.read?.header ?? true;
      } catch {
        // Bad read options are said when the file loads.
      }
      file = await folderAsFile(name, parts, header);
    } catch (error) {
      this.update('dataset', {
        loading: null,
        error: explainLoadError(`${name}/`, error, this.t, this.options.language?.()),
      });
      return false;
    }
    return this.loadFile(file);
  }

  /**
   * Keeps `file` for the next visit, once the rules' results on it are out: copying it into
   * the browser's storage reads the whole file again (90 MB, or 1 GB) and, started with
   * the run, it took the CPU the run needed (the first results of a 1M-row file came
   * 0.5 s later). A file replaced meanwhile is not kept: its successor is.
   */
  private rememberFile(file: File, seq: number): void {
    const persistence = this.options.persistence;
    if (!persistence || seq !== this.loadSeq) return;
    void persistence
      .rememberDataset(file)
      .then(() => this.update('dataset', { lastDataset: null }));
  }

  /** Says a file is too large for the tab, and keeps it to offer a sample. */
  private refuseTooBig(file: File, decision: FitDecision, cause: TooBigOffer['cause']): void {
    this.tooBigFile = file;
    this.update('dataset', {
      loading: null,
      error: null,
      tooBig: { decision, cause, command: dqwValidateCommand(file.name, undefined, this.spark) },
    });
  }

  /**
   * Loads a sample of the file refused for its size: its first rows, or rows spread across
   * it (blocks of lines for CSV, whole row groups for Parquet), within the sample budget.
   */
  async loadSampleOf(mode: SampleMode): Promise<boolean> {
    const file = this.tooBigFile;
    const offer = this.snapshot.dataset.tooBig;
    if (!file || !offer) return false;
    const info = { mode, name: file.name, size: file.size };
    const budget = offer.decision.sampleBytes;
    try {
      if (offer.decision.kind === 'parquet') {
        const groups = await (await this.database()).parquetRowGroups(file);
        const parquetPick = planParquetSample(groups, mode, budget);
        return await this.loadFile(file, 'file', { ...info, parquetPick });
      }
      return await this.loadFile(await sampleCsv(file, mode, budget), 'file', info);
    } catch (error) {
      this.update('dataset', {
        error: explainLoadError(file.name, error, this.t, this.options.language?.()),
      });
      return false;
    }
  }

  /** Closes the too-big offer. */
  dismissTooBig(): void {
    this.tooBigFile = null;
    this.update('dataset', { tooBig: null });
  }

  /** The current dataset's file and how it was read, to load it back later; null when none. */
  keptDataset(): KeptDataset | null {
    const { dataset, choices } = this.snapshot.dataset;
    if (!this.currentFile || !dataset) return null;
    return { file: this.currentFile, source: dataset.source, sample: this.currentSample, choices };
  }

  /** Loads a kept dataset back as it was read, its CSV choices too (no new copy is kept). */
  loadKept(kept: KeptDataset): Promise<boolean> {
    return this.loadFile(kept.file, kept.source, kept.sample ?? undefined, {
      choices: kept.choices,
      remember: false,
    });
  }

  /** Loads the bundled sample. */
  async loadSample(): Promise<boolean> {
    const samples = this.options.samples;
    if (!samples) return false;
    let file: File;
    try {
      file = await samples.data();
    } catch (error) {
      this.update('dataset', { error: this.t('load.sampleFailed', { error: String(error) }) });
      return false;
    }
    return this.loadFile(file, 'sample');
  }

  /** Loads the copy of the last dataset kept from the previous visit. */
  async restoreLast(): Promise<void> {
    const info = this.snapshot.dataset.lastDataset;
    const file = (await this.options.persistence?.restoreDataset()) ?? null;
    if (!file) {
      this.update('dataset', {
        lastDataset: null,
        notice: info ? this.t('load.noCopy', { name: info.name }) : this.t('load.noCopyUnnamed'),
      });
      return;
    }
    this.update('dataset', { lastDataset: null });
    await this.loadFile(file, 'restored');
  }

  /** Stops offering the last dataset back. */
  dismissLast(): void {
    this.update('dataset', { lastDataset: null });
  }

  /** Cancels the load in flight; the previous dataset stays. */
  async cancelLoad(): Promise<void> {
    this.loadSeq += 1;
    const loading = this.snapshot.dataset.loading;
    this.tasks.cancel('load');
    this.update('dataset', {
      loading: null,
      notice: loading ? this.t('load.cancelled', { name: loading.name }) : null,
    });
  }

  /**
   * Changes how CSV files are read (and which sheet of a workbook), and reloads the
   * current CSV (or workbook) with the new choices.
   */
  async setChoices(choices: Partial<LoadChoices>): Promise<void> {
    this.update('dataset', { choices: { ...this.snapshot.dataset.choices, ...choices } });
    const dataset = this.snapshot.dataset.dataset;
    const reread = dataset?.kind === 'csv' || (dataset?.kind === 'excel' && 'sheet' in choices);
    if (this.currentFile && reread)
      await this.loadFile(this.currentFile, dataset.source, this.currentSample ?? undefined);
  }

  /** Clears the dataset panel's error and notice. */
  dismissMessages(): void {
    this.update('dataset', { error: null, notice: null });
  }

  // ── runs ─────────────────────────────────────────────────────────────────────────────

  /**
   * Runs the rules on the dataset. A newer run supersedes this one (it resolves without
   * publishing anything); this one cancels the run and the quarantine still in flight.
   * Asking for the run already in flight (the same text on the same dataset: Ctrl+Enter
   * just after the pause in typing started it) joins it instead of starting it over.
   */
  run(): Promise<void> {
    clearTimeout(this.timer);
    const { text } = this.snapshot.rules;
    const { version } = this.snapshot.dataset;
    const inFlight = this.running;
    if (
      inFlight?.seq === this.runSeq &&
      inFlight.text === text &&
      inFlight.version === version &&
      inFlight.spark === this.spark
    )
      return inFlight.done;
    const seq = ++this.runSeq;
    const done = this.runNow(seq);
    this.running = { seq, text, version, spark: this.spark, done };
    const settled = () => {
      if (this.running?.seq === seq) this.running = null;
    };
    done.then(settled, settled);
    return done;
  }

  /** The Spark line production runs on, whose verdicts the page gives. */
  sparkLine(): SparkLine {
    return this.spark;
  }

  /**
   * Gives the verdicts of another Spark line (RULES.md §4: how a text value reads as a
   * number). Every rule runs again; nothing else changes.
   */
  setSparkLine(line: SparkLine): Promise<void> {
    if (line === this.spark) return Promise.resolve();
    this.spark = line;
    this.cache = null;
    return this.snapshot.dataset.dataset ? this.run() : Promise.resolve();
  }

  private async runNow(seq: number): Promise<void> {
    // The quarantine in flight belongs to the run this one supersedes; the run's task
    // cancels that run. Nothing else in flight is touched.
    this.quarantineSeq += 1;
    this.tasks.cancel('quarantine');
    await this.tasks
      .task('run', PRIORITY.visible, (runner) => this.runTask(seq, runner))
      .catch((error: unknown) => {
        if (!(error instanceof QueryCancelled)) throw error;
      });
  }

  private async runTask(seq: number, runner: QueryRunner): Promise<void> {
    const current = () => seq === this.runSeq;
    // A load in flight runs the rules itself when it is done.
    await this.loadChain;
    if (!current()) return;
    const { parsed, text } = this.snapshot.rules;
    const { dataset, version } = this.snapshot.dataset;
    if (!dataset) return;
    if (!parsed.ok) {
      this.update('run', {
        status: 'error',
        error: this.t('rules.fixErrors'),
        ...this.withoutStaleResults(version),
      });
      return;
    }
    this.update('run', { status: 'running', runningCodes: [], error: null });
    const running = new Set<string>();
    const started = performance.now();
    try {
      // Only rules whose expanded definition changed since the last run on this dataset run.
      const plan = planRun(parsed, this.cache, version);
      const now = new Date();
      // A new dataset is always read, even by a document without rules: its rows are counted.
      const known = this.cache?.datasetKey === version;
      const fresh =
        plan.toRun.length > 0 || !known
          ? await runValidation(runner, documentToRun(parsed, plan), {
              table: DATASET_TABLE,
              now,
              columns: await this.tableColumns(runner, version),
              keyRanges: this.tableOf(version).keyRanges,
              spark: this.spark,
              onProgress: ({ phase, codes }) => {
                for (const code of codes) {
                  if (phase === 'start') running.add(code);
                  else running.delete(code);
                }
                if (current()) this.update('run', { runningCodes: [...running] });
              },
            })
          : null;
      if (!current()) return;
      const merged = mergeRun(parsed, plan, fresh, this.cache, version, now);
      this.cache = merged.cache;
      this.resultVersion = version;
      this.resultFile = { name: dataset.name, file: this.currentFile };
      this.update('run', {
        status: 'done',
        result: merged.result,
        resultText: text,
        // What production's reading of the file does to each rule (RULES.md §9).
        readNotes: Object.fromEntries(ruleReadNotes(parsed.rules, dataset.read, dataset.columns)),
        sample: dataset.sample ? { ...dataset.sample, rows: dataset.rows } : null,
        runningCodes: [],
        elapsedMs: Math.round(performance.now() - started),
        sparkLine: this.spark,
      });
      // A listener may have started a newer run already: then this quarantine is not wanted.
      if (current())
        this.setQuarantineContext({ doc: parsed, columns: dataset.columns, result: merged.result });
    } catch (error) {
      if (!current()) return;
      this.update('run', {
        status: 'error',
        runningCodes: [],
        error: message(error),
        ...this.withoutStaleResults(version),
      });
    }
  }

  /**
   * When the results on show were computed on another dataset than `version`, a run that
   * cannot run leaves none: the previous file's results (its rows, its quarantine) must
   * not stand under the new one. Returns the run slice's part of that.
   */
  private withoutStaleResults(version: number): Partial<WorkbenchSnapshot['run']> {
    if (this.snapshot.run.result === null || this.resultVersion === version) return {};
    this.quarantine = null;
    this.countsCurrent = false;
    this.update('quarantine', noQuarantine());
    return { result: null, resultText: null, readNotes: {}, sample: null, elapsedMs: null };
  }

  /**
   * The integer key ranges the runs have read for the loaded dataset's table (none before
   * its first run), for explaining a rule with the SQL the run gives DuckDB.
   */
  keyRangeOf(): KeyRangeOf {
    const { version } = this.snapshot.dataset;
    const known = this.table?.version === version ? this.table.keyRanges : null;
    return (column) => known?.get(column.name) ?? null;
  }

  /** What the runs know of dataset `version`'s table (a fresh record for a new dataset). */
  private tableOf(version: number) {
    if (this.table?.version !== version)
      this.table = { version, columns: null, keyRanges: new KeyRanges() };
    return this.table;
  }

  /** The dataset table's columns as the engine describes them, asked once per dataset. */
  private async tableColumns(runner: QueryRunner, version: number): Promise<ColumnInfo[]> {
    const table = this.tableOf(version);
    table.columns ??= await describeTable(runner, DATASET_TABLE);
    return table.columns;
  }

  // ── quarantine ───────────────────────────────────────────────────────────────────────

  /**
   * A new dataset: the quarantine of the previous one is dropped at once, computed or in
   * flight, so that a panel off screen never holds (nor shows when scrolled to) rows of a
   * file no longer loaded. The user's scope and selection stay.
   */
  private forgetQuarantine(): void {
    this.quarantine = null;
    this.countsCurrent = false;
    this.quarantineSeq += 1;
    this.tasks.cancel('quarantine');
    this.update('quarantine', noQuarantine());
  }

  private setQuarantineContext(context: QuarantineContext): void {
    this.quarantine = context;
    this.countsCurrent = false;
    const { doc, result } = context;
    const previous = this.snapshot.quarantine;
    const rowLevelCodes = doc.rules.filter((r) => r.rowLevel).map((r) => r.code);
    const columnsByCode: Record<string, string[]> = {};
    for (const rule of doc.rules) columnsByCode[rule.code] = rule.columns;
    const { scope, selectedCode } = previous;
    // Codes that no longer exist after an edit fall out of the scope and the selection.
    const kept = scope ? scope.filter((code) => rowLevelCodes.includes(code)) : null;
    // An edit of a threshold changes none of these: the same values keep the same objects,
    // so the views that show them are not rendered again.
    this.update('quarantine', {
      rowLevelCodes: sameJson(rowLevelCodes, previous.rowLevelCodes)
        ? previous.rowLevelCodes
        : rowLevelCodes,
      columnsByCode: sameJson(columnsByCode, previous.columnsByCode)
        ? previous.columnsByCode
        : columnsByCode,
      scope: sameJson(kept, scope) ? scope : kept,
      selectedCode:
        selectedCode && result.results.some((r) => r.code === selectedCode) ? selectedCode : null,
      page: 0,
    });
    void this.refreshQuarantine();
  }

  /** The split queries of the current run under the chosen scope. */
  private currentSplit() {
    if (!this.quarantine) return null;
    const { scope } = this.snapshot.quarantine;
    return buildSplit(this.quarantine.doc, this.quarantine.columns, {
      table: DATASET_TABLE,
      spark: this.spark,
      ...(scope ? { scope } : {}),
    });
  }

  /**
   * Says whether the quarantine is on screen. While hidden nothing is computed for it;
   * showing it computes what it lacks.
   */
  setQuarantineShown(shown: boolean): void {
    const was = this.quarantineShown;
    this.quarantineShown = shown;
    if (shown && !was) void this.refreshQuarantine();
  }

  /** Restricts the split to `scope` (null = the document's `outputs.invalid.rules`). */
  async setScope(scope: string[] | null): Promise<void> {
    this.countsCurrent = false;
    this.update('quarantine', { scope, page: 0 });
    await this.refreshQuarantine();
  }

  /** Shows only `code`'s rows (again: every invalid row). */
  async selectRule(code: string | null): Promise<void> {
    const selectedCode = code === this.snapshot.quarantine.selectedCode ? null : code;
    this.update('quarantine', { selectedCode, page: 0 });
    await this.refreshQuarantine();
  }

  /** Shows another page of the grid. */
  async setQuarantinePage(page: number): Promise<void> {
    this.update('quarantine', { page: Math.max(0, Math.floor(page)) });
    await this.refreshQuarantine();
  }

  /** Computes the grid's page, then the counts if the scope or the run changed. */
  private async refreshQuarantine(): Promise<void> {
    const seq = ++this.quarantineSeq;
    const context = this.quarantine;
    if (!context || !this.quarantineShown) return;
    const current = () => seq === this.quarantineSeq;
    await this.tasks
      .task('quarantine', PRIORITY.panel, (runner) => this.quarantineTask(context, current, runner))
      .catch((error: unknown) => {
        if (!(error instanceof QueryCancelled)) throw error;
      });
  }

  private async quarantineTask(
    context: QuarantineContext,
    current: () => boolean,
    runner: QueryRunner,
  ): Promise<void> {
    if (!current()) return;
    this.update('quarantine', { loading: true });
    try {
      const split = this.currentSplit()!;
      const grid = await this.gridPage(runner, context, split);
      if (!current()) return;
      this.update('quarantine', {
        grid: { ...grid, total: this.gridTotal(grid.kind, grid.total) },
      });
      const withCounts: Partial<QuarantineSlice> = {};
      if (!this.countsCurrent) {
        const row = (await runner.query(split.counts)).rows[0];
        if (!current()) return;
        const codeCounts: Record<string, number> = {};
        for (const { code, column } of split.codeCounts)
          codeCounts[code] = numberIn(row, column, -1);
        withCounts.codeCounts = codeCounts;
        withCounts.counts = {
          invalid: numberIn(row, 'invalid_rows', 0),
          valid: numberIn(row, 'valid_rows', 1),
        };
        this.countsCurrent = true;
      }
      const latest = this.snapshot.quarantine.grid;
      this.update('quarantine', {
        split,
        ...withCounts,
        grid: latest
          ? { ...latest, total: this.gridTotal(latest.kind, latest.total, withCounts) }
          : null,
        loading: false,
        error: null,
      });
    } catch (error) {
      if (!current()) return;
      const text = message(error);
      this.countsCurrent = false;
      this.update('quarantine', {
        loading: false,
        grid: null,
        split: null,
        counts: null,
        error: /out of memory/i.test(text)
          ? this.t('quarantine.outOfMemory')
          : this.t('quarantine.failed', { message: documentQueryError(text) }),
      });
    }
  }

  /** The grid's total: known for failed rows, else read from the counts (null before them). */
  private gridTotal(
    kind: 'invalid' | 'failed_rows',
    total: number | null,
    fresh: Partial<QuarantineSlice> = {},
  ): number | null {
    if (kind === 'failed_rows') return total;
    if (!this.countsCurrent) return null;
    const { selectedCode, split } = this.snapshot.quarantine;
    const counts = fresh.counts ?? this.snapshot.quarantine.counts;
    const codeCounts = fresh.codeCounts ?? this.snapshot.quarantine.codeCounts;
    const scope = this.currentSplit()?.scope ?? split?.scope ?? [];
    if (selectedCode === null) return counts?.invalid ?? null;
    return scope.includes(selectedCode) ? (codeCounts[selectedCode] ?? 0) : 0;
  }

  private async gridPage(
    runner: QueryRunner,
    context: QuarantineContext,
    split: NonNullable<ReturnType<Workbench['currentSplit']>>,
  ) {
    const { selectedCode, page } = this.snapshot.quarantine;
    const selected = context.result.results.find((r) => r.code === selectedCode);
    if (selected?.failed_rows) {
      return {
        kind: 'failed_rows' as const,
        rows: selected.failed_rows,
        total: selected.failed_count,
      };
    }
    const annotate = sqlIdent(split.annotate);
    const inScope = selectedCode !== null && split.scope.includes(selectedCode);
    const filter = inScope
      ? `WHERE list_contains(q.${annotate}, ${sqlString(selectedCode)})`
      : selectedCode
        ? 'WHERE FALSE'
        : '';
    // The page's row ids first (a top-N over the flags alone), then only those rows as text:
    // a LIMIT over the ordered split sorts every invalid row, with every column, first.
    const order = `q.${sqlIdent(split.rowOrder)}`;
    const pageIds = `SELECT ${order} FROM (${split.invalidUnordered}) AS q ${filter} ORDER BY ${order} LIMIT ${QUARANTINE_PAGE_ROWS} OFFSET ${page * QUARANTINE_PAGE_ROWS}`;
    const rows = await runner.query(
      `SELECT ${selectAsText(context.columns)}, q.${annotate} FROM (${split.invalidUnordered}) AS q WHERE ${order} IN (${pageIds}) ORDER BY ${order}`,
    );
    return { kind: 'invalid' as const, rows, total: null };
  }

  // ── downloads ────────────────────────────────────────────────────────────────────────

  /** Computes one download; rejects with a message for the page. Never cancelled by a run. */
  async download(
    kind: DownloadKind,
    options: { annotate?: string | null } = {},
  ): Promise<DownloadFile> {
    const run = this.snapshot.run.result;
    if (kind === 'rules') {
      return {
        data: formatRules(this.snapshot.rules.text),
        fileName: 'rules.json',
        type: 'application/json',
      };
    }
    if (!run) throw new Error(this.t('downloads.runFirst'));
    const sample = this.snapshot.run.sample;
    const stem = this.downloadStem();
    if (kind.startsWith('report-')) {
      const source = { file: this.resultFile?.name ?? stem, fingerprint: await this.resultPrint() };
      if (kind === 'report-parquet')
        return this.tasks.task('download', PRIORITY.visible, (queries) =>
          reportParquetFile(queries, run, { stem, sample, source }),
        );
      return reportFile(run, kind.slice('report-'.length) as 'csv' | 'json' | 'html', {
        stem,
        sample,
        source,
      });
    }
    const split = this.currentSplit();
    if (!split || !this.quarantine) throw new Error(this.t('downloads.runFirst'));
    const [side, as] = kind.split('-') as ['invalid' | 'valid', 'csv' | 'parquet'];
    // Absent: the file follows the document's `outputs.invalid.annotate` (RULES.md §6).
    const annotate =
      options.annotate === undefined ? (split.annotateColumn ?? null) : options.annotate;
    const { columns } = this.quarantine;
    return this.tasks.task('download', PRIORITY.visible, (queries) =>
      splitFile(queries, split, columns, side, as, annotate, { stem, sample }),
    );
  }

  /** Every row a `sql` rule's `failed_rows` query returns, as CSV. */
  async downloadFailedRows(code: string): Promise<DownloadFile> {
    const run = this.snapshot.run.result;
    const doc = this.quarantine?.doc ?? this.snapshot.rules.parsed;
    if (!run) throw new Error(this.t('downloads.runFirst'));
    const stem = this.downloadStem();
    return this.tasks.task('download', PRIORITY.visible, (queries) =>
      failedRowsFile(queries, run, doc, code, this.t, stem),
    );
  }

  /** The stem downloads are named after: the results' file (`orders` for orders.csv). */
  private downloadStem(): string {
    return fileStem(this.resultFile?.name ?? this.snapshot.dataset.dataset?.name ?? null);
  }

  /** The fingerprint of the results' file; null when it is unknown or cannot be read. */
  private async resultPrint(): Promise<string | null> {
    const file = this.resultFile?.file;
    if (!file || !this.options.fingerprint) return null;
    return this.options.fingerprint(file).catch(() => null);
  }

  // ── the second file ──────────────────────────────────────────────────────────────────

  /**
   * Loads `file` beside the dataset (the Compare view's second file), read with the
   * current CSV choices; a compare task, so a new run does not cancel it.
   */
  loadSecond(file: File): Promise<LoadedDataset> {
    const choices = this.snapshot.dataset.choices;
    const text = this.snapshot.rules.text;
    return this.tasks.task('compare', PRIORITY.panel, (queue) =>
      queue.exclusive((db) =>
        loadIntoDatabase(db, file, choices, () => undefined, text, SECOND_TABLE),
      ),
    );
  }

  /**
   * Loads `file` as table `name`, another file a `sql` rule reads by name (a reference
   * check), read as production reads a file; the rules run again with it. A name already
   * used by a reference is replaced.
   */
  async loadReference(file: File, name: string): Promise<LoadedDataset> {
    const bad = this.referenceNameProblem(name);
    if (bad) throw new Error(bad);
    const loaded = await this.tasks.task('reference', PRIORITY.visible, (queue) =>
      queue.exclusive((db) =>
        loadIntoDatabase(db, file, DEFAULT_CHOICES, () => undefined, '', name),
      ),
    );
    this.references.set(name, file);
    this.cache = null;
    void this.run();
    return loaded;
  }

  /** Why `name` cannot name a reference table here, or null. */
  referenceNameProblem(name: string): string | null {
    const own = [DATASET_TABLE, SECOND_TABLE, AUTHOR_TABLE].flatMap((t) => [t, `${t}_incoming`]);
    return referenceNameError(name, own);
  }

  /** Drops the reference table `name`; the rules run again without it. */
  async dropReference(name: string): Promise<void> {
    if (!this.references.delete(name)) return;
    await this.tasks.task('reference', PRIORITY.visible, (queue) =>
      queue.query(`DROP TABLE IF EXISTS ${sqlIdent(name)}`),
    );
    this.cache = null;
    void this.run();
  }

  /**
   * Loads `file` as `table` beside the dataset, read as a CSV is by default, and runs
   * `work` on it: an exercise being written, checked on its own data while the page keeps
   * the user's. An author task: a newer one cancels it, a run does not.
   */
  aside<T>(file: File, table: string, work: (context: TaskContext) => Promise<T>): Promise<T> {
    return this.tasks.task('author', PRIORITY.visible, async (queue) => {
      await queue.exclusive((db) =>
        loadIntoDatabase(db, file, DEFAULT_CHOICES, () => undefined, '', table),
      );
      const { query, exportParquet, signal } = queue;
      return work({ query, exportParquet, signal });
    });
  }

  /** Stops the timers and closes the database. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.runSeq += 1;
    this.quarantineSeq += 1;
    this.tasks.cancel();
    const opening = this.db;
    this.db = null;
    if (opening) await (await opening).close();
  }
}
