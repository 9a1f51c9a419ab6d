/**
 * The reading the rules were vetted with (delimiter, header, inference, a DDL schema)
 * travels into every export: the sparquet pipeline's `input.options`, the PySpark reader,
 * and a header comment in every other target. The default reading adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_READING, EXPORT_TARGETS, exportRules, type SourceReading } from '.';
import { pyCompiles } from '../../adapters/testing/py-compile';

const DOC = JSON.stringify({
  validations: {
    rules: [
      { type: 'not_null', columns: ['zip_code'] },
      { type: 'regex', column: 'zip_code', pattern: '^[0-9]{5}$' },
    ],
  },
});
const TSV: SourceReading = {
  sep: '\t',
  header: false,
  inferSchema: false,
  schema: 'zip_code STRING',
};

describe('the default reading', () => {
  it('changes no target', () => {
    for (const target of EXPORT_TARGETS) {
      expect(exportRules(DOC, target, { reading: DEFAULT_READING }).text, target).toBe(
        exportRules(DOC, target).text,
      );
    }
  });
});

describe('a non-default reading', () => {
  it('sparquet: a CSV input with sep, header and inferSchema in input.options; the schema as a warning', () => {
    const art = exportRules(DOC, 'sparquet', { reading: TSV });
    const pipeline = JSON.parse(art.text);
    expect(pipeline.input).toEqual({
      format: 'csv',
      path: 'source_table',
      options: { sep: '\t', header: 'false', inferSchema: 'false' },
    });
    expect(pipeline.validations).toEqual(JSON.parse(DOC).validations);
    // sparquet's input takes format, path and options only: the schema cannot be carried.
    expect(pipeline.input.schema).toBeUndefined();
    expect(art.warnings.join('\n')).toContain('`zip_code STRING`');
    // Only what differs from production's default is written.
    const semicolon = JSON.parse(
      exportRules(DOC, 'sparquet', { reading: { ...DEFAULT_READING, sep: ';' } }).text,
    );
    expect(semicolon.input.options).toEqual({ sep: ';' });
  });

  it('sparquet: a pipeline document keeps its own options and gets the vetted ones it lacks', () => {
    const pipeline = `{
  "name": "zips",
  "input": { "format": "csv", "path": "/data/zips.tsv", "options": { "delimiter": "\\t", "inferschema": "true" } },
  "validations": { "rules": [{ "type": "not_null", "columns": ["zip_code"] }] },
  "output": { "format": "delta", "path": "zips" }
}`;
    const out = JSON.parse(exportRules(pipeline, 'sparquet', { reading: TSV }).text);
    expect(out.input.options).toEqual({ delimiter: '\t', inferschema: 'false', header: 'false' });
    expect(out.output).toEqual({ format: 'delta', path: 'zips' });
    // The reading the pipeline already gives: the document exactly as written.
    const same = { ...DEFAULT_READING, sep: '\t' };
    expect(exportRules(pipeline, 'sparquet', { reading: same }).text).toBe(`${pipeline}\n`);
  });

  it('pyspark: reads the CSV with the options and completes the schema with the file’s columns', () => {
    const art = exportRules(DOC, 'pyspark', { reading: TSV });
    expect(art.text).toContain('.option("sep", "\\t")');
    expect(art.text).toContain('.option("header", "false")');
    expect(art.text).toContain('.option("inferSchema", "false")');
    expect(art.text).toContain('SCHEMA = "zip_code STRING"');
    expect(art.text).toContain('return reader.schema(T.StructType(fields)).load(SOURCE)');
    expect(art.text).toContain('df = read_source(spark)');
    expect(art.text).not.toContain('spark.read.table(SOURCE)');
    expect(pyCompiles(art.text)).toBe('');
    const noSchema = exportRules(DOC, 'pyspark', { reading: { ...DEFAULT_READING, sep: ';' } });
    expect(noSchema.text).toContain('.option("sep", ";")');
    expect(noSchema.text).toContain('return reader.load(SOURCE)');
    expect(noSchema.text).not.toContain('\nSCHEMA =');
    expect(pyCompiles(noSchema.text)).toBe('');
  });

  it.each(EXPORT_TARGETS.filter((t) => t !== 'sparquet'))(
    '%s: states the settings in its header comment, before any code',
    (target) => {
      const text = exportRules(DOC, target, { reading: TSV }).text;
      const lines = text.split('\n');
      const first = lines.findIndex((l) => l.includes('Read settings:'));
      expect(first, text.slice(0, 600)).toBeGreaterThan(0);
      const head = lines.slice(0, first + 3);
      const prefix = target.endsWith('sql') || target === 'delta' ? '--' : '#';
      expect(head.every((l) => l.startsWith(prefix) || l === '#!/usr/bin/env python3')).toBe(true);
      expect(head.join('\n')).toContain('sep tab ("\\t"), header false, inferSchema false');
      expect(head.join('\n')).toContain('schema (Spark DDL): zip_code STRING');
    },
  );
});
