import { describe, expect, it } from 'vitest';
import type { RunResult } from '../types';
import { rowsToCsv } from './csv';
import { reportHtml } from './html';
import { REPORT_COLUMNS, reportCsv, reportJson } from './report';

const run: RunResult = {
  pipeline: 'orders',
  on_failure: 'fail',
  rows_read: 7,
  validated_at: '2026-01-12T00:00:00.000Z',
  aborted: true,
  warnings: [],
  results: [
    {
      rule_type: 'regex',
      code: 'regex(email,<script>alert(1)</script>)',
      check_name: '=HYPERLINK("x")',
      target: 'email',
      rule_params: '{"pattern":"a,b"}',
      severity: 'fail',
      passed: false,
      failed_count: 2,
      rows_read: 7,
      metric_value: null,
      message: 'two "bad" rows',
      validated_at: '2026-01-12T00:00:00.000Z',
    },
  ],
};

describe('RULES.md §7 — the report', () => {
  it('has exactly the report columns, in order, after pipeline', () => {
    const [header, row] = reportCsv(run).trim().split('\n');
    expect(header).toBe(
      'pipeline,rule_type,code,check_name,target,rule_params,severity,passed,failed_count,rows_read,metric_value,message,validated_at',
    );
    expect(row).toBe(
      `orders,regex,regex(email,<script>alert(1)</script>),"'=HYPERLINK(""x"")",email,"{""pattern"":""a,b""}",fail,false,2,7,,"two ""bad"" rows",2026-01-12T00:00:00.000Z`.replace(
        'regex(email,<script>alert(1)</script>)',
        '"regex(email,<script>alert(1)</script>)"',
      ),
    );
    expect(Object.keys(JSON.parse(reportJson(run))[0])).toEqual([...REPORT_COLUMNS]);
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

  it('renders a self-contained HTML page with text, never markup, and an SVG chart', () => {
    const html = reportHtml(run);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<svg');
    expect(html).toMatch(/would stop before writing anything/);
    expect(html).not.toMatch(/<link|src=|@import/);
  });
});
