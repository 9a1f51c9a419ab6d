/**
 * Files for the size tests, generated at test time (nothing big is committed): a CSV with
 * numbered rows, and a Parquet file written in several row groups.
 */
import { createRequire } from 'node:module';
import type * as Arrow from 'apache-arrow';
import type * as ParquetWasm from 'parquet-wasm/node';

const require = createRequire(import.meta.url);
const arrow = require('apache-arrow') as typeof Arrow;
const parquet = require('parquet-wasm/node') as typeof ParquetWasm;

/** `rows` numbered rows: `id,name,email,age`, ids from 1, one in seven emails empty. */
export function numberedCsv(rows: number, name = 'numbered.csv', eol = '\n'): File {
  const lines = ['id,name,email,age'];
  for (let id = 1; id <= rows; id++)
    lines.push(`${id},name ${id},${id % 7 === 0 ? '' : `user${id}@example.com`},${id % 130}`);
  return new File([lines.join(eol) + eol], name, { type: 'text/csv' });
}

/** The comment of row `id` in {@link notesCsv}: every third spans three lines. */
export function noteOf(id: number): string {
  return id % 3 === 0
    ? `note ${id}, first line\nsecond line with "quotes", and commas\nthird line`
    : `note ${id}`;
}

/**
 * `rows` rows of `id,note,n` whose notes are quoted, every third over three lines with
 * commas and doubled quotes inside: a file whose records are not its lines.
 */
export function notesCsv(rows: number, name = 'notes.csv'): File {
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = ['id,"the note",n'];
  for (let id = 1; id <= rows; id++) lines.push(`${id},${quoted(noteOf(id))},${id % 17}`);
  return new File([lines.join('\n') + '\n'], name, { type: 'text/csv' });
}

/** A Parquet file of `rows` numbered rows, in row groups of `groupRows`. */
export function parquetFile(rows: number, groupRows: number, name = 'numbered.parquet'): File {
  const table = arrow.tableFromArrays({
    id: Int32Array.from({ length: rows }, (_, i) => i + 1),
    label: Array.from({ length: rows }, (_, i) => `label ${(i % 10) + 1}`),
  });
  return parquetOf(table, groupRows, name);
}

/** `table` written as a snappy Parquet file in row groups of `groupRows`. */
function parquetOf(table: Arrow.Table, groupRows: number, name: string): File {
  const props = new parquet.WriterPropertiesBuilder()
    .setMaxRowGroupSize(groupRows)
    .setCompression(parquet.Compression.SNAPPY)
    .build();
  const bytes = parquet.writeParquet(
    parquet.Table.fromIPCStream(arrow.tableToIPC(table, 'stream')),
    props,
  );
  return new File([bytes as BlobPart], name);
}

/** The long texts {@link phrasesParquet} repeats: 70 bytes each. */
export const PHRASES = [
  'the quick brown fox jumps over the lazy dog, again and again, all day.',
  'pack my box with five dozen liquor jugs before the night ends, please.',
  'sphinx of black quartz, judge my vow and keep it safe for the records.',
  'how vexingly quick daft zebras jump over the sleeping old watchdog ok.',
];

/**
 * A dictionary-heavy Parquet file: `rows` ids and one text column cycling through four
 * 70-byte {@link PHRASES}, as plain texts (not Arrow dictionaries). Its footer's encoded
 * size is a few bits a row for the texts; decoded, every row holds its 70 bytes.
 */
export function phrasesParquet(rows: number, groupRows: number, name = 'phrases.parquet'): File {
  const table = new arrow.Table({
    id: arrow.vectorFromArray(Int32Array.from({ length: rows }, (_, i) => i + 1)),
    phrase: arrow.vectorFromArray(
      Array.from({ length: rows }, (_, i) => PHRASES[i % PHRASES.length]!),
      new arrow.Utf8(),
    ),
  });
  return parquetOf(table, groupRows, name);
}
