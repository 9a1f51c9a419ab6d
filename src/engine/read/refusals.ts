/**
 * Why a CSV file is refused, as data: the page words it in its language, and
 * {@link csvRefusalText} in English, which the CLI prints. Lines are the file's own, as
 * an editor numbers them: the first line of the file (the header, when there is one) is
 * line 1, and a quoted value written over several lines counts each of them.
 */
import { shownDelimiter } from './warnings';

export type CsvRefusal =
  /**
   * Line `line` has `fields` fields where the first line has `expected`. `delimiter` is set
   * when the workbench found it on the first line, DuckDB's detection having given up.
   */
  {
    kind: 'ragged';
    line: number;
    fields: number;
    expected: number;
    header: boolean;
    delimiter: string | null;
  };

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** A refusal in English (the CLI's words, and `CsvLoadError.detail`). */
export function csvRefusalText(r: CsvRefusal): string {
  switch (r.kind) {
    case 'ragged': {
      const delimiter =
        r.delimiter === null ? '' : ` with the delimiter ${shownDelimiter(r.delimiter)}`;
      const first = r.header ? 'the header (line 1)' : 'line 1';
      return `rows have different numbers of fields${delimiter}: line ${r.line.toLocaleString('en-US')} has ${plural(r.fields, 'field')} but ${first} has ${r.expected.toLocaleString('en-US')}. Fix that row, or check the delimiter`;
    }
  }
}
