/**
 * Table-driven semantics of every rule (RULES.md §3, §4, §7, §8), run on both backends:
 * DuckDB-WASM (the page's engine, through its Node build) and native DuckDB (the CLI's).
 * Every case asserts severity, failed_count and metric_value; both backends must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { diagnosticsOn, parseDocument } from '../parse/document';
import type { RuleResult, RunResult } from '../types';
import { runValidation } from './run';
import { failedRowsSql } from './sql-rule';

import { caseDocument } from '../testing/table-cases/case';
import { withEdits } from '../testing/edits';
import {
  BROKEN_QUERIES,
  SEMANTICS,
  SEMANTICS_CASES as CASES,
} from '../testing/table-cases/semantics';

const NOW = new Date(SEMANTICS.now);
const FIXTURE = SEMANTICS.sql;
/** A document of the fixture's, by its name there. */
const named = (name: string) => caseDocument(SEMANTICS, name);

describe.each(BACKENDS)('RULES.md §3–§4 semantics on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  let run: RunResult;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
    const text = JSON.stringify({
      validations: { on_failure: 'warn', rules: CASES.map((c) => c[1]) },
    });
    const doc = parseDocument(text);
    expect(doc.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Spark 3.5 reads a text value that is not a number as NULL; Spark 4 stops (below).
    run = await runValidation(db.runner, doc, { table: 'people', now: NOW, spark: '3.5' });
  });
  afterAll(() => db?.close());

  it.each(CASES.map((c, i) => [c[0], i] as const))('%s', (_name, i) => {
    const [, , severity, failed, metric] = CASES[i];
    const r: RuleResult = run.results[i];
    expect(r.error, r.message).toBeUndefined();
    expect({ severity: r.severity, failed: r.failed_count }, r.message).toEqual({
      severity,
      failed,
    });
    if (metric === null) expect(r.metric_value).toBeNull();
    else if (!Number.isFinite(metric)) expect(r.metric_value).toBe(metric);
    else expect(r.metric_value).toBeCloseTo(metric, 9);
    expect(r.passed).toBe(severity !== 'fail');
    expect(r.rows_read).toBe(6);
  });
});

describe.each(BACKENDS)(
  'RULES.md §4 — text read as a number on Spark 4, on $name DuckDB',
  ({ open }) => {
    let db: TestBackend;
    beforeAll(async () => {
      db = await openWithFixture(open, FIXTURE);
    });
    afterAll(() => db?.close());

    it('a value the ANSI cast refuses stops the run: the rule cannot run, naming the column', async () => {
      const doc = parseDocument(named('text a number rule cannot cast'));
      const run = await runValidation(db.runner, doc, { table: 'people', now: NOW });
      const [range, sum, avg, numeric] = run.results;
      for (const r of [range, sum, avg]) {
        expect(r.error).toMatch(
          /production stops the run on Spark 4: \d+ values? of text column "(amount_text|note)" cannot be cast to a number/,
        );
        expect(r.error).toContain('CAST_INVALID_INPUT');
      }
      expect(numeric.error).toBeUndefined();
      expect(run.halted).toBe(true);
    });
  },
);

describe.each(BACKENDS)('RULES.md §7 — results on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  const runDoc = async (doc: unknown, plan: 'fused' | 'per-rule' = 'fused') =>
    runValidation(db.runner, parseDocument(typeof doc === 'string' ? doc : JSON.stringify(doc)), {
      table: 'people',
      now: NOW,
      plan,
    });

  it('a rule that cannot run fails with an error; the others still run', async () => {
    const run = await runDoc(named('rules that cannot run'));
    const [col, badSql, ddl, multi, neither, badRegex, notNumeric, ok] = run.results;
    expect(col.error).toMatch(/Column "emial" does not exist. Closest: email/);
    // DuckDB's reason, without its kind of error or its excerpt of the wrapped query.
    expect(badSql.error).toMatch(/^Column "nope" is not in the tables the query reads/);
    expect(badSql.error).not.toMatch(/Binder Error|LINE 1/);
    expect(ddl.error).toMatch(/must be a query/);
    expect(multi.error).toMatch(/one query/);
    expect(neither.error).toMatch(/needs "query"/);
    expect(badRegex.error).toBe(
      'The pattern is not a regular expression RE2 can run: missing ): (',
    );
    expect(notNumeric.error).toMatch(/numeric column/);
    for (const r of [col, badSql, ddl, multi, neither, badRegex, notNumeric]) {
      expect(r).toMatchObject({ severity: 'fail', passed: false });
    }
    expect(ok).toMatchObject({ severity: 'pass', metric_value: 6 });
    // The table survived the DROP attempt.
    expect((await db.runner.query('SELECT count(*)::INT AS n FROM people')).rows[0].n).toBe(6);
  });

  it("DuckDB's own SQL is refused as Spark's parser refuses it; `::` stops a Spark 3.5 run (§8)", async () => {
    const doc = parseDocument(named("DuckDB's own SQL that Spark refuses"));
    expect(doc.ok).toBe(false);
    expect(
      doc.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.path, d.messageRef?.id]),
    ).toEqual([
      ['validations.rules[0].query', 'sparkRefusesList'],
      ['validations.rules[0].query', 'sparkRefusesList'],
      ['validations.rules[0].query', 'sparkRefusesList'],
      ['validations.rules[0].query', 'sparkRefusesList'],
      ['validations.rules[0].query', 'sparkRefusesSlice'],
      ['validations.rules[0].query', 'sparkRefusesList'],
      ['validations.rules[1].query', 'sparkRefusesDiv'],
      ['validations.rules[2].query', 'sparkRefusesSize'],
    ]);
    const colon = await runValidation(
      db.runner,
      parseDocument(named('a cast with :: on Spark 3.5')),
      { table: 'people', now: NOW, spark: '3.5' },
    );
    expect(colon.results[0].error).toBe(
      'The query casts with "::" (NULL::BOOLEAN), which Spark 3.5 does not read: production\'s spark.sql stops the run there. Write CAST(NULL AS BOOLEAN).',
    );
    expect(colon.halted).toBe(true);
  });

  it("`::` is an error at its characters on Spark 3.5 only, and its quick fix gives Spark 4's verdicts (§8)", async () => {
    const text = named('casts with :: on Spark 4');
    const doc = parseDocument(text);
    // Runnable: only production on Spark 3.5 stops on it.
    expect(doc.ok).toBe(true);
    expect(diagnosticsOn(doc, '4')).toEqual(doc.diagnostics);
    const on35 = diagnosticsOn(doc, '3.5').filter((d) => d.kind === 'spark-line-sql');
    expect(on35.map((d) => text.slice(d.range.offset, d.range.offset + d.range.length))).toEqual([
      '::DOUBLE',
      '::DECIMAL(10, 2)',
      '::STRING',
      '::INT',
      '::INT',
      '::STRING',
      '::STRING',
      '::STRING',
    ]);
    expect(on35.every((d) => d.severity === 'error' && d.fix)).toBe(true);
    // Each fix applied to the document, one at a time, leaves no `::` and reads as Spark 3.5 does.
    let fixed = text;
    for (let d; (d = diagnosticsOn(parseDocument(fixed), '3.5').find((x) => x.fix));)
      fixed = withEdits(fixed, d.fix!.edits);
    expect(fixed).toBe(named("casts with ::, as the editor's quick fix writes them, on Spark 3.5"));
    const as4 = await runValidation(db.runner, doc, { table: 'people', now: NOW });
    const as35 = await runValidation(db.runner, parseDocument(fixed), {
      table: 'people',
      now: NOW,
      spark: '3.5',
    });
    const verdicts = (r: typeof as4) =>
      r.results.map((x) => [x.severity, x.failed_count, x.metric_value, x.error ?? null]);
    expect(verdicts(as35)).toEqual(verdicts(as4));
    expect(as4.results.map((x) => x.severity)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
      'fail',
    ]);
  });

  it('a division or remainder by zero stops a Spark 4 run, as ANSI mode does; Spark 3.5 reads NULL (§8)', async () => {
    for (const [name, error] of [
      [
        'a division by zero on Spark 4',
        /^The query divides by zero: production on Spark 4 \(ANSI mode\) stops the run there \(\[DIVIDE_BY_ZERO\]\)/,
      ],
      [
        'a remainder by zero on Spark 4',
        /^The query takes a remainder by zero: .*\[REMAINDER_BY_ZERO\].*Write try_mod\(a, b\) for NULL\.$/,
      ],
    ] as const) {
      const doc = parseDocument(named(name));
      const on4 = await runValidation(db.runner, doc, { table: 'people', now: NOW });
      expect(on4.results[0].error, name).toMatch(error);
      expect(on4.halted, name).toBe(true);
      const on35 = await runValidation(db.runner, doc, { table: 'people', now: NOW, spark: '3.5' });
      expect(on35.results[0].error, name).toBeUndefined();
      expect(on35.halted, name).toBe(false);
    }
    const none = await runValidation(
      db.runner,
      parseDocument(named('divisions on Spark 4 that meet no zero, and try_divide and try_mod')),
      { table: 'people', now: NOW },
    );
    expect(none.results.map((r) => [r.severity, r.failed_count])).toEqual([
      ['pass', 0],
      ['pass', 0],
      ['fail', 1],
    ]);
  });

  it('size of a NULL array is NULL on Spark 4 and -1 on Spark 3.5 (§8)', async () => {
    const on4 = await runDoc(named('size of a NULL array on Spark 4'));
    expect(on4.results[0].severity).toBe('pass');
    const on35 = await runValidation(
      db.runner,
      parseDocument(named('size of a NULL array on Spark 3.5')),
      { table: 'people', now: NOW, spark: '3.5' },
    );
    expect(on35.results[0].severity).toBe('fail');
  });

  it('a function DuckDB has with another meaning is not run, and says so (§8)', async () => {
    const run = await runDoc(named('functions DuckDB has with another meaning'));
    const [concat, split, rows] = run.results;
    expect(concat).toMatchObject({ notPortable: true });
    expect(concat.error).toMatch(/^Not portable: concat\(\) — Spark's concat returns NULL/);
    expect(split).toMatchObject({ notPortable: true });
    expect(split.error).toMatch(/^Not portable: split\(\) — Spark splits on a regex/);
    expect(rows.severity).toBe('pass');
  });

  it('Spark-only SQL and syntax errors say what is wrong in the query as written (§8)', async () => {
    const run = await runDoc(named('Spark-only SQL and syntax errors'));
    const [div, divRows, syntax, table, names, column] = run.results;
    expect(names.error).toBe(
      'Not portable here: to_date() with the pattern "dd MMM yyyy": the workbench does not read MMM in a pattern; it reads numeric fields (yyyy, MM, dd, HH, mm, ss, SSS) and offsets (XXX).',
    );
    expect(column.error).toBe(
      "Not portable here: to_timestamp() reads its pattern from a string literal only ('dd/MM/yyyy').",
    );
    expect(table.error).toBe(
      'Table "orders" is not loaded here: the rule\'s SQL reads the data as "people_v", and any other table must be loaded under its name (a reference file in the SQL view, or dqw validate --table orders=FILE).',
    );
    for (const r of [div, divRows]) {
      expect(r.error).toMatch(/^Not portable: Spark's integer division "a div b"/);
      expect(r.error).toMatch(/CAST\(floor\(a \/ b\) AS BIGINT\)/);
    }
    expect(syntax.error).toMatch(/^The query does not parse as DuckDB SQL.*syntax error/);
    // DuckDB's excerpt quotes the workbench's wrapping, not the query as written.
    expect(syntax.error).not.toMatch(/LINE 1|SELECT \* FROM \(/);
  });

  it('a query that fails says where in the query as written, not in the workbench’s wrapping', async () => {
    const { middle, commented, cast, long } = BROKEN_QUERIES;
    const run = await runDoc(named('queries that fail'));
    const parse =
      'The query does not parse as DuckDB SQL, after the Spark forms it knows are translated: ';
    const [end, endRows, mid, lines, converted, longEnd, longMid] = run.results.map((r) => r.error);
    // DuckDB cuts a long line around the error ("..."): still the query's end, or its place.
    expect(longEnd).toBe(`${parse}syntax error at the end of the query.`);
    expect(longMid).toBe(
      `${parse}syntax error at or near "=" (at character ${long.indexOf('= =') + 3} of the query).`,
    );
    for (const e of [end, endRows]) expect(e).toBe(`${parse}syntax error at the end of the query.`);
    expect(mid).toBe(
      `${parse}syntax error at or near "FROM" (at character ${middle.indexOf('FROM') + 1} of the query).`,
    );
    expect(lines).toBe(
      `${parse}syntax error at or near "FROM" (at character ${commented.indexOf('FROM') + 1} of the query).`,
    );
    expect(converted).toMatch(
      new RegExp(
        `^The query failed here at character ${cast.indexOf('sum') + 1}: No function matches .*'sum\\(VARCHAR\\)'`,
      ),
    );
  });

  it('a function Spark does not have is an error, one only DuckDB lacks is not portable (§8)', async () => {
    const run = await runDoc(named('functions Spark lacks and DuckDB lacks'));
    const [misspelt, sparkOnly] = run.results;
    expect(misspelt.error).toBe('Spark has no function `lenght`; did you mean `length`?');
    expect(misspelt.notPortable).toBeUndefined();
    expect(sparkOnly.error).toBe(
      'Not portable: "soundex" is a Spark function DuckDB does not have.',
    );
    expect(sparkOnly.notPortable).toBe(true);
  });

  it("a literal pattern RE2 cannot run as Java does is refused by name, as a regex rule's is (§8)", async () => {
    const run = await runDoc(named('literal patterns RE2 cannot run as Java does'));
    const [lookahead, posix, backreference, possessive, fold, vertical, plain] = run.results;
    expect(lookahead.error).toBe(
      'Not portable here: rlike with the pattern "(?=a)x". The pattern uses a lookahead (?=…), which DuckDB\'s RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.',
    );
    expect(posix.error).toBe(
      'Not portable here: rlike with the pattern "^[[:alpha:]]+$". The pattern uses the POSIX class [:alpha:], which Java (production) reads as the characters `:`, `a`, `l`, `p`, `h` and DuckDB\'s RE2 as the class alpha: results would differ. Write the characters themselves, such as [A-Za-z] for [[:alpha:]] or [0-9] for [[:digit:]].',
    );
    expect(backreference.error).toMatch(
      /^Not portable here: regexp_like\(\) with the pattern "\(a\)\\1"\. The pattern uses a backreference \\1/,
    );
    expect(possessive.error).toMatch(
      /^Not portable here: regexp with the pattern "a\+\+"\. .* possessive quantifier \+\+/,
    );
    expect(fold.error).toMatch(
      /^Not portable here: regexp_extract\(\) with the pattern "\(\?i\)são"\. The pattern uses the flag \(\?i\) with the letter ã/,
    );
    expect(vertical.error).toMatch(
      /^Not portable here: regexp_replace\(\) with the pattern "\\v"\. The pattern uses the \\v/,
    );
    for (const r of [lookahead, posix, backreference, possessive, fold, vertical])
      expect(r).toMatchObject({ severity: 'fail', failed_count: 0, metric_value: null });
    expect(plain.error, plain.message).toBeUndefined();
    expect(plain.severity).toBe('pass');
  });

  it('fills every result field (rule_type, target, rule_params, check_name, validated_at)', async () => {
    const doc = parseDocument(named('every result field'));
    const run = await runValidation(db.runner, doc, { table: 'people', now: NOW });
    expect(run.validated_at).toBe('2026-01-12T00:00:00.000Z');
    expect(run.results[0]).toMatchObject({
      rule_type: 'mean',
      code: 'mean(score)',
      check_name: 'avg score',
      target: 'score',
      rule_params: '{"must_be": "> 1", "warn": "> 5"}',
      severity: 'warn',
      validated_at: '2026-01-12T00:00:00.000Z',
      must_be: '> 1',
      warn: '> 5',
    });
    expect(run.results[1]).toMatchObject({
      code: 'AGE',
      target: 'age',
      rule_params: '{"code": "AGE", "max": 120, "min": 1.5}',
      check_name: null,
    });
    // Production keeps failed_rows in rule_params and leaves the output destination out.
    expect(run.results[2]).toMatchObject({
      rule_params: '{"failed_rows": "SELECT * FROM _validation_df WHERE id = 1"}',
      failed_count: 1,
    });
    expect(run.results[2].failed_rows!.rows).toHaveLength(1);
    expect(run.results[2].failed_rows!.rows[0].name).toBe('Ana');
    // Kept as DuckDB writes each value, so no number passes through a JS double.
    expect(run.results[2].failed_rows!.rows[0]).toMatchObject({ id: '1', score: '1.5', age: '30' });
    // Every failed row can be read again for a download, on the same connection.
    const all = await db.runner.query(failedRowsSql(doc.rules[2], NOW)!);
    expect(all.rows.map((r) => r.name)).toEqual(['Ana']);
    expect(failedRowsSql(doc.rules[0], NOW)).toBeNull();
  });

  it('on_failure: fail with a failure aborts; a warn severity never aborts', async () => {
    const failing = await runDoc(named('a failure under fail'));
    expect(failing.aborted).toBe(true);
    const warning = await runDoc(named('a warn severity under fail'));
    expect(warning.results[0].severity).toBe('warn');
    expect(warning.aborted).toBe(false);
    const underWarn = await runDoc(named('a failure under warn'));
    expect(underWarn.aborted).toBe(false);
  });

  it('the fused plan and one query per rule give the same results', async () => {
    const doc = { validations: { rules: CASES.map((c) => c[1]).filter((r) => r.type !== 'sql') } };
    const fused = await runDoc(doc, 'fused');
    const perRule = await runDoc(doc, 'per-rule');
    expect(perRule.results).toEqual(fused.results);
  });

  it('a bad rule in the fused scan only fails that rule', async () => {
    const run = await runDoc(named('a bad rule in the fused scan'));
    expect(run.results.map((r) => r.severity)).toEqual(['pass', 'fail', 'fail']);
    expect(run.results[1].error).toBeTruthy();
    expect(run.results[2].error).toBeUndefined();
  });

  it('quotes identifiers: odd column names work and are never executed', async () => {
    await db.exec(
      `CREATE TABLE odd AS SELECT 1 AS "my col", NULL AS "x""; DROP TABLE people; --", 'é' AS "ünï cödé", 2 AS "select"`,
    );
    const run = await runValidation(
      db.runner,
      parseDocument(
        JSON.stringify({
          validations: {
            rules: [
              // A dot production cannot read (unreadable-columns.test.ts); spaces, accents, quotes it can.
              { type: 'not_null', columns: ['my col', 'ünï cödé', 'select'] },
              { type: 'not_null', column: 'x"; DROP TABLE people; --' },
            ],
          },
        }),
      ),
      { table: 'odd', now: NOW },
    );
    expect(run.results.map((r) => [r.severity, r.failed_count])).toEqual([
      ['pass', 0],
      ['fail', 1],
    ]);
    expect((await db.runner.query('SELECT count(*)::INT AS n FROM people')).rows[0].n).toBe(6);
  });
});
