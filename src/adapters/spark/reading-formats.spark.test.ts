/**
 * RULES.md §9 on Spark: JSON Lines and JSON documents, gzip-compressed files and folders
 * of files, read by Spark (the oracle's `read`, as the sparquet framework reads the format)
 * and by dqw. The same columns, the same Spark types, the same values, or a difference
 * recorded in docs/RULES.md §9 and held here to exactly what it is.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowDiffs } from './compare.ts';
import { readWithDqw } from './dqw.ts';
import type { Oracle, ReadAnswer } from './oracle.ts';
import { FORMAT_CASES } from './reading-formats-corpus.ts';
import { KNOWN_FORMAT_READING } from './reading-formats-known.ts';
import { oracle } from './suite.ts';

const root = mkdtempSync(path.join(tmpdir(), 'dqw-read-formats-'));
const paths = FORMAT_CASES.map((c, i) => {
  const dir = path.join(root, `case-${i}`);
  for (const [name, bytes] of Object.entries(c.files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  return path.join(dir, c.path);
});

let o: Oracle;
const differences: string[][] = [];

/** What dqw says when it refuses, less the file name it starts with. */
const refusal = (stderr: string) =>
  stderr
    .trim()
    .split('\n')[0]
    .replace(/^dqw: \S+: /, '');

function compare(d: Awaited<ReturnType<typeof readWithDqw>>, s: ReadAnswer): string[] {
  if (s.error || !d.schema) {
    if (s.error && !d.schema) return [];
    return [
      s.error
        ? `Spark refuses the file (${s.error}: ${s.message}); dqw reads it`
        : `dqw refuses the file (${refusal(d.stderr)}); Spark reads it`,
    ];
  }
  const theirs = s.schema!.map((c) => `${c.name} ${c.type}`).join(', ');
  const mine = d.schema.map((c) => `${c.name} ${c.type}`).join(', ');
  if (theirs !== mine) return [`schema: dqw ${mine} / Spark ${theirs}`];
  return rowDiffs('rows', d.rows, s.rows);
}

beforeAll(async () => {
  o = await oracle('spark41');
  for (let i = 0; i < FORMAT_CASES.length; i++) {
    const c = FORMAT_CASES[i];
    const spark = await o.read({ path: paths[i], format: c.format, options: c.options ?? {} });
    differences.push(compare(await readWithDqw(paths[i]), spark));
  }
});
afterAll(() => o?.close());

describe(`files beyond one CSV, on Spark (${FORMAT_CASES.length} cases)`, () => {
  it.each(FORMAT_CASES.map((c, i) => [c.name, i] as const))('%s', (name, i) => {
    const known = KNOWN_FORMAT_READING[name];
    if (known) expect(differences[i], known.why).toEqual(known.differences);
    else expect(differences[i]).toEqual([]);
  });
});
