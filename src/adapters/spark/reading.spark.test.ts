/**
 * The reading corpus: each CSV read by Spark as the sparquet framework reads it (header,
 * inferSchema), by dqw and by the page's reader (DuckDB-WASM). The same columns, the same
 * Spark types, the same values; or, for both, exactly the recorded deviation.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowDiffs } from './compare.ts';
import { readWithDqw } from './dqw.ts';
import type { Oracle, ReadAnswer } from './oracle.ts';
import { READING_CASES } from './reading-corpus.ts';
import { KNOWN_READING, PAGE_REFUSES } from './reading-known.ts';
import { oracle } from './suite.ts';
import { openPageReader } from './page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-read-'));
const files = READING_CASES.map((c, i) => {
  const p = path.join(dir, `case-${i}.csv`);
  writeFileSync(p, c.bytes);
  return p;
});

let o: Oracle;
const differences: string[][] = [];
/** The page's differences from Spark, its refusals in its own words. */
const pageDifferences: string[][] = [];

beforeAll(async () => {
  o = await oracle('spark41');
  const spark = await Promise.all(files.map((p) => o.read({ path: p })));
  const pageReader = await openPageReader();
  for (let i = 0; i < files.length; i++) {
    differences.push(compare(await readWithDqw(files[i]), spark[i]));
    const page = await pageReader.read(files[i]);
    pageDifferences.push(
      compare(
        { exit: page.refusal ? 2 : 0, stderr: `dqw: ${page.refusal ?? ''}`, ...page },
        spark[i],
      ),
    );
  }
  await pageReader.close();
}, 900_000);

/** A difference with the refusal's wording left out: the page and dqw word theirs apart. */
const gist = (d: string) => d.replace(/^dqw refuses the file \(.*\); Spark reads it$/s, 'refused');
afterAll(() => o?.close());

function compare(d: Awaited<ReturnType<typeof readWithDqw>>, s: ReadAnswer): string[] {
  if (s.error || !d.schema) {
    if (s.error && !d.schema) return [];
    return [
      s.error
        ? `Spark refuses the file (${s.error}: ${s.message}); dqw reads it`
        : `dqw refuses the file (${d.stderr
            .trim()
            .split('\n')[0]
            .replace(/^dqw: \S+?\.csv: /, '')}); Spark reads it`,
    ];
  }
  const out: string[] = [];
  const theirs = s.schema!.map((c) => `${c.name} ${c.type}`).join(', ');
  const mine = d.schema.map((c) => `${c.name} ${c.type}`).join(', ');
  if (theirs !== mine) out.push(`schema: dqw ${mine} / Spark ${theirs}`);
  else out.push(...rowDiffs('rows', d.rows, s.rows));
  return out;
}

describe(`the reading corpus on Spark (${READING_CASES.length} files)`, () => {
  it.each(READING_CASES.map((c, i) => [c.name, i] as const))('%s', (name, i) => {
    const known = KNOWN_READING[name];
    if (known) {
      // A recorded deviation (docs/RULES.md §9): it must still be exactly this.
      expect(differences[i], known.why).toEqual(known.differences);
    } else expect(differences[i]).toEqual([]);
    // The page reads it as dqw does: alike, or with the same deviation; or it refuses a
    // header it asks to be unique and named (RULES.md §9).
    const refused = PAGE_REFUSES[name];
    if (refused) expect(pageDifferences[i].join('\n'), 'the page').toContain(refused);
    else expect(pageDifferences[i].map(gist), 'the page').toEqual(differences[i].map(gist));
  });
});
