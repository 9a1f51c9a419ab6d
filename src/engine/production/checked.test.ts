/** The versions the page names are the versions the Spark suite installs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_AGAINST } from './checked';

const requirements = path.resolve(import.meta.dirname, '../../../scripts/spark/requirements');

/** `name==version` pins of a requirements file. */
function pins(name: string): Record<string, string> {
  const text = readFileSync(path.join(requirements, `${name}.txt`), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^([A-Za-z0-9_.-]+)==(\S+)$/gm)].map((m) => [m[1].toLowerCase(), m[2]]),
  );
}

describe('CHECKED_AGAINST', () => {
  it('names the pinned Spark environments', () => {
    const spark41 = pins('spark41');
    const spark35 = pins('spark35');
    const cola030 = pins('cola030');
    expect(CHECKED_AGAINST).toEqual([
      expect.objectContaining({
        oracle: 'spark41',
        spark: spark41.pyspark,
        sparquetCola: spark41['sparquet-cola'],
        sparquet: spark41.sparquet,
      }),
      expect.objectContaining({
        oracle: 'cola030',
        spark: spark41.pyspark,
        sparquetCola: cola030['sparquet-cola'],
        sparquet: spark41.sparquet,
      }),
      expect.objectContaining({
        oracle: 'spark35',
        spark: spark35.pyspark,
        sparquetCola: spark35['sparquet-cola'],
        sparquet: null,
      }),
    ]);
  });
});
