import { comment, headerLines, inlineComment } from '../common';
import type { ExportPlan } from '../plan';
import type { ExportArtifact, TargetInfo } from '../types';
import { LAKEFLOW_RUN_NOTES, lakeflowModel, type LfDataset } from './lakeflow';

export const LAKEFLOW_SQL: TargetInfo = {
  id: 'lakeflow-sql',
  title: 'Lakeflow Declarative Pipelines (SQL)',
  version: 'Databricks Lakeflow Spark Declarative Pipelines, SQL',
  language: 'sql',
  extension: 'sql',
  run: [
    'Add this file as a source of a Lakeflow pipeline and run an update.',
    ...LAKEFLOW_RUN_NOTES,
  ],
};

function datasetSql(d: LfDataset): string {
  const cons = d.expectations.map(
    (e, i) =>
      `  CONSTRAINT ${e.name} EXPECT (${e.constraint})${e.fail ? ' ON VIOLATION FAIL UPDATE' : ''}${i < d.expectations.length - 1 ? ',' : ''} -- ${inlineComment(e.code)}`,
  );
  const kind =
    d.kind === 'view'
      ? 'CREATE TEMPORARY VIEW'
      : `CREATE OR REFRESH ${d.private ? 'PRIVATE ' : ''}MATERIALIZED VIEW`;
  const head = `${d.comment ? `${comment('-- ', [d.comment])}\n` : ''}${kind} ${d.name}`;
  return `${head}${cons.length ? ` (\n${cons.join('\n')}\n)` : ''} AS\n${d.query};`;
}

export function renderLakeflowSql(plan: ExportPlan): ExportArtifact {
  const model = lakeflowModel(plan);
  const text = `${comment('-- ', headerLines(plan, LAKEFLOW_SQL, model.entries))}\n\n${model.datasets.map(datasetSql).join('\n\n')}\n`;
  return {
    target: 'lakeflow-sql',
    title: LAKEFLOW_SQL.title,
    language: 'sql',
    fileName: 'rules.lakeflow.sql',
    text,
    entries: model.entries,
    warnings: [],
  };
}
