import { describe, expect, it } from 'vitest';
import { CsvLoadError } from '../adapters/common/csv';
import { explainLoadError, inUserTerms } from './explain';

describe('load errors in the user’s terms', () => {
  it('names the user’s file, never the worker’s path or the engine', () => {
    const e = new CsvLoadError('/uploads/15_long-line.csv', 'parse', 'cannot be read as CSV', 'x');
    expect(explainLoadError('long-line.csv', e)).toBe('“long-line.csv”: cannot be read as CSV');
  });

  it('takes paths, error classes and engine names out of a raw message', () => {
    const raw = 'Invalid Input Error: /uploads/15_x.parquet: DuckDB: footer is missing';
    expect(inUserTerms(raw)).toBe('footer is missing');
    const shown = explainLoadError('x.csv', new Error(raw));
    expect(shown).toBe('“x.csv” could not be loaded: footer is missing');
    expect(shown).not.toMatch(/uploads|DuckDB|Error/);
  });
});
