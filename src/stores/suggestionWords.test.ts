/**
 * A suggestion's evidence in the Profile tab is in the page's language, numbers the
 * language's way; in English it is the engine's own text (what `dqw profile` prints).
 */
import { describe, expect, it } from 'vitest';
import { evidenceText, type Evidence } from '../engine/suggest';
import { i18n } from '../i18n';
import { evidenceWords } from './suggestionWords';

const EVERY_KIND: Evidence[] = [
  { kind: 'schema', columns: 8, listed: ['id int', 'name string'], more: 2 },
  { kind: 'schema', columns: 2, listed: ['id int', 'name string'], more: 0 },
  { kind: 'row-count', rows: 12400, min: 9900, max: 16000 },
  { kind: 'no-null', rows: 12400 },
  { kind: 'some-null', nulls: 1, rows: 7, percent: 100 / 7, limit: 20 },
  { kind: 'key', distinct: 7, rows: 7 },
  { kind: 'all-distinct', distinct: 40, rows: 40 },
  { kind: 'range', lo: 0.5, hi: 1234.5, mean: 99.123456, min: 0, max: 1300 },
  { kind: 'range', lo: 1, hi: 9, mean: null, min: 0, max: 10 },
  {
    kind: 'values',
    distinct: 2,
    nonNull: 1200,
    values: [
      { value: 'active', count: 1100 },
      { value: 'inactive', count: 100 },
    ],
  },
  {
    kind: 'values',
    distinct: 9,
    nonNull: 1200,
    values: [{ value: 'active', count: 1190 }],
    left: {
      minCount: 6,
      distinct: 8,
      count: 10,
      percent: 10 / 12,
      limit: 1,
      examples: [
        { value: 'actve', count: 3 },
        { value: 'ACTIVE', count: 2 },
      ],
    },
  },
  { kind: 'format', matches: 6, nonNull: 6, percent: 100, format: 'email' },
  {
    kind: 'format',
    matches: 5,
    nonNull: 6,
    percent: 500 / 6,
    format: 'email',
    misses: { count: 1, percent: 100 / 7, limit: 20, examples: ['broken'] },
  },
  { kind: 'freshness', column: 'created_at', latest: '2026-01-11', ageDays: 1.25, days: 3 },
  { kind: 'freshness', column: 'created_at', latest: '2027-01-11', ageDays: -3, days: 1 },
];

describe('evidenceWords', () => {
  it('in English, the engine’s text, for every kind of evidence', () => {
    const en = i18n.getFixedT('en');
    for (const e of EVERY_KIND) expect(evidenceWords(e, en, 'en')).toBe(evidenceText(e));
  });

  it('in Spanish and Portuguese, with their numbers', () => {
    const es = i18n.getFixedT('es');
    expect(evidenceWords(EVERY_KIND[2], es, 'es')).toBe(
      'El archivo tiene 12.400 filas; esto admite de 9900 a 16.000 (alrededor de −20 % a +25 %).',
    );
    expect(evidenceWords(EVERY_KIND[7], es, 'es')).toBe(
      'Observado de 0,5 a 1234,5, media 99,1235; los límites se redondean hacia fuera a 0 y 1300.',
    );
    const pt = i18n.getFixedT('pt-BR');
    expect(evidenceWords(EVERY_KIND[12], pt, 'pt-BR')).toBe(
      '5 de 6 valores não NULL (83,3%) parecem email; 1 não (14,3% das linhas), p. ex. "broken". O limite de 20% deixa folga acima disso.',
    );
    expect(evidenceWords(EVERY_KIND[14], pt, 'pt-BR')).toMatch(/\(depois de agora\)/);
    expect(evidenceWords(EVERY_KIND[10], pt, 'pt-BR')).toBe(
      '1 de 9 valores distintos aparecem em pelo menos 6 de 1.200 linhas não NULL cada um: "active" (1.190). Ficaram de fora por serem raros demais para chamar de válidos: "actve" (3), "ACTIVE" (2) e mais 6; 10 linhas (0,833% das linhas), então o limite de 1% deixa folga acima disso.',
    );
  });
});
