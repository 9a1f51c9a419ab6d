/**
 * RULES.md §9: a JSON file's reading travels into the exports: sparquet's input says
 * format "json" (and multiLine "true" for one JSON document), the PySpark script reads
 * format "json", and the other targets say so in their header.
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, exportRules, jsonReading } from '.';
import { pyCompiles } from '../../adapters/testing/py-compile';

const DOC = JSON.stringify({
  validations: { rules: [{ type: 'not_null', columns: ['id'] }] },
});

describe('a JSON reading in the exports', () => {
  it('sparquet: format json, and multiLine only for one JSON document', () => {
    const lines = JSON.parse(exportRules(DOC, 'sparquet', { reading: jsonReading(false) }).text);
    expect(lines.input).toEqual({ format: 'json', path: 'source_table', options: {} });
    const doc = JSON.parse(exportRules(DOC, 'sparquet', { reading: jsonReading(true) }).text);
    expect(doc.input).toEqual({
      format: 'json',
      path: 'source_table',
      options: { multiLine: 'true' },
    });
  });

  it("sparquet: a pipeline's JSON input gets multiLine; a CSV input is left alone", () => {
    const json = JSON.stringify({
      input: { format: 'json', path: '/d/x.json' },
      validations: { rules: [{ type: 'not_null', columns: ['id'] }] },
      output: { format: 'delta', path: 'x' },
    });
    const out = JSON.parse(exportRules(json, 'sparquet', { reading: jsonReading(true) }).text);
    expect(out.input).toEqual({
      format: 'json',
      path: '/d/x.json',
      options: { multiLine: 'true' },
    });
    const csv = json.replace('"json"', '"csv"');
    const kept = JSON.parse(exportRules(csv, 'sparquet', { reading: jsonReading(true) }).text);
    expect(kept.input).toEqual({ format: 'csv', path: '/d/x.json' });
  });

  it('pyspark: reads format json with the vetted options, and compiles', () => {
    const art = exportRules(DOC, 'pyspark', { reading: jsonReading(true) });
    expect(art.text).toContain('spark.read.format("json")\n        .option("multiLine", "true")');
    expect(art.text).not.toContain('inferSchema');
    expect(pyCompiles(art.text)).toBe('');
    const lines = exportRules(DOC, 'pyspark', { reading: jsonReading(false) });
    expect(lines.text).toContain('spark.read.format("json")\n    )');
    expect(pyCompiles(lines.text)).toBe('');
  });

  it('every other target says how the file was read', () => {
    for (const target of EXPORT_TARGETS.filter((t) => t !== 'sparquet' && t !== 'pyspark')) {
      const text = exportRules(DOC, target, { reading: jsonReading(true) }).text;
      expect(text, target).toContain('format: json, options: multiLine true');
    }
  });
});
