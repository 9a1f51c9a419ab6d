import { applyEdits, findNodeAtLocation, modify, parseTree, type Node } from 'jsonc-parser';
import { pipelineInputOptions, readOptions } from '../../read/options';
import { entryOf } from '../common';
import type { ExportPlan } from '../plan';
import { changedOptions, DEFAULT_READING, readingFormat, type SourceReading } from '../reading';
import type { ExportArtifact, TargetInfo } from '../types';
import { colRefProblem } from './colref';

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

/** The reading a pipeline document's own `input.options` give (production's default without them). */
function pipelineReading(documentText: string): SourceReading {
  try {
    const read = readOptions(pipelineInputOptions(documentText));
    return { sep: read.sep, header: read.header, inferSchema: read.inferSchema, schema: null };
  } catch {
    return DEFAULT_READING;
  }
}

/**
 * A whole pipeline document with the vetted reading written into its `input.options`
 * (each option the pipeline does not already give that value), the rest as written. An
 * option already there under another case (`inferschema`) keeps its name: Spark reads
 * option names case-insensitively.
 */
function withReadOptions(
  documentText: string,
  reading: SourceReading | null,
  source: string,
): string {
  const text = documentText.trim();
  if (!reading) return text;
  const root = parseTree(text);
  const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2 } };
  // A pipeline without an input gets the whole CSV input: sparquet needs its format and path.
  if (root && !findNodeAtLocation(root, ['input'])) {
    const options = changedOptions(reading);
    if (!options.length && readingFormat(reading) === 'csv' && reading.format !== 'excel')
      return text;
    const input = {
      format: readingFormat(reading),
      path: source,
      options: Object.fromEntries(options.map((o) => [o.key, o.value])),
    };
    return applyEdits(text, modify(text, ['input'], input, formatting));
  }
  const format = root ? findNodeAtLocation(root, ['input', 'format'])?.value : undefined;
  if (typeof format === 'string' && format.toLowerCase() !== readingFormat(reading)) return text;
  const options = root ? findNodeAtLocation(root, ['input', 'options']) : undefined;
  const present = (options?.children ?? [])
    .map((p) => p.children?.[0]?.value)
    .filter((k): k is string => typeof k === 'string');
  let out = text;
  for (const o of changedOptions(reading, pipelineReading(text))) {
    const aliases = o.key === 'sep' ? ['sep', 'delimiter'] : [o.key.toLowerCase()];
    const key = present.find((k) => aliases.includes(k.toLowerCase())) ?? o.key;
    out = applyEdits(out, modify(out, ['input', 'options', key], o.value, formatting));
  }
  return out;
}

/**
 * The pipeline's main destination. sparquet writes the whole frame there (valid and
 * invalid rows together, `PipelineConfig.from_dict`), so with `validations.outputs.valid`
 * it gets none (`"outputs": []`): a copy of the valid destination would be overwritten by
 * every row. Without one, the whole frame goes to `<source>_validated`.
 */
function mainOutput(source: string, hasValid: boolean): Record<string, unknown> {
  return hasValid
    ? { outputs: [] }
    : { output: { format: 'delta', path: `${source}_validated`, mode: 'overwrite' } };
}

/**
 * A pipeline document (top-level `name`, `input`…) completed with what sparquet requires
 * and it lacks: an `input` (the source table) and a main output (see `mainOutput`).
 */
function withMainInputOutput(text: string, source: string, hasValid: boolean): string {
  const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2 } };
  let out = text;
  const has = (key: string) => {
    const root = parseTree(out);
    return root !== undefined && findNodeAtLocation(root, [key]) !== undefined;
  };
  if (!has('input'))
    out = applyEdits(out, modify(out, ['input'], { format: 'delta', path: source }, formatting));
  if (!has('output') && !has('outputs'))
    for (const [key, value] of Object.entries(mainOutput(source, hasValid)))
      out = applyEdits(out, modify(out, [key], value, formatting));
  return out;
}

/**
 * Why the schema the rules were vetted with is not in the pipeline: sparquet's input takes
 * `format`, `path` and `options` only (`InputConfig`), and its CSV reader passes the
 * options to `spark.read.options(...).csv(path)`, where Spark takes no schema.
 */
function schemaWarnings(reading: SourceReading | null): string[] {
  const schema = reading?.schema?.trim();
  if (!schema) return [];
  return [
    `read settings: the rules were vetted with the schema \`${schema}\`, which a sparquet pipeline cannot carry (its input takes format, path and options; Spark's CSV reader takes no schema option), so production reads those columns with ${reading?.inferSchema ? "Spark's inferred types" : 'string types'}: read the source with this schema before the pipeline (the PySpark export does), or cast the columns in a transformation`,
  ];
}

/**
 * Why an Excel sheet's reading is not in the pipeline: sparquet's readers are Spark's, and
 * Spark reads no Excel (RULES.md §9, "Excel workbooks").
 */
function excelWarnings(reading: SourceReading | null): string[] {
  if (reading?.format !== 'excel') return [];
  return [
    `read settings: the rules were vetted on the sheet ${JSON.stringify(reading.sheet ?? '')} of an Excel workbook, which Spark does not read: save that sheet as CSV with its header row where the input's path points (the input reads a CSV with sparquet's defaults, header and inferSchema true), or read the workbook with the spark-excel data source (format com.crealytics.spark.excel) in a step before the pipeline`,
  ];
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
  const options = plan.reading ? changedOptions(plan.reading) : [];
  if (plan.doc.shape === 'pipeline')
    text = withMainInputOutput(
      withReadOptions(documentText, plan.reading, plan.source),
      plan.source,
      plan.doc.outputs.valid !== null && plan.doc.outputs.valid !== undefined,
    );
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
    const pipeline = {
      name: plan.doc.pipeline ?? 'validated_pipeline',
      // A file read with other settings than production's default is a CSV (or a JSON
      // file) to read with them; an Excel sheet is read as the CSV it is saved as.
      input:
        options.length || readingFormat(plan.reading) !== 'csv' || plan.reading?.format === 'excel'
          ? {
              format: readingFormat(plan.reading),
              path: plan.source,
              options: Object.fromEntries(options.map((o) => [o.key, o.value])),
            }
          : { format: 'delta', path: plan.source },
      transformations: [],
      validations: SPLICE,
      ...mainOutput(plan.source, validNode !== undefined),
    };
    text = JSON.stringify(pipeline, null, 2).replace(JSON.stringify(SPLICE), () =>
      reindent(node ? slice(node) : '{}', '  '),
    );
  }
  const entries = plan.rules.map((p) => {
    const problem = colRefProblem(p);
    return problem
      ? entryOf(p, 'approximate', 'the same rule', { reason: problem })
      : entryOf(p, 'exact', 'the same rule');
  });
  return {
    target: 'sparquet',
    title: SPARQUET.title,
    language: 'json',
    fileName: 'pipeline.json',
    text: `${text}\n`,
    entries,
    warnings: [
      ...excelWarnings(plan.reading),
      ...schemaWarnings(plan.reading),
      ...entries.filter((e) => e.reason).map((e) => `${e.code}: ${e.reason}`),
    ],
  };
}
