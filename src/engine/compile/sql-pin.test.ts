/**
 * Pins the SQL each rule type compiles to (docs/exports.md): one golden file lists every rule
 * type's aggregates and row predicate, so a change to generated SQL is a visible diff, and
 * DuckDB prepares every statement (EXPLAIN) on both backends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { describeTable } from '../run/describe';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo } from '../types';
import { compileRule } from './rule';

const NOW = new Date('2026-01-12T00:00:00Z');
const DOC = readFileSync(join(__dirname, '../export/__fixtures__/every-type.json'), 'utf8');
const TABLE = `CREATE TABLE people (id BIGINT, name VARCHAR, "preço" DOUBLE, age INTEGER,
  amount_text VARCHAR, code VARCHAR, country VARCHAR, email VARCHAR, created_at TIMESTAMP)`;

function pinned(columns: ColumnInfo[]): { text: string; statements: string[] } {
  const lines: string[] = [];
  const statements: string[] = [];
  for (const rule of parseDocument(DOC).rules) {
    const c = compileRule(rule, columns, { table: 'people', now: NOW });
    lines.push(`## ${rule.code} (${rule.type}): ${c.kind}`);
    if (c.kind !== 'aggregate') continue;
    for (const [alias, sql] of Object.entries(c.aggregates)) {
      lines.push(`${alias}: ${sql}`);
      statements.push(`SELECT ${sql} AS ${sqlIdent(alias)} FROM people`);
    }
    if (c.violation) {
      lines.push(`violation: ${c.violation.predicate}`);
      statements.push(`SELECT count(*) FILTER (WHERE ${c.violation.predicate}) FROM people`);
    }
  }
  return { text: `${lines.join('\n')}\n`, statements };
}

describe.each(BACKENDS)('generated SQL of every rule type on $name', ({ open }) => {
  let b: TestBackend;
  let columns: ColumnInfo[];
  beforeAll(async () => {
    b = await open();
    await b.exec(TABLE);
    columns = await describeTable(b.runner, 'people');
  });
  afterAll(() => b.close());

  it('is the pinned text', async () => {
    await expect(pinned(columns).text).toMatchFileSnapshot('__golden__/every-type.compiled.sql');
  });

  it('prepares in DuckDB', async () => {
    const { statements } = pinned(columns);
    expect(statements.length).toBeGreaterThan(20);
    for (const s of statements) await b.runner.query(`EXPLAIN ${s}`);
  });
});
