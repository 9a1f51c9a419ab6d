/**
 * The page's Spark line (RULES.md §4): the same file and document give Spark 4's verdict
 * (a text value a numeric rule cannot read stops production's run) or Spark 3.5's (that
 * value is NULL), and switching runs every rule again, quarantine and command included.
 * On both DuckDBs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { until } from './testing';
import { Workbench } from './workbench';

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [{ type: 'range', column: 'score', min: 0, max: 6, code: 'score_range' }],
  },
});
const scores = () => new File(['id,score\n1,5\n2,x\n3,7\n'], 'scores.csv');

describe.each(['wasm', 'native'] as const)('the Spark line on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('Spark 4 stops on the text value; Spark 3.5 reads it as NULL and fails the 7', async () => {
    const wb = new Workbench({ open: () => openNodeDatabase(backend), autoRunDelayMs: null });
    workbench = wb;
    await wb.initRules();
    wb.setRules(RULES);
    expect(await wb.loadFile(scores())).toBe(true);
    await until(wb, (s) => s.run.status === 'done');
    const four = wb.getSnapshot().run;
    expect(four.sparkLine).toBe('4');
    expect(four.result?.results[0].error).toMatch(/Spark 4/);

    await wb.setSparkLine('3.5');
    const older = wb.getSnapshot().run;
    expect(older.sparkLine).toBe('3.5');
    expect(older.result?.results[0]).toMatchObject({ severity: 'fail', failed_count: 1 });
    expect(wb.sparkLine()).toBe('3.5');
    // The quarantine follows: the row with 7, not the one with x.
    wb.setQuarantineShown(true);
    await until(wb, (s) => s.quarantine.counts !== null);
    expect(wb.getSnapshot().quarantine.counts).toEqual({ invalid: 1, valid: 2 });

    await wb.setSparkLine('4');
    expect(wb.getSnapshot().run.result?.results[0].error).toMatch(/Spark 4/);
  });
});
