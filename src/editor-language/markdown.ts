/**
 * Markdown rendered from the catalog, shared by completion details and hovers so that a
 * rule type or a key is explained the same way everywhere, in the editor's language.
 */
import type { Language } from '../i18n/languages';
import { enumDoc, keyDoc, paramDoc, ruleText } from './catalogText';
import type { KeySpec, ParamSpec, RuleSpec } from './engine';
import { translator } from './locale';

/** A fenced JSON block of a value. */
export function jsonBlock(value: unknown): string {
  return '```json\n' + JSON.stringify(value, null, 2) + '\n```';
}

/** The row-level flag, in words. */
export function rowLevelLine(spec: RuleSpec, language?: Language): string {
  const t = translator(language);
  return spec.rowLevel ? t('editor.doc.rowLevel') : t('editor.doc.aggregate');
}

/** Everything about a rule type: summary, doc, failure condition, row-level flag, example. */
export function ruleTypeMarkdown(spec: RuleSpec, language?: Language): string {
  const t = translator(language);
  const text = (field: Parameters<typeof ruleText>[1]) => ruleText(spec, field, language);
  const lines = [`**${spec.type}** — ${text('summary')}`, '', text('doc'), ''];
  if (spec.deprecated) lines.push(`⚠ ${text('deprecated')}`, '');
  if (spec.aliasOf) lines.push(t('editor.doc.runsAs', { type: spec.aliasOf }), '');
  lines.push(
    t('editor.doc.failsWhen', { when: text('failsWhen'), failed: text('failedCount') }),
    '',
    rowLevelLine(spec, language),
    '',
    t('editor.doc.example'),
    jsonBlock(spec.example),
  );
  return lines.join('\n');
}

/** One line: required / optional, default and alias. */
export function paramDetail(param: ParamSpec, language?: Language): string {
  const t = translator(language);
  const parts = [param.required ? t('editor.doc.required') : t('editor.doc.optional')];
  if (param.default !== undefined)
    parts.push(t('editor.doc.default', { value: JSON.stringify(param.default) }));
  if (param.alias) parts.push(t('editor.doc.alias', { alias: param.alias }));
  return parts.join(' · ');
}

/** A parameter's doc, its detail line and an example. */
export function paramMarkdown(
  param: ParamSpec,
  ruleType: string | null,
  language?: Language,
): string {
  const t = translator(language);
  const head = ruleType
    ? t('editor.doc.paramOf', { param: param.name, type: ruleType })
    : `**${param.name}**`;
  const lines = [
    `${head} (${paramDetail(param, language)})`,
    '',
    paramDoc(param, ruleType, language),
  ];
  if (param.example !== undefined) {
    lines.push('', t('editor.doc.example'), jsonBlock({ [param.name]: param.example }));
  }
  return lines.join('\n');
}

/** A document key's doc (`on_failure`, `outputs`…). */
export function keyMarkdown(key: KeySpec, language?: Language): string {
  const lines = [`**${key.name}**`, '', keyDoc(key, language)];
  if (key.enum) {
    lines.push(
      '',
      ...key.enum.map((v, i) => {
        const doc = enumDoc(key, i, language);
        return `- \`${v}\`${doc ? ': ' + doc : ''}`;
      }),
    );
  }
  return lines.join('\n');
}
