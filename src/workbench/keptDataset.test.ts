/**
 * A dataset set aside and brought back (the page does it around a lesson): another file
 * read with its own CSV choices in between, then the first file again as it was read,
 * with no second copy kept for the next visit. On both DuckDBs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { fileFrom, until } from './testing';
import { DEFAULT_CHOICES, Workbench } from './workbench';

const RULES = JSON.stringify({
  validations: { rules: [{ type: 'not_null', column: 'email', code: 'email_present' }] },
});
const lessonCsv = () =>
  new File(['id,email\n1,a@example.com\n2,\n3,c@example.com\n'], 'customers.csv', {
    type: 'text/csv',
  });

describe.each(['wasm', 'native'] as const)('a kept dataset on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('comes back with its name, rows and CSV choices, and is not copied again', async () => {
    const remembered: string[] = [];
    const wb = new Workbench({
      open: () => openNodeDatabase(backend),
      autoRunDelayMs: null,
      persistence: {
        loadRules: () => null,
        saveRules: () => undefined,
        lastDataset: () => null,
        restoreDataset: async () => null,
        rememberDataset: async (file) => {
          remembered.push(file.name);
          return true;
        },
      },
    });
    workbench = wb;
    await wb.initRules();
    wb.setRules(RULES);
    expect(await wb.loadFile(fileFrom(customersCsv, 'mine.csv'))).toBe(true);
    await until(wb, (s) => s.run.status === 'done');
    await until(wb, () => remembered.length > 0);
    // The user reads every column as text.
    await wb.setChoices({ types: 'text' });
    await until(wb, (s) => s.run.status === 'done' && s.dataset.dataset?.name === 'mine.csv');
    const mine = wb.getSnapshot().dataset.dataset!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const copies = remembered.length;
    const kept = wb.keptDataset();
    expect(kept?.choices.types).toBe('text');

    // Another file, read with the default choices, not the user's.
    expect(await wb.loadFile(lessonCsv(), 'lesson', undefined, { choices: DEFAULT_CHOICES })).toBe(
      true,
    );
    const lesson = wb.getSnapshot().dataset;
    expect(lesson.dataset?.source).toBe('lesson');
    expect(lesson.dataset?.rows).toBe(3);
    expect(lesson.choices).toEqual(DEFAULT_CHOICES);
    expect(lesson.dataset?.columns.find((c) => c.name === 'id')?.sparkType).toBe('int');

    // Back: the same file, rows, types and choices.
    expect(await wb.loadKept(kept!)).toBe(true);
    // The load started the run: this joins it.
    await wb.run();
    const back = wb.getSnapshot();
    expect(back.dataset.dataset?.name).toBe('mine.csv');
    expect(back.dataset.dataset?.source).toBe('file');
    expect(back.dataset.dataset?.rows).toBe(mine.rows);
    expect(back.dataset.dataset?.columns).toEqual(mine.columns);
    expect(back.dataset.choices.types).toBe('text');
    expect(back.run.result?.rows_read).toBe(mine.rows);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remembered).toHaveLength(copies);
  });
});
