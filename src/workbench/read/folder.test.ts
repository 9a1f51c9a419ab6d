/**
 * Several files of one dataset in the page (RULES.md §9, "A folder of files"): made one
 * File as Spark reads the folder, loaded through the Workbench as a dropped file is, on a
 * real DuckDB; named after the folder in the dataset, downloads and the dqw command.
 */
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../../adapters/node/database';
import { Workbench } from '../workbench';
import { fileStem } from '../downloads';
import { dqwValidateCommand } from '../dqwCommand';
import { corruptLinesText } from '../../engine/read/json/notes';
import { chosenFolder, folderAsFile } from './folder';

const part = (path: string, text: string, lastModified = 1) => ({
  path,
  file: new File([text], path.split('/').pop()!, { lastModified }),
});

describe('folderAsFile', () => {
  it('is the largest file from its header, then the others without theirs', async () => {
    const file = await folderAsFile('daily', [
      part('a.csv', 'id,amount\n1,10'),
      part('b.csv', '\nid,amount\n2,20\n3,30\n'),
      part('_SUCCESS', ''),
      part('c.csv', ''),
    ]);
    expect(file.name).toBe('daily/ · 3 files');
    expect(await file.text()).toBe('id,amount\n2,20\n3,30\n1,10');
  });

  it('refuses a file whose header differs, naming the folder and the file', async () => {
    await expect(
      folderAsFile('order', [
        part('a.csv', 'id,amount\n1,10\n2,2\n'),
        part('b.csv', 'amount,id\n3,4\n'),
      ]),
    ).rejects.toThrow('order/: b.csv has the header “amount,id” but a.csv has “id,amount”');
  });

  it('reads .gz files decompressed, JSON Lines files one after the other', async () => {
    const gz = (path: string, text: string) => ({
      path,
      file: new File([gzipSync(text)], path),
    });
    const csv = await folderAsFile('z', [gz('a.csv.gz', 'id\n1\n2\n'), part('b.csv', 'id\n3\n')]);
    expect(await csv.text()).toBe('id\n1\n2\n3\n');
    const json = await folderAsFile('j', [
      gz('a.json.gz', '{"id":1}\n{"id":2}'),
      part('b.jsonl', '{"id":3}\n'),
    ]);
    expect(await json.text()).toBe('{"id":1}\n{"id":2}\n{"id":3}\n');
  });

  it('refuses files of two formats, naming both', async () => {
    await expect(
      folderAsFile('m', [part('a.jsonl', '{"id":1}\n{"id":2}\n'), part('b.csv', 'id\n1\n')]),
    ).rejects.toThrow('m/: b.csv is csv but a.jsonl is json');
  });

  it('takes the folder and paths from webkitRelativePath', () => {
    const f = new File(['x'], 'a.csv');
    Object.defineProperty(f, 'webkitRelativePath', { value: 'daily/sub/a.csv' });
    expect(chosenFolder([f])).toEqual({ name: 'daily', parts: [{ path: 'sub/a.csv', file: f }] });
  });

  it('names downloads and the dqw command after the folder', () => {
    expect(fileStem('daily/ · 3 files')).toBe('daily');
    expect(dqwValidateCommand('daily/ · 3 files')).toBe('dqw validate daily/ --rules rules.json');
  });
});

describe('Workbench.loadFolder', () => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('loads the files as one dataset through the load task, or says why not', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase('native'), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    expect(
      await wb.loadFolder('daily', [
        part('a.csv', 'id,amount\n1,10\n2,20\n'),
        part('b.csv', 'id,amount\n3,1.5\n'),
      ]),
    ).toBe(true);
    const { dataset } = wb.getSnapshot().dataset;
    expect(dataset?.name).toBe('daily/ · 2 files');
    expect(dataset?.rows).toBe(3);
    expect(dataset?.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'amount double',
    ]);
    expect(
      await wb.loadFolder('order', [part('a.csv', 'id,x\n1,2\n'), part('b.csv', 'x,id\n')]),
    ).toBe(false);
    expect(wb.getSnapshot().dataset.error).toContain('b.csv');
    // The loaded dataset stays.
    expect(wb.getSnapshot().dataset.dataset?.name).toBe('daily/ · 2 files');

    // Partition folders are columns after the files' own, typed as Spark types them.
    expect(
      await wb.loadFolder('sales', [
        part('region=eu/day=01/p.csv', 'id,amount\n1,10\n\n2,20\n'),
        part('region=us/day=02/p.csv', 'id,amount\n3,30\n'),
        part('region=__HIVE_DEFAULT_PARTITION__/day=03/p.csv', 'id,amount\n4,40\n'),
        part('top.csv', 'id,amount\n9,9\n'),
      ]),
    ).toBe(true);
    const sales = wb.getSnapshot().dataset.dataset!;
    expect(sales.name).toBe('sales/ · 3 files');
    expect(sales.rows).toBe(4);
    expect(sales.read.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'amount int',
      'region string',
      'day int',
    ]);
    // The largest file first, then by path: the default partition before us.
    expect(sales.preview.rows.map((r) => `${r.id} ${r.region} ${r.day}`)).toEqual([
      '1 eu 1',
      '2 eu 1',
      '4 null 3',
      '3 us 2',
    ]);
  });

  it('names a JSON Lines line Spark cannot parse in its own file, not in the files joined', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase('wasm'), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    expect(
      await wb.loadFolder('events', [
        // The largest first: three lines (one blank), no line break at the end.
        part('a.jsonl', '{"id":1}\n\n{"id":2,"name":"abcdefgh"}'),
        part('b.jsonl', '{"id":3}\nnot json\n'),
      ]),
    ).toBe(true);
    const events = wb.getSnapshot().dataset.dataset!;
    expect(events.rows).toBe(4);
    const corrupt = events.warningFacts?.find((w) => w.kind === 'json-corrupt');
    expect(corrupt).toMatchObject({ count: 1 });
    expect(corrupt && 'notes' in corrupt ? corruptLinesText(corrupt.notes) : '').toMatch(
      /^line 2 of b\.jsonl: /,
    );
  });

  it('loads a folder of JSON Lines files and one of Parquet files, partitions typed', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase('wasm'), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    expect(
      await wb.loadFolder('events', [
        part('k=1/a.json', '{"id":1,"name":"a"}\n\n{"id":2}\n'),
        { path: 'k=x/b.json.gz', file: new File([gzipSync('{"id":3.5}\n')], 'b.json.gz') },
      ]),
    ).toBe(true);
    const events = wb.getSnapshot().dataset.dataset!;
    expect(events.rows).toBe(3);
    expect(events.read.map((c) => `${c.name} ${c.sparkType} ${c.reason.kind}`)).toEqual([
      'id double json',
      'name string json',
      'k string partition',
    ]);
    const native = await openNodeDatabase('native');
    const pq = async (path: string, sql: string) => ({
      path,
      file: new File([(await native.exportParquet(sql)) as BlobPart], path.split('/').pop()!),
    });
    const parts = [
      // The schema is a.parquet's (the first by path): b's ID is matched, its x not read.
      await pq('d=1/a.parquet', `SELECT 1::INT AS id, 'a' AS note`),
      await pq('d=2/b.parquet', `SELECT * FROM (VALUES (2, 7), (3, 8)) t(ID, x)`),
    ];
    const clash = [parts[0], await pq('d=2/b.parquet', `SELECT 'x' AS id`)];
    await native.close();
    expect(await wb.loadFolder('pq', parts)).toBe(true);
    const loaded = wb.getSnapshot().dataset.dataset!;
    expect(loaded.name).toBe('pq/ · 2 files');
    expect(loaded.read.map((c) => `${c.name} ${c.sparkType} ${c.reason.kind}`)).toEqual([
      'id int parquet',
      'note string parquet',
      'd int partition',
    ]);
    expect(loaded.preview.rows.map((r) => `${r.id} ${r.note} ${r.d}`).sort()).toEqual([
      '1 a 1',
      '2 null 2',
      '3 null 2',
    ]);
    // One file under a partition folder: still the folder's dataset, its partition a column.
    expect(await wb.loadFolder('one', [parts[1]])).toBe(true);
    const one = wb.getSnapshot().dataset.dataset!;
    expect(one.name).toBe('one/ · 1 file');
    expect(one.read.map((c) => `${c.name} ${c.sparkType} ${c.reason.kind}`)).toEqual([
      'ID int parquet',
      'x int parquet',
      'd int partition',
    ]);
    expect(one.rows).toBe(2);
    expect(await wb.loadFolder('bad', clash)).toBe(false);
    expect(wb.getSnapshot().dataset.error).toContain(
      'b.parquet has the column id as string but d=1/a.parquet has it as int',
    );
  });
});
