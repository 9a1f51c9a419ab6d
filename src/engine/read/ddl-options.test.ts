/**
 * RULES.md §9: type overrides as a Spark DDL string, and a pipeline's `input.options`, read
 * with Spark's option rules (case-insensitive names, "true"/"false" booleans).
 */
import { describe, expect, it } from 'vitest';
import { DdlError, parseSparkDdl } from './ddl';
import { pipelineInputOptions, ReadOptionError, readOptions } from './options';

describe('parseSparkDdl', () => {
  it.each([
    ['id INT, cpf STRING', ['id int', 'cpf string']],
    ['id integer,cpf string', ['id int', 'cpf string']],
    ['`my col` BIGINT, amount DECIMAL(12, 2)', ['my col bigint', 'amount decimal(12,2)']],
    ["a LONG NOT NULL, b VARCHAR(10) COMMENT 'x'", ['a bigint', 'b string']],
    [
      'a: double, b timestamp_ntz, c date, d boolean',
      ['a double', 'b timestamp', 'c date', 'd boolean'],
    ],
    ['a dec', ['a decimal(10,0)']],
    ['', []],
  ])('%j', (ddl, expected) => {
    expect(parseSparkDdl(ddl).map((f) => `${f.name} ${f.typeName}`)).toEqual(expected);
  });

  it.each([
    ['id INTT', 'column `id`: unknown type `intt` (did you mean int?)'],
    ['id INT cpf STRING', 'after `id int`: expected a comma at position 8, found `cpf STRING`'],
    ['id', 'column `id`: expected a type at position 3 (e.g. `id STRING`)'],
    ['a INT, a STRING', 'column `a` is given twice'],
    ['a DECIMAL(40,0)', 'column `a`: decimal precision must be 1 to 38 (got 40)'],
    ['a ARRAY<INT>', 'column `a`: array is not a type a CSV column can have'],
    ['a INT,', 'the schema ends with a comma'],
  ])('refuses %j clearly', (ddl, message) => {
    expect(() => parseSparkDdl(ddl)).toThrow(DdlError);
    expect(() => parseSparkDdl(ddl)).toThrow(message);
  });
});

describe('readOptions (input.options)', () => {
  it('has production defaults: header and inferSchema true, sep ",", preferDate', () => {
    expect(readOptions(null)).toMatchObject({
      header: true,
      inferSchema: true,
      sep: ',',
      sepGiven: false,
      preferDate: true,
      nullValue: '',
    });
  });
  it('reads names case-insensitively and booleans in any case', () => {
    const o = readOptions({
      InferSchema: 'FALSE',
      SEP: ';',
      nullValue: 'NA',
      dateFormat: 'dd/MM/yyyy',
      comment: '#',
    });
    expect(o).toMatchObject({ inferSchema: false, sep: ';', sepGiven: true, nullValue: 'NA' });
    expect(o.from).toEqual({
      inferSchema: 'input.options',
      sep: 'input.options',
      nullValue: 'input.options',
      dateFormat: 'input.options',
    });
    expect(o.notEmulated).toEqual(['comment']);
  });
  it('refuses what Spark refuses, naming the option', () => {
    expect(() => readOptions({ header: 'yes' })).toThrow(ReadOptionError);
    expect(() => readOptions({ header: 'yes' })).toThrow('input.options.header is "yes"');
    expect(() => readOptions({ sep: ';;' })).toThrow('give one character');
  });
  it('finds input.options in a whole pipeline document only', () => {
    const pipeline = JSON.stringify({
      name: 'p',
      input: { format: 'csv', options: { inferSchema: 'false' } },
    });
    expect(pipelineInputOptions(pipeline)).toEqual({ inferSchema: 'false' });
    expect(pipelineInputOptions('{"validations": {"rules": []}}')).toBeNull();
    expect(
      pipelineInputOptions('{"input": {"format": "parquet", "options": {"a": 1}}}'),
    ).toBeNull();
    expect(pipelineInputOptions('not json')).toBeNull();
  });
});
