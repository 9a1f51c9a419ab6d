/**
 * File → facts: production's read options over the caller's choices, the encoding, the
 * sniffed dialect, the header as written, Spark's column names, and the shape checks.
 */
import { classify } from './errors.ts';
import { leadingBlankLines, located, rawLines } from './lines.ts';
import {
  checkRejected,
  checkShape,
  raggedRows,
  skippingBlankLines,
  withLongLines,
} from './shape.ts';
import { firstLine, sniff } from './sniff.ts';
import {
  type CsvFacts,
  type CsvOptions,
  type CsvReadOptions,
  type QueryRunner,
  blankLine,
  dialectOf,
  readPlan,
  sparkHeaderNames,
} from '../../../engine/index.ts';

/** The facts of the file: the read planned from `opts`, the sniffed dialect, and the shape checks. */
export async function prepare(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
): Promise<CsvFacts> {
  const { read, forced } = readPlan(path, opts);
  try {
    return await prepareRead(runner, path, read, forced);
  } catch (e) {
    throw await located(runner, path, { ...forced, read }, e);
  }
}

/** The sniffed dialect, the header as written, and the shape checks, for {@link prepare}. */
export async function prepareRead(
  runner: QueryRunner,
  path: string,
  read: CsvReadOptions,
  forced: CsvOptions,
): Promise<CsvFacts> {
  // An empty or blank file defeats a sniff with header=true: sniff it freely to say why.
  // So does a ragged one: read it with its first line's delimiter to name the row.
  const lines = rawLines(runner, path, forced);
  // Spark looks for the header past any blank lines.
  const line0 = await lines(0);
  if (line0 === null || blankLine(line0)) {
    const lead = await leadingBlankLines(runner, path, forced);
    if (lead > 0) forced.skip = lead;
  }
  const s = await sniff(runner, path, forced, lines).catch(async (e: unknown) => {
    const free = await sniff(runner, path, { ...forced, header: undefined }, lines).catch(
      () => null,
    );
    if (free && free.columns.length === 1 && free.columns[0].name === 'column0') return free;
    throw (await raggedRows(runner, path, forced, await lines(0))) ?? classify(path, e);
  });
  const first = await firstLine(runner, path, forced, s, lines);
  await checkShape(runner, path, forced, s, first);
  if (forced.blankLines === 'rejected') await checkRejected(runner, path, forced, s);
  // Spark skips the blank lines of a one-column file too (DuckDB reads them as NULL).
  if (s.columns.length === 1) forced.blankLines = 'column';
  // Spark's names, not DuckDB's (`column0`, `a_1`): rules, schema checks and the files
  // written name the columns as production does.
  if (first.length === s.columns.length) {
    const names = sparkHeaderNames(first, s.header, read.nullValue);
    if (names.some((n, i) => n !== s.columns[i].name)) {
      s.columns = s.columns.map((c, i) => ({ ...c, name: names[i] }));
      forced.names = names;
    }
  }
  return { read, forced, s, first };
}

/**
 * The one way in of every read of a CSV file (a load or a view): its facts, then `use`
 * with them; a refusal names the file's own line. A line of only whitespace that DuckDB
 * refuses (Spark skips it) reads the file again skipping such lines, and a line longer
 * than DuckDB's default reads it again with `LONG_LINE_LIMIT`.
 */
export function withFacts<T>(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  use: (opts: CsvOptions, facts: CsvFacts) => Promise<T>,
): Promise<T> {
  return withLongLines(path, opts, (o) =>
    skippingBlankLines(runner, path, o, async (b) => {
      const facts = await prepare(runner, path, b);
      try {
        return await use(b, facts);
      } catch (e) {
        throw await located(runner, path, dialectOf(facts), e);
      }
    }),
  );
}
