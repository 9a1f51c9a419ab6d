/** The warnings of a CSV read that are not about one column (RULES.md §9), from its facts. */
import type { CsvFacts, CsvLoadInfo, CsvOptions, SniffedCsv } from './csv-types';
import { type ReadWarning, readWarningText } from './warnings';

export function renamedHeaders(s: SniffedCsv, first: (string | null)[]): CsvLoadInfo['renamed'] {
  if (!s.header) return [];
  return s.columns.flatMap((c, index) => {
    const from = first[index] ?? '';
    return from === c.name ? [] : [{ index, from, to: c.name }];
  });
}

export function renameWarnings(renamed: CsvLoadInfo['renamed']): ReadWarning[] {
  return renamed.map(({ index, from, to }) =>
    from.trim() === '' || /^_c\d+$/.test(to)
      ? { kind: 'blank-header', column: index + 1, name: to }
      : { kind: 'renamed-header', column: index + 1, header: from, name: to },
  );
}

/** The read's warnings, in English and as data. */
export function csvWarnings(
  opts: CsvOptions,
  prepared: CsvFacts,
): { warnings: string[]; warningFacts: ReadWarning[] } {
  const warningFacts = csvReadWarnings(opts, prepared);
  return { warnings: warningFacts.map(readWarningText), warningFacts };
}

/** Warnings about the read that are not about one column. */
export function csvReadWarnings(opts: CsvOptions, { read, s, first }: CsvFacts): ReadWarning[] {
  return [
    ...renameWarnings(renamedHeaders(s, first)),
    ...(opts.delimiter === undefined && !read.sepGiven && s.delimiter !== ','
      ? [{ kind: 'delimiter', delimiter: s.delimiter } as const]
      : []),
    ...read.notEmulated.map((option) => ({ kind: 'not-emulated', option }) as const),
    ...(read.charset
      ? [
          {
            kind: 'charset-ignored',
            ...read.charset,
            encoding: read.encoding?.value ?? null,
          } as const,
        ]
      : []),
    // A sample of the rows matters only to an inference.
    ...(read.samplingRatio && read.inferSchema
      ? [{ kind: 'sampling-ratio', ...read.samplingRatio } as const]
      : []),
    ...(read.mode ? [{ kind: 'parse-mode', ...read.mode } as const] : []),
    ...read.formatNotes.map((note) => ({ kind: 'format', note }) as const),
  ];
}
