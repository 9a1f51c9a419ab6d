/**
 * Results belong to the dataset they were computed on: a new file loaded under a document
 * that cannot run shows no results rather than the previous file's, and a document
 * without rules reads the new file's rows, not the last file's. An edit that breaks
 * the document on the same file keeps the last results (marked stale by their text). On
 * both DuckDBs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { fileFrom, until } from './testing';
import { Workbench } from './workbench';

const RULES = JSON.stringify({
  validations: { rules: [{ type: 'not_null', column: 'email', code: 'email_present' }] },
});
/** A document that does not parse. */
const BROKEN = '{ "validations": { "rules": [ ';
const threeRows = () => new File(['id,email\n1,a@example.com\n2,\n3,c@example.com\n'], 'three.csv');

describe.each(['wasm', 'native'] as const)('results of another file on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  async function withResults(): Promise<Workbench> {
    const wb = new Workbench({ open: () => openNodeDatabase(backend), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    wb.setRules(RULES);
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    return wb;
  }

  it('a new file under a document with an error shows no results, nor the old quarantine', async () => {
    const wb = await withResults();
    const before = wb.getSnapshot();
    expect(before.run.result?.rows_read).toBe(before.dataset.dataset?.rows);
    wb.setRules(BROKEN);
    expect(await wb.loadFile(threeRows())).toBe(true);
    await wb.run();
    const after = wb.getSnapshot();
    expect(after.dataset.dataset?.rows).toBe(3);
    expect(after.run.status).toBe('error');
    expect(after.run.error).toMatch(/fix/i);
    expect(after.run.result).toBeNull();
    expect(after.run.resultText).toBeNull();
    expect(after.quarantine.grid).toBeNull();
    expect(after.quarantine.counts).toBeNull();
    // The downloads have nothing to give either.
    await expect(wb.download('report-json')).rejects.toThrow();
  });

  it('a document without rules on a new file reads that file’s rows, not the last file’s', async () => {
    const wb = await withResults();
    wb.setRules('{ "validations": { "rules": [] } }');
    await wb.run();
    expect(wb.getSnapshot().run.result?.rows_read).toBe(wb.getSnapshot().dataset.dataset?.rows);
    expect(await wb.loadFile(threeRows())).toBe(true);
    await wb.run();
    const after = wb.getSnapshot();
    expect(after.run.result?.results).toEqual([]);
    expect(after.run.result?.rows_read).toBe(3);
  });

  it('an edit that breaks the document on the same file keeps its last results', async () => {
    const wb = await withResults();
    const result = wb.getSnapshot().run.result;
    wb.setRules(BROKEN);
    await wb.run();
    const after = wb.getSnapshot();
    expect(after.run.status).toBe('error');
    expect(after.run.result).toBe(result);
    expect(after.run.resultText).toBe(RULES);
  });
});
