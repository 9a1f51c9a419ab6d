/** Documentation of the document's own keys (not rule parameters), for parser, schema and editor. */

export interface KeySpec {
  name: string;
  doc: string;
  enum?: string[];
  enumDocs?: string[];
}

export const ON_FAILURE_VALUES = ['fail', 'warn', 'skip'] as const;

export const VALIDATIONS_KEYS: KeySpec[] = [
  {
    name: 'on_failure',
    doc: 'What a pipeline does when at least one rule fails. Compared case-sensitively: write it lowercase.',
    enum: [...ON_FAILURE_VALUES],
    enumDocs: [
      'Default. The pipeline aborts **before any write**: no report, no quarantine, no output. A `warn` severity never aborts.',
      'The pipeline continues; report and quarantine are written.',
      'The pipeline continues; the rules are informative for now.',
    ],
  },
  { name: 'rules', doc: 'The rules, run in order. Each is an object with a `type`.' },
  {
    name: 'report',
    doc: 'Where production writes the report (an output config: `format`, `path`, `mode`, `partition_by`…). Kept as written for export.',
  },
  {
    name: 'outputs',
    doc: 'Row-level quarantine: `valid` and `invalid`, each an output config. Only `invalid` may carry `rules` (codes that feed the split) and `annotate` (the codes column).',
  },
  { name: 'cache', doc: 'Accepted for compatibility with pipelines; it means nothing here.' },
];

export const PIPELINE_KEYS: KeySpec[] = [
  { name: 'name', doc: "The pipeline's name, reported as `pipeline`." },
  {
    name: 'validations',
    doc: 'The validations block: `on_failure`, `rules`, `report`, `outputs`.',
  },
  { name: 'input', doc: 'Pipeline input. Ignored here: the workbench validates the loaded file.' },
  { name: 'inputs', doc: 'Pipeline inputs. Ignored here.' },
  {
    name: 'transformations',
    doc: 'Pipeline transformations. Not applied here: rules run on the loaded file as is.',
  },
  { name: 'output', doc: 'Pipeline output. Ignored here.' },
  { name: 'outputs', doc: 'Pipeline outputs. Ignored here.' },
];

export const OUTPUTS_KEYS: KeySpec[] = [
  { name: 'valid', doc: 'Where the rows that break no row-level rule in scope go.' },
  {
    name: 'invalid',
    doc: 'Where the quarantined rows go, with `annotate` (the codes column) and `rules` (the codes in scope).',
  },
];

export const OUTPUT_CONFIG_KEYS: KeySpec[] = [
  { name: 'format', doc: 'Storage format (`delta`, `parquet`, `csv`…).' },
  { name: 'path', doc: 'Destination path or table.' },
  { name: 'mode', doc: 'Write mode (`append`, `overwrite`…).' },
  { name: 'partition_by', doc: 'Partition columns.' },
  { name: 'options', doc: 'Writer options.' },
  {
    name: 'columns',
    doc: "Only these columns are written, in this order (all when absent). The workbench's own downloads keep every column.",
  },
  {
    name: 'transformations',
    doc: "This destination's own transformations, applied before `columns` and the write. Not applied here.",
  },
  {
    name: 'rules',
    doc: 'Only on `outputs.invalid`: the codes whose rules feed the split (non-empty). Absent: every row-level rule.',
  },
  {
    name: 'annotate',
    doc: 'Only on `outputs.invalid`: the name of the `array<string>` column listing the codes each row broke.',
  },
];

/** Default name of the annotate column when none is configured. */
export const DEFAULT_ANNOTATE = 'dq_codes';
