/**
 * Completion of object keys: document keys, and the parameters of a rule once its type
 * is known (only that type's parameters, plus one entry inserting all required ones).
 */
import type { SourceRange } from '../engine/types';
import { COMMON_PARAMS, paramsOf, ruleSpec, type KeySpec, type ParamSpec } from './engine';
import type { Language } from '../i18n/languages';
import { keyDoc } from './catalogText';
import { translator } from './locale';
import { keyMarkdown, paramDetail, paramMarkdown } from './markdown';
import { retriggersAfter, stopsOf, valueSnippet } from './snippets';
import type { RuleRef } from './slot';
import type { CompletionEntry } from './types';

/** Where a key is being typed. */
export interface KeyPlace {
  text: string;
  /** The key token (quotes included) or the empty range at the cursor. */
  range: SourceRange;
  /** A `:` already follows the key: replace the key only. */
  colon: boolean;
  /** The language of details and docs. */
  language?: Language;
}

/** A comma is needed when the inserted property is followed by another one. */
function trailingComma(place: KeyPlace): string {
  const after = place.text.slice(place.range.offset + place.range.length);
  return !place.colon && /^\s*"/.test(after) ? ',' : '';
}

function keyEntry(
  name: string,
  valueSnippet: string,
  place: KeyPlace,
  extra: Partial<CompletionEntry>,
): CompletionEntry {
  const key = JSON.stringify(name);
  return {
    label: name,
    kind: 'property',
    insertText: place.colon ? key : `${key}: ${valueSnippet}${trailingComma(place)}`,
    snippet: !place.colon,
    filterText: key,
    range: place.range,
    ...extra,
  };
}

/** Entries for document keys (`on_failure`, `outputs`…) not yet present. */
export function keyEntries(
  specs: KeySpec[],
  existing: string[],
  place: KeyPlace,
): CompletionEntry[] {
  return specs
    .filter((k) => !existing.includes(k.name))
    .map((k) => {
      const value = k.enum ? '"${1}"' : k.name === 'rules' ? '[\n\t{$1}\n]' : '{$1}';
      return keyEntry(k.name, value, place, {
        detail: keyDoc(k, place.language).split('. ')[0],
        documentation: keyMarkdown(k, place.language),
        retrigger: Boolean(k.enum),
      });
    });
}

/** The keys a rule (or a target of it) may carry. */
export function ruleKeys(rule: RuleRef): ParamSpec[] {
  const own = rule.type ? paramsOf(rule.type) : [];
  const all = [...COMMON_PARAMS, ...own];
  // A target inherits the type and cannot nest targets (RULES.md §2).
  return rule.targetIndex === null
    ? all
    : all.filter((p) => p.name !== 'type' && p.name !== 'targets');
}

/** Entries for the keys of a rule object. */
export function ruleKeyEntries(
  rule: RuleRef,
  existing: string[],
  place: KeyPlace,
): CompletionEntry[] {
  const known = rule.type !== null && ruleSpec(rule.type) !== undefined;
  const present = (p: ParamSpec) =>
    existing.includes(p.name) || (p.alias !== undefined && existing.includes(p.alias));
  const params = ruleKeys(rule).filter((p) => !present(p));
  const entries = params.map((p, i) =>
    keyEntry(p.name, valueSnippet(p), place, {
      detail: paramDetail(p, place.language),
      documentation: paramMarkdown(p, known ? rule.type : null, place.language),
      // Type first, then required, then the rest in catalog order.
      sortText: `${p.name === 'type' ? 0 : p.required ? 1 : 2}${String(i).padStart(2, '0')}`,
      retrigger: retriggersAfter(p),
    }),
  );
  const required = params.filter((p) => p.required && p.name !== 'type');
  if (known && rule.targetIndex === null && required.length > 1 && !place.colon) {
    entries.unshift(requiredEntry(rule.type as string, required, place));
  }
  return entries;
}

/** One entry inserting every missing required parameter of the type, as a snippet. */
function requiredEntry(type: string, required: ParamSpec[], place: KeyPlace): CompletionEntry {
  let stop = 1;
  const parts = required.map((p) => {
    const part = `${JSON.stringify(p.name)}: ${valueSnippet(p, stop)}`;
    stop += stopsOf(p);
    return part;
  });
  const names = required.map((p) => p.name).join(', ');
  const t = translator(place.language);
  return {
    label: t('editor.complete.requiredLabel', { names }),
    kind: 'snippet',
    detail: t('editor.complete.requiredDetail', { type }),
    documentation: required.map((p) => paramMarkdown(p, type, place.language)).join('\n\n---\n\n'),
    insertText: parts.join(',\n') + trailingComma(place),
    snippet: true,
    filterText: `"${required[0].name}`,
    sortText: '000',
    range: place.range,
  };
}
