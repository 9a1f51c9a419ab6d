import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatsContract, repoRoot } from '../../adapters/testing/paths';
import { buildJsonSchema } from '../schema/json-schema';
import { rulesReference } from '../schema/reference';
import { FORMATS } from './formats';
import { RULE_SPECS } from './rules';
import {
  duckdbToSparkType,
  isNumericType,
  isTemporalType,
  isTextType,
  normalizeSparkType,
} from './spark-types';

describe('RULES.md §4 — named formats', () => {
  it('equal the contract formats.json exactly (names, order and patterns)', () => {
    const spec = JSON.parse(fs.readFileSync(formatsContract, 'utf8'));
    expect(Object.entries(FORMATS)).toEqual(Object.entries(spec));
  });
});

describe('the catalog', () => {
  it('marks exactly the row-level rules of RULES.md §3', () => {
    expect(
      RULE_SPECS.filter((s) => s.rowLevel)
        .map((s) => s.type)
        .sort(),
    ).toEqual(['not_null', 'range', 'regex', 'unique']);
  });

  it('docs/rules.md is the reference generated from the catalog (run `npm run schema`)', () => {
    expect(fs.readFileSync(path.join(repoRoot, 'docs', 'rules.md'), 'utf8')).toBe(rulesReference());
  });

  it('public/validations.schema.json is the schema generated from the catalog (run `npm run schema`)', () => {
    const committed = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'public', 'validations.schema.json'), 'utf8'),
    );
    expect(committed).toEqual(buildJsonSchema());
  });
});

describe('RULES.md §3 — Spark type names', () => {
  it('a list is not its element’s kind (a Parquet array<int> is not a number to profile)', () => {
    expect([isNumericType('INTEGER'), isNumericType('DECIMAL(9,2)')]).toEqual([true, true]);
    expect([isNumericType('INTEGER[]'), isNumericType('DOUBLE[3]')]).toEqual([false, false]);
    expect([isTemporalType('TIMESTAMP[]'), isTextType('VARCHAR[][]')]).toEqual([false, false]);
  });

  it.each([
    ['VARCHAR', 'string'],
    ['BIGINT', 'bigint'],
    ['INTEGER', 'int'],
    ['SMALLINT', 'smallint'],
    ['TINYINT', 'tinyint'],
    ['DOUBLE', 'double'],
    ['FLOAT', 'float'],
    ['BOOLEAN', 'boolean'],
    ['DATE', 'date'],
    ['TIMESTAMP', 'timestamp'],
    ['TIMESTAMP_NS', 'timestamp'],
    ['TIMESTAMP WITH TIME ZONE', 'timestamp'],
    ['DECIMAL(10,2)', 'decimal(10,2)'],
    ['BLOB', 'binary'],
    ['INTEGER[]', 'array<int>'],
    ['STRUCT(a INTEGER, "b c" VARCHAR)', 'struct<a:int,b c:string>'],
  ])('%s → %s', (duck, spark) => {
    expect(duckdbToSparkType(duck)).toBe(spark);
  });

  it.each([
    ['integer', 'int'],
    ['LONG', 'bigint'],
    ['short', 'smallint'],
    ['byte', 'tinyint'],
    ['str', 'string'],
    ['text', 'string'],
    ['bool', 'boolean'],
    ['decimal(38, 4)', 'decimal'],
  ])('alias %s compares as %s', (alias, name) => {
    expect(normalizeSparkType(alias)).toBe(name);
  });
});
