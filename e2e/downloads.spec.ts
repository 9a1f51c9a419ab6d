import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readParquetBytes, SAMPLE_COLUMNS } from './fixtures';
import { downloadFrom, openWorkbench } from './helpers';

/** RULES.md §7: production's report table — these twelve columns, in this order, no code. */
const REPORT_HEADER =
  'pipeline,rule_type,check_name,target,rule_params,severity,passed,failed_count,rows_read,metric_value,message,validated_at';

function csvLines(bytes: Buffer): string[] {
  return bytes.toString('utf8').trimEnd().split(/\r?\n/);
}

test.describe('downloads', () => {
  test.beforeEach(async ({ page }) => {
    await openWorkbench(page);
  });

  test('report as CSV: the report columns in order, one row per rule', async ({ page }) => {
    const { bytes, name } = await downloadFrom(page, 'download-report-csv');
    // Named after the file it covers; its rows stay production's twelve columns.
    expect(name).toBe('customers.report.csv');
    const lines = csvLines(bytes);
    expect(lines[0]).toBe(REPORT_HEADER);
    expect(lines).toHaveLength(1 + 17);
    // target joined with ", " and rule_params as Python's json.dumps writes them.
    expect(lines[1]).toMatch(/^customers_daily,not_null,Key fields present,"id, name",\{\},/);
  });

  test('report as JSON', async ({ page }) => {
    const { bytes, name } = await downloadFrom(page, 'download-report-json');
    expect(name).toBe('customers.report.json');
    // One report row per rule, one object a line (JSON Lines, as Spark writes it).
    const rows = bytes
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(17);
    // Production's columns, then the file the report covers and its fingerprint.
    expect(Object.keys(rows[0]).join(',')).toBe(`${REPORT_HEADER},source_file,source_fingerprint`);
    expect(rows.every((r) => r.pipeline === 'customers_daily' && r.rows_read === 240)).toBe(true);
    expect(rows.every((r) => r.source_file === 'customers.csv')).toBe(true);
    expect(String(rows[0].source_fingerprint)).toMatch(/^[0-9a-z:]{8,}$/);
    // One run, one time.
    expect(new Set(rows.map((r) => r.validated_at)).size).toBe(1);
    expect(rows.map((r) => r.severity)).toContain('warn');
  });

  test('report as Parquet, as dqw --report writes it', async ({ page }) => {
    const { bytes, name } = await downloadFrom(page, 'download-report-parquet');
    expect(name).toBe('customers.report.parquet');
    const report = readParquetBytes(bytes);
    expect(report.schema.fields.map((f) => f.name).join(',')).toBe(REPORT_HEADER);
    expect(report.numRows).toBe(17);
    const rows = report.toArray().map((r) => r.toJSON() as Record<string, unknown>);
    expect(rows.every((r) => r.pipeline === 'customers_daily' && Number(r.rows_read) === 240)).toBe(
      true,
    );
    expect(rows.map((r) => r.severity)).toContain('warn');
    // The file it covers, in the footer's key-value metadata (plain text in the footer).
    const footer = Buffer.from(bytes).toString('latin1');
    expect(footer).toContain('source_file');
    expect(footer).toContain('customers.csv');
    expect(footer).toContain('source_fingerprint');
  });

  test('report as a self-contained HTML page that opens offline', async ({ page, context }) => {
    const { bytes, name } = await downloadFrom(page, 'download-report-html');
    expect(name).toBe('customers.report.html');
    const html = bytes.toString('utf8');
    expect(html).toMatch(
      /File <strong>customers\.csv<\/strong> · fingerprint <code>[0-9a-z:]{8,}<\/code>/,
    );
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/);
    const path = join(tmpdir(), `dqw-report-${Date.now()}.html`);
    await writeFile(path, html);
    const reportPage = await context.newPage();
    const requests: string[] = [];
    reportPage.on('request', (r) => requests.push(r.url()));
    await reportPage.goto(`file://${path}`);
    await expect(reportPage.locator('body')).toContainText('customers_daily');
    await expect(reportPage.locator('svg').first()).toBeVisible();
    await expect(reportPage.locator('body')).toContainText('unique(id)');
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual(
      [],
    );
  });

  test('quarantine as CSV: codes included, formulas neutralised', async ({ page }) => {
    const { bytes } = await downloadFrom(page, 'download-invalid-csv');
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('id,name,email,age,country,status,cpf,amount,created_at,dq_codes');
    expect(lines).toHaveLength(1 + 33);
    const formula = lines.find((line) => line.startsWith('67,'));
    expect(formula).toBeDefined();
    expect(formula).not.toMatch(/^67,=/);
    expect(formula).toContain('SUM(A1:A9)');
    expect(lines.some((line) => line.includes('range(age,0,120)'))).toBe(true);
  });

  test('quarantine without a codes column, or with one named in the menu (RULES.md §6)', async ({
    page,
  }) => {
    await page.getByTestId('downloads').locator('summary').click();
    // The sample sets outputs.invalid.annotate: the box starts checked, named dq_codes.
    await expect(page.getByTestId('annotate-enabled')).toBeChecked();
    await expect(page.getByTestId('annotate-column')).toHaveValue('dq_codes');
    await page.getByTestId('annotate-enabled').uncheck();
    const plain = csvLines((await downloadFrom(page, 'download-invalid-csv')).bytes);
    expect(plain[0]).toBe(SAMPLE_COLUMNS.join(','));
    expect(plain).toHaveLength(1 + 33);
    const pq = readParquetBytes((await downloadFrom(page, 'download-invalid-parquet')).bytes);
    expect(pq.schema.fields.map((f) => f.name)).toEqual([...SAMPLE_COLUMNS]);

    await page.getByTestId('annotate-enabled').check();
    await page.getByTestId('annotate-column').fill('why');
    const named = csvLines((await downloadFrom(page, 'download-invalid-csv')).bytes);
    expect(named[0]).toBe([...SAMPLE_COLUMNS, 'why'].join(','));
  });

  test('valid rows as CSV', async ({ page }) => {
    const { bytes } = await downloadFrom(page, 'download-valid-csv');
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('id,name,email,age,country,status,cpf,amount,created_at');
    expect(lines).toHaveLength(1 + 207);
    // Production reads cpf as bigint (RULES.md §9): customer 2's 72626625940 is a number.
    expect(lines.find((line) => line.startsWith('2,'))).toContain(',72626625940,');
  });

  test('quarantine and valid rows as Parquet', async ({ page }) => {
    const quarantine = await downloadFrom(page, 'download-invalid-parquet');
    expect(quarantine.name).toBe('customers.quarantine.parquet');
    const invalid = readParquetBytes(quarantine.bytes);
    expect(invalid.numRows).toBe(33);
    expect(invalid.schema.fields.map((f) => f.name)).toEqual([...SAMPLE_COLUMNS, 'dq_codes']);
    const codes = invalid.getChild('dq_codes')!.get(0) as { toArray(): string[] };
    expect(codes.toArray().length).toBeGreaterThan(0);

    const valid = readParquetBytes((await downloadFrom(page, 'download-valid-parquet')).bytes);
    expect(valid.numRows).toBe(207);
    expect(valid.schema.fields.map((f) => f.name)).not.toContain('dq_codes');
  });

  test('the rules document, formatted', async ({ page }) => {
    const { bytes, name } = await downloadFrom(page, 'download-rules');
    expect(name).toBe('rules.json');
    const text = bytes.toString('utf8');
    const doc = JSON.parse(text) as { validations: { rules: unknown[] } };
    expect(doc.validations.rules).toHaveLength(16);
    expect(text).toContain('\n    "on_failure": "fail"');
  });
});
