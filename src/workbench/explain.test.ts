import { describe, expect, it } from 'vitest';
import { CsvLoadError } from '../adapters/common/csv';
import { explainLoadError, inUserTerms } from './explain';
import { englishTranslate } from './translate';
import { WorkerStopped } from '../worker/oneShot';

const t = englishTranslate();

describe('load errors in the user’s terms', () => {
  it('names the user’s file, never the worker’s path or the engine', () => {
    const e = new CsvLoadError(
      '/uploads/15_long-line.csv',
      'line-too-long',
      'a line is too long',
      'x',
    );
    expect(explainLoadError('long-line.csv', e, t)).toBe(
      '“long-line.csv” could not be loaded: a line is too long',
    );
  });

  it('takes paths, error classes and engine names out of a raw message', () => {
    const raw = 'Invalid Input Error: /uploads/15_x.parquet: DuckDB: footer is missing';
    expect(inUserTerms(raw)).toBe('footer is missing');
    const shown = explainLoadError('x.csv', new Error(raw), t);
    expect(shown).toBe('“x.csv” could not be loaded: footer is missing');
    expect(shown).not.toMatch(/uploads|DuckDB|Error/);
  });

  it('says the Parquet reader stopped, not that the file is corrupt, when its worker dies', () => {
    // The words say "Parquet": the rule for parquet-wasm's own errors would call it corrupt.
    const silent = new WorkerStopped('The Parquet worker stopped unexpectedly.', null);
    expect(explainLoadError('big.parquet', silent, t)).toBe(
      'The Parquet reader stopped while reading “big.parquet”. Nothing was loaded: drop the file again.',
    );
    const trap = new WorkerStopped(
      'The Parquet worker stopped unexpectedly.',
      'Uncaught RuntimeError: unreachable',
    );
    expect(explainLoadError('big.parquet', trap, t)).toBe(
      'The Parquet reader stopped while reading “big.parquet” (Uncaught RuntimeError: unreachable). Nothing was loaded: drop the file again.',
    );
  });
});
