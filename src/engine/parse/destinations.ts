/**
 * Destinations checked as production needs them (RULES.md §1). Production builds every
 * destination with `OutputConfig.from_dict`, which reads `data["format"].lower()` and
 * `data["path"]`, and refuses `annotate`/`rules` anywhere but `validations.outputs.invalid`
 * — on the pipeline's `output` and each `outputs[i]` too (sparquet `core/config.py`,
 * `PipelineConfig.from_dict` and `_reject_quarantine_keys`). Those refusals are errors.
 * What production accepts but cannot mean — two destinations on one path, a quarantine
 * no rule can fill — is a warning.
 */
import type { OutputConfig, ParsedDocument, Rule } from '../types';
import { at, spotOf, type ParseContext, type Spot, type Where } from './context';
import { kindName, kindOf, propertiesOf, propertyOf } from './json';

const SPLIT_KEYS = ['annotate', 'rules'] as const;

/**
 * Spark writers that cannot hold the annotate column's `array<string>`: the CSV source
 * accepts atomic types only (`CSVFileFormat.supportDataType`) and the text source one
 * string column. The write stops with `[UNSUPPORTED_DATA_TYPE_FOR_DATASOURCE]`, even for an
 * empty quarantine, since Spark checks the schema before it writes a row.
 */
const NO_ARRAY_FORMATS = ['csv', 'txt'];

/** A destination needs a string `format` and a string `path`; the fix adds what is missing. */
export function requireDestination(ctx: ParseContext, where: Where, label: string): void {
  const missing: string[] = [];
  for (const key of ['format', 'path']) {
    const p = propertyOf(where.node, key);
    if (!p) {
      missing.push(key);
      continue;
    }
    if (p.valueNode.type !== 'string' || String(p.valueNode.value).trim() === '')
      ctx.error(
        'bad-destination',
        at(where, key, p.valueNode),
        `"${key}" of ${label} must be a non-blank string, not ${kindName(p.valueNode)}.`,
        undefined,
        { id: 'badDestination', params: { name: key, label, kind: kindOf(p.valueNode) } },
      );
  }
  if (missing.length === 0) return;
  const placeholder: Record<string, string> = { format: '"parquet"', path: '"…"' };
  const named = { first: missing[0], ...(missing[1] ? { second: missing[1] } : {}) };
  ctx.error(
    'destination-incomplete',
    where,
    `${label} needs ${missing.map((k) => `"${k}"`).join(' and ')}: production builds every destination from a "format" and a "path" and refuses the whole document without them.`,
    {
      title: `Add ${missing.map((k) => `"${k}"`).join(' and ')}`,
      titleRef: { id: 'add', params: named },
      edits: [...missing]
        .reverse()
        .flatMap((k) => ctx.insertPropertyEdit(where.node, k, placeholder[k])),
    },
    { id: 'destinationIncomplete', params: { label, ...named } },
  );
}

function refuseSplitKeys(ctx: ParseContext, where: Where, label: string): void {
  for (const key of SPLIT_KEYS) {
    const p = propertyOf(where.node, key);
    if (!p || p.valueNode.type === 'null') continue;
    ctx.error(
      'split-key-on-output',
      { path: at(where, key, p.keyNode).path, node: p.keyNode },
      `"${key}" on the pipeline's ${label}: production refuses the whole document. A pipeline output receives every row, valid and invalid, so there is no rejected row to ${key === 'annotate' ? 'label' : 'scope'}. Put "${key}" on validations.outputs.invalid.`,
      {
        title: `Remove "${key}" from ${label}`,
        titleRef: { id: 'removeFrom', params: { value: key, label } },
        edits: ctx.removePropertyEdit(where.node, key),
      },
      { id: key === 'annotate' ? 'annotateOnOutput' : 'rulesOnOutput', params: { label } },
    );
  }
}

/** The pipeline's `output` and `outputs[i]`: destinations, and no split keys on them. */
export function checkPipelineOutputs(ctx: ParseContext, top: Where): void {
  const output = propertyOf(top.node, 'outputs') ?? propertyOf(top.node, 'output');
  if (!output) return;
  const where = at(top, output.key, output.valueNode);
  const items =
    output.key === 'outputs'
      ? (output.valueNode.children ?? []).map((n, i) => at(where, i, n))
      : [where];
  if (output.key === 'outputs' && output.valueNode.type !== 'array') {
    ctx.error('not-a-list', where, `"outputs" must be a list of destinations.`, undefined, {
      id: 'outputsNotList',
    });
    return;
  }
  for (const item of items) {
    if (item.node.type !== 'object') {
      ctx.error('not-an-object', item, `${item.path} must be a destination object.`, undefined, {
        id: 'destinationNotObject',
        params: { label: item.path },
      });
      continue;
    }
    refuseSplitKeys(ctx, item, item.path);
    requireDestination(ctx, item, item.path);
  }
}

/** Where each validations-level destination writes, for the same-path check. */
function destinations(block: Where, rules: Rule[]): { label: string; path: string; at: Spot }[] {
  const found: { label: string; path: string; at: Spot }[] = [];
  const add = (label: string, where: Where) => {
    const p = propertyOf(where.node, 'path');
    if (p?.valueNode.type === 'string')
      found.push({
        label,
        path: String(p.valueNode.value).trim(),
        at: at(where, 'path', p.valueNode),
      });
  };
  const report = propertyOf(block.node, 'report');
  if (report?.valueNode.type === 'object')
    add('validations.report', at(block, 'report', report.valueNode));
  const outputs = propertyOf(block.node, 'outputs');
  if (outputs?.valueNode.type === 'object') {
    for (const p of propertiesOf(outputs.valueNode)) {
      if (p.valueNode.type === 'object')
        add(`outputs.${p.key}`, at(at(block, 'outputs', outputs.valueNode), p.key, p.valueNode));
    }
  }
  for (const rule of rules) {
    const output = rule.params.output;
    const path = (output?.value as { path?: unknown } | undefined)?.path;
    if (typeof path === 'string')
      found.push({
        label: `${rule.path}.output`,
        path: path.trim(),
        at: spotOf(output),
      });
  }
  return found;
}

/** Two destinations on one path, and an `outputs.invalid` that no rule in scope can fill. */
export function checkDestinations(
  ctx: ParseContext,
  block: Where,
  rules: Rule[],
  outputs: ParsedDocument['outputs'],
): void {
  const seen = new Map<string, string>();
  for (const d of destinations(block, rules)) {
    if (d.path === '') continue;
    const first = seen.get(d.path);
    if (first === undefined) seen.set(d.path, d.label);
    else
      ctx.warning(
        'same-destination',
        d.at,
        `${d.label} writes to the same path as ${first} ("${d.path}"): in production the second write replaces or mixes with the first. Give each destination its own path.`,
        undefined,
        { id: 'sameDestination', params: { label: d.label, first, path: d.path } },
      );
  }
  if (!outputs.invalid) return;
  const scope = outputs.invalid.rules;
  const feeding = rules.filter((r) => r.rowLevel && (!scope || scope.includes(r.code)));
  if (feeding.length > 0) return;
  const outputsProp = propertyOf(block.node, 'outputs')!;
  const invalid = propertyOf(outputsProp.valueNode, 'invalid')!;
  ctx.warning(
    'empty-quarantine',
    {
      path: at(at(block, 'outputs', outputsProp.valueNode), 'invalid', invalid.keyNode).path,
      node: invalid.keyNode,
    },
    scope
      ? 'No row-level rule carries a code in outputs.invalid.rules, so nothing can fill this quarantine: production writes it empty and every row goes to valid.'
      : 'No row-level rule (not_null, unique, range, regex, missing_*, invalid_*) can fill outputs.invalid: production writes it empty and every row goes to valid.',
    undefined,
    { id: scope ? 'emptyQuarantineScope' : 'emptyQuarantine' },
  );
}

/**
 * What `outputs.valid`/`outputs.invalid` carry that production acts on at write time and the
 * workbench does not (sparquet `core/pipeline.py`, `_write_validation_outputs`): the
 * destination's own `transformations` and its `columns` projection, and an annotate column
 * its format cannot hold. Production accepts the document, so these are warnings.
 */
export function checkQuarantineWrite(
  ctx: ParseContext,
  where: Where,
  role: 'valid' | 'invalid',
  config: OutputConfig,
): void {
  const label = `outputs.${role}`;
  const transformations = propertyOf(where.node, 'transformations');
  const changed =
    transformations !== undefined &&
    transformations.valueNode.type === 'array' &&
    (transformations.valueNode.children ?? []).length > 0;
  if (changed)
    ctx.warning(
      'destination-transformations',
      {
        path: at(where, 'transformations', transformations.keyNode).path,
        node: transformations.keyNode,
      },
      `${label}.transformations are not applied here: production transforms these rows before it writes them, and the workbench's downloads are the rows before that.`,
      undefined,
      { id: 'destinationTransformations', params: { label } },
    );
  const columnsProp = propertyOf(where.node, 'columns');
  const listed =
    columnsProp?.valueNode.type === 'array'
      ? (columnsProp.valueNode.children ?? []).map((n) =>
          n.type === 'string' ? String(n.value) : null,
        )
      : null;
  if (columnsProp && listed)
    ctx.warning(
      'destination-columns',
      { path: at(where, 'columns', columnsProp.keyNode).path, node: columnsProp.keyNode },
      `Production writes only the columns listed here to ${label}, in this order, and stops if one is missing from the data; the workbench's downloads keep every column.`,
      undefined,
      { id: 'destinationColumns', params: { label } },
    );
  const annotate = config.annotate;
  if (role !== 'invalid' || !annotate) return;
  const annotateProp = propertyOf(where.node, 'annotate')!;
  const annotateSpot = {
    path: at(where, 'annotate', annotateProp.keyNode).path,
    node: annotateProp.keyNode,
  };
  if (listed && !listed.includes(annotate)) {
    ctx.warning(
      'annotate-projected-out',
      annotateSpot,
      `"columns" leaves out the annotate column "${annotate}": production writes the quarantine without the codes. Add "${annotate}" to "columns".`,
      undefined,
      { id: 'annotateProjectedOut', params: { name: annotate } },
    );
    return;
  }
  const format =
    typeof config.raw.format === 'string' ? config.raw.format.trim().toLowerCase() : '';
  if (!NO_ARRAY_FORMATS.includes(format) || changed) return;
  ctx.warning(
    'annotate-unwritable',
    annotateSpot,
    `A "${format}" file cannot hold the annotate column "${annotate}" (array<string>): production stops with [UNSUPPORTED_DATA_TYPE_FOR_DATASOURCE] when it writes this quarantine, after the report is written. Write it as parquet, delta, json, orc or avro, or remove "annotate".`,
    undefined,
    { id: 'annotateUnwritable', params: { format, name: annotate } },
  );
}
