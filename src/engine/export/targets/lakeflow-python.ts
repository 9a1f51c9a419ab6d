import { comment, headerLines, inlineComment } from '../common';
import type { ExportPlan } from '../plan';
import { pyString } from '../spark';
import type { ExportArtifact, TargetInfo } from '../types';
import { LAKEFLOW_RUN_NOTES, lakeflowModel, type LfDataset } from './lakeflow';

export const LAKEFLOW_PYTHON: TargetInfo = {
  id: 'lakeflow-python',
  title: 'Lakeflow Declarative Pipelines (Python)',
  version: 'Databricks Lakeflow Spark Declarative Pipelines, from pyspark import pipelines as dp',
  language: 'python',
  extension: 'py',
  run: [
    'Add this file as a source of a Lakeflow pipeline and run an update.',
    ...LAKEFLOW_RUN_NOTES,
  ],
};

/** SQL text as a Python literal: a raw triple-quoted string when it can be one. */
export function pySql(sql: string): string {
  // A raw CR would be read as a line break, a NUL not at all: those go through pyString.
  return !sql.includes('"""') && !/[\r\0]/.test(sql) && !sql.endsWith('\\') && !sql.endsWith('"')
    ? `r"""\n${sql}\n"""`
    : pyString(sql);
}

/** The function's name: the dataset's, as a Python identifier (`silver.orders` → silver_orders). */
function fnName(name: string): string {
  const id = name.replace(/\W/g, '_');
  return /^[0-9]/.test(id) ? `_${id}` : id;
}

function datasetPy(d: LfDataset): string {
  const lines: string[] = [];
  if (d.comment) lines.push(comment('# ', [d.comment]));
  lines.push(
    d.kind === 'view'
      ? `@dp.temporary_view(name=${pyString(d.name)})`
      : `@dp.materialized_view(name=${pyString(d.name)}${d.private ? ', private=True' : ''})`,
  );
  const fail = d.expectations.filter((e) => e.fail);
  const keep = d.expectations.filter((e) => !e.fail);
  const dict = (es: typeof fail) =>
    `{\n${es.map((e) => `        ${pyString(e.name)}: ${pyString(e.constraint)},  # ${inlineComment(e.code)}`).join('\n')}\n    }`;
  if (fail.length) lines.push(`@dp.expect_all_or_fail(\n    ${dict(fail)}\n)`);
  if (keep.length) lines.push(`@dp.expect_all(\n    ${dict(keep)}\n)`);
  lines.push(`def ${fnName(d.name)}():`);
  lines.push(`    return spark.sql(${pySql(d.query)})`);
  return lines.join('\n');
}

export function renderLakeflowPython(plan: ExportPlan): ExportArtifact {
  const model = lakeflowModel(plan);
  const text = `${comment('# ', headerLines(plan, LAKEFLOW_PYTHON, model.entries))}\n\nfrom pyspark import pipelines as dp\nfrom pyspark.sql import SparkSession\n\nspark = SparkSession.active()\n\n\n${model.datasets.map(datasetPy).join('\n\n\n')}\n`;
  return {
    target: 'lakeflow-python',
    title: LAKEFLOW_PYTHON.title,
    language: 'python',
    fileName: 'rules_lakeflow.py',
    text,
    entries: model.entries,
    warnings: [],
  };
}
