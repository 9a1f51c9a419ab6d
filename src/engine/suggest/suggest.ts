/**
 * Suggested rules from a profile, each with its evidence in plain words. Every threshold
 * is set looser than what the profile observed, so each suggestion passes on the file it
 * came from; a rule the document already has is never suggested again.
 */
import { formatNumber } from '../compile/outcome';
import { FORMAT_PREFERENCE, KEY_NAME, isWholeNumberType } from '../profile/kinds';
import type { ColumnProfile, TableProfile } from '../profile/types';
import { ruleModule } from '../rules';
import type { ParsedDocument } from '../types';
import { ceil2, daysAbove, floor2, percentAbove, roundedBounds } from './round';

export interface Suggestion {
  /** Stable key: what the rule checks (`not_null:id`). Also used to spot duplicates. */
  id: string;
  type: string;
  column: string | null;
  /** The rule, ready to go into `validations.rules`. */
  rule: Record<string, unknown>;
  /** Why, in plain words (English), with the observed values. */
  evidence: string;
  /** The same evidence as data, for a page that words it in its own language. */
  facts: Evidence;
}

/** What a suggestion rests on, as data (`evidenceText` words it in English). */
export type Evidence =
  | { kind: 'schema'; columns: number; listed: string[]; more: number }
  | { kind: 'row-count'; rows: number; min: number; max: number }
  | { kind: 'no-null'; rows: number }
  | { kind: 'some-null'; nulls: number; rows: number; percent: number; limit: number }
  | { kind: 'key'; distinct: number; rows: number }
  /** Every value differs although the column's name does not look like a key. */
  | { kind: 'all-distinct'; distinct: number; rows: number }
  | { kind: 'range'; lo: number; hi: number; mean: number | null; min: number; max: number }
  | {
      kind: 'values';
      distinct: number;
      nonNull: number;
      values: { value: string; count: number }[];
      /**
       * Values too rare to call valid (fewer than `minCount` rows each), left out of the
       * list, and what that leaves room for (absent when every value has support).
       */
      left?: {
        minCount: number;
        distinct: number;
        count: number;
        percent: number;
        limit: number;
        examples: { value: string; count: number }[];
      };
    }
  | {
      kind: 'format';
      matches: number;
      nonNull: number;
      percent: number;
      format: string;
      /** Values that do not match, and what that leaves room for (absent when none). */
      misses?: { count: number; percent: number; limit: number; examples: string[] };
    }
  | {
      kind: 'freshness';
      column: string;
      latest: string;
      /** Days from the newest value to the run clock; negative when it is after it. */
      ageDays: number;
      days: number;
    };

export interface SuggestOptions {
  /** The run clock: freshness is measured from it. */
  now: Date;
  /** The current document: rules it already has are not suggested. */
  existing?: ParsedDocument | null;
}

/** Most values a `valid_values` list may hold: beyond that the column is not a category. */
export const MAX_VALID_VALUES = 12;
/** Share of non-NULL values that must match a named format for `valid_format`. */
export const FORMAT_SHARE = 0.95;
/** Longest value a `valid_values` list may hold. */
const MAX_CATEGORY_LENGTH = 100;
/**
 * Support a value needs to be suggested as valid: at least this many rows, and at least
 * `MIN_VALUE_SHARE` of the non-NULL values. A value seen once in dirty data is more likely
 * a typo than a category.
 */
export const MIN_VALUE_ROWS = 2;
export const MIN_VALUE_SHARE = 0.005;
/** Share of the non-NULL values the supported values must cover for the column to be a category. */
export const CATEGORY_SHARE = 0.9;
/** Rare values the evidence quotes as left out. */
const LEFT_EXAMPLES = 5;
/**
 * Fewest rows in which all-distinct values make a column worth a `unique` rule when its
 * name does not look like a key: in a handful of rows any column can be all distinct.
 */
export const MIN_UNIQUE_ROWS = 50;

const EVENT_NAME =
  /(created|updated|modified|loaded|ingest|event|timestamp|_at$|_ts$|date$|time$)/i;

const n = (x: number): string => x.toLocaleString('en-US');
const pct = (x: number): string => `${formatNumber(Number(x.toPrecision(3)))}%`;
/** A value as the evidence quotes it: JSON-quoted, cut at 40 characters. */
export const quoted = (v: string): string =>
  JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** The evidence in English (what the CLI prints). */
export function evidenceText(e: Evidence): string {
  switch (e.kind) {
    case 'schema':
      return `Pins the ${n(e.columns)} columns and their production types: ${e.listed.join(', ')}${e.more > 0 ? `, and ${e.more} more` : ''}.`;
    case 'row-count':
      return `The file has ${n(e.rows)} rows; this allows ${n(e.min)} to ${n(e.max)} (about −20% to +25%).`;
    case 'no-null':
      return `No NULL in ${n(e.rows)} rows.`;
    case 'some-null':
      return `${n(e.nulls)} of ${n(e.rows)} rows (${pct(e.percent)}) are NULL; the limit ${e.limit}% leaves room above that.`;
    case 'key':
      return `Looks like a key: ${n(e.distinct)} distinct values in ${n(e.rows)} rows, none NULL.`;
    case 'all-distinct':
      return `Every value is different: ${n(e.distinct)} distinct values in ${n(e.rows)} rows, none NULL, although the name does not look like a key.`;
    case 'range': {
      const mean = e.mean === null ? '' : `, mean ${formatNumber(e.mean)}`;
      return `Observed ${formatNumber(e.lo)} to ${formatNumber(e.hi)}${mean}; the bounds are rounded outward to ${formatNumber(e.min)} and ${formatNumber(e.max)}.`;
    }
    case 'values': {
      const shown = e.values.map((v) => `${quoted(v.value)} (${n(v.count)})`).join(', ');
      if (!e.left)
        return `Only ${n(e.distinct)} distinct values in ${n(e.nonNull)} non-NULL rows: ${shown}.`;
      const l = e.left;
      const examples = l.examples.map((v) => `${quoted(v.value)} (${n(v.count)})`).join(', ');
      const more =
        l.distinct > l.examples.length ? `, and ${n(l.distinct - l.examples.length)} more` : '';
      return `${n(e.values.length)} of ${n(e.distinct)} distinct values occur in at least ${n(l.minCount)} of ${n(e.nonNull)} non-NULL rows each: ${shown}. Left out as too rare to call valid: ${examples}${more}; ${n(l.count)} rows (${pct(l.percent)} of rows), so the limit ${l.limit}% leaves room above that.`;
    }
    case 'format': {
      const head = `${n(e.matches)} of ${n(e.nonNull)} non-NULL values (${pct(e.percent)}) look like ${e.format}`;
      if (!e.misses) return `${head}.`;
      const m = e.misses;
      return `${head}; ${n(m.count)} do not (${pct(m.percent)} of rows), e.g. ${m.examples.map(quoted).join(', ')}. The limit ${m.limit}% leaves room above that.`;
    }
    case 'freshness': {
      const ago =
        e.ageDays >= 0
          ? `${formatNumber(Number(e.ageDays.toFixed(1)))} days before now`
          : 'after now';
      return `The latest ${e.column} is ${e.latest} (${ago}); this fails once the newest value is ${e.days} days old.`;
    }
  }
}

/** The evidence both as data and in English. */
const because = (facts: Evidence) => ({ facts, evidence: evidenceText(facts) });

/** What each rule of a document already checks, as suggestion ids. */
export function existingKeys(doc: ParsedDocument | null | undefined): Set<string> {
  const keys = new Set<string>();
  for (const r of doc?.rules ?? []) {
    const cols = r.columns.map((c) => c.toLowerCase());
    for (const key of ruleModule(r.canonicalType)?.covers?.(r, cols) ?? []) keys.add(key);
  }
  return keys;
}

/** Every suggestion for a profiled table, in column order, table-level rules first. */
export function suggestRules(profile: TableProfile, opts: SuggestOptions): Suggestion[] {
  const out: Suggestion[] = [];
  const add = (s: Suggestion) => out.push(s);
  if (profile.columns.length) add(schemaSuggestion(profile));
  if (profile.rows > 0) add(rowCountSuggestion(profile.rows));
  for (const c of profile.columns) {
    // An empty file or an all-NULL column says nothing about its values.
    if (c.rows === 0 || c.nulls === c.rows) continue;
    for (const s of columnSuggestions(c, opts.now)) add(s);
  }
  const have = existingKeys(opts.existing);
  return out.filter((s) => !have.has(s.id.toLowerCase()));
}

function schemaSuggestion(p: TableProfile): Suggestion {
  const types: Record<string, string> = {};
  for (const c of p.columns) types[c.name] = c.sparkType;
  const listed = p.columns.slice(0, 6).map((c) => `${c.name} ${c.sparkType}`);
  return {
    id: 'schema',
    type: 'schema',
    column: null,
    rule: { type: 'schema', required_columns: p.columns.map((c) => c.name), column_types: types },
    ...because({
      kind: 'schema',
      columns: p.columns.length,
      listed,
      more: Math.max(0, p.columns.length - 6),
    }),
  };
}

function rowCountSuggestion(rows: number): Suggestion {
  const min = floor2(rows * 0.8);
  const max = ceil2(rows * 1.25);
  return {
    id: 'row_count',
    type: 'row_count',
    column: null,
    rule: { type: 'row_count', min, max },
    ...because({ kind: 'row-count', rows, min, max }),
  };
}

function columnSuggestions(c: ColumnProfile, now: Date): Suggestion[] {
  const out: Suggestion[] = [];
  const col = c.name;
  const id = (kind: string) => `${kind}:${col.toLowerCase()}`;
  const nonNull = c.rows - c.nulls;

  if (c.nulls === 0) {
    out.push({
      id: id('not_null'),
      type: 'not_null',
      column: col,
      rule: { type: 'not_null', column: col },
      ...because({ kind: 'no-null', rows: c.rows }),
    });
  } else {
    const limit = percentAbove(c.nullPercent);
    out.push({
      id: id('missing'),
      type: 'missing_percent',
      column: col,
      rule: { type: 'missing_percent', column: col, must_be: `< ${limit}%` },
      ...because({
        kind: 'some-null',
        nulls: c.nulls,
        rows: c.rows,
        percent: c.nullPercent,
        limit,
      }),
    });
  }

  const keyLike = isKeyLike(c);
  if (keyLike || isAllDistinct(c)) {
    out.push({
      id: id('unique'),
      type: 'unique',
      column: col,
      rule: { type: 'unique', columns: [col] },
      ...because({ kind: keyLike ? 'key' : 'all-distinct', distinct: c.distinct, rows: c.rows }),
    });
  }
  if (
    !keyLike &&
    c.kind === 'number' &&
    c.minNumber !== null &&
    c.maxNumber !== null &&
    !KEY_NAME.test(col) // identifiers grow: bounding them is not a quality rule
  ) {
    const range = rangeSuggestion(c, c.minNumber, c.maxNumber);
    if (range) out.push(range);
  }

  const category = c.kind === 'text' ? validValuesSuggestion(c, nonNull) : null;
  if (category) out.push(category);
  else if (c.kind === 'text') {
    const format = formatSuggestion(c, nonNull);
    if (format) out.push(format);
  }

  if (
    c.kind === 'temporal' &&
    c.maxNumber !== null &&
    (/^TIMESTAMP/i.test(c.duckdbType) || EVENT_NAME.test(col))
  ) {
    const age = now.getTime() / 1000 - c.maxNumber;
    const days = daysAbove(age);
    out.push({
      id: id('freshness'),
      type: 'freshness',
      column: col,
      rule: { type: 'freshness', column: col, must_be: `< ${days}d` },
      ...because({
        kind: 'freshness',
        column: col,
        latest: String(c.max),
        ageDays: age / 86_400,
        days,
      }),
    });
  }
  return out;
}

function isKeyLike(c: ColumnProfile): boolean {
  if (c.nulls > 0 || c.rows < 2 || c.distinct !== c.rows) return false;
  if (c.kind === 'number') return isWholeNumberType(c.duckdbType) && KEY_NAME.test(c.name);
  if (c.kind !== 'text') return false;
  const uuid = c.formats.find((f) => f.format === 'uuid');
  return KEY_NAME.test(c.name) || (uuid !== undefined && uuid.share === 1);
}

/**
 * A column whose every value differs, exactly counted, in enough rows to mean something:
 * whole numbers and text (a measurement or a time is distinct by chance, not by design).
 */
function isAllDistinct(c: ColumnProfile): boolean {
  if (c.nulls > 0 || c.rows < MIN_UNIQUE_ROWS || c.distinct !== c.rows || c.distinctApprox)
    return false;
  return c.kind === 'text' || (c.kind === 'number' && isWholeNumberType(c.duckdbType));
}

function rangeSuggestion(c: ColumnProfile, lo: number, hi: number): Suggestion | null {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return null;
  const [min, max] = roundedBounds(lo, hi, isWholeNumberType(c.duckdbType));
  return {
    id: `range:${c.name.toLowerCase()}`,
    type: 'range',
    column: c.name,
    rule: { type: 'range', column: c.name, min, max },
    ...because({ kind: 'range', lo, hi, mean: c.mean, min, max }),
  };
}

function validValuesSuggestion(c: ColumnProfile, nonNull: number): Suggestion | null {
  if (c.distinct < 1 || c.top.length === 0) return null;
  const minCount = Math.max(MIN_VALUE_ROWS, Math.ceil(nonNull * MIN_VALUE_SHARE));
  // `top` is most frequent first: past the supported values every value is rarer.
  const supported = c.top.filter((t) => t.count >= minCount);
  if (supported.length < 1 || supported.length > MAX_VALID_VALUES) return null;
  if (supported.length === c.top.length && c.top.length < c.distinct) return null;
  const covered = supported.reduce((sum, t) => sum + t.count, 0);
  if (covered < CATEGORY_SHARE * nonNull) return null;
  if (supported.some((t) => t.value.length > MAX_CATEGORY_LENGTH)) return null;
  const values = supported.map((t) => ({ value: t.value, count: t.count }));
  const base = {
    id: `valid_values:${c.name.toLowerCase()}`,
    column: c.name,
  };
  const seen = { kind: 'values' as const, distinct: c.distinct, nonNull, values };
  const list = values.map((v) => v.value);
  const leftCount = nonNull - covered;
  if (leftCount === 0) {
    return {
      ...base,
      type: 'invalid_count',
      rule: { type: 'invalid_count', column: c.name, valid_values: list, must_be: '= 0' },
      ...because(seen),
    };
  }
  const percent = (100 * leftCount) / c.rows;
  const limit = percentAbove(percent);
  const rare = c.top.slice(supported.length);
  return {
    ...base,
    type: 'invalid_percent',
    rule: { type: 'invalid_percent', column: c.name, valid_values: list, must_be: `< ${limit}%` },
    ...because({
      ...seen,
      left: {
        minCount,
        distinct: c.distinct - supported.length,
        count: leftCount,
        percent,
        limit,
        examples: rare.slice(0, LEFT_EXAMPLES).map((t) => ({ value: t.value, count: t.count })),
      },
    }),
  };
}

function formatSuggestion(c: ColumnProfile, nonNull: number): Suggestion | null {
  const byName = new Map(c.formats.map((f) => [f.format, f]));
  const best = FORMAT_PREFERENCE.map((f) => byName.get(f)).find(
    (f) => f !== undefined && f.exact && f.matches > 0 && f.share >= FORMAT_SHARE,
  );
  if (!best) return null;
  const bad = nonNull - best.matches;
  const seen = {
    kind: 'format' as const,
    matches: best.matches,
    nonNull,
    percent: 100 * best.share,
    format: best.format,
  };
  const base = { id: `valid_format:${c.name.toLowerCase()}`, column: c.name };
  if (bad === 0) {
    return {
      ...base,
      type: 'invalid_count',
      rule: { type: 'invalid_count', column: c.name, valid_format: best.format, must_be: '= 0' },
      ...because(seen),
    };
  }
  const observed = (100 * bad) / c.rows;
  const limit = percentAbove(observed);
  return {
    ...base,
    type: 'invalid_percent',
    rule: {
      type: 'invalid_percent',
      column: c.name,
      valid_format: best.format,
      must_be: `< ${limit}%`,
    },
    ...because({
      ...seen,
      misses: { count: bad, percent: observed, limit, examples: best.nonMatching },
    }),
  };
}

/** A `{"validations": …}` document holding the suggested rules. */
export function suggestedDocument(suggestions: readonly Suggestion[]): {
  validations: { on_failure: 'fail'; rules: Record<string, unknown>[] };
} {
  return { validations: { on_failure: 'fail', rules: suggestions.map((s) => s.rule) } };
}
