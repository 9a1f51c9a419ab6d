/**
 * How the vetted file was read (RULES.md §9): its delimiter, header, type inference and a
 * Spark DDL schema. The rules' verdicts depend on it, so every export carries what differs
 * from production's default reading (sparquet's CSV reader: `header` and `inferSchema`
 * true, `sep` ","), and nothing when the reading is the default.
 */

/** The reading a file was vetted with. */
export interface SourceReading {
  /** The delimiter the file was read with. */
  sep: string;
  header: boolean;
  inferSchema: boolean;
  /**
   * The Spark DDL the user set types with (`zip_code STRING`): the columns it names get
   * those types, the others keep the reading's (inferred, or text without inference).
   */
  schema: string | null;
  /**
   * The file's format when not CSV: `json` is read by sparquet's JSON reader, which passes
   * no options of its own (JSON Lines, types inferred), so only `multiLine` is carried.
   */
  format?: 'csv' | 'json';
  /** A JSON file read as one document (`input.options.multiLine` "true"). */
  multiLine?: boolean;
}

/** A JSON file's reading: JSON Lines, or one document with `multiLine`. */
export function jsonReading(multiLine: boolean): SourceReading {
  return { ...DEFAULT_READING, format: 'json', multiLine };
}

/** The format the reading names for sparquet's `input.format` and Spark's reader. */
export const readingFormat = (reading: SourceReading | null | undefined): 'csv' | 'json' =>
  reading?.format ?? 'csv';

/** Production's default CSV reading. */
export const DEFAULT_READING: SourceReading = {
  sep: ',',
  header: true,
  inferSchema: true,
  schema: null,
};

/** A CSV read option and its value, as Spark's reader takes it (a string). */
export interface ReadOption {
  key: 'sep' | 'header' | 'inferSchema' | 'multiLine';
  value: string;
}

/** The options of `reading` that differ from `base` (production's default when absent). */
export function changedOptions(
  reading: SourceReading,
  base: SourceReading = DEFAULT_READING,
): ReadOption[] {
  const out: ReadOption[] = [];
  if (readingFormat(reading) === 'json')
    return reading.multiLine && !base.multiLine ? [{ key: 'multiLine', value: 'true' }] : [];
  if (reading.sep !== base.sep) out.push({ key: 'sep', value: reading.sep });
  if (reading.header !== base.header) out.push({ key: 'header', value: String(reading.header) });
  if (reading.inferSchema !== base.inferSchema)
    out.push({ key: 'inferSchema', value: String(reading.inferSchema) });
  return out;
}

/** Whether a reading differs from production's default at all. */
export function isDefaultReading(reading: SourceReading | null | undefined): boolean {
  // A JSON file is never production's default reading (a CSV): the format itself travels.
  if (readingFormat(reading) === 'json') return false;
  return !reading || (changedOptions(reading).length === 0 && !reading.schema?.trim());
}

/** A delimiter as a person reads it: `tab`, or quoted. */
function shownSep(sep: string): string {
  return sep === '\t' ? 'tab ("\\t")' : JSON.stringify(sep);
}

/**
 * What an engineer must set to read the source as the rules were vetted, for an
 * artifact's header comment; no lines for the default reading.
 */
export function readingLines(reading: SourceReading | null | undefined): string[] {
  if (!reading || isDefaultReading(reading)) return [];
  const options = changedOptions(reading).map((o) =>
    o.key === 'sep' ? `sep ${shownSep(o.value)}` : `${o.key} ${o.value}`,
  );
  if (readingFormat(reading) === 'json')
    return [
      `Read settings: the rules were vetted on a JSON file read as Spark reads format "json"${reading.multiLine ? ' with multiLine "true" (one JSON document, not JSON Lines): set it in input.options' : ' (JSON Lines, the types Spark infers)'}; read the source the same way, or the verdicts change:`,
      `  format: json${reading.multiLine ? ', options: multiLine true' : ''}`,
    ];
  const schema = reading.schema?.trim();
  return [
    'Read settings: the rules were vetted on a CSV read with settings production does not use by default; set them where the source is read, or the verdicts change:',
    ...(options.length ? [`  options: ${options.join(', ')}`] : []),
    ...(schema
      ? [
          `  schema (Spark DDL): ${schema} — the columns it names get these types, the others ${reading.inferSchema ? 'the types Spark infers' : 'stay strings'}`,
        ]
      : []),
  ];
}
