/**
 * The share link's data follows what the workbench loaded: the file once it is loaded
 * (not a file that failed to load), and not a copy kept from the last visit. Real DuckDB.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { Workbench } from '../workbench/workbench';
import { followDatasets, lastCsvText } from './shareable';

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
const MINE = 'id,email\n1,a@example.com\n2,\n';

describe('the text a share link carries', () => {
  let workbench: Workbench | null = null;
  let stop = () => {};
  afterEach(async () => {
    stop();
    await workbench?.close();
    workbench = null;
  });

  it('is the loaded file’s, whichever way it came in, and never a refused file’s', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase('native'), autoRunDelayMs: null });
    workbench = wb;
    stop = followDatasets(wb);
    await wb.initRules();
    expect(await wb.loadFile(csvFile('mine.csv', MINE))).toBe(true);
    expect(await lastCsvText('mine.csv')).toBe(MINE);

    // A file that cannot be read leaves the loaded one, and its text.
    expect(await wb.loadFile(new File(['not parquet'], 'broken.parquet'))).toBe(false);
    expect(wb.getSnapshot().dataset.dataset?.name).toBe('mine.csv');
    expect(await lastCsvText('mine.csv')).toBe(MINE);
    expect(await lastCsvText('broken.parquet')).toBeNull();

    // A lesson's data, then the user's file brought back.
    const kept = wb.keptDataset()!;
    expect(await wb.loadFile(csvFile('mine.csv', 'id\n9\n'), 'lesson')).toBe(true);
    expect(await lastCsvText('mine.csv')).toBe('id\n9\n');
    expect(await wb.loadKept(kept)).toBe(true);
    expect(await lastCsvText('mine.csv')).toBe(MINE);

    // The copy kept from the last visit is not carried.
    expect(await wb.loadFile(csvFile('kept.csv', MINE), 'restored')).toBe(true);
    expect(await lastCsvText('kept.csv')).toBeNull();
    expect(await lastCsvText('mine.csv')).toBeNull();
  });
});
