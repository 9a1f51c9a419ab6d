import {
  COMMON_PARAMS,
  FORMAT_NAMES,
  FORMATS,
  RULE_SPECS,
  VALIDATIONS_KEYS,
  type ParamSpec,
} from '../catalog';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function paramRows(params: ParamSpec[]): string[] {
  return params.map(
    (p) =>
      `| \`${p.name}\`${p.alias ? ` (or \`${p.alias}\`)` : ''} | ${p.required ? 'yes' : ''} | ${cell(p.doc)}${
        p.default !== undefined ? ` Default: \`${JSON.stringify(p.default)}\`.` : ''
      } |`,
  );
}

/**
 * The rule reference as Markdown, generated from the catalog like the JSON Schema, so the
 * docs, the editor and the parser never describe a rule twice.
 */
export function rulesReference(): string {
  const out = [
    '# Rule reference',
    '',
    '<!-- Generated from src/engine/catalog by `npm run schema`; a test fails when it drifts. -->',
    '',
    'The `validations` block:',
    '',
    '| key | meaning |',
    '|---|---|',
    ...VALIDATIONS_KEYS.map((k) => `| \`${k.name}\` | ${cell(k.doc)} |`),
    '',
    'Every rule accepts:',
    '',
    '| parameter | required | meaning |',
    '|---|---|---|',
    ...paramRows(COMMON_PARAMS),
    '',
  ];
  for (const spec of RULE_SPECS) {
    out.push(
      `## \`${spec.type}\`${spec.deprecated ? ' (deprecated)' : ''}`,
      '',
      `${spec.summary}. ${spec.rowLevel ? '**Row-level**: feeds the quarantine.' : 'Aggregate: does not feed the quarantine.'}`,
      '',
      spec.doc,
      '',
      `- Fails when: ${spec.failsWhen}.`,
      `- failed_count: ${spec.failedCount}.`,
      '',
    );
    if (spec.params.length) {
      out.push(
        '| parameter | required | meaning |',
        '|---|---|---|',
        ...paramRows(spec.params),
        '',
      );
    }
    out.push('```json', JSON.stringify(spec.example), '```', '');
  }
  out.push(
    '## Named formats (`valid_format`)',
    '',
    '| name | pattern |',
    '|---|---|',
    ...FORMAT_NAMES.map((f) => `| \`${f}\` | \`${cell(FORMATS[f])}\` |`),
    '',
  );
  return out.join('\n');
}
