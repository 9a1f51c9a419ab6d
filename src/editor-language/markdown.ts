/**
 * Markdown rendered from the catalog, shared by completion details and hovers so that a
 * rule type or a key is explained the same way everywhere.
 */
import type { KeySpec, ParamSpec, RuleSpec } from './engine';

/** A fenced JSON block of a value. */
export function jsonBlock(value: unknown): string {
  return '```json\n' + JSON.stringify(value, null, 2) + '\n```';
}

/** The row-level flag, in words. */
export function rowLevelLine(spec: RuleSpec): string {
  return spec.rowLevel
    ? '**Row-level**: flags rows — feeds the quarantine and the valid/invalid split.'
    : '**Aggregate**: one result for the whole table; does not flag rows.';
}

/** Everything about a rule type: summary, doc, failure condition, row-level flag, example. */
export function ruleTypeMarkdown(spec: RuleSpec): string {
  const lines = [`**${spec.type}** — ${spec.summary}`, '', spec.doc, ''];
  if (spec.deprecated) lines.push(`⚠ ${spec.deprecated}`, '');
  if (spec.aliasOf) lines.push(`Runs as \`${spec.aliasOf}\`.`, '');
  lines.push(
    `**Fails when** ${spec.failsWhen}. **failed_count**: ${spec.failedCount}.`,
    '',
    rowLevelLine(spec),
    '',
    'Example:',
    jsonBlock(spec.example),
  );
  return lines.join('\n');
}

/** One line: required / optional, default and alias. */
export function paramDetail(param: ParamSpec): string {
  const parts = [param.required ? 'required' : 'optional'];
  if (param.default !== undefined) parts.push(`default ${JSON.stringify(param.default)}`);
  if (param.alias) parts.push(`alias \`${param.alias}\``);
  return parts.join(' · ');
}

/** A parameter's doc, its detail line and an example. */
export function paramMarkdown(param: ParamSpec, ruleType: string | null): string {
  const head = ruleType ? `**${param.name}** of \`${ruleType}\`` : `**${param.name}**`;
  const lines = [`${head} (${paramDetail(param)})`, '', param.doc];
  if (param.example !== undefined) {
    lines.push('', 'Example:', jsonBlock({ [param.name]: param.example }));
  }
  return lines.join('\n');
}

/** A document key's doc (`on_failure`, `outputs`…). */
export function keyMarkdown(key: KeySpec): string {
  const lines = [`**${key.name}**`, '', key.doc];
  if (key.enum) {
    lines.push(
      '',
      ...key.enum.map((v, i) => `- \`${v}\`${key.enumDocs?.[i] ? ': ' + key.enumDocs[i] : ''}`),
    );
  }
  return lines.join('\n');
}
