/**
 * Profile drift on real profiles (native DuckDB): a batch whose NULLs, categories, range
 * and type moved against one that did not, column by column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { profileDrift } from './drift';
import { profileTable } from './profile';

const [native] = BACKENDS.filter((b) => b.name === 'native');

describe('profile drift between two files', () => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await native.open();
    await db.exec(`CREATE TABLE jan AS SELECT i AS id,
      CASE WHEN i % 20 = 0 THEN NULL ELSE 'u' || i || '@ex.com' END AS email,
      20 + i % 50 AS age, ['BR', 'PT', 'US'][1 + i % 3] AS country, i AS code
      FROM range(200) t(i)`);
    // February: many more NULL emails, ages far out, a new country, code now text, no id.
    await db.exec(`CREATE TABLE feb AS SELECT
      CASE WHEN i % 3 = 0 THEN NULL ELSE 'u' || i || '@ex.com' END AS email,
      200 + i % 50 AS age, ['BR', 'PT', 'AR'][1 + i % 3] AS country, 'c' || i AS code,
      i AS extra
      FROM range(200) t(i)`);
  });
  afterAll(() => db.close());

  it('flags what moved, column by column, and the columns added or removed', async () => {
    const drift = profileDrift(
      await profileTable(db.runner, 'jan'),
      await profileTable(db.runner, 'feb'),
    );
    const of = (c: string) => drift.find((d) => d.column === c)!;
    expect(drift.map((d) => d.column)).toEqual(['id', 'email', 'age', 'country', 'code', 'extra']);
    expect(of('id').moved).toEqual(['removed']);
    expect(of('extra')).toMatchObject({ first: null, moved: ['added'] });
    expect(of('email').moved).toEqual(['nulls']);
    expect(of('email').first!.nullPercent).toBe(5);
    expect(of('email').second!.nullPercent).toBeCloseTo(33.5, 5);
    expect(of('age').moved).toEqual(['range', 'mean']);
    expect(of('country').moved).toEqual(['top']);
    expect(
      of('country')
        .second!.top.map((t) => t.value)
        .sort(),
    ).toEqual(['AR', 'BR', 'PT']);
    expect(of('code').moved).toContain('type');
  });

  it('flags nothing between a file and itself', async () => {
    const p = await profileTable(db.runner, 'jan');
    expect(profileDrift(p, p).every((d) => d.moved.length === 0)).toBe(true);
  });
});
