/**
 * Hover documentation: what a key or a rule type means (from the catalog), how a
 * threshold parses, the regex a pattern really is once JSON escapes are removed, the
 * loaded column behind a name, and the code a rule reports under.
 */
import { findNodeAtLocation } from 'jsonc-parser';
import type { SourceRange } from '../engine/types';
import { documentCodes } from './codes';
import {
  FORMATS,
  OUTPUTS_KEYS,
  OUTPUT_CONFIG_KEYS,
  PIPELINE_KEYS,
  VALIDATIONS_KEYS,
  closest,
  parseThreshold,
  ruleSpec,
  type KeySpec,
  type Threshold,
} from './engine';
import { cursorAt, type Cursor } from './location';
import type { Language } from '../i18n/languages';
import { enumDoc, ruleText } from './catalogText';
import { translator, type Translate } from './locale';
import { keyMarkdown, paramMarkdown, ruleTypeMarkdown } from './markdown';
import { ruleKeys } from './keyCompletions';
import { slotOf, type RuleRef } from './slot';
import type { EditorContext, HoverInfo } from './types';

// The pipeline's `validations` first: at the root it is the same block.
const ROOT_KEYS: KeySpec[] = [
  ...PIPELINE_KEYS.filter((k) => k.name === 'validations'),
  ...VALIDATIONS_KEYS,
  ...PIPELINE_KEYS,
];

/** The hover at `offset` of `text`, or null when there is nothing to say. */
export function hoverAt(text: string, offset: number, ctx: EditorContext): HoverInfo | null {
  const lang = ctx.language;
  const t = translator(lang);
  const cursor = cursorAt(text, offset);
  const slot = slotOf(cursor);
  const token = cursor.token;
  const key = String(cursor.path[cursor.path.length - 1] ?? '');
  const range: SourceRange | null = token ? { offset: token.offset, length: token.length } : null;
  const doc = (specs: KeySpec[]) => {
    const spec = specs.find((k) => k.name === key);
    return spec && range ? { contents: [keyMarkdown(spec, lang)], range } : null;
  };
  switch (slot.kind) {
    case 'rootKey':
      return doc(ROOT_KEYS);
    case 'validationsKey':
      return doc(VALIDATIONS_KEYS);
    case 'outputsKey':
      return doc(OUTPUTS_KEYS);
    case 'outputConfigKey':
      return doc(OUTPUT_CONFIG_KEYS);
    case 'onFailure': {
      const spec = VALIDATIONS_KEYS.find((k) => k.name === 'on_failure');
      const i = spec?.enum?.indexOf(String(token?.value)) ?? -1;
      if (!range || !spec) return null;
      return {
        contents: [
          i >= 0 ? `\`${spec.enum?.[i]}\`: ${enumDoc(spec, i, lang)}` : keyMarkdown(spec, lang),
        ],
        range,
      };
    }
    case 'ruleKey': {
      if (!range) return ruleHover(text, slot.rule, lang);
      const param = ruleKeys(slot.rule).find((p) => p.name === key || p.alias === key);
      if (!param) return null;
      return {
        contents: [paramMarkdown(param, slot.rule.type, lang), ...codeLines(text, slot.rule, lang)],
        range,
      };
    }
    case 'ruleValue':
      return range
        ? valueHover(text, cursor, slot.rule, slot.param, range, ctx)
        : ruleHover(text, slot.rule, lang);
    case 'columnTypesKey':
      return range ? { contents: [columnLine(key, ctx)], range } : null;
    case 'columnTypesValue': {
      if (!range) return null;
      const loaded = ctx.columns.find((c) => c.name === slot.column);
      const line = loaded
        ? t('editor.hover.columnIsType', { column: slot.column, type: loaded.sparkType })
        : t('editor.hover.columnNotLoaded', { column: slot.column });
      const head = t('editor.hover.sparkTypeFor', { column: slot.column });
      return { contents: [`${head} ${line}`], range };
    }
    case 'scopeCode':
    case 'none':
      return ruleObjectHover(text, cursor, lang);
  }
}

function valueHover(
  text: string,
  cursor: Cursor,
  rule: RuleRef,
  param: string,
  range: SourceRange,
  ctx: EditorContext,
): HoverInfo | null {
  const lang = ctx.language;
  const t = translator(lang);
  const value = cursor.token?.value;
  const codes = codeLines(text, rule, lang);
  if (param === 'type' && typeof value === 'string') {
    const spec = ruleSpec(value);
    if (!spec) return null;
    return { contents: [ruleTypeMarkdown(spec, lang), ...codes], range };
  }
  if (
    (param === 'must_be' || param === 'condition' || param === 'warn') &&
    typeof value === 'string'
  ) {
    return { contents: [thresholdLine(param, value, lang), ...codes], range };
  }
  if ((param === 'pattern' || param === 'valid_regex') && typeof value === 'string') {
    return {
      contents: [t('editor.hover.regex'), fence(value)],
      range,
    };
  }
  if (param === 'valid_format' && typeof value === 'string') {
    const pattern = FORMATS[value];
    return pattern
      ? { contents: [t('editor.hover.namedFormat', { format: value }), fence(pattern)], range }
      : null;
  }
  const columnParams = ['column', 'columns', 'required_columns', 'forbidden_columns'];
  if (columnParams.includes(param) && typeof value === 'string') {
    return { contents: [columnLine(value, ctx)], range };
  }
  const spec = ruleKeys(rule).find((p) => p.name === param || p.alias === param);
  return spec ? { contents: [paramMarkdown(spec, rule.type, lang), ...codes], range } : null;
}

/** `passes when value < 5`, or why the threshold does not parse. */
function thresholdLine(param: string, value: string, lang?: Language): string {
  const t = translator(lang);
  const parsed = parseThreshold(value);
  if (!parsed.ok) return t('editor.hover.thresholdError', { param, value, error: parsed.error });
  const condition = describeIn(parsed.threshold, t);
  if (param === 'warn') return t('editor.hover.warnThreshold', { value, condition });
  return t('editor.hover.threshold', { param, value, condition });
}

/** A parsed threshold in words: `value < 5`, `10 <= value <= 20`, `value < 1 or value > 2`. */
function describeIn(th: Threshold, t: Translate): string {
  const subject = t('editor.hover.value');
  if ('low' in th) {
    return th.op === 'between'
      ? `${th.low} <= ${subject} <= ${th.high}`
      : t('editor.hover.outside', { low: th.low, high: th.high, subject });
  }
  return `${subject} ${th.op} ${th.value}`;
}

function fence(pattern: string): string {
  // A fence longer than any backtick run inside keeps the pattern verbatim.
  const ticks = '`'.repeat(Math.max(3, ...(pattern.match(/`+/g) ?? []).map((m) => m.length + 1)));
  return `${ticks}regex\n${pattern}\n${ticks}`;
}

/** What the loaded file says about a column name. */
function columnLine(name: string, ctx: EditorContext): string {
  const t = translator(ctx.language);
  const loaded = ctx.columns.find((c) => c.name === name);
  if (loaded)
    return t('editor.hover.column', {
      column: name,
      spark: loaded.sparkType,
      duckdb: loaded.duckdbType,
    });
  if (ctx.columns.length === 0) return t('editor.hover.columnNoFile', { column: name });
  const near = closest(
    name,
    ctx.columns.map((c) => c.name),
  );
  const missing = t('editor.hover.columnMissing', { column: name });
  if (!near.length) return missing;
  const names = near.map((n) => `\`${n}\``).join(', ');
  return `${missing} ${t('editor.hover.closest', { names })}`;
}

/** The code(s) a rule reports under: one per target for a rule with `targets`. */
function codeLines(text: string, rule: RuleRef, lang?: Language): string[] {
  const t = translator(lang);
  const codes = documentCodes(text).filter(
    (c) =>
      c.ruleIndex === rule.ruleIndex &&
      (rule.targetIndex === null || c.targetIndex === rule.targetIndex),
  );
  if (codes.length === 0) return [];
  const label = (declared: boolean) =>
    declared ? t('editor.hover.declared') : t('editor.hover.derived');
  if (codes.length === 1)
    return [t('editor.hover.code', { how: label(codes[0].declared), code: codes[0].code })];
  const list = codes.map((c) => `\`${c.code}\` (${label(c.declared)})`).join(', ');
  return [t('editor.hover.codes', { list })];
}

function ruleHover(text: string, rule: RuleRef, lang?: Language): HoverInfo | null {
  const node = rule.node;
  const lines = codeLines(text, rule, lang);
  if (!node || lines.length === 0) return null;
  const spec = rule.type ? ruleSpec(rule.type) : undefined;
  const t = translator(lang);
  const head = spec
    ? `**${spec.type}** — ${ruleText(spec, 'summary', lang)}`
    : t('editor.hover.rule');
  return { contents: [head, ...lines], range: { offset: node.offset, length: node.length } };
}

/** Hovering the braces or blank space of a rule object shows its code. */
function ruleObjectHover(text: string, cursor: Cursor, lang?: Language): HoverInfo | null {
  const p = cursor.path;
  const i = p.lastIndexOf('rules');
  if (i < 0 || typeof p[i + 1] !== 'number' || p.length !== i + 2 || cursor.token || !cursor.root)
    return null;
  const path = p.slice(0, i + 2);
  const node = findNodeAtLocation(cursor.root, path);
  if (node?.type !== 'object') return null;
  const typeNode = findNodeAtLocation(node, ['type']);
  const type = typeof typeNode?.value === 'string' ? typeNode.value : null;
  const rule = { ruleIndex: p[i + 1] as number, targetIndex: null, type, node, path };
  return ruleHover(text, rule, lang);
}
