import {
  COMMON_PARAMS,
  FORMAT_NAMES,
  FORMATS,
  ON_FAILURE_VALUES,
  OUTPUT_CONFIG_KEYS,
  OUTPUTS_KEYS,
  PIPELINE_KEYS,
  RULE_SPECS,
  SPARK_TYPES,
  VALIDATIONS_KEYS,
  canonicalSpec,
  type ParamSpec,
  type RuleSpec,
} from '../catalog';
import type { ColumnInfo } from '../types';

type Schema = Record<string, unknown>;

/** Markdown shown on hover for a rule type. */
export function ruleTypeDoc(spec: RuleSpec): string {
  return [
    `**${spec.type}** — ${spec.summary}.`,
    '',
    spec.doc,
    '',
    `*Fails when:* ${spec.failsWhen}. *failed_count:* ${spec.failedCount}.`,
    '',
    spec.rowLevel
      ? '**Row-level**: feeds the valid/invalid split and the quarantine codes.'
      : '*Aggregate*: describes the table; does not feed the quarantine.',
    '',
    '```json',
    JSON.stringify(spec.example),
    '```',
  ].join('\n');
}

function columnSchema(columns: readonly ColumnInfo[] | undefined, doc: string): Schema {
  const s: Schema = { type: 'string', minLength: 1, markdownDescription: doc };
  if (columns?.length) {
    // `examples` offers completions without refusing names the file lacks (that is a warning).
    s.examples = columns.map((c) => c.name);
  }
  return s;
}

function paramSchema(p: ParamSpec, columns: readonly ColumnInfo[] | undefined): Schema {
  const doc =
    p.doc +
    (p.default !== undefined ? `\n\nDefault: \`${JSON.stringify(p.default)}\`.` : '') +
    (p.example !== undefined ? `\n\nExample: \`${JSON.stringify(p.example)}\`` : '');
  switch (p.kind) {
    case 'column':
      return columnSchema(columns, doc);
    case 'columns':
      // A lone string in `columns` is refused: production iterates it character by
      // character (RULES.md §3). `required_columns`/`forbidden_columns` take either.
      return p.name === 'columns'
        ? {
            type: 'array',
            minItems: 1,
            items: columnSchema(columns, doc),
            markdownDescription: doc,
          }
        : {
            anyOf: [
              columnSchema(columns, doc),
              { type: 'array', items: columnSchema(columns, doc) },
            ],
            markdownDescription: doc,
          };
    case 'number':
      return { type: 'number', markdownDescription: doc };
    case 'length':
      return { type: 'integer', minimum: 0, markdownDescription: doc };
    case 'bound':
      return { type: ['number', 'string', 'boolean', 'null'], markdownDescription: doc };
    case 'string':
    case 'sql':
    case 'regex':
      return { type: 'string', markdownDescription: doc };
    case 'threshold':
      return {
        type: 'string',
        markdownDescription: doc,
        examples: [
          '> 0',
          '= 0',
          '< 5%',
          '>= 100',
          'between 10 and 20',
          'not between 1 and 2',
          '< 1d',
        ],
      };
    case 'format':
      return {
        type: 'string',
        enum: [...FORMAT_NAMES],
        markdownEnumDescriptions: FORMAT_NAMES.map((f) => `\`${FORMATS[f]}\``),
        markdownDescription: doc,
      };
    case 'stringList':
    case 'valueList':
      return {
        type: 'array',
        items: { type: ['string', 'number', 'boolean', 'null'] },
        markdownDescription: doc,
      };
    case 'typeMap': {
      const value = {
        type: 'string',
        examples: [...SPARK_TYPES],
        markdownDescription: 'A Spark type name.',
      };
      const s: Schema = { type: 'object', additionalProperties: value, markdownDescription: doc };
      if (columns?.length)
        s.properties = Object.fromEntries(
          columns.map((c) => [
            c.name,
            { ...value, markdownDescription: `Loaded as \`${c.sparkType}\`.` },
          ]),
        );
      return s;
    }
    case 'output':
      return outputConfigSchema(false);
    case 'targets':
      return {
        type: 'array',
        minItems: 1,
        items: { type: 'object', minProperties: 1 },
        markdownDescription: doc,
      };
  }
}

/** A non-blank string (what the parser means by it: not only spaces). */
const NON_BLANK = { type: 'string', pattern: '\\S' };

/**
 * A destination as production builds it (`OutputConfig.from_dict`): a `format` and a
 * `path`. `rules`/`annotate` only on the quarantine; elsewhere only `null` (read as
 * absent) is allowed (RULES.md §1).
 */
function outputConfigSchema(invalid: boolean): Schema {
  const props: Schema = {};
  for (const k of OUTPUT_CONFIG_KEYS) {
    const doc = { markdownDescription: k.doc };
    if (k.name === 'format' || k.name === 'path') props[k.name] = { ...NON_BLANK, ...doc };
    else if (k.name === 'rules')
      props[k.name] = invalid
        ? {
            anyOf: [{ type: 'null' }, { type: 'array', minItems: 1, items: NON_BLANK }],
            ...doc,
          }
        : { type: 'null', ...doc };
    else if (k.name === 'annotate')
      props[k.name] = invalid
        ? { anyOf: [{ type: 'null' }, NON_BLANK], ...doc }
        : { type: 'null', ...doc };
    else if (k.name === 'columns')
      props[k.name] = { anyOf: [{ type: 'null' }, { type: 'array', items: NON_BLANK }], ...doc };
    else if (k.name === 'transformations') props[k.name] = { type: 'array', ...doc };
    else props[k.name] = doc;
  }
  return { type: 'object', properties: props, required: ['format', 'path'] };
}

/** A pipeline's own output: a destination on which `rules`/`annotate` may only be null. */
function pipelineOutputSchema(): Schema {
  return outputConfigSchema(false);
}

/** The rule object schema: common keys, the type enum, and per-type parameters via if/then. */
function ruleSchema(columns: readonly ColumnInfo[] | undefined): Schema {
  const offered = RULE_SPECS.filter((s) => !s.deprecated);
  const typeSchema: Schema = {
    type: 'string',
    enum: offered.map((s) => s.type),
    markdownEnumDescriptions: offered.map((s) => ruleTypeDoc(s)),
    enumDescriptions: offered.map((s) => s.summary),
    markdownDescription: COMMON_PARAMS[0].doc,
  };
  const common: Schema = {};
  for (const p of COMMON_PARAMS.slice(1))
    common[p.name] = {
      markdownDescription: p.doc,
      ...(p.kind === 'targets' ? paramSchema(p, columns) : { type: 'string' }),
    };
  const branches = RULE_SPECS.map((spec) => {
    const run = canonicalSpec(spec.type)!;
    const properties: Schema = {};
    for (const p of run.params) {
      properties[p.name] = paramSchema(p, columns);
      if (p.alias)
        properties[p.alias] = {
          ...paramSchema(p, columns),
          markdownDescription: `Alias of \`${p.name}\`. ${p.doc}`,
        };
    }
    if (run.params.some((p) => p.name === 'column'))
      properties.columns = run.columnKeyOnly
        ? { not: {}, markdownDescription: `Refused: production reads only \`column\` here.` }
        : paramSchema(
            { ...run.params.find((p) => p.name === 'column')!, kind: 'columns', name: 'columns' },
            columns,
          );
    if (run.params.some((p) => p.name === 'columns'))
      properties.column = paramSchema(
        { ...run.params.find((p) => p.name === 'columns')!, kind: 'column', name: 'column' },
        columns,
      );
    const required = run.params.filter(
      (p) => p.required && p.name !== 'column' && p.name !== 'columns',
    );
    const bodyParams = run.params.filter((p) => p.required);
    const snippet: Schema = { type: spec.type };
    for (const p of bodyParams) snippet[p.name] = p.example ?? '';
    return {
      if: { properties: { type: { const: spec.type } }, required: ['type'] },
      then: {
        properties: {
          ...properties,
          ...(spec.deprecated ? { type: { deprecationMessage: spec.deprecated } } : {}),
          targets: {
            ...(common.targets as Schema),
            items: {
              type: 'object',
              properties: { ...properties, code: common.code, name: common.name },
            },
          },
        },
        // A required parameter may sit in the rule or in every one of its targets.
        ...(required.length
          ? {
              allOf: required.map((p) => {
                const names = [p.name, ...(p.alias ? [p.alias] : [])];
                const present = names.map((n) => ({ required: [n] }));
                return {
                  anyOf: [
                    ...present,
                    {
                      required: ['targets'],
                      properties: { targets: { items: { anyOf: present } } },
                    },
                  ],
                };
              }),
            }
          : {}),
      },
      snippet: { label: spec.type, description: spec.summary, body: snippet },
    };
  });
  // RULES.md §2: no `code`/`output` beside `targets`; no `type`/`targets` inside a target.
  const targetsRefusals: Schema = {
    if: { required: ['targets'] },
    then: {
      not: { anyOf: [{ required: ['code'] }, { required: ['output'] }] },
      properties: {
        targets: {
          items: { not: { anyOf: [{ required: ['type'] }, { required: ['targets'] }] } },
        },
      },
    },
  };
  return {
    type: 'object',
    required: ['type'],
    properties: { type: typeSchema, ...common },
    defaultSnippets: branches.map((b) => b.snippet),
    allOf: [targetsRefusals, ...branches.map(({ if: cond, then }) => ({ if: cond, then }))],
  };
}

function validationsSchema(columns: readonly ColumnInfo[] | undefined): Schema {
  const props: Schema = {};
  for (const k of VALIDATIONS_KEYS) {
    const s: Schema = { markdownDescription: k.doc };
    if (k.name === 'on_failure')
      // Production runs any other value as "warn" (RULES.md §1): the three words are
      // offered, and anything else is the engine's warning, not a schema error.
      Object.assign(s, {
        anyOf: [
          { type: 'string', enum: [...ON_FAILURE_VALUES], markdownEnumDescriptions: k.enumDocs },
          {},
        ],
      });
    if (k.name === 'rules') Object.assign(s, { type: 'array', items: ruleSchema(columns) });
    if (k.name === 'report')
      // Production writes a report only for a non-empty object; null and {} mean none.
      Object.assign(s, {
        anyOf: [{ type: 'null' }, { type: 'object', maxProperties: 0 }, outputConfigSchema(false)],
      });
    if (k.name === 'outputs') {
      Object.assign(s, {
        type: 'object',
        properties: Object.fromEntries(
          OUTPUTS_KEYS.map((o) => [
            o.name,
            { ...outputConfigSchema(o.name === 'invalid'), markdownDescription: o.doc },
          ]),
        ),
      });
    }
    props[k.name] = s;
  }
  return { type: 'object', properties: props, required: ['rules'] };
}

/**
 * The JSON Schema of a `validations` document, generated from the catalog. Given the
 * loaded file's columns, column parameters offer them as completions.
 */
export function buildJsonSchema(columns?: readonly ColumnInfo[]): Schema {
  const inner = validationsSchema(columns);
  const pipelineProps: Schema = Object.fromEntries(
    PIPELINE_KEYS.map((k) => [k.name, { markdownDescription: k.doc }]),
  );
  pipelineProps.output = { ...(pipelineProps.output as Schema), ...pipelineOutputSchema() };
  pipelineProps.outputs = {
    ...(pipelineProps.outputs as Schema),
    type: 'array',
    items: pipelineOutputSchema(),
  };
  pipelineProps.validations = {
    ...inner,
    markdownDescription: PIPELINE_KEYS.find((k) => k.name === 'validations')!.doc,
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'dq-workbench://validations.schema.json',
    title: 'DQ Workbench validations document',
    markdownDescription:
      'A pipeline JSON, `{"validations": {…}}`, or the inner `{"on_failure": …, "rules": […]}`.',
    type: 'object',
    anyOf: [
      { required: ['validations'], properties: pipelineProps },
      { required: ['rules'], properties: (inner as { properties: Schema }).properties },
    ],
    defaultSnippets: [
      {
        label: 'validations document',
        body: {
          validations: { on_failure: 'warn', rules: [{ type: 'not_null', columns: ['^$1'] }] },
        },
      },
    ],
  };
}
