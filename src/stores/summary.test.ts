/**
 * RULES.md §7 — the page's summary says what production does: a rule that could not run
 * stops the pipeline whatever on_failure says, and a run assembled from cached results
 * reaches the same verdict as a fresh one.
 */
import { describe, expect, it } from 'vitest';
import { notCheckedText, parseDocument, verdictFlags } from '../engine';
import type { OnFailure, RuleResult, RunResult } from '../engine/types';
import { i18n } from '../i18n';
import { documentToRun, mergeRun, planRun } from '../workbench/incrementalRun';
import { countResults, displayStatus, rulesOnUnknownColumns, verdictOf } from './summary';

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
        incomplete: false,
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

/** A run of these results, flagged as the engine flags them. */
const runOf = (onFailure: OnFailure, results: RuleResult[]): RunResult => ({
  pipeline: null,
  on_failure: onFailure,
  rows_read: 3,
  validated_at: '2026-01-12T00:00:00.000Z',
  ...verdictFlags(onFailure, results),
  warnings: [],
  results,
});

const notPortable = (code: string) =>
  result(code, {
    severity: 'fail',
    passed: false,
    error: 'Not portable: Spark\'s integer division "a div b" …',
    notPortable: true,
  });

const failing = () => result('range(age,*,100)', { severity: 'fail', passed: false });

describe('RULES.md §8 — the summary of a run with a rule the workbench cannot check', () => {
  it('says production runs it and its verdict is unknown, not that production stops', async () => {
    await i18n.changeLanguage('en');
    for (const mode of ['fail', 'warn', 'skip'] as const) {
      const run = runOf(mode, [result('not_null(id)'), notPortable('sql')]);
      expect(run).toMatchObject({ halted: false, aborted: false, incomplete: true });
      const verdict = verdictOf(run);
      expect(verdict.tone).toBe('warn');
      expect(verdict.title).toBe('1 rule not checked here — its verdict in production is unknown');
      expect(verdict.detail).toContain(
        '1 rule could not be checked here: the workbench cannot run it (not portable to DuckDB), production would run it, and its verdict here is unknown.',
      );
      expect(verdict.detail).toContain(
        mode === 'fail'
          ? 'Under on_failure: "fail" a pipeline would stop if it fails there'
          : `Under on_failure: "${mode}" a pipeline would write its report, quarantine and output whatever it gives there`,
      );
      expect(`${verdict.title} ${verdict.detail}`).not.toMatch(/production would stop|exception/);
      expect(countResults(run)).toMatchObject({ pass: 1, fail: 0, error: 0, unchecked: 1 });
      expect(displayStatus(run.results[1])).toBe('unchecked');
    }
  });

  it('keeps what the other rules decide, and names the rules not checked beside it', async () => {
    await i18n.changeLanguage('en');
    const stop = verdictOf(runOf('fail', [failing(), notPortable('a'), notPortable('b')]));
    expect(stop.title).toBe('1 rule failed — the pipeline would stop');
    expect(stop.unchecked).toBe(
      '2 rules could not be checked here: the workbench cannot run them (not portable to DuckDB), production would run them, and their verdict here is unknown.',
    );
    const halted = verdictOf(
      runOf('warn', [result('sql', { severity: 'fail', error: 'no rows' }), notPortable('a')]),
    );
    expect(halted.title).toBe('1 rule could not run — production would stop with an error');
    expect(halted.unchecked).toMatch(/^1 rule could not be checked here/);
    expect(verdictOf(runOf('warn', [failing()])).unchecked).toBeUndefined();
  });

  it('says it as the CLI and the HTML report say it, in English', async () => {
    await i18n.changeLanguage('en');
    for (const n of [1, 2]) {
      const results = Array.from({ length: n }, (_, i) => notPortable(`r${i}`));
      const verdict = verdictOf(runOf('fail', [failing(), ...results]));
      expect(verdict.unchecked).toBe(notCheckedText(results));
    }
  });

  it.each(['es', 'pt-BR'])('says it in %s', async (language) => {
    await i18n.changeLanguage(language);
    const verdict = verdictOf(runOf('fail', [notPortable('a'), notPortable('b')]));
    expect(verdict.title).not.toMatch(/not checked/);
    expect(verdict.detail).toContain('on_failure: "fail"');
    expect(verdict.detail).toMatch(
      language === 'es' ? /no pudieron comprobarse/ : /não puderam ser verificadas/,
    );
    await i18n.changeLanguage('en');
  });
});

describe('rules on columns the loaded file does not have', () => {
  const doc = parseDocument(
    JSON.stringify({
      validations: {
        rules: [
          { type: 'not_null', columns: ['id', 'email'] },
          { type: 'range', column: 'AGE', min: 0 },
          { type: 'schema', required_columns: ['zip'] },
          { type: 'row_count', min: 1 },
        ],
      },
    }),
  );
  const cols = (...names: string[]) =>
    names.map((name) => ({ name, duckdbType: 'VARCHAR', sparkType: 'string' }));

  it('counts the rules reading a column the file lacks (names resolve ignoring case)', () => {
    expect(rulesOnUnknownColumns(doc, cols('id', 'email', 'age'))).toBe(0);
    // not_null and range; a schema rule reports a missing column as its verdict, not an error.
    expect(rulesOnUnknownColumns(doc, cols('sku', 'price'))).toBe(2);
    expect(rulesOnUnknownColumns(doc, cols('id', 'age'))).toBe(1);
    expect(rulesOnUnknownColumns(doc, [])).toBe(0);
  });
});
