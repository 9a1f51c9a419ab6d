import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
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

/** Indents every line but the first (a value spliced after a key). */
function reindent(json: string, pad: string): string {
  return json.replace(/\n/g, `\n${pad}`);
}

/**
 * The `validations` block exactly as written (production reads the same document), inside
 * a minimal pipeline: a whole pipeline document is kept as it is. The written text is
 * spliced in, never re-serialized: `JSON.stringify` would write `1e3` as `1000` and `1.0`
 * as `1`, which Python reads as ints, so production's codes (`range(age,1.0,120)`) would
 * change, and it would round big integers.
 */
export function renderSparquet(plan: ExportPlan, documentText: string): ExportArtifact {
  let text: string;
  if (plan.doc.shape === 'pipeline') text = documentText.trim();
  else {
    const root = parseTree(documentText);
    const node =
      plan.doc.shape === 'validations' && root ? findNodeAtLocation(root, ['validations']) : root;
    const slice = (n: Node) => documentText.slice(n.offset, n.offset + n.length);
    const validNode = root
      ? findNodeAtLocation(
          root,
          plan.doc.shape === 'validations'
            ? ['validations', 'outputs', 'valid']
            : ['outputs', 'valid'],
        )
      : undefined;
    const SPLICE = '\u0000validations\u0000';
    const OUTPUT = '\u0000output\u0000';
    const pipeline = {
      name: plan.doc.pipeline ?? 'validated_pipeline',
      input: { format: 'delta', path: plan.source },
      transformations: [],
      validations: SPLICE,
      output: validNode
        ? OUTPUT
        : { format: 'delta', path: `${plan.source}_validated`, mode: 'overwrite' },
    };
    text = JSON.stringify(pipeline, null, 2)
      .replace(JSON.stringify(SPLICE), () => reindent(node ? slice(node) : '{}', '  '))
      .replace(JSON.stringify(OUTPUT), () => (validNode ? reindent(slice(validNode), '  ') : ''));
  }
  const entries = plan.rules.map((p) => entryOf(p, 'exact', 'the same rule'));
  return {
    target: 'sparquet',
    title: SPARQUET.title,
    language: 'json',
    fileName: 'pipeline.json',
    text: `${text}\n`,
    entries,
    warnings: [],
  };
}
