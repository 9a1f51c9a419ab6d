/**
 * The catalog's docs in the editor's language. The catalog (src/engine/catalog) stays the
 * one English description of the language; translations live beside the page's locales in
 * src/i18n/catalog/<language>.json, keyed by catalog identity:
 * - `type.<type>.<field>`: a rule type's summary, doc, failsWhen, failedCount, deprecated;
 * - `param.<name>`: a parameter whose doc is the same wherever it appears, else
 *   `param.<name>.<type>` for each type (`min` of `range` is not `min` of `row_count`);
 * - `key.<group>.<name>` and `key.<group>.<name>.<value>`: document keys and enum values.
 * Each entry keeps a copy of the English it translates (`en`). A translation whose copy
 * differs from the catalog's current English is stale: the editor shows the English then,
 * and src/i18n/catalog.test.ts fails until it is brought up to date.
 */
import es from '../i18n/catalog/es.json';
import ptBR from '../i18n/catalog/pt-BR.json';
import type { Language } from '../i18n/languages';
import {
  COMMON_PARAMS,
  OUTPUTS_KEYS,
  OUTPUT_CONFIG_KEYS,
  PIPELINE_KEYS,
  RULE_SPECS,
  VALIDATIONS_KEYS,
  canonicalSpec,
  type KeySpec,
  type ParamSpec,
  type RuleSpec,
} from './engine';

/** One translated catalog text and the English it was translated from. */
export interface CatalogTranslation {
  en: string;
  text: string;
}

/** The translations of one language, by key. */
export type CatalogTranslations = Record<string, CatalogTranslation>;

/** Every language but English, with its catalog translations. */
export const CATALOG_TRANSLATIONS: Record<Exclude<Language, 'en'>, CatalogTranslations> = {
  es,
  'pt-BR': ptBR,
};

/** The translatable fields of a rule type. */
export const RULE_FIELDS = ['summary', 'doc', 'failsWhen', 'failedCount', 'deprecated'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The groups of document keys, as their key names them. */
export const KEY_GROUPS: Record<string, KeySpec[]> = {
  validations: VALIDATIONS_KEYS,
  pipeline: PIPELINE_KEYS,
  outputs: OUTPUTS_KEYS,
  outputConfig: OUTPUT_CONFIG_KEYS,
};

/** Parameter names whose doc differs between rule types (so their key names the type). */
const VARYING_PARAMS: ReadonlySet<string> = (() => {
  const docs = new Map<string, Set<string>>();
  const all = [...COMMON_PARAMS, ...RULE_SPECS.flatMap((s) => s.params)];
  for (const p of all) docs.set(p.name, (docs.get(p.name) ?? new Set()).add(p.doc));
  return new Set([...docs].filter(([, d]) => d.size > 1).map(([name]) => name));
})();

/** The key of a parameter's doc, for the type it belongs to (null: a common parameter). */
export function paramKey(param: ParamSpec, type: string | null): string {
  if (!VARYING_PARAMS.has(param.name)) return `param.${param.name}`;
  const owner = type ? (canonicalSpec(type)?.type ?? type) : 'common';
  return `param.${param.name}.${owner}`;
}

/** Every translatable text of the catalog with its key: what each language must translate. */
export function catalogTexts(): { key: string; en: string }[] {
  const out = new Map<string, string>();
  for (const spec of RULE_SPECS) {
    for (const field of RULE_FIELDS) {
      const english = spec[field];
      if (english) out.set(`type.${spec.type}.${field}`, english);
    }
  }
  for (const p of COMMON_PARAMS) out.set(paramKey(p, null), p.doc);
  for (const spec of RULE_SPECS) {
    if (spec.aliasOf) continue; // an alias runs with the parameters of its target
    for (const p of spec.params) out.set(paramKey(p, spec.type), p.doc);
  }
  for (const [group, keys] of Object.entries(KEY_GROUPS)) {
    for (const k of keys) {
      out.set(`key.${group}.${k.name}`, k.doc);
      k.enum?.forEach((value, i) => {
        const doc = k.enumDocs?.[i];
        if (doc) out.set(`key.${group}.${k.name}.${value}`, doc);
      });
    }
  }
  return [...out].map(([key, en]) => ({ key, en }));
}

/** The text of `key` in `language`: its translation when it is current, else the English. */
export function catalogText(language: Language | undefined, key: string, english: string): string {
  if (!language || language === 'en') return english;
  const entry = CATALOG_TRANSLATIONS[language][key];
  return entry && entry.en === english && entry.text ? entry.text : english;
}

/** A rule type's field in `language`. */
export function ruleText(spec: RuleSpec, field: RuleField, language?: Language): string {
  const english = spec[field] ?? '';
  return english ? catalogText(language, `type.${spec.type}.${field}`, english) : '';
}

/** A parameter's doc in `language`. */
export function paramDoc(param: ParamSpec, type: string | null, language?: Language): string {
  return catalogText(language, paramKey(param, type), param.doc);
}

/** The group a key spec belongs to (by identity), for its translation key. */
function groupOf(spec: KeySpec): string | undefined {
  return Object.keys(KEY_GROUPS).find((g) => KEY_GROUPS[g].includes(spec));
}

/** A document key's doc in `language`. */
export function keyDoc(spec: KeySpec, language?: Language): string {
  const group = groupOf(spec);
  return group ? catalogText(language, `key.${group}.${spec.name}`, spec.doc) : spec.doc;
}

/** The doc of an enum value of a document key in `language`. */
export function enumDoc(spec: KeySpec, index: number, language?: Language): string {
  const english = spec.enumDocs?.[index] ?? '';
  const group = groupOf(spec);
  const value = spec.enum?.[index];
  if (!english || !group || value === undefined) return english;
  return catalogText(language, `key.${group}.${spec.name}.${value}`, english);
}
