/**
 * The page's CSV choices as the reader's options (RULES.md §9): a whole pipeline
 * document's `input.options`, the page's choices over them and a DDL override, and the
 * reading a load used, as exports carry it to production.
 */
import type { SourceReading } from '../export/reading';
import type { CsvChoices } from './csv-head';
import type { CsvOptions } from './csv-types';
import { DdlError, parseSparkDdl } from './ddl';
import { BadInputError } from './file-refusals';
import { pipelineInputOptions, ReadOptionError, readOptions } from './options';

/**
 * CSV choices: whether to infer column types as Spark does or keep every column as text
 * (`inferSchema=false`), and type overrides as a Spark DDL string (`id INT, cpf STRING`).
 */
export interface LoadChoices extends CsvChoices {
  types: 'detect' | 'text';
  schema: string;
  /**
   * The sheet of an Excel workbook to read, by name (RULES.md §9, "Excel workbooks"); the
   * first sheet when unset or when the workbook has no sheet of that name.
   */
  sheet?: string | null;
}

/**
 * How production would read the CSV (RULES.md §9): a whole pipeline document's
 * `input.options`, the page's choices over them, and a DDL override. Bad options or DDL
 * are refused in the user's words.
 */
export function csvReadChoices(choices: LoadChoices, rulesText: string): CsvOptions {
  const pipelineOptions = pipelineInputOptions(rulesText);
  let read;
  try {
    read = readOptions(pipelineOptions, new Date());
  } catch (e) {
    if (e instanceof ReadOptionError)
      throw new BadInputError(`The pipeline's ${e.message}.`, 'readOptions', { detail: e.message });
    throw e;
  }
  const textChosen = choices.types === 'text';
  if (textChosen) read = { ...read, inferSchema: false };
  let schema: CsvOptions['schema'];
  try {
    const fields = parseSparkDdl(choices.schema);
    if (fields.length) schema = { ddl: choices.schema, fields };
  } catch (e) {
    if (e instanceof DdlError)
      throw new BadInputError(`Schema: ${e.message}.`, 'schemaDdl', { detail: e.message });
    throw e;
  }
  return {
    ...(choices.header === 'auto' ? {} : { header: choices.header === 'yes' }),
    ...(choices.delimiter === 'auto' ? {} : { delimiter: choices.delimiter }),
    read,
    readFrom: !textChosen && read.from.inferSchema ? 'input.options' : 'choice',
    ...(schema ? { schema } : {}),
  };
}

/** The reading a CSV load used, as exports carry it: the delimiter found or chosen, and the choices. */
export function readingOf(options: CsvOptions, delimiter: string | null): SourceReading {
  return {
    sep: delimiter ?? options.delimiter ?? options.read?.sep ?? ',',
    header: options.header ?? options.read?.header ?? true,
    inferSchema: options.read?.inferSchema ?? true,
    schema: options.schema?.ddl.trim() || null,
  };
}
