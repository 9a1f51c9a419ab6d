import { describe, expect, it } from 'vitest';
import { sparkHeaderNames } from './header';

describe('RULES.md §9 — the column names Spark gives a CSV', () => {
  it.each([
    [['id', 'name'], true, '', ['id', 'name']],
    [['id', 'name'], false, '', ['_c0', '_c1']],
    [['a', 'A', '', 'b', 'a'], true, '', ['a0', 'A1', '_c2', 'b', 'a4']],
    [['x', null, 'NA'], true, 'NA', ['x', '_c1', '_c2']],
    [['é', 'É', ' '], true, '', ['é0', 'É1', ' ']],
  ] as const)('%j (header %s, nullValue %j) → %j', (cells, header, nullValue, names) => {
    expect(sparkHeaderNames(cells, header, nullValue)).toEqual(names);
  });
});
