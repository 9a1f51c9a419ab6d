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
  format?: 'csv' | 'json' | 'excel';
  /** A JSON file read as one document (`input.options.multiLine` "true"). */
  multiLine?: boolean;
  /**
   * The sheet of an Excel workbook the rules were vetted on (format `excel`). Spark has no
   * Excel reader: production reads the sheet saved as CSV with its header (the default
   * CSV reading), or through the spark-excel data source.
   */
  sheet?: string;
}

/** An Excel sheet's reading: the workbench's own (RULES.md §9, "Excel workbooks"). */
export function excelReading(sheet: string): SourceReading {
  return { ...DEFAULT_READING, format: 'excel', sheet };
}

/** A JSON file's reading: JSON Lines, or one document with `multiLine`. */
export function jsonReading(multiLine: boolean): SourceReading {
  return { ...DEFAULT_READING, format: 'json', multiLine };
}

/**
 * The format the reading names for sparquet's `input.format` and Spark's reader: an Excel
 * sheet is read there as the CSV it is saved as.
 */
export const readingFormat = (reading: SourceReading | null | undefined): 'csv' | 'json' =>
  reading?.format === 'json' ? 'json' : 'csv';

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
  // A JSON file is never production's default reading (a CSV): the format itself travels;
  // nor is an Excel sheet, which production must first save as a CSV.
  if (readingFormat(reading) === 'json' || reading?.format === 'excel') return false;
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
  if (reading.format === 'excel') return excelReadingLines(reading.sheet ?? '');
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

/**
 * What an engineer must do to read an Excel sheet as the workbench did: Spark reads no
 * Excel, so either the sheet saved as CSV (the exports read a CSV with header and
 * inferSchema), or the spark-excel data source with the options that give the same reading.
 */
function excelReadingLines(sheet: string): string[] {
  const address = `'${sheet.replace(/'/g, "''")}'!A1`;
  return [
    `Read settings: the rules were vetted on the sheet ${JSON.stringify(sheet)} of an Excel workbook, read by the workbench alone: Spark reads no Excel file, so read the source one of these ways, or the verdicts change:`,
    '  save that sheet as CSV (UTF-8, with its header row) and read the CSV with header "true" and inferSchema "true" (what this export does), or',
    `  read the workbook with the spark-excel data source: format com.crealytics.spark.excel, options header "true", inferSchema "true", dataAddress ${JSON.stringify(address)}`,
    '  (whole numbers were read here as bigint, other numbers as double, dates as timestamp, empty cells as NULL)',
  ];
}
