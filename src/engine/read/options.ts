/**
 * How production reads a CSV: sparquet's defaults (`header=true`, `inferSchema=true`,
 * UTF-8, `escape='"'`) under the pipeline's `input.options` (RULES.md §1, §9). Spark
 * reads option names case-insensitively and booleans as `"true"`/`"false"` in any case.
 */

import {
  compileJavaPattern,
  isPatternProblem,
  type CompiledPattern,
  type PatternProblem,
} from './java-format';
import { javaCharset } from './encoding';

/** The read options the workbench emulates, and where each one came from. */
export interface CsvReadOptions {
  header: boolean;
  inferSchema: boolean;
  /** The delimiter production uses: `sep`/`delimiter`, or `,`. */
  sep: string;
  /** True when the pipeline set `sep`; otherwise the file's own delimiter is detected. */
  sepGiven: boolean;
  quote: string | null;
  nullValue: string;
  nanValue: string;
  positiveInf: string;
  negativeInf: string;
  preferDate: boolean;
  /** `dateFormat`, when set to a pattern the workbench emulates. */
  dateFormat: CompiledPattern | null;
  /** `timestampFormat`, when set to a pattern the workbench emulates. */
  timestampFormat: CompiledPattern | null;
  /** Format options set to patterns the workbench cannot emulate (it reads as if unset). */
  formatProblems: { option: string; problem: PatternProblem }[];
  /** Notes on format, locale and zone options, for the run's notes. */
  formatNotes: FormatNote[];
  /**
   * Today's date (`YYYY-MM-DD`) for bare times, which Spark reads as today at that time.
   * The caller's clock, passed in: the engine reads none.
   */
  today: string;
  /**
   * `encoding` as the pipeline wrote it (key and value); null: UTF-8, which sparquet sets
   * when the pipeline does not (see {@link csvEncoding}).
   */
  encoding: { option: string; value: string } | null;
  /**
   * `charset` when the pipeline set it to something other than UTF-8. Spark reads
   * `encoding` first, and sparquet always sets `encoding`: production never reads it.
   */
  charset: { option: string; value: string } | null;
  /** `multiLine`: whether Spark reads the file whole, not line by line (UTF-16 needs it). */
  multiLine: boolean;
  /** `samplingRatio` when Spark infers types on a sample (0 < ratio ≤ 0.99), else null. */
  samplingRatio: { option: string; value: string; ratio: number } | null;
  /** `mode` when it is not Spark's default, PERMISSIVE (an unknown mode is PERMISSIVE). */
  mode: { option: string; value: string; mode: 'DROPMALFORMED' | 'FAILFAST' | null } | null;
  /** Option name → `input.options` when the pipeline set it. */
  from: Record<string, 'input.options'>;
  /** Options set in the pipeline that the workbench does not emulate. */
  notEmulated: string[];
}

export const DEFAULT_READ_OPTIONS: CsvReadOptions = {
  header: true,
  inferSchema: true,
  sep: ',',
  sepGiven: false,
  quote: null,
  nullValue: '',
  nanValue: 'NaN',
  positiveInf: 'Inf',
  negativeInf: '-Inf',
  preferDate: true,
  dateFormat: null,
  timestampFormat: null,
  formatProblems: [],
  formatNotes: [],
  today: '1970-01-01',
  encoding: null,
  charset: null,
  multiLine: false,
  samplingRatio: null,
  mode: null,
  from: {},
  notEmulated: [],
};

/** Options that change nothing the workbench computes (or are sparquet's own defaults). */
const HARMLESS = new Set(['escape']);

/** A number as Java's `Double.parseDouble` reads one (no hexadecimal form), or null. */
function javaDouble(text: string): number | null {
  const t = text.trim();
  if (t === 'NaN' || t === '+NaN' || t === '-NaN') return NaN;
  if (/^[+-]?Infinity$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?$/.test(t)) return null;
  return Number(t.replace(/[fFdD]$/, ''));
}

/** A `input.options` value that is not usable, in the user's words. */
export class ReadOptionError extends Error {}

function bool(name: string, value: unknown): boolean {
  const text = String(value).toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ReadOptionError(
    `input.options.${name} is ${JSON.stringify(value)}: Spark accepts only "true" or "false"`,
  );
}

function char(name: string, value: unknown): string {
  const text = String(value);
  if (text === '\\t') return '\t';
  if (text.length !== 1)
    throw new ReadOptionError(
      `input.options.${name} is ${JSON.stringify(value)}: give one character`,
    );
  return text;
}

/** The read options for a pipeline's `input.options` (null or `{}`: production's defaults). */
export function readOptions(
  options: Record<string, unknown> | null,
  today: Date = new Date(0),
): CsvReadOptions {
  const out: CsvReadOptions = {
    ...DEFAULT_READ_OPTIONS,
    today: today.toISOString().slice(0, 10),
    from: {},
    notEmulated: [],
    formatProblems: [],
    formatNotes: [],
    encoding: null,
    charset: null,
    samplingRatio: null,
    mode: null,
  };
  const pattern = (key: string, value: unknown): CompiledPattern | null => {
    const compiled = compileJavaPattern(String(value));
    if (!isPatternProblem(compiled)) return compiled;
    out.formatProblems.push({ option: key, problem: compiled });
    out.formatNotes.push({ kind: 'pattern', option: key, problem: compiled });
    return null;
  };
  const given: Partial<Record<string, (key: string, value: unknown) => void>> = {
    header: (k, v) => (out.header = bool(k, v)),
    inferschema: (k, v) => (out.inferSchema = bool(k, v)),
    sep: (k, v) => (out.sep = char(k, v)),
    delimiter: (k, v) => (out.sep = char(k, v)),
    quote: (k, v) => (out.quote = char(k, v)),
    nullvalue: (_, v) => (out.nullValue = String(v)),
    nanvalue: (_, v) => (out.nanValue = String(v)),
    positiveinf: (_, v) => (out.positiveInf = String(v)),
    negativeinf: (_, v) => (out.negativeInf = String(v)),
    preferdate: (k, v) => (out.preferDate = bool(k, v)),
    dateformat: (k, v) => (out.dateFormat = pattern(k, v)),
    timestampformat: (k, v) => (out.timestampFormat = pattern(k, v)),
    timestampntzformat: (k, v) => {
      out.formatNotes.push({ kind: 'timestamp-ntz', option: k, value: String(v) });
    },
    locale: (k, v) => {
      const tag = String(v);
      if (tag.toLowerCase().replace('_', '-') === 'en-us') return;
      out.formatNotes.push({ kind: 'locale', option: k, tag });
    },
    encoding: (k, v) => (out.encoding = { option: k, value: String(v) }),
    charset: (k, v) => {
      const value = String(v);
      out.charset = javaCharset(value) === 'UTF-8' ? null : { option: k, value };
    },
    multiline: (k, v) => (out.multiLine = bool(k, v)),
    samplingratio: (k, v) => {
      const ratio = javaDouble(String(v));
      if (ratio === null)
        throw new ReadOptionError(
          `input.options.${k} is ${JSON.stringify(v)}: Spark accepts only a number`,
        );
      // Spark requires more than 0 when it infers, and reads every row above 0.99.
      out.samplingRatio = ratio > 0.99 ? null : { option: k, value: String(v), ratio };
    },
    mode: (k, v) => {
      const value = String(v);
      const mode = value.toUpperCase();
      if (mode === 'PERMISSIVE') out.mode = null;
      else
        out.mode = {
          option: k,
          value,
          mode: mode === 'DROPMALFORMED' || mode === 'FAILFAST' ? mode : null,
        };
    },
  };
  const names: Record<string, string> = {
    inferschema: 'inferSchema',
    delimiter: 'sep',
    nullvalue: 'nullValue',
    nanvalue: 'nanValue',
    positiveinf: 'positiveInf',
    negativeinf: 'negativeInf',
    preferdate: 'preferDate',
    dateformat: 'dateFormat',
    timestampformat: 'timestampFormat',
    timestampntzformat: 'timestampNTZFormat',
    multiline: 'multiLine',
    samplingratio: 'samplingRatio',
  };
  for (const [key, value] of Object.entries(options ?? {})) {
    const k = key.toLowerCase();
    const apply = given[k];
    if (apply) {
      apply(key, value);
      out.from[names[k] ?? k] = 'input.options';
      if (k === 'sep' || k === 'delimiter') out.sepGiven = true;
    } else if (!HARMLESS.has(k)) out.notEmulated.push(key);
  }
  const sampling = out.samplingRatio;
  if (out.inferSchema && sampling !== null && !(sampling.ratio > 0))
    throw new ReadOptionError(
      `input.options.${sampling.option} is ${sampling.value}: Spark requires a ratio above 0 to infer the types`,
    );
  return out;
}

/** What the workbench does, and production does, with a pattern it cannot emulate. */
/**
 * A note on a format, locale or zone option, as data (the page words it in its language;
 * {@link formatNoteText} in English).
 */
export type FormatNote =
  | { kind: 'pattern'; option: string; problem: PatternProblem }
  | { kind: 'timestamp-ntz'; option: string; value: string }
  | { kind: 'locale'; option: string; tag: string };

/** An option with its value, as the notes show it: `input.options.dateFormat "dd MMM"`. */
export const shownOption = (option: string, value: string): string =>
  `input.options.${option} ${JSON.stringify(value)}`;

/** A format note in English (the CLI's words). */
export function formatNoteText(note: FormatNote): string {
  const shown = (value: string) => shownOption(note.option, value);
  switch (note.kind) {
    case 'pattern':
      return patternNote(note.option, note.problem);
    case 'timestamp-ntz':
      return `${shown(note.value)} applies only to timestamp_ntz columns: with Spark's default spark.sql.timestampType (TIMESTAMP_LTZ) inference never gives one, so it changes nothing the workbench infers; a timestamp_ntz column of your schema is read here with the default parser, not this pattern`;
    case 'locale':
      return `${shown(note.tag)} is not emulated: production reads decimal numbers with ${note.tag}'s separators (so \`1.000,5\` can be a number there) and month or day names in ${note.tag}; the workbench reads them the en-US way`;
  }
}

function patternNote(option: string, p: PatternProblem): string {
  const what = option.toLowerCase() === 'dateformat' ? 'dates' : 'timestamps';
  const shown = shownOption(option, p.pattern);
  if (p.invalid)
    return `${shown} is not a valid Java date-time pattern (\`${p.construct}\`: ${p.meaning}): production fails when it reads the file; the workbench reads ${what} as if ${option} were not set`;
  return `${shown} uses \`${p.construct}\` (${p.meaning}), which the workbench cannot emulate: it infers and reads ${what} as if ${option} were not set, while production parses them with this pattern, so a column shown here as text may be a ${what === 'dates' ? 'date' : 'timestamp'} there, and a value that does not match the pattern is NULL there`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `input.options` of a whole pipeline document, or null when the text is not a
 * pipeline with options (a `validations` document, invalid JSON, another input format).
 */
export function pipelineInputOptions(text: string): Json | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(doc) || !isObject(doc.input)) return null;
  const format = doc.input.format;
  if (typeof format === 'string' && format.toLowerCase() !== 'csv') return null;
  return isObject(doc.input.options) ? doc.input.options : null;
}
