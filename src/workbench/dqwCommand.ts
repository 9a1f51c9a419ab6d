/**
 * The `dqw` command that validates a whole file on the user's machine, for a file the tab
 * cannot hold: the CLI streams it on native DuckDB, so its size does not matter.
 */

import { folderOfLabel } from '../engine/read/folder';
import type { SparkLine } from '../engine/types';

/** The rules file name the page's "Download rules" saves. */
export const RULES_FILE_NAME = 'rules.json';

/** `text` as one shell word: as is when it is plainly safe, else in single quotes. */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9._/+-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * `dqw validate <file> --rules <doc>` for the user's file (a folder as `folder/`) and rules
 * document, with `--spark 3.5` when the page gives Spark 3.5's verdicts (RULES.md §4).
 */
export function dqwValidateCommand(
  fileName: string,
  rulesFile = RULES_FILE_NAME,
  spark: SparkLine = '4',
): string {
  const folder = folderOfLabel(fileName);
  const data = folder === null ? fileName : `${folder}/`;
  const line = spark === '4' ? '' : ` --spark ${spark}`;
  return `dqw validate ${shellWord(data)} --rules ${shellWord(rulesFile)}${line}`;
}

/**
 * The same run on Spark through production's own library (`dqw validate --engine spark`),
 * for a file beyond one machine: a local Spark on every core, or pass `--master`/`--remote`.
 */
export function dqwSparkCommand(fileName: string, rulesFile = RULES_FILE_NAME): string {
  return `${dqwValidateCommand(fileName, rulesFile)} --engine spark`;
}
