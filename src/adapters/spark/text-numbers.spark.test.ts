/**
 * Numeric rules on a text column (RULES.md §4), on every oracle: Spark 4 casts the text
 * with its ANSI casts (a value the cast refuses stops the run), Spark 3.5 reads such a
 * value as NULL, and `min`/`max` compare the text itself on both and convert the winner
 * with Python's `float`. dqw runs each case with the oracle's Spark line (`--spark`).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { casesOnOracle, type SparkCase } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-text-numbers-'));

// Each value beside a plain number, in a column read as text (inferSchema false).
const VALUES = [
  '1.5',
  ' 2 ',
  '1e3',
  'NaN',
  'Infinity',
  'inf',
  '0x10',
  '+5',
  '5.0',
  '-0',
  '１',
  '9223372036854775808',
  '1,5',
  'true',
  'x',
  '10',
  '9',
];

const RULES: Record<string, unknown>[] = [
  { type: 'range', column: 'a', min: 1 },
  { type: 'range', column: 'a', max: 100.5 },
  { type: 'range', column: 'a', min: 0, max: 1000 },
  { type: 'avg', column: 'a', must_be: '> 0' },
  { type: 'sum', column: 'a', must_be: '> 0' },
  { type: 'stddev', column: 'a', must_be: '>= 0' },
  { type: 'max', column: 'a', must_be: '<= 9' },
  { type: 'min', column: 'a', must_be: '>= 1' },
];

function cases(): SparkCase[] {
  return VALUES.flatMap((value, i) => {
    const file = path.join(dir, `v${i}.csv`);
    writeFileSync(file, `id,a\n1,"${value.replace(/"/g, '""')}"\n2,3\n`);
    return RULES.map((rule) => ({
      name: `${JSON.stringify(value)}: ${JSON.stringify(rule)}`,
      file: { path: file, options: { inferSchema: 'false' } },
      document: {
        input: { format: 'csv', path: file, options: { inferSchema: 'false' } },
        validations: { on_failure: 'warn', rules: [rule] },
      },
    }));
  });
}

const CASES = cases();

describe.each(['spark41', 'cola030', 'spark35'])('on oracle %s', (name) => {
  casesOnOracle(name, CASES, 900_000);
});
