/**
 * A suggestion's evidence (the engine's data) in the page's language, with numbers
 * written the language's way, for the Profile tab to render.
 */
import type { TFunction } from 'i18next';
import { quoted, type Evidence } from '../engine/suggest';

/** The evidence of a suggested rule, worded in `t`'s language with `locale`'s numbers. */
export function evidenceWords(e: Evidence, t: TFunction, locale: string): string {
  // Counts with the language's grouping; measured values as the engine writes them (four
  // decimals at most, no grouping), with the language's decimal sign.
  const n = (x: number) => x.toLocaleString(locale);
  const value = (x: number) =>
    x.toLocaleString(locale, { maximumFractionDigits: 4, useGrouping: false });
  const pct = (x: number) => `${value(Number(x.toPrecision(3)))}%`;
  switch (e.kind) {
    case 'schema': {
      const more = e.more > 0 ? t('profile.evidence.schemaMore', { n: e.more }) : '';
      return t('profile.evidence.schema', {
        columns: n(e.columns),
        listed: e.listed.join(', '),
        more,
      });
    }
    case 'row-count':
      return t('profile.evidence.rowCount', { rows: n(e.rows), min: n(e.min), max: n(e.max) });
    case 'no-null':
      return t('profile.evidence.noNull', { rows: n(e.rows) });
    case 'some-null':
      return t('profile.evidence.someNull', {
        nulls: n(e.nulls),
        rows: n(e.rows),
        percent: pct(e.percent),
        limit: e.limit,
      });
    case 'key':
      return t('profile.evidence.key', { distinct: n(e.distinct), rows: n(e.rows) });
    case 'all-distinct':
      return t('profile.evidence.allDistinct', { distinct: n(e.distinct), rows: n(e.rows) });
    case 'range': {
      const mean = e.mean === null ? '' : t('profile.evidence.rangeMean', { mean: value(e.mean) });
      return t('profile.evidence.range', {
        lo: value(e.lo),
        hi: value(e.hi),
        mean,
        min: value(e.min),
        max: value(e.max),
      });
    }
    case 'values': {
      const listed = (values: { value: string; count: number }[]) =>
        values.map((v) => `${quoted(v.value)} (${n(v.count)})`).join(', ');
      const shown = listed(e.values);
      if (!e.left)
        return t('profile.evidence.values', {
          distinct: n(e.distinct),
          nonNull: n(e.nonNull),
          shown,
        });
      const l = e.left;
      const unquoted = l.distinct - l.examples.length;
      const more = unquoted > 0 ? t('profile.evidence.valuesLeftMore', { n: n(unquoted) }) : '';
      return t('profile.evidence.valuesLeft', {
        supported: n(e.values.length),
        distinct: n(e.distinct),
        minCount: n(l.minCount),
        nonNull: n(e.nonNull),
        shown,
        examples: listed(l.examples),
        more,
        leftRows: n(l.count),
        percent: pct(l.percent),
        limit: l.limit,
      });
    }
    case 'format': {
      const seen = {
        matches: n(e.matches),
        nonNull: n(e.nonNull),
        percent: pct(e.percent),
        format: e.format,
      };
      if (!e.misses) return t('profile.evidence.format', seen);
      return t('profile.evidence.formatMisses', {
        matches: seen.matches,
        nonNull: seen.nonNull,
        percent: seen.percent,
        format: seen.format,
        misses: n(e.misses.count),
        missPercent: pct(e.misses.percent),
        examples: e.misses.examples.map(quoted).join(', '),
        limit: e.misses.limit,
      });
    }
    case 'freshness': {
      const ago =
        e.ageDays >= 0
          ? t('profile.evidence.daysAgo', { days: value(Number(e.ageDays.toFixed(1))) })
          : t('profile.evidence.afterNow');
      return t('profile.evidence.freshness', {
        column: e.column,
        latest: e.latest,
        ago,
        days: e.days,
      });
    }
  }
}
