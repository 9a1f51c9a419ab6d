/**
 * The comparison of two runs in the History tab is worded in the page's language, with its
 * numbers written the language's way.
 */
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../engine/types';
import { compareRuns, historyRecord } from './engine';
import { i18n } from '../i18n';
import { comparisonWords } from './historyWords';

const run = (rows: number, failed: number, metric: number, at: string): RunResult =>
  ({
    pipeline: null,
    rows_read: rows,
    validated_at: at,
    results: [
      {
        rule_type: 'missing_percent',
        code: 'missing_percent(email)',
        check_name: null,
        target: 'email',
        rule_params: '{"must_be": "< 5%"}',
        severity: failed > 1 ? 'fail' : 'pass',
        passed: failed <= 1,
        failed_count: failed,
        rows_read: rows,
        metric_value: metric,
        message: '',
        validated_at: at,
      },
    ],
  }) as unknown as RunResult;

const file = (size: number, fingerprint: string) => ({ name: 'customers.csv', size, fingerprint });
const earlier = historyRecord(
  run(240, 1, 0.4167, '2026-01-01T00:00:00Z'),
  file(20_000, 'a'),
  'd1',
  'page',
);
const later = historyRecord(
  run(12_400, 2, 0.8333, '2026-01-02T00:00:00Z'),
  file(1_234_567, 'b'),
  'd2',
  'page',
);

describe('comparisonWords', () => {
  it('words the changes in Spanish, numbers the Spanish way', () => {
    const words = comparisonWords(compareRuns(earlier, later), i18n.getFixedT('es'), 'es');
    expect(words.notes).toEqual([
      'El archivo customers.csv cambió (20.000 → 1.234.567 bytes).',
      'El documento de reglas cambió.',
      'Filas leídas: 240 → 12.400 (+12.160).',
    ]);
    expect(words.changes['missing_percent(email)']).toBe(
      'resultado pasa → falla; filas fallidas 1 → 2 (+1); métrica 0,4167 → 0,8333 (+0,4166)',
    );
  });

  it('in Portuguese', () => {
    const words = comparisonWords(compareRuns(earlier, later), i18n.getFixedT('pt-BR'), 'pt-BR');
    expect(words.changes['missing_percent(email)']).toBe(
      'resultado passa → falha; linhas com falha 1 → 2 (+1); métrica 0,4167 → 0,8333 (+0,4166)',
    );
    expect(words.notes[2]).toBe('Linhas lidas: 240 → 12.400 (+12.160).');
  });

  it('in English, as the engine words it', () => {
    const diff = compareRuns(earlier, later);
    const words = comparisonWords(diff, i18n.getFixedT('en'), 'en');
    expect(words.changes['missing_percent(email)']).toBe(
      'severity pass → fail; failed rows 1 → 2 (+1); metric 0.4167 → 0.8333 (+0.4166)',
    );
    expect(words.changes['missing_percent(email)']).toBe(diff.changed[0].changes.join('; '));
  });
});
