/**
 * Reference files in the workbench, on both DuckDBs: another file loaded under a table
 * name that `sql` rules read (a reference check), the rules run again with it, without it
 * once dropped, and with it again after the database crashed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { referenceRule } from '../engine/reference/reference';
import type { WorkbenchSnapshot } from './types';
import { fileFrom, until } from './testing';
import { Workbench } from './workbench';

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [referenceRule({ column: 'country', table: 'countries', refColumn: 'code' })],
  },
});
const countries = () => new File(['code\nBR\n'], 'Countries.csv');
const sqlResult = (s: WorkbenchSnapshot) => s.run.result?.results[0];

describe.each(['wasm', 'native'] as const)('reference files on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('a reference check counts against the loaded file, and says so once it is dropped', async () => {
    const wb = (workbench = new Workbench({
      open: () => openNodeDatabase(backend),
      autoRunDelayMs: null,
    }));
    await wb.initRules();
    wb.setRules(RULES);
    expect(await wb.loadFile(fileFrom(customersCsv))).toBe(true);
    let s = await until(wb, (x) => x.run.status === 'done');
    expect(sqlResult(s)?.error).toMatch(/Table "countries" is not loaded here/);
    const rows = await wb.loadReference(countries(), 'countries');
    expect(rows.rows).toBe(1);
    s = await until(wb, (x) => sqlResult(x)?.error === undefined && x.run.status === 'done');
    const notBr = sqlResult(s)!.failed_count;
    expect(notBr).toBeGreaterThan(0);
    await wb.dropReference('countries');
    s = await until(wb, (x) => sqlResult(x)?.error !== undefined && x.run.status === 'done');
    expect(sqlResult(s)?.error).toMatch(/Table "countries" is not loaded here/);
    // Names the page keeps for itself, or that Spark SQL cannot read bare, are refused.
    expect(wb.referenceNameProblem('dataset')).toMatch(/already taken/);
    await expect(wb.loadReference(countries(), 'dim.countries')).rejects.toThrow(/letters/);
  });
});
