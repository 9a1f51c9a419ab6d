/**
 * The pyspark export's report time on a driver outside UTC: `validated_at` is the instant
 * the run happened whatever the driver's time zone. (PySpark reads a naive datetime in the
 * driver's own zone, so a naive UTC value moved the report by the zone's offset.)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportRules } from '../../engine/export/index.ts';
import type { Oracle } from './oracle.ts';
import { oracle } from './suite.ts';

const root = path.resolve(import.meta.dirname, '../../..');

let o: Oracle;
beforeAll(async () => {
  o = await oracle('spark41');
}, 300_000);
afterAll(() => o?.close());

it('the report says when the run happened on a driver in America/Sao_Paulo (UTC−3)', async () => {
  // Under on_failure "warn" the script writes its report whatever the rules say.
  const doc = JSON.parse(readFileSync(path.join(root, 'public/samples/rules.json'), 'utf8')) as {
    validations: { on_failure?: string };
  };
  doc.validations.on_failure = 'warn';
  const art = exportRules(JSON.stringify(doc), 'pyspark');
  const before = Date.now();
  const answer = await o.runExports(
    { path: path.join(root, 'public/samples/customers.csv') },
    mkdtempSync(path.join(tmpdir(), 'dqw-report-time-')),
    [{ target: 'pyspark', text: art.text, annotate: null, driver_tz: 'America/Sao_Paulo' }],
  );
  const after = Date.now();
  const a = answer.artifacts[0];
  expect(a.run_error).toBeUndefined();
  const report = (a.report ?? []) as string[];
  expect(report.length).toBeGreaterThan(0);
  for (const line of report) {
    const at = Date.parse((JSON.parse(line) as { validated_at: string }).validated_at);
    // The same machine's clock on both sides; a second either way for rounding.
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
  }
});
