/**
 * Several files of one dataset in the page (RULES.md §9, "A folder of files"): made one
 * File as Spark reads the folder, loaded through the Workbench as a dropped file is, on a
 * real DuckDB; named after the folder in the dataset, downloads and the dqw command.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../../adapters/node/database';
import { Workbench } from '../workbench';
import { fileStem } from '../downloads';
import { dqwValidateCommand } from '../dqwCommand';
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

  it('sends a folder of JSON files to dqw', async () => {
    await expect(folderAsFile('j', [part('a.jsonl', '{"id":1}\n')])).rejects.toThrow(
      'a.jsonl is not a CSV file',
    );
  });

  it('sends gzip-compressed files to dqw', async () => {
    await expect(folderAsFile('p', [part('a.csv.gz', 'id\n1\n')])).rejects.toThrow(
      'dqw validate p/',
    );
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
});
