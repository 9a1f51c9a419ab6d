// RULES.md §9, "A folder of files": which files Spark reads, in its order, and the
// partition columns, without a file system (the Spark suite pins these on Spark).
import { describe, expect, it } from 'vitest';
import { BadInputError } from './file-refusals';
import { planFolder } from './folder';
import { headerSpan, sameLine } from './folder-head';
import { csvLineBreaks, csvRefusalInFolder, inFolderLines, lineInFolder } from './folder-lines';
import { csvRefusalText, raggedRefusal } from './refusals';
import { partitionColumnsSql } from './folder-sql';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('planFolder (RULES.md §9)', () => {
  it('reads the files directly in the folder, the largest first, hidden ones skipped', () => {
    const plan = planFolder('daily/', [
      { path: 'b.csv', size: 10 },
      { path: 'a.csv', size: 30 },
      { path: 'c.csv', size: 10 },
      { path: '.x.csv', size: 99 },
      { path: '_SUCCESS', size: 0 },
      { path: 'old/d.csv', size: 50 },
    ]);
    expect(plan.files.map((f) => f.path)).toEqual(['a.csv', 'b.csv', 'c.csv']);
    expect(plan.partitions).toEqual([]);
    expect(plan.unread).toEqual(['old/d.csv']);
  });

  it('types partition columns as Spark infers and widens them', () => {
    const plan = planFolder('p/', [
      { path: 'd=2026-01-01/m=01/r=1/x.csv', size: 1 },
      { path: 'd=2026-01-02/m=12/r=2.5/x.csv', size: 1 },
      { path: 'd=__HIVE_DEFAULT_PARTITION__/m=3/r=1/x.csv', size: 1 },
      { path: 'top.csv', size: 5 },
    ]);
    expect(plan.partitions.map((p) => `${p.name} ${p.sparkType}`)).toEqual([
      'd date',
      'm int',
      'r double',
    ]);
    expect(plan.unread).toEqual(['top.csv']);
    expect(plan.files.find((f) => f.path.startsWith('d=__'))!.values).toEqual([null, '3', '1']);
  });

  it('widens a bigint and a double to string, as Spark 4.1 does', () => {
    const plan = planFolder('p/', [
      { path: 'r=3000000000/x.csv', size: 1 },
      { path: 'r=1.5/x.csv', size: 1 },
    ]);
    expect(plan.partitions[0].sparkType).toBe('string');
  });

  it('refuses, naming the folder and the file at fault', () => {
    const refusal = (entries: { path: string; size: number }[]) => {
      try {
        planFolder('p/', entries);
      } catch (e) {
        expect(e).toBeInstanceOf(BadInputError);
        return (e as Error).message;
      }
      return null;
    };
    expect(
      refusal([
        { path: 'a=1/x.csv', size: 1 },
        { path: 'b=1/y.csv', size: 1 },
      ]),
    ).toContain('b=1/y.csv is partitioned by b and a=1/x.csv by a');
    expect(
      refusal([
        { path: 'a=1/x.csv', size: 1 },
        { path: 'plain/y.csv', size: 1 },
      ]),
    ).toContain('p/: plain/y.csv is in a folder not named key=value');
    expect(refusal([{ path: 't=2026-01-01 10%3A00/x.csv', size: 1 }])).toContain('timestamp');
    expect(refusal([{ path: 'v=1d/x.csv', size: 1 }])).toContain('only Java reads');
    expect(refusal([{ path: '_x.csv', size: 1 }])).toContain('no data file');
  });
});

describe('headerSpan', () => {
  it('finds the first line that is not blank and where it ends', () => {
    const span = headerSpan(bytes('\n \r\nid,a\r\n1,2\n'), true);
    expect(span).not.toBeNull();
    expect(span !== null && span !== 'incomplete' && new TextDecoder().decode(span.line)).toBe(
      'id,a',
    );
    expect(span !== null && span !== 'incomplete' && span.end).toBe(10);
    expect(headerSpan(bytes('id,a'), false)).toBe('incomplete');
    expect(headerSpan(bytes('  \n'), true)).toBeNull();
    expect(sameLine(bytes('id,a'), bytes('id, a'))).toBe(false);
  });
});

describe('partitionColumnsSql', () => {
  it('gives each run of rows its folder value, quoted', () => {
    const plan = planFolder('p/', [
      { path: "k=o'k/x.csv", size: 2 },
      { path: 'k=__HIVE_DEFAULT_PARTITION__/x.csv', size: 1 },
    ]);
    expect(partitionColumnsSql('t', plan, [2, 3])).toEqual([
      'ALTER TABLE "t" ADD COLUMN "k" VARCHAR',
      `UPDATE "t" SET "k" = CASE WHEN rowid < 2 THEN CAST('o''k' AS VARCHAR) WHEN rowid < 5 THEN NULL END`,
    ]);
  });
});

describe('a line of the files joined, in the folder’s terms', () => {
  // a.csv read whole from line 1 (its header); b.csv's header and a blank line left out.
  const files = [
    { path: 'a.csv', start: 1, skipped: 0 },
    { path: 'empty.csv', start: 0, skipped: 0 },
    { path: 'b.csv', start: 4, skipped: 2 },
  ];

  it('names the file and its own line, the lines it skipped counted', () => {
    expect(lineInFolder(files, 3)).toEqual({ path: 'a.csv', line: 3 });
    expect(lineInFolder(files, 4)).toEqual({ path: 'b.csv', line: 3 });
    expect(lineInFolder(files, 0)).toBeNull();
    expect(inFolderLines(files, 'line 5 has 3 fields but the header (line 1) has 2')).toBe(
      'line 4 of b.csv has 3 fields but the header (line 1 of a.csv) has 2',
    );
    // A line named in its file already is left as it is.
    expect(inFolderLines(files, 'line 4 of b.csv')).toBe('line 4 of b.csv');
  });

  it('counts a CSV line break as its reader does: \\r\\n, \\r and \\n each one', () => {
    expect(csvLineBreaks(bytes('a\r\nb\rc\nd'))).toBe(3);
    expect(csvLineBreaks(bytes('\r\n\r\n'))).toBe(2);
    // A \r at the end of the bytes before and a \n first here: one break, counted there.
    expect(csvLineBreaks(bytes('\nx\n'), 0x0d)).toBe(1);
  });

  it('tells a CSV refusal’s line in the file it is in, in the facts and in English', () => {
    const ragged = csvRefusalInFolder(files, raggedRefusal(5, 3, 2, true));
    expect(ragged).toMatchObject({ line: 4, file: 'b.csv' });
    expect(csvRefusalText(ragged)).toContain('line 4 of b.csv has 3 fields but the header has 2');
    const plain = csvRefusalInFolder(files, raggedRefusal(4, 1, 2, false));
    expect(csvRefusalText(plain)).toContain(
      'line 3 of b.csv has 1 field but line 1 of a.csv has 2',
    );
    const bad = csvRefusalInFolder(files, { kind: 'not-utf8', line: 2, byte: '0xE9' });
    expect(csvRefusalText(bad)).toContain('(byte 0xE9 on line 2 of a.csv)');
    // No line, or one before every file: as it was.
    const nowhere = { kind: 'not-utf8', line: null, byte: null } as const;
    expect(csvRefusalInFolder(files, nowhere)).toBe(nowhere);
    expect(csvRefusalInFolder(files, raggedRefusal(0, 3, 2, true))).toMatchObject({ line: 0 });
  });
});
