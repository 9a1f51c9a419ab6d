import { describe, expect, it } from 'vitest';
import type { RunResult } from '../types';
import { rowsToCsv } from './csv';
import { HTML_NOTE, reportHtml } from './html';
import { javaDouble } from './java-double';
import { REPORT_COLUMNS, REPORT_SCHEMA, reportCsv, reportJson, SOURCE_FIELDS } from './report';

const run: RunResult = {
  pipeline: 'orders',
  on_failure: 'fail',
  rows_read: 7,
  validated_at: '2026-01-12T00:00:00.000Z',
  aborted: true,
  halted: false,
  incomplete: false,
  warnings: [],
  results: [
    {
      rule_type: 'regex',
      code: 'regex(email,<script>alert(1)</script>)',
      check_name: '=HYPERLINK("x")',
      target: 'email',
      rule_params: '{"pattern": "a,b"}',
      severity: 'fail',
      passed: false,
      failed_count: 2,
      rows_read: 7,
      metric_value: null,
      message: 'two "bad" rows',
      validated_at: '2026-01-12T00:00:00.000Z',
    },
    {
      rule_type: 'missing_percent',
      code: 'M',
      check_name: null,
      target: 'a, b',
      rule_params: '{"code": "M", "must_be": "< 5%"}',
      severity: 'pass',
      passed: true,
      failed_count: 0,
      rows_read: 7,
      metric_value: 0,
      message: 'ok',
      validated_at: '2026-01-12T00:00:00.000Z',
    },
  ],
};

describe('RULES.md §7 — the report file is appendable to production’s report table', () => {
  it('has production’s twelve columns, in production’s order, with production’s types', () => {
    // sparquet core/pipeline.py, _write_validation_report: the StructType plus validated_at.
    expect(REPORT_SCHEMA).toEqual([
      ['pipeline', 'string'],
      ['rule_type', 'string'],
      ['check_name', 'string'],
      ['target', 'string'],
      ['rule_params', 'string'],
      ['severity', 'string'],
      ['passed', 'boolean'],
      ['failed_count', 'bigint'],
      ['rows_read', 'bigint'],
      ['metric_value', 'double'],
      ['message', 'string'],
      ['validated_at', 'timestamp'],
    ]);
    expect(REPORT_COLUMNS).not.toContain('code');
  });

  it('CSV: the header is those columns; no code; a double is written as Spark writes it', () => {
    const [header, first, second] = reportCsv(run).trim().split('\n');
    expect(header).toBe(
      'pipeline,rule_type,check_name,target,rule_params,severity,passed,failed_count,rows_read,metric_value,message,validated_at',
    );
    expect(first).toBe(
      `orders,regex,"'=HYPERLINK(""x"")",email,"{""pattern"": ""a,b""}",fail,false,2,7,,"two ""bad"" rows",2026-01-12T00:00:00.000Z`,
    );
    expect(second).toBe(
      'orders,missing_percent,,"a, b","{""code"": ""M"", ""must_be"": ""< 5%""}",pass,true,0,7,0.0,ok,2026-01-12T00:00:00.000Z',
    );
  });

  it('JSON: one object a line (JSON Lines, as Spark writes and reads), columns in order', () => {
    const lines = reportJson(run).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(Object.keys(JSON.parse(lines[0]))).toEqual(REPORT_COLUMNS);
    expect(lines[1]).toContain('"check_name":""');
    expect(lines[1]).toContain('"metric_value":0.0,');
    expect(lines[0]).toContain('"metric_value":null,');
  });

  it.each([
    [0, '0.0'],
    [1, '1.0'],
    [-2.5, '-2.5'],
    [12.5, '12.5'],
    [0.001, '0.001'],
    [0.0001, '1.0E-4'],
    [9999999, '9999999.0'],
    [10000000, '1.0E7'],
    [123456789, '1.23456789E8'],
    [1.5e300, '1.5E300'],
    [1 / 3, '0.3333333333333333'],
  ])('a double %s is written as Java writes it: %s', (value, text) => {
    expect(javaDouble(value)).toBe(text);
  });

  it('neutralises formula text starting with = + - @, never a plain number', () => {
    const cells = ['=1+1', '+1-1', '-A1', '@x', '\tx', '-1', '+1.5', '-3.5e2', 'ok'];
    const csv = rowsToCsv(['a'], [...cells.map((a) => ({ a })), { a: -1 }]);
    expect(csv.trimEnd().split('\n').slice(1)).toEqual([
      "'=1+1",
      "'+1-1",
      "'-A1",
      "'@x",
      "'\tx",
      '-1',
      '+1.5',
      '-3.5e2',
      'ok',
      '-1',
    ]);
  });

  it('never rewrites a numeric column, even as text; NULL and "" stay apart', () => {
    const csv = rowsToCsv(
      ['n', 's'],
      [
        { n: '-inf', s: null },
        { n: '-1e400', s: '' },
      ],
      new Set(['n']),
    );
    expect(csv).toBe('n,s\n-inf,\n-1e400,""\n');
  });

  it('HTML: a self-contained page, text never markup, an SVG chart, and where it differs from the file', () => {
    const html = reportHtml(run);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<svg');
    expect(html).toMatch(/would stop before writing anything/);
    expect(html).not.toMatch(/<link|src=|@import/);
    expect(html).toContain('<th>code</th>');
    expect(HTML_NOTE).toMatch(/adds a code column, which the report file .* does not carry/);
    expect(html).toContain('adds a code column');
  });

  it('HTML: says what production does with a rule that could not run, or could not be checked here', () => {
    const [failing, passing] = run.results;
    const broken = { ...failing, error: 'no rows' };
    const unportable = { ...failing, error: 'Not portable: …', notPortable: true as const };
    const of = (over: Partial<RunResult>) => reportHtml({ ...run, ...over });
    // A rule that cannot run stops production whatever on_failure says.
    const halted = of({ on_failure: 'warn', halted: true, results: [broken, passing] });
    expect(halted).toContain(
      'A rule could not run: in production that is an exception that stops the pipeline before writing anything (no report, no quarantine, no output), whatever on_failure says (here warn).',
    );
    expect(halted).not.toContain('Under on_failure: fail');
    // One not checked here leaves production's verdict open, and is not counted as failed.
    const open = of({ aborted: false, incomplete: true, results: [unportable, passing] });
    expect(open).toContain(
      'No rule failed here: a pipeline would continue and write its outputs if the rules not checked here pass there. 1 rule could not be checked here: the workbench cannot run it (not portable to DuckDB), production would run it, and its verdict here is unknown.',
    );
    expect(open).toContain('<span>0 failed</span><span>1 not checked here</span>');
    expect(open).not.toMatch(/would stop/);
  });

  describe('the file a report covers', () => {
    const source = { file: 'orders <2026>.csv', fingerprint: 'fnv1a64:00ff' };
    // A reused result from an earlier run still belongs to this run, and says its time.
    const later = {
      ...run,
      validated_at: '2026-01-12T09:00:00.000Z',
      results: [run.results[0], { ...run.results[1], validated_at: '2026-01-12T09:00:00.000Z' }],
    };

    it('CSV: production’s twelve columns only, every row at the run’s one time', () => {
      const lines = reportCsv(later).trim().split('\n');
      expect(lines[0].split(',')).toEqual(REPORT_COLUMNS);
      expect(lines.slice(1).every((l) => l.endsWith(',2026-01-12T09:00:00.000Z'))).toBe(true);
    });

    it('JSON: production’s columns first, then the file and its fingerprint', () => {
      const rows = reportJson(later, { source })
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      for (const row of rows) {
        expect(Object.keys(row)).toEqual([...REPORT_COLUMNS, ...SOURCE_FIELDS]);
        expect(row).toMatchObject({
          source_file: 'orders <2026>.csv',
          source_fingerprint: 'fnv1a64:00ff',
          validated_at: '2026-01-12T09:00:00.000Z',
        });
      }
    });

    it('HTML: the header names the file and fingerprint; its time is the rows’ time', () => {
      const html = reportHtml(later, { source: { ...source, fingerprint: null } });
      expect(html).toContain(
        '<p class="source">File <strong>orders &lt;2026&gt;.csv</strong> · fingerprint <code>unknown</code></p>',
      );
      expect(html).toContain('<meta name="dqw:source-file" content="orders &lt;2026&gt;.csv">');
      expect(html).toContain(
        '<title>Data-quality report — orders — orders &lt;2026&gt;.csv</title>',
      );
      const times = [...html.matchAll(/2026-01-12T[\d:.]+Z/g)].map((m) => m[0]);
      expect(new Set(times)).toEqual(new Set(['2026-01-12T09:00:00.000Z']));
    });
  });
});
