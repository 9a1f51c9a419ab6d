/**
 * The CSV sampler on real files: the header kept, whole lines only, within the budget,
 * the first rows or blocks from the whole length of the file, and the sample loading into
 * DuckDB as a clean CSV.
 */
import { describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { sampleCsv, spreadOffsets, SPREAD_BLOCKS } from './csvSample';
import { noteOf, notesCsv, numberedCsv } from './sampleFixtures';

const HEADER = 'id,name,email,age';

/** Runs `use` on a fresh database of `backend`, closed afterwards. */
async function withDatabase(
  backend: 'wasm' | 'native',
  use: (db: Awaited<ReturnType<typeof openNodeDatabase>>) => Promise<void>,
): Promise<void> {
  const db = await openNodeDatabase(backend);
  try {
    await use(db);
  } finally {
    await db.close();
  }
}

/** The sample's lines, checking each is a whole row of the numbered file; their ids. */
async function idsOf(sample: File): Promise<number[]> {
  const text = await sample.text();
  expect(text.endsWith('\n')).toBe(true);
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  expect(lines[0]).toBe(HEADER);
  return lines.slice(1).map((line) => {
    const [id, name, email, age] = line.split(',');
    expect(name).toBe(`name ${id}`);
    expect(email === '' || email === `user${id}@example.com`).toBe(true);
    expect(Number(age)).toBe(Number(id) % 130);
    return Number(id);
  });
}

describe('spread offsets', () => {
  it('start at the body, end a block before the end, and never overlap', () => {
    const offsets = spreadOffsets(100, 100_100, 8, 1000);
    expect(offsets).toHaveLength(8);
    expect(offsets[0]).toBe(100);
    expect(offsets.at(-1)).toBe(100_100 - 1000);
    for (let i = 1; i < offsets.length; i++)
      expect(offsets[i]! - offsets[i - 1]!).toBeGreaterThanOrEqual(1000);
  });

  it('collapse to one block when the blocks would cover the body', () => {
    expect(spreadOffsets(10, 1000, 8, 200)).toEqual([10]);
  });
});

describe.each(['\n', '\r\n'])('sampling a CSV (line ends %j)', (eol) => {
  const file = numberedCsv(20_000, 'big file.csv', eol);
  const budget = Math.floor(file.size / 10);

  it('first rows: the header and the leading whole lines within the budget', async () => {
    const sample = await sampleCsv(file, 'first', budget);
    expect(sample.name).toBe('big file.csv');
    expect(sample.size).toBeLessThanOrEqual(budget);
    expect(sample.size).toBeGreaterThan(budget - 100);
    const ids = await idsOf(sample);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
  });

  it('spread: blocks of consecutive rows from the start to the end of the file', async () => {
    const sample = await sampleCsv(file, 'spread', budget);
    expect(sample.size).toBeLessThanOrEqual(budget);
    const ids = await idsOf(sample);
    expect(ids[0]).toBe(1);
    // The last block ends at the file's last row.
    expect(ids.at(-1)).toBe(20_000);
    const ascending = ids.every((id, i) => i === 0 || id > ids[i - 1]!);
    expect(ascending).toBe(true);
    const gaps = ids.filter((id, i) => i > 0 && id !== ids[i - 1]! + 1).length;
    expect(gaps).toBe(SPREAD_BLOCKS - 1);
    // Every tenth of the file is represented.
    for (let tenth = 0; tenth < 10; tenth++)
      expect(ids.some((id) => id > tenth * 2000 && id <= (tenth + 1) * 2000)).toBe(true);
  });

  it('a budget above the file gives the whole file back', async () => {
    const sample = await sampleCsv(file, 'spread', file.size * 2);
    expect(await sample.text()).toBe(await file.text());
  });
});

describe.each(['wasm', 'native'] as const)('a sample loads on %s DuckDB', (backend) => {
  it('as a clean CSV with every sampled row', async () => {
    const file = numberedCsv(20_000);
    const sample = await sampleCsv(file, 'spread', Math.floor(file.size / 8));
    const rows = (await sample.text()).trim().split('\n').length - 1;
    await withDatabase(backend, async (db) => {
      const info = await db.loadCsv(sample, 't', {});
      expect(info.read.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
        'id int',
        'name string',
        'email string',
        'age int',
      ]);
      const count = await db.query(
        'SELECT count(*)::DOUBLE AS n, min(id)::DOUBLE AS lo, max(id)::DOUBLE AS hi FROM t',
      );
      expect(count.rows[0]).toEqual({ n: rows, lo: 1, hi: 20_000 });
    });
  });
});

describe.each(['wasm', 'native'] as const)('notes over several lines, on %s DuckDB', (backend) => {
  // Every third record spans three lines: a block that starts on any of its lines but the
  // first, or ends inside it, would hold a ragged row (and the load would refuse it).
  const file = notesCsv(30_000);

  for (const mode of ['spread', 'first'] as const) {
    it(`a ${mode} sample holds whole records, each as written`, async () => {
      // The first rows' budget ends inside a note, on its third line.
      const text = await file.text();
      const budget =
        mode === 'first'
          ? text.indexOf('third line', text.indexOf('note 3000,')) + 3
          : Math.floor(file.size / 7);
      const sample = await sampleCsv(file, mode, budget);
      expect(sample.size).toBeLessThanOrEqual(budget);
      await withDatabase(backend, async (db) => {
        const info = await db.loadCsv(sample, 't', {});
        expect(info.read.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
          'id int',
          'the note string',
          'n int',
        ]);
        const rows = (await db.query('SELECT id, "the note" AS note, n FROM t')).rows;
        expect(rows.length).toBeGreaterThan(1000);
        for (const row of rows) {
          const id = Number(row.id);
          expect(row.note).toBe(noteOf(id));
          expect(Number(row.n)).toBe(id % 17);
        }
        const ids = rows.map((r) => Number(r.id));
        expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
        const blocks = ids.filter((id, i) => i === 0 || id !== ids[i - 1]! + 1).length;
        if (mode === 'first') {
          expect(ids).toEqual(ids.map((_, i) => i + 1));
          expect(ids.at(-1)).toBe(2999);
        } else {
          // Blocks from the start to the end of the file, none dropped.
          expect(ids[0]).toBe(1);
          expect(ids.at(-1)).toBe(30_000);
          expect(blocks).toBe(SPREAD_BLOCKS);
        }
      });
    });
  }
});

describe.each(['wasm', 'native'] as const)(
  'a quote inside a plain field, on %s DuckDB',
  (backend) => {
    it('is text, as DuckDB reads it: every spread block is kept, every name whole', async () => {
      const lines = ['id,size,n'];
      for (let id = 1; id <= 20_000; id++) lines.push(`${id},${id % 40}" screen,${id % 17}`);
      const file = new File([lines.join('\n') + '\n'], 'screens.csv');
      const sample = await sampleCsv(file, 'spread', Math.floor(file.size / 8));
      await withDatabase(backend, async (db) => {
        await db.loadCsv(sample, 't', {});
        const rows = (await db.query('SELECT id, size, n FROM t')).rows;
        for (const row of rows) {
          expect(row.size).toBe(`${Number(row.id) % 40}" screen`);
          expect(Number(row.n)).toBe(Number(row.id) % 17);
        }
        const ids = rows.map((r) => Number(r.id));
        expect(ids.filter((id, i) => i === 0 || id !== ids[i - 1]! + 1)).toHaveLength(
          SPREAD_BLOCKS,
        );
        expect(ids.at(-1)).toBe(20_000);
        // The first rows up to a budget that ends just past the third row keep three rows
        // (read as quoted fields, the quotes would pair rows up and drop the third).
        const three = lines.slice(0, 4).join('\n').length + 2;
        const first = (await (await sampleCsv(file, 'first', three)).text()).trim().split('\n');
        expect(first.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([1, 2, 3]);
      });
    });
  },
);
