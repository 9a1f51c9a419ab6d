/**
 * Every rule type × every target (docs/exports.md): each expanded rule has an entry (a translation
 * or a stated reason), the exact text is pinned in a golden file per target, and the text
 * parses as its target's language — Spark SQL with dt-sql-parser's SparkSQL grammar, YAML
 * with `yaml`, Python with `python3 -m py_compile`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SparkSQL } from 'dt-sql-parser';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { RULE_SPECS } from '../catalog';
import { parseDocument } from '../parse/document';
import { EXPORT_TARGETS, exportRules, typesWithoutFace, TARGET_INFO, type ExportArtifact } from '.';
import { pyCompiles } from '../../adapters/testing/py-compile';
import { DQX_INPUT } from './targets/dqx';

const DOC = readFileSync(join(__dirname, '__fixtures__/every-type.json'), 'utf8');
const SAMPLE = readFileSync(join(__dirname, '../../../public/samples/rules.json'), 'utf8');
const spark = new SparkSQL();

/** The Python block of a DQX artifact's "How to run" (its lines indented past the prose). */
function dqxRunCode(text: string): string {
  const head = text.slice(text.indexOf('# How to run:'));
  const section = head.slice(0, head.search(/\n#\n/));
  return [...section.matchAll(/^# {5}(.*)$/gm)].map((m) => m[1]).join('\n');
}

function sparkErrors(sql: string): string[] {
  return spark.validate(sql).map((e) => `${e.message} in: ${sql.slice(0, 200)}`);
}

/** A Spark SQL boolean expression, parsed inside a SELECT. */
function exprErrors(expr: string): string[] {
  return sparkErrors(`SELECT ${expr} AS x FROM t`);
}

/** Statements of a SQL artifact, comments dropped (no `;` inside the generated literals). */
function statements(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => !l.startsWith('--'))
    .join('\n')
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `SELECT * EXCEPT (c)` is Databricks SQL, outside Spark's grammar: parse the rest. */
function withoutStarExcept(sql: string): string {
  return sql.replace(/\* EXCEPT \([^)]*\)/, '*');
}

/** Checks that an artifact parses as its target's language; returns the problems. */
function parseProblems(a: ExportArtifact): string[] {
  const out: string[] = [];
  switch (a.target) {
    case 'sparquet': {
      const doc = parseDocument(a.text);
      if (!doc.ok) out.push('sparquet: the pipeline does not parse as a document');
      break;
    }
    case 'pyspark':
    case 'lakeflow-python':
    case 'gx': {
      const err = pyCompiles(a.text);
      if (err) out.push(err);
      for (const m of a.text.matchAll(/spark\.sql\(r"""\n([\s\S]*?)\n"""\)/g))
        out.push(...sparkErrors(withoutStarExcept(m[1])));
      break;
    }
    case 'spark-sql':
      for (const s of statements(a.text)) out.push(...sparkErrors(s));
      break;
    case 'delta':
      for (const s of statements(a.text)) {
        const m = /^ALTER TABLE \S+ ADD CONSTRAINT [a-z_][a-z0-9_]* CHECK \(([\s\S]*)\)$/.exec(s);
        if (!m) out.push(`not an ADD CONSTRAINT: ${s}`);
        else out.push(...exprErrors(m[1]));
      }
      break;
    case 'lakeflow-sql':
      for (const s of statements(a.text)) {
        const m =
          /^(CREATE TEMPORARY VIEW|CREATE OR REFRESH (PRIVATE )?MATERIALIZED VIEW) [a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*){0,2}( \(\n([\s\S]*?)\n\))? AS\n([\s\S]*)$/.exec(
            s,
          );
        if (!m) {
          out.push(`not a Lakeflow dataset: ${s.slice(0, 120)}`);
          continue;
        }
        for (const line of (m[5] ?? '').split('\n').filter(Boolean)) {
          const c =
            /^ {2}CONSTRAINT [a-z_][a-z0-9_]* EXPECT \((.*)\)( ON VIOLATION FAIL UPDATE)?,? -- .*$/.exec(
              line,
            );
          if (!c) out.push(`not a constraint: ${line}`);
          else out.push(...exprErrors(c[1]));
        }
        out.push(...sparkErrors(withoutStarExcept(m[6])));
      }
      break;
    case 'dqx': {
      const checks = parseYaml(a.text) as {
        check: { function: string; arguments: Record<string, string> };
      }[];
      // The header's run lines are Python an engineer copies: they must compile.
      const run = dqxRunCode(a.text);
      if (!run.includes('engine.apply_checks_by_metadata_and_split(df, checks, ref_dfs='))
        out.push(`no apply in the run lines: ${run}`);
      const err = pyCompiles(run);
      if (err) out.push(err);
      for (const c of checks) {
        if (c.check.function === 'sql_expression')
          out.push(...exprErrors(c.check.arguments.expression));
        if (c.check.function === 'sql_query')
          out.push(...sparkErrors(c.check.arguments.query.replaceAll(`{{ ${DQX_INPUT} }}`, 't')));
      }
      break;
    }
    case 'soda': {
      const contract = parseYaml(a.text) as { checks?: Record<string, Record<string, string>>[] };
      for (const c of contract.checks ?? []) {
        const [kind, body] = Object.entries(c)[0];
        if (body?.expression) out.push(...exprErrors(body.expression));
        if (body?.query) out.push(...sparkErrors(body.query));
        void kind;
      }
      break;
    }
  }
  return out;
}

describe('export faces', () => {
  it('every rule type of the catalog has an export face', () => {
    expect(typesWithoutFace()).toEqual([]);
  });

  it('the fixture uses every rule type of the catalog', () => {
    const used = new Set(parseDocument(DOC).rules.map((r) => r.type));
    const missing = RULE_SPECS.filter((s) => !s.deprecated && !used.has(s.type)).map((s) => s.type);
    expect(missing).toEqual([]);
  });
});

describe.each(EXPORT_TARGETS.map((t) => [t]))('export to %s', (target) => {
  const art = exportRules(DOC, target);
  const doc = parseDocument(DOC);

  it('gives every rule an entry: a translation or a stated reason', () => {
    expect(art.entries.map((e) => e.code)).toEqual(doc.rules.map((r) => r.code));
    for (const e of art.entries) {
      if (e.status === 'not-expressible') expect(e.reason, e.code).toMatch(/\w{5}/);
      else expect(e.translation, e.code).toMatch(/\w/);
      if (e.status === 'approximate') expect(e.reason, e.code).toMatch(/\w{5}/);
    }
  });

  it('lists every rule code and every not-expressible reason in the artifact', () => {
    for (const e of art.entries) {
      if (target === 'sparquet') continue;
      expect(art.text).toContain(`${e.code} → ${e.name}`);
      if (e.status === 'not-expressible') expect(art.text).toContain(e.reason);
    }
  });

  it('carries the portability warnings', () => {
    expect(art.warnings.some((w) => w.includes("Java's `$`"))).toBe(true);
    if (target !== 'sparquet') for (const w of art.warnings) expect(art.text).toContain(w);
  });

  it('is the exact pinned text', async () => {
    await expect(art.text).toMatchFileSnapshot(
      `__golden__/every-type.${target}.${TARGET_INFO[target].extension}`,
    );
  });

  it("parses as its target's language", () => {
    expect(parseProblems(art)).toEqual([]);
  });

  it("the bundled sample's artifact parses too", () => {
    expect(parseProblems(exportRules(SAMPLE, target))).toEqual([]);
  });
});

describe('names', () => {
  it('codes become unique, valid, deterministic identifiers', async () => {
    const { uniqueSlugs } = await import('./slug');
    expect(
      uniqueSlugs([
        'range(age,0,120)',
        'Range(Age,0,120)',
        'regex(cpf,^[0-9]{11}$)',
        'sql',
        'sql',
        'ÇÃO',
        '1x',
        'select',
      ]),
    ).toEqual([
      // Two codes Delta cannot tell apart by case: each named by its own code's hash.
      'range_age_0_120_3b6a6f',
      'range_age_0_120_9affdc',
      'regex_cpf_0_9_11',
      'sql',
      'sql_2',
      'cao',
      'r_1x',
      'select_rule',
    ]);
  });

  it("tell negative and decimal bounds apart, whatever the rules' order", async () => {
    const { uniqueSlugs } = await import('./slug');
    const codes = ['range(amt,-1.5,*)', 'range(amt,1.5,*)', 'range(amt,1,5)', 'range(amt,-.5,*)'];
    const names = uniqueSlugs(codes);
    expect(names).toEqual(['range_amt_m1p5', 'range_amt_1p5', 'range_amt_1_5', 'range_amt_m_5']);
    const reversed = uniqueSlugs([...codes].reverse());
    expect(reversed).toEqual([...names].reverse());
    const clash = ['Range(Age,0,120)', 'range(age,0,120)'];
    expect(uniqueSlugs(clash)).toEqual([...uniqueSlugs([...clash].reverse())].reverse());
  });
});

describe('unexpressible rules are said, never dropped', () => {
  it('Delta: uniqueness and aggregates carry the reason and the nearest alternative', () => {
    const art = exportRules(DOC, 'delta');
    const unique = art.entries.find((e) => e.type === 'unique')!;
    expect(unique.status).toBe('not-expressible');
    expect(unique.reason).toMatch(/informational, not enforced.*nearest/);
    expect(art.text).toContain(`-- unique(id,name): not expressible: ${unique.reason}`);
    expect(art.entries.find((e) => e.type === 'avg')!.status).toBe('not-expressible');
  });

  it('Lakeflow: a row expectation cannot prove uniqueness: it becomes an expectation on a GROUP BY view', () => {
    const art = exportRules(DOC, 'lakeflow-sql');
    expect(art.text).toContain('EXPECT (n = 1)');
    expect(art.text).toMatch(/GROUP BY `id`, `name`/);
  });
});

describe('warnings about the vetted data', () => {
  it('go into the artifact with the rules’ own', () => {
    const art = exportRules(DOC, 'spark-sql', {
      dataWarnings: ['cpf: kept as text because of leading zeros; Spark infers int and loses them'],
    });
    expect(art.warnings).toContain(
      'data: cpf: kept as text because of leading zeros; Spark infers int and loses them',
    );
    expect(art.text).toContain('--   data: cpf: kept as text because of leading zeros');
  });
});
