/**
 * RULES.md §3: a column name with a dot or a backtick. Production names columns with
 * Spark's `F.col`, which reads `a.b` as a struct field and refuses a backtick: every rule
 * reading such a column stops production's run (UNRESOLVED_COLUMN /
 * INVALID_ATTRIBUTE_NAME_SYNTAX on Spark 4.1.1), while `schema` compares names and passes.
 * The workbench gives the same verdict: those rules cannot run, the run is halted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { runValidation } from './run';
import { caseDocument } from '../testing/table-cases/case';
import { UNREADABLE_COLUMNS } from '../testing/table-cases/small';

const FIXTURE = UNREADABLE_COLUMNS.sql;

describe.each(BACKENDS)('columns production cannot read, on $name', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  it('every rule reading them is an error that says why; schema still passes', async () => {
    const doc = parseDocument(
      caseDocument(UNREADABLE_COLUMNS, 'rules reading a dot or a backtick'),
    );
    const run = await runValidation(db.runner, doc, {
      table: 't',
      now: new Date(UNREADABLE_COLUMNS.now),
    });
    const [nn, range, regex, distinct, schema] = run.results;
    for (const r of [nn, range])
      expect(r.error).toBe(
        'production cannot read column "a.b": Spark\'s F.col reads the dot as a struct field (UNRESOLVED_COLUMN), which stops the run; rename the column (e.g. "a_b")',
      );
    for (const r of [regex, distinct])
      expect(r.error).toMatch(/column "c`d".*INVALID_ATTRIBUTE_NAME_SYNTAX/);
    expect(schema.error).toBeUndefined();
    expect(schema.severity).toBe('pass');
    expect(run.halted).toBe(true);
  });
});
