/** What the reader says about a JSON file, in the CLI's words (the page words it through i18n). */

/** A file that is one JSON document, read whole: production needs `multiLine`. */
export const JSON_DOCUMENT_WARNING =
  'the file is one JSON document, not JSON Lines: the sparquet framework reads JSON Lines unless input.options.multiLine is "true", so set it in the pipeline (the workbench read the file as one document)';
