/**
 * RULES.md §9, "Excel workbooks": Spark reads no Excel, so an Excel sheet's reading travels
 * into the exports as what the engineer must do: the sheet saved as CSV (sparquet's input
 * and the PySpark script read a CSV with header and inferSchema) or spark-excel, said at
 * the top of every artifact with a header and in sparquet's warnings.
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, excelReading, exportRules } from '.';
import { pyCompiles } from '../../adapters/testing/py-compile';

const DOC = JSON.stringify({
  validations: { rules: [{ type: 'not_null', columns: ['id'] }] },
});
const reading = excelReading("Q1 'orders'");

describe('an Excel reading in the exports', () => {
  it('sparquet: a CSV input, and a warning that says to save the sheet as CSV', () => {
    const art = exportRules(DOC, 'sparquet', { reading });
    expect(JSON.parse(art.text).input).toEqual({
      format: 'csv',
      path: 'source_table',
      options: {},
    });
    expect(art.warnings[0]).toMatch(
      /^read settings: the rules were vetted on the sheet "Q1 'orders'" of an Excel workbook, which Spark does not read: save that sheet as CSV/,
    );
  });

  it('pyspark: says at the top what to do, reads a CSV with header and inferSchema, compiles', () => {
    const art = exportRules(DOC, 'pyspark', { reading });
    const top = art.text.split('\n').slice(0, 12).join('\n');
    expect(top).toContain('read by the workbench alone: Spark reads no Excel file');
    expect(top).toContain(`dataAddress "'Q1 ''orders'''!A1"`);
    expect(art.text).toContain('spark.read.format("csv")');
    expect(art.text).toContain('.option("header", "true")');
    expect(pyCompiles(art.text)).toBe('');
  });

  it('every other target says so in its header', () => {
    for (const target of EXPORT_TARGETS.filter((t) => t !== 'sparquet' && t !== 'pyspark'))
      expect(exportRules(DOC, target, { reading }).text).toContain('com.crealytics.spark.excel');
  });
});
