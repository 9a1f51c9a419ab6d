/**
 * RULES.md §7 — the page's summary says what production does: a rule that could not run
 * stops the pipeline whatever on_failure says, and a run assembled from cached results
 * reaches the same verdict as a fresh one.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../engine';
import type { RuleResult } from '../engine/types';
import { i18n } from '../i18n';
import { documentToRun, mergeRun, planRun } from '../workbench/incrementalRun';
import { verdictOf } from './summary';

const result = (code: string, extra: Partial<RuleResult> = {}): RuleResult => ({
  rule_type: 'sql',
  code,
  check_name: null,
  target: '',
  rule_params: '{}',
  severity: 'pass',
  passed: true,
  failed_count: 0,
  rows_read: 3,
  metric_value: null,
  message: '',
  validated_at: '2026-01-12T00:00:00.000Z',
  ...extra,
});

describe('RULES.md §7 — the summary of a run with a rule that could not run', () => {
  it.each(['fail', 'warn', 'skip'])('says production stops, under on_failure %s', async (mode) => {
    await i18n.changeLanguage('en');
    const parsed = parseDocument(
      JSON.stringify({
        validations: {
          on_failure: mode,
          rules: [
            { type: 'not_null', column: 'id' },
            { type: 'sql', query: 'SELECT true FROM _validation_df WHERE false' },
          ],
        },
      }),
    );
    const plan = planRun(parsed, null, 'data');
    const fresh = mergeRun(
      parsed,
      plan,
      {
        pipeline: null,
        on_failure: parsed.onFailure,
        rows_read: 3,
        validated_at: '2026-01-12T00:00:00.000Z',
        aborted: true,
        halted: true,
        warnings: [],
        results: [
          result('not_null(id)'),
          result('sql', { severity: 'fail', passed: false, error: 'no rows' }),
        ],
      },
      null,
      'data',
      new Date(),
    );
    expect(documentToRun(parsed, plan).rules).toHaveLength(2);
    expect(fresh.result).toMatchObject({ halted: true, aborted: true });
    const verdict = verdictOf(fresh.result);
    expect(verdict.tone).toBe('stop');
    expect(verdict.title).toBe('1 rule could not run — production would stop with an error');
    expect(verdict.detail).toContain(`whatever on_failure says — here on_failure: "${mode}"`);

    // The same run rebuilt from the cache alone keeps the verdict.
    const cached = mergeRun(
      parsed,
      planRun(parsed, fresh.cache, 'data'),
      null,
      fresh.cache,
      'data',
      new Date(),
    );
    expect(cached.result).toMatchObject({ halted: true, aborted: true });
  });
});
