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
} from './engine';
import { cursorAt, type Cursor } from './location';
import { keyMarkdown, paramMarkdown, ruleTypeMarkdown } from './markdown';
import { ruleKeys } from './keyCompletions';
import { slotOf, type RuleRef } from './slot';
import type { EditorContext, HoverInfo } from './types';

const ROOT_KEYS: KeySpec[] = [
  {
    name: 'validations',
    doc: 'The validations block: `on_failure`, `rules`, `report`, `outputs`.',
  },
  ...VALIDATIONS_KEYS,
  ...PIPELINE_KEYS,
];

/** The hover at `offset` of `text`, or null when there is nothing to say. */
export function hoverAt(text: string, offset: number, ctx: EditorContext): HoverInfo | null {
  const cursor = cursorAt(text, offset);
  const slot = slotOf(cursor);
  const token = cursor.token;
  const key = String(cursor.path[cursor.path.length - 1] ?? '');
  const range: SourceRange | null = token ? { offset: token.offset, length: token.length } : null;
  const doc = (specs: KeySpec[]) => {
    const spec = specs.find((k) => k.name === key);
    return spec && range ? { contents: [keyMarkdown(spec)], range } : null;
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
          i >= 0 ? `\`${spec.enum?.[i]}\`: ${spec.enumDocs?.[i] ?? ''}` : keyMarkdown(spec),
        ],
        range,
      };
    }
    case 'ruleKey': {
      if (!range) return ruleHover(text, slot.rule);
      const param = ruleKeys(slot.rule).find((p) => p.name === key || p.alias === key);
      if (!param) return null;
      return {
        contents: [paramMarkdown(param, slot.rule.type), ...codeLines(text, slot.rule)],
        range,
      };
    }
    case 'ruleValue':
      return range
        ? valueHover(text, cursor, slot.rule, slot.param, range, ctx)
        : ruleHover(text, slot.rule);
    case 'columnTypesKey':
      return range ? { contents: [columnLine(key, ctx)], range } : null;
    case 'columnTypesValue': {
      if (!range) return null;
      const loaded = ctx.columns.find((c) => c.name === slot.column);
      const line = loaded
        ? `\`${slot.column}\` is \`${loaded.sparkType}\` in the loaded file.`
        : `\`${slot.column}\` is not in the loaded file.`;
      return { contents: [`Spark type expected for \`${slot.column}\`. ${line}`], range };
    }
    case 'scopeCode':
    case 'none':
      return ruleObjectHover(text, cursor);
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
  const value = cursor.token?.value;
  const codes = codeLines(text, rule);
  if (param === 'type' && typeof value === 'string') {
    const spec = ruleSpec(value);
    if (!spec) return null;
    return { contents: [ruleTypeMarkdown(spec), ...codes], range };
  }
  if (
    (param === 'must_be' || param === 'condition' || param === 'warn') &&
    typeof value === 'string'
  ) {
    return { contents: [thresholdLine(param, value), ...codes], range };
  }
  if ((param === 'pattern' || param === 'valid_regex') && typeof value === 'string') {
    return {
      contents: [
        'The regex the engine sees (JSON escapes removed; found anywhere, like Spark `rlike`):',
        fence(value),
      ],
      range,
    };
  }
  if (param === 'valid_format' && typeof value === 'string') {
    const pattern = FORMATS[value];
    return pattern ? { contents: [`Named format \`${value}\`:`, fence(pattern)], range } : null;
  }
  const columnParams = ['column', 'columns', 'required_columns', 'forbidden_columns'];
  if (columnParams.includes(param) && typeof value === 'string') {
    return { contents: [columnLine(value, ctx)], range };
  }
  const spec = ruleKeys(rule).find((p) => p.name === param || p.alias === param);
  return spec ? { contents: [paramMarkdown(spec, rule.type), ...codes], range } : null;
}

/** `passes when value < 5`, or why the threshold does not parse. */
function thresholdLine(param: string, value: string): string {
  const parsed = parseThreshold(value);
  if (!parsed.ok) return `**${param}** \`${value}\` does not parse: ${parsed.error}`;
  if (param === 'warn') {
    const condition = parsed.describe.replace(/^passes when /, '');
    return `**warn** \`${value}\`: no warning when ${condition}; a value that passes \`must_be\` but not this is a \`warn\`.`;
  }
  return `**${param}** \`${value}\`: ${parsed.describe}.`;
}

function fence(pattern: string): string {
  // A fence longer than any backtick run inside keeps the pattern verbatim.
  const ticks = '`'.repeat(Math.max(3, ...(pattern.match(/`+/g) ?? []).map((m) => m.length + 1)));
  return `${ticks}regex\n${pattern}\n${ticks}`;
}

/** What the loaded file says about a column name. */
function columnLine(name: string, ctx: EditorContext): string {
  const loaded = ctx.columns.find((c) => c.name === name);
  if (loaded)
    return `Column **${name}**: \`${loaded.sparkType}\` (DuckDB \`${loaded.duckdbType}\`).`;
  if (ctx.columns.length === 0) return `Column **${name}** (no file loaded).`;
  const near = closest(
    name,
    ctx.columns.map((c) => c.name),
  );
  return `Column **${name}** is not in the loaded file.${near.length ? ` Closest: ${near.map((n) => `\`${n}\``).join(', ')}.` : ''}`;
}

/** The code(s) a rule reports under: one per target for a rule with `targets`. */
function codeLines(text: string, rule: RuleRef): string[] {
  const codes = documentCodes(text).filter(
    (c) =>
      c.ruleIndex === rule.ruleIndex &&
      (rule.targetIndex === null || c.targetIndex === rule.targetIndex),
  );
  if (codes.length === 0) return [];
  const label = (declared: boolean) => (declared ? 'declared' : 'derived');
  if (codes.length === 1) return [`Code (${label(codes[0].declared)}): \`${codes[0].code}\``];
  return [`Codes: ${codes.map((c) => `\`${c.code}\` (${label(c.declared)})`).join(', ')}`];
}

function ruleHover(text: string, rule: RuleRef): HoverInfo | null {
  const node = rule.node;
  const lines = codeLines(text, rule);
  if (!node || lines.length === 0) return null;
  const spec = rule.type ? ruleSpec(rule.type) : undefined;
  const head = spec ? `**${spec.type}** — ${spec.summary}` : 'Rule';
  return { contents: [head, ...lines], range: { offset: node.offset, length: node.length } };
}

/** Hovering the braces or blank space of a rule object shows its code. */
function ruleObjectHover(text: string, cursor: Cursor): HoverInfo | null {
  const p = cursor.path;
  const i = p.lastIndexOf('rules');
  if (i < 0 || typeof p[i + 1] !== 'number' || p.length !== i + 2 || cursor.token || !cursor.root)
    return null;
  const path = p.slice(0, i + 2);
  const node = findNodeAtLocation(cursor.root, path);
  if (node?.type !== 'object') return null;
  const typeNode = findNodeAtLocation(node, ['type']);
  const type = typeof typeNode?.value === 'string' ? typeNode.value : null;
  return ruleHover(text, { ruleIndex: p[i + 1] as number, targetIndex: null, type, node, path });
}
