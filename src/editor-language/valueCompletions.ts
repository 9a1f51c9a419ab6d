/**
 * Completion of string values: enums, columns of the loaded file and threshold forms.
 * Values are inserted as whole JSON strings (quotes included) over the string under the
 * cursor, so a column named `first name` or `a"b` is written correctly.
 */
import type { ColumnInfo, SourceRange } from '../engine/types';
import type { Language } from '../i18n/languages';
import { translator, type Translate } from './locale';
import type { CompletionEntry, CompletionKind } from './types';

/** A value to offer with its detail line and markdown. */
export interface ValueOption {
  value: string;
  detail?: string;
  documentation?: string;
}

/** JSON-string entries replacing `range`, in the given order. */
export function stringEntries(
  options: ValueOption[],
  range: SourceRange,
  kind: CompletionKind,
): CompletionEntry[] {
  return options.map((o, i) => {
    const quoted = JSON.stringify(o.value);
    return {
      label: o.value,
      kind,
      detail: o.detail,
      documentation: o.documentation,
      insertText: quoted,
      snippet: false,
      filterText: quoted,
      sortText: String(i).padStart(3, '0'),
      range,
    };
  });
}

/** Where a column name is being written. */
export interface ColumnPlace {
  text: string;
  range: SourceRange;
  /** As an object key (`column_types`): insert `"name": "<type>"`. */
  asKey?: boolean;
  colon?: boolean;
  language?: Language;
}

/** The loaded file's columns (minus `exclude`), each with its Spark and DuckDB type. */
export function columnEntries(
  columns: readonly ColumnInfo[],
  exclude: readonly string[],
  place: ColumnPlace,
): CompletionEntry[] {
  const t = translator(place.language);
  return columns
    .filter((c) => !exclude.includes(c.name))
    .map((c, i) => {
      const quoted = JSON.stringify(c.name);
      const insertText =
        place.asKey && !place.colon ? `${quoted}: ${JSON.stringify(c.sparkType)}` : quoted;
      return {
        label: c.name,
        kind: 'column' as const,
        detail: `${c.sparkType} (${c.duckdbType})`,
        documentation: t('editor.complete.column', {
          column: c.name,
          spark: c.sparkType,
          duckdb: c.duckdbType,
        }),
        insertText,
        snippet: false,
        filterText: quoted,
        // File order: the order a user sees in the dataset panel.
        sortText: String(i).padStart(5, '0'),
        range: place.range,
      };
    });
}

/** The threshold DSL forms, as snippets with the number to type over selected. */
const THRESHOLD_FORMS: { label: string; snippet: string; doc: (t: Translate) => string }[] = [
  { label: '> 0', snippet: '> ${1:0}', doc: (t) => t('editor.threshold.gt') },
  { label: '>= 1', snippet: '>= ${1:1}', doc: (t) => t('editor.threshold.ge') },
  { label: '= 0', snippet: '= ${1:0}', doc: (t) => t('editor.threshold.eq') },
  { label: '!= 0', snippet: '!= ${1:0}', doc: (t) => t('editor.threshold.ne') },
  { label: '<= 100', snippet: '<= ${1:100}', doc: (t) => t('editor.threshold.le') },
  { label: '< 5%', snippet: '< ${1:5}%', doc: (t) => t('editor.threshold.percent') },
  {
    label: 'between 10 and 20',
    snippet: 'between ${1:10} and ${2:20}',
    doc: (t) => t('editor.threshold.between'),
  },
  {
    label: 'not between 10 and 20',
    snippet: 'not between ${1:10} and ${2:20}',
    doc: (t) => t('editor.threshold.notBetween'),
  },
  {
    label: '< 1d',
    snippet: '< ${1:1}${2|d,h,m,s,w|}',
    doc: (t) => t('editor.threshold.duration'),
  },
];

/** The threshold forms of `must_be` / `warn`. */
export function thresholdEntries(range: SourceRange, language?: Language): CompletionEntry[] {
  const t = translator(language);
  return THRESHOLD_FORMS.map((f, i) => ({
    label: f.label,
    kind: 'snippet' as const,
    detail: f.doc(t),
    documentation: t('editor.threshold.doc', { doc: f.doc(t) }),
    insertText: `"${f.snippet}"`,
    snippet: true,
    filterText: JSON.stringify(f.label),
    sortText: String(i).padStart(2, '0'),
    range,
  }));
}
