/** What the reader says about a JSON file, in the CLI's words (the page words it through i18n). */

/** A file that is one JSON document, read whole: production needs `multiLine`. */
export const JSON_DOCUMENT_WARNING =
  'the file is one JSON document, not JSON Lines: the sparquet framework reads JSON Lines unless input.options.multiLine is "true", so set it in the pipeline (the workbench read the file as one document)';

/** Lines Spark cannot parse: rows of nulls but `_corrupt_record` there and here. */
export function corruptLinesWarning(read: {
  corrupt: { line: number; why: string }[];
  corruptCount: number;
}): string | null {
  if (read.corruptCount === 0) return null;
  const first = read.corrupt.map((c) => `line ${c.line} (${c.why})`).join(', ');
  return `${read.corruptCount} line${read.corruptCount === 1 ? ' is' : 's are'} not a JSON record: ${first}. Spark reads each as a row whose columns are all null but _corrupt_record, which holds the line's text, and so does the workbench`;
}
