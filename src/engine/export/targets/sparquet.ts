import { entryOf } from '../common';
import type { ExportPlan } from '../plan';
import type { ExportArtifact, TargetInfo } from '../types';

export const SPARQUET: TargetInfo = {
  id: 'sparquet',
  title: 'sparquet pipeline',
  version: 'sparquet 0.6+ / sparquet_cola 0.3+',
  language: 'json',
  extension: 'json',
  run: ['Fill in input and output, then run the pipeline with sparquet as usual.'],
};

/**
 * The `validations` block exactly as written (production reads the same document), inside
 * a minimal pipeline: a whole pipeline document is kept as it is.
 */
export function renderSparquet(plan: ExportPlan, documentText: string): ExportArtifact {
  const doc = JSON.parse(documentText) as Record<string, unknown>;
  let pipeline: Record<string, unknown>;
  if (plan.doc.shape === 'pipeline') pipeline = doc;
  else {
    const validations = plan.doc.shape === 'validations' ? doc.validations : doc;
    const valid = plan.doc.outputs.valid?.raw;
    pipeline = {
      name: plan.doc.pipeline ?? 'validated_pipeline',
      input: { format: 'delta', path: plan.source },
      transformations: [],
      validations,
      output: valid ?? { format: 'delta', path: `${plan.source}_validated`, mode: 'overwrite' },
    };
  }
  const entries = plan.rules.map((p) => entryOf(p, 'exact', 'the same rule'));
  return {
    target: 'sparquet',
    title: SPARQUET.title,
    language: 'json',
    fileName: 'pipeline.json',
    text: `${JSON.stringify(pipeline, null, 2)}\n`,
    entries,
    warnings: [],
  };
}
