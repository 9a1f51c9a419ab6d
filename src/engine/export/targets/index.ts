import type { ExportPlan } from '../plan';
import type { ExportArtifact, ExportTarget, TargetInfo } from '../types';
import { DELTA, renderDelta } from './delta';
import { DQX, renderDqx } from './dqx';
import { GX, renderGx } from './gx';
import { LAKEFLOW_PYTHON, renderLakeflowPython } from './lakeflow-python';
import { LAKEFLOW_SQL, renderLakeflowSql } from './lakeflow-sql';
import { PYSPARK, renderPyspark } from './pyspark';
import { SODA, renderSoda } from './soda';
import { SPARK_SQL, renderSparkSql } from './spark-sql';
import { SPARQUET, renderSparquet } from './sparquet';

export const TARGET_INFO: Record<ExportTarget, TargetInfo> = {
  sparquet: SPARQUET,
  pyspark: PYSPARK,
  'lakeflow-python': LAKEFLOW_PYTHON,
  'lakeflow-sql': LAKEFLOW_SQL,
  delta: DELTA,
  'spark-sql': SPARK_SQL,
  dqx: DQX,
  soda: SODA,
  gx: GX,
};

export function renderTarget(
  target: ExportTarget,
  plan: ExportPlan,
  documentText: string,
): ExportArtifact {
  const art = (() => {
    switch (target) {
      case 'sparquet':
        return renderSparquet(plan, documentText);
      case 'pyspark':
        return renderPyspark(plan);
      case 'lakeflow-python':
        return renderLakeflowPython(plan);
      case 'lakeflow-sql':
        return renderLakeflowSql(plan);
      case 'delta':
        return renderDelta(plan);
      case 'spark-sql':
        return renderSparkSql(plan);
      case 'dqx':
        return renderDqx(plan);
      case 'soda':
        return renderSoda(plan);
      case 'gx':
        return renderGx(plan);
    }
  })();
  return art;
}
