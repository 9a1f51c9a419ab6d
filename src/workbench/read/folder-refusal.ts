/**
 * A refusal of a CSV folder's files read as one, told in the user's terms (RULES.md §9, "A
 * folder of files"): the line it names is the line of the folder's file it is in (`line 3
 * of b.csv`), as dqw says it, not the line of the files the page joined.
 */
import {
  BadInputError,
  CsvLoadError,
  csvRefusalInFolder,
  csvRefusalText,
  inFolderLines,
  type CsvRefusal,
  type FolderFileLines,
} from '../../engine';

/**
 * The file check's refusals that name a line, as facts (`explain.ts` words them); null for
 * the others. A folder's file the line is in comes with them (`file`, `firstFile`).
 */
export function checkRefusalFact(e: BadInputError): CsvRefusal | null {
  const p = e.params;
  const inFile = {
    ...(p.file === undefined ? {} : { file: String(p.file) }),
    ...(p.firstFile === undefined ? {} : { firstFile: String(p.firstFile) }),
  };
  switch (e.id) {
    case 'ragged':
      return {
        kind: 'ragged',
        line: Number(p.line),
        fields: Number(p.fields),
        expected: Number(p.width),
        header: p.header !== 'no',
        delimiter: null,
        ...inFile,
      };
    case 'notUtf8':
      return { kind: 'not-utf8', line: Number(p.line), byte: String(p.byte), ...inFile };
    case 'latin1Controls':
      return {
        kind: 'latin1-controls',
        option: String(p.option),
        value: String(p.value),
        line: Number(p.line),
        byte: String(p.byte),
        ...inFile,
      };
    default:
      return null;
  }
}

/** `error`, a CSV folder's load refusal, with its line named in the folder's file it is in. */
export function inFolderFiles(error: unknown, files: readonly FolderFileLines[]): unknown {
  if (error instanceof CsvLoadError) {
    if (!error.fact)
      return new CsvLoadError(
        error.file,
        error.kind,
        inFolderLines(files, error.detail),
        error.engineMessage,
      );
    const fact = csvRefusalInFolder(files, error.fact);
    return fact === error.fact
      ? error
      : new CsvLoadError(error.file, error.kind, csvRefusalText(fact), error.engineMessage, fact);
  }
  if (!(error instanceof BadInputError)) return error;
  const given = checkRefusalFact(error);
  const fact = given && csvRefusalInFolder(files, given);
  if (!fact || fact === given || !('file' in fact) || fact.file === undefined) return error;
  const name = String(error.params.name);
  return new BadInputError(`“${name}”: ${csvRefusalText(fact)}.`, error.id, {
    ...error.params,
    line: fact.line ?? '',
    file: fact.file,
    ...(fact.kind === 'ragged' && fact.firstFile !== undefined
      ? { firstFile: fact.firstFile }
      : {}),
  });
}
