/**
 * RULES.md §9, "Excel workbooks": dqw checks what production reads, and Spark reads no
 * Excel: a workbook is refused with one line that says what to do.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dqw } from '../adapters/spark/dqw.ts';
import { repoRoot } from '../adapters/testing/paths.ts';

const workbook = path.join(
  repoRoot,
  'src',
  'adapters',
  'testing',
  'fixtures',
  'excel',
  'sheets.xlsx',
);

describe('dqw and Excel workbooks', () => {
  it('refuses an .xlsx (and .xls, .ods) with one line saying to save the sheet as CSV', async () => {
    for (const file of [workbook, 'old.xls', 'calc.ods']) {
      const r = await dqw(['profile', file, '--json']);
      expect(r.exit).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(
        `data file ${file}: dqw does not read spreadsheets (Spark, production, reads no Excel file): save the sheet as CSV with its header row and validate the CSV`,
      );
    }
  });
});
