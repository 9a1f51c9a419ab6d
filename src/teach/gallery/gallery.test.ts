/**
 * Every gallery example runs on the gallery data, on both DuckDBs, and fails (or warns)
 * exactly as its text says; every rule type of the catalog has at least one example.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument, RULE_TYPES, runValidation } from '../../engine';
import { LOCALES } from '../types';
import { GALLERY_DATA, GALLERY_NOW } from './data';
import { EXAMPLES } from './examples';
import { exampleDocument, searchGallery } from './search';

describe.each(BACKENDS)('gallery on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  const dir = mkdtempSync(join(tmpdir(), 'dqw-gallery-'));
  beforeAll(async () => {
    db = await open();
    const file = join(dir, GALLERY_DATA.name);
    writeFileSync(file, GALLERY_DATA.csv);
    await db.loadCsvFile(file, 'dataset');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', async (_id, e) => {
    const doc = parseDocument(exampleDocument(e));
    expect(doc.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const run = await runValidation(db.runner, doc, {
      table: 'dataset',
      now: new Date(GALLERY_NOW),
    });
    const r = run.results[0];
    expect(r.error, r.message).toBeUndefined();
    expect({ severity: r.severity, failed_count: r.failed_count }, r.message).toEqual({
      severity: e.expect.severity,
      failed_count: e.expect.failed_count,
    });
    if (e.expect.metric_value !== undefined)
      expect(r.metric_value).toBeCloseTo(e.expect.metric_value, 9);
  });
});

describe('gallery content', () => {
  it('has an example for every rule type in the catalog', () => {
    const shown = new Set(EXAMPLES.map((e) => e.type));
    expect(RULE_TYPES.filter((type) => !shown.has(type))).toEqual([]);
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });

  it('says every example in every language', () => {
    for (const e of EXAMPLES)
      for (const l of LOCALES) {
        expect(e.title[l].trim(), `${e.id} title ${l}`).not.toBe('');
        expect(e.fails[l].trim(), `${e.id} fails ${l}`).not.toBe('');
      }
  });

  it('finds examples by type, by concept and in other languages, accents or not', () => {
    expect(searchGallery('').length).toBe(EXAMPLES.length);
    expect(searchGallery('freshness').map((e) => e.id)).toEqual(['freshness']);
    expect(searchGallery('targets').map((e) => e.id)).toContain('not_null-targets');
    expect(searchGallery('fechas').map((e) => e.id)).toEqual(['range-dates']);
    expect(searchGallery('numeros').map((e) => e.id)).toContain('range');
    expect(searchGallery('duplicates percent').map((e) => e.id)).toEqual(['duplicate_percent']);
    expect(searchGallery('zzz-nothing')).toEqual([]);
  });
});
