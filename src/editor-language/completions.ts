/**
 * Completion for the `validations` language, as plain data. Everything offered comes from
 * the engine's catalog and the loaded file's columns, so the editor can never suggest
 * what the engine would refuse.
 */
import type { SourceRange } from '../engine/types';
import { cursorAt, type Cursor } from './location';
import { slotOf, type RuleRef } from './slot';
import { keyEntries, ruleKeyEntries } from './keyCompletions';
import { columnEntries, stringEntries, thresholdEntries } from './valueCompletions';
import {
  COMMON_PARAMS,
  FORMATS,
  FORMAT_NAMES,
  OUTPUTS_KEYS,
  OUTPUT_CONFIG_KEYS,
  PIPELINE_KEYS,
  RULE_TYPES,
  SPARK_TYPES,
  VALIDATIONS_KEYS,
  paramsOf,
  ruleSpec,
} from './engine';
import { enumDoc, ruleText } from './catalogText';
import { translator } from './locale';
import { ruleTypeMarkdown } from './markdown';
import { documentCodes } from './codes';
import type { CompletionEntry, EditorContext } from './types';

/**
 * The range a completion replaces, whether it is accepted with Enter or Tab: the whole
 * token under the cursor, so the string's opening quote and the quote the editor closed
 * after the cursor are both overwritten (the entry inserts a whole JSON string). A string
 * left open (`"ra` with no closing quote) is replaced up to the cursor only, since its
 * token runs on to the end of the line over text that is not part of it. With no token at
 * the cursor, nothing is replaced.
 */
export function replaceRangeOf(cursor: Cursor, offset: number, text: string): SourceRange {
  const token = cursor.token;
  if (!token) return { offset, length: 0 };
  if (token.isString && !isClosedString(text, token)) {
    return { offset: token.offset, length: Math.max(0, offset - token.offset) };
  }
  return { offset: token.offset, length: token.length };
}

/** Whether a string token ends with its own closing quote (not an escaped one). */
function isClosedString(text: string, token: SourceRange): boolean {
  const end = token.offset + token.length;
  if (token.length < 2 || text[end - 1] !== '"') return false;
  let backslashes = 0;
  for (let i = end - 2; i > token.offset && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

/** What to offer at `offset` of `text`. */
export function completionsAt(text: string, offset: number, ctx: EditorContext): CompletionEntry[] {
  const cursor = cursorAt(text, offset);
  const range = replaceRangeOf(cursor, offset, text);
  const slot = slotOf(cursor);
  const language = ctx.language;
  const t = translator(language);
  const keys = { text, range, colon: cursor.keyHasColon, language };
  switch (slot.kind) {
    case 'rootKey': {
      const root = [{ name: 'validations', doc: t('editor.complete.rootValidations') }];
      const specs = slot.existing.length ? PIPELINE_KEYS : [...root, ...VALIDATIONS_KEYS];
      return keyEntries(specs, slot.existing, keys);
    }
    case 'validationsKey':
      return keyEntries(VALIDATIONS_KEYS, slot.existing, keys);
    case 'outputsKey':
      return keyEntries(OUTPUTS_KEYS, slot.existing, keys);
    case 'outputConfigKey': {
      // Only `outputs.invalid` may carry the split's `rules` and `annotate` (RULES.md §1).
      const allowed = OUTPUT_CONFIG_KEYS.filter(
        (k) => slot.which === 'invalid' || (k.name !== 'rules' && k.name !== 'annotate'),
      );
      return keyEntries(allowed, slot.existing, keys);
    }
    case 'onFailure': {
      const spec = VALIDATIONS_KEYS.find((k) => k.name === 'on_failure');
      return stringEntries(
        (spec?.enum ?? []).map((v, i) => ({
          value: v,
          documentation: spec ? enumDoc(spec, i, language) : undefined,
        })),
        range,
        'enum',
      );
    }
    case 'ruleKey':
      return ruleKeyEntries(slot.rule, slot.existing, keys);
    case 'columnTypesKey':
      return columnEntries(ctx.columns, slot.existing, { ...keys, asKey: true });
    case 'columnTypesValue':
      return sparkTypeEntries(slot.column, ctx, range);
    case 'scopeCode':
      return stringEntries(
        documentCodes(text).map((c) => ({
          value: c.code,
          detail: c.rowLevel
            ? t('editor.complete.rowLevelRule')
            : t('editor.complete.aggregateRule'),
        })),
        range,
        'value',
      );
    case 'ruleValue':
      return ruleValueEntries(slot.rule, slot.param, slot.item, text, range, ctx);
    case 'none':
      return [];
  }
}

function ruleValueEntries(
  rule: RuleRef,
  param: string,
  item: number | null,
  text: string,
  range: SourceRange,
  ctx: EditorContext,
): CompletionEntry[] {
  const language = ctx.language;
  const t = translator(language);
  if (param === 'type' && item === null && rule.targetIndex === null) {
    const rowLevel = ` · ${t('editor.complete.rowLevel')}`;
    return stringEntries(
      RULE_TYPES.map((type) => {
        const spec = ruleSpec(type);
        return {
          value: type,
          detail: spec
            ? `${ruleText(spec, 'summary', language)}${spec.rowLevel ? rowLevel : ''}`
            : undefined,
          documentation: spec ? ruleTypeMarkdown(spec, language) : undefined,
        };
      }),
      range,
      'type',
    );
  }
  const spec = [...COMMON_PARAMS, ...paramsOf(rule.type ?? '')].find(
    (p) => p.name === param || p.alias === param,
  );
  // Column parameters are recognised by name too, so they complete before a type is chosen.
  const kind =
    spec?.kind ?? (param === 'column' ? 'column' : param === 'columns' ? 'columns' : null);
  if (kind === 'column' && item === null)
    return columnEntries(ctx.columns, [], { text, range, language });
  if (kind === 'columns') {
    const listed = findList(rule, param) ?? [];
    return columnEntries(ctx.columns, listed, { text, range, language });
  }
  if (kind === 'threshold' && item === null) return thresholdEntries(range, language);
  if (kind === 'format' && item === null) {
    return stringEntries(
      FORMAT_NAMES.map((f) => ({
        value: f,
        detail: FORMATS[f],
        documentation: '```regex\n' + FORMATS[f] + '\n```',
      })),
      range,
      'enum',
    );
  }
  return [];
}

/** Strings already in the list under the cursor, so they are not offered twice. */
function findList(rule: RuleRef, param: string): string[] | undefined {
  const obj = rule.node;
  if (!obj) return undefined;
  // Targets live inside the rule node; walk to the target object when needed.
  let node = obj;
  if (rule.targetIndex !== null) {
    const targets = node.children?.find((p) => p.children?.[0]?.value === 'targets')?.children?.[1];
    const target = targets?.children?.[rule.targetIndex];
    if (!target) return undefined;
    node = target;
  }
  const prop = node.children?.find((p) => p.children?.[0]?.value === param);
  const value = prop?.children?.[1];
  if (value?.type !== 'array') return undefined;
  return (value.children ?? [])
    .map((c) => c.value)
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

function sparkTypeEntries(
  column: string,
  ctx: EditorContext,
  range: SourceRange,
): CompletionEntry[] {
  const t = translator(ctx.language);
  const loaded = ctx.columns.find((c) => c.name === column);
  const ofFile = t('editor.complete.typeInFile', { column });
  const entries = SPARK_TYPES.map((type) => ({
    value: type as string,
    detail: loaded?.sparkType === type ? ofFile : t('editor.complete.sparkType'),
  }));
  // The loaded file's exact type (e.g. `decimal(10,2)`) first: it is what `schema` will see.
  if (loaded && !SPARK_TYPES.includes(loaded.sparkType as (typeof SPARK_TYPES)[number])) {
    entries.unshift({ value: loaded.sparkType, detail: ofFile });
  }
  const result = stringEntries(entries, range, 'type');
  for (const e of result) if (loaded && e.label === loaded.sparkType) e.sortText = '0';
  return result;
}
