import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { codeActionsFor } from './codeActions';
import { diagnosticsFor } from './diagnostics';
import { parseDocument } from './engine';
import { localizeDiagnostics, localizedMessage, localizedTitle } from './localize';
import { translator, type Translate } from './locale';
import { COLUMNS } from './testing';
import type { EditorDiagnostic } from './types';

function problems(text: string, language: 'en' | 'es' | 'pt-BR') {
  return localizeDiagnostics(diagnosticsFor(text, COLUMNS), COLUMNS, language);
}

describe('problems in the page language', () => {
  const doc = JSON.stringify({
    validations: {
      on_failure: 'WARN',
      rules: [
        { type: 'rnage', column: 'age' },
        { type: 'not_null', columns: ['emial'], nmae: 'x' },
        { type: 'regex', column: 'email' },
      ],
    },
  });

  it('keeps the engine’s English words in English (what the CLI prints)', () => {
    const en = problems(doc, 'en').map((d) => d.message);
    expect(en).toEqual(diagnosticsFor(doc, COLUMNS).map((d) => d.message));
    expect(en.join('\n')).toContain('Unknown rule type "rnage". Did you mean "range"?');
  });

  it('writes messages and quick-fix titles in Spanish and Portuguese', () => {
    const es = problems(doc, 'es');
    const text = es.map((d) => d.message).join('\n');
    expect(text).toContain(
      '"on_failure" distingue mayúsculas: producción solo se detiene con "fail", así que "WARN" se ejecuta como "warn". Escríbelo en minúsculas, "warn".',
    );
    expect(text).toContain('Tipo de regla desconocido "rnage". ¿Quisiste decir "range"?');
    expect(text).toContain('Clave desconocida "nmae" para una regla not_null: se ignora.');
    expect(text).toContain('La columna "emial" no existe. Las más parecidas: email');
    // A missing parameter is explained with the catalog's translated doc.
    expect(text).toContain('Una regla regex necesita "pattern": La expresión regular');
    const titles = codeActionsFor(es, { offset: 0, length: doc.length }).map((a) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Escribir "warn"', 'Cambiar a "range"', 'Cambiar a "email"']),
    );

    const pt = problems(doc, 'pt-BR')
      .map((d) => d.message)
      .join('\n');
    expect(pt).toContain('Tipo de regra desconhecido "rnage". Você quis dizer "range"?');
    expect(pt).toContain('A coluna "emial" não existe.');
  });
});

/**
 * Bad documents that together make the engine say every message it has and offer every
 * quick fix it has: each is held to its English words and to a translation.
 */
const doc = (validations: unknown, top: Record<string, unknown> = {}) =>
  JSON.stringify({ ...top, validations });
const rules = (...list: unknown[]) => doc({ rules: list });

const CORPUS: string[] = [
  // JSON syntax, one error code each (comments are refused, so a comment never ends badly).
  '',
  '{"a" 1}',
  '{"a": 1 "b": 2}',
  '{"a": [1, 2}',
  '{} {}',
  '{1: 2}',
  '{"a": 1.}',
  '{"a": @}',
  '{"a": "x',
  '{"a": "\\u12"}',
  '{"a": "\\q"}',
  '{"a": "x\ty"}',
  '// c\n{}',
  // The document's shape.
  '[1]',
  JSON.stringify({ valdations: {} }),
  JSON.stringify({ zzzzzzzz: 1 }),
  JSON.stringify({ validations: 5, foo: 1 }),
  JSON.stringify({ validations: {} }),
  doc({ rules: 5, on_failure: 5 }),
  doc({ rule: [] }),
  doc({ rules: [], on_failure: 'abort' }),
  doc({ rules: [], on_failure: 'fial', nmae: 1 }),
  doc({ rules: [], on_failure: 'WARN' }),
  doc({ rules: [], on_failure: 'Fail' }),
  doc({ rules: [{ type: 'row_count', must_be: '> 0' }] }),
  // A pipeline: transformations, its outputs.
  doc({ rules: [] }, { name: 'p', transformations: [], outputs: {} }),
  doc(
    { rules: [] },
    { name: 'p', outputs: [5, { format: 'csv', annotate: 'x', rules: ['a'] }, { path: 'p' }] },
  ),
  doc({ rules: [] }, { name: 'p', output: {} }),
  // report and outputs.
  doc({ rules: [], report: {} }),
  doc({ rules: [], report: 5, outputs: 5 }),
  doc({
    rules: [{ type: 'not_null', columns: ['id'] }],
    report: { format: 'json', path: 'r.json', rules: ['a'], annotate: 'x' },
    outputs: {
      valid: { format: 'parquet', path: 'r.json', rules: ['a'], annotate: 'c' },
      invalid: { format: 'parquet', path: 'i', annotate: '', rules: 5 },
      other: {},
    },
  }),
  doc({
    rules: [{ type: 'not_null', columns: ['id'] }],
    report: { format: 5, path: '' },
    outputs: { valid: {}, invalid: { format: 'csv', path: 'i', rules: [] } },
  }),
  doc({
    rules: [{ type: 'not_null', columns: ['id'] }],
    outputs: { invalid: { format: 'csv', path: 'i', rules: [5, 'not_null(ib)', 'zzzzzzzz'] } },
  }),
  doc({
    rules: [{ type: 'row_count', min: 1 }],
    outputs: { invalid: { format: 'csv', path: 'i' } },
  }),
  // What production does when it writes a quarantine, and the workbench does not.
  doc({
    rules: [{ type: 'not_null', columns: ['id'] }],
    outputs: {
      valid: { format: 'parquet', path: 'v', columns: ['id'], transformations: [{}] },
      invalid: { format: 'csv', path: 'i', annotate: 'dq' },
    },
  }),
  doc({
    rules: [{ type: 'not_null', columns: ['id'] }],
    outputs: { invalid: { format: 'parquet', path: 'i', annotate: 'dq', columns: ['id'] } },
  }),
  // Rules and their types.
  rules(
    5,
    {},
    { type: 5 },
    { type: 'check', metric: 'avg', column: 'age' },
    { type: 'check' },
    { type: 'rnage', column: 'age' },
    { type: 'zzzzzzzz' },
    { type: 'custom_sql', query: '1 = 1' },
  ),
  // Targets.
  rules(
    {
      type: 'not_null',
      code: 'c',
      output: { format: 'csv', path: 'o' },
      targets: [{ columns: ['id'] }],
    },
    { type: 'not_null', targets: 5 },
    { type: 'not_null', targets: null },
    { type: 'not_null', targets: [] },
    { type: 'not_null', targets: [5, {}, { type: 'unique', targets: [] }] },
    { type: 'not_null', column: 'id', targets: [{ columns: ['email'] }] },
  ),
  // Keys, columns and parameters.
  rules(
    { type: 'row_count', must_be: '> 0', condition: '> 1', nmae: 'x' },
    { type: 'sql' },
    {
      type: 'sql',
      query:
        "concat(a, b) = '' and size(x) = 1 and split(a, ',') is not null and date_format(d, 'QQQ') = '' " +
        "and regexp_extract(a, 'x') = '' and regexp_extract_all(a, 'x') = [] and hash(a) = 1 and approx_count_distinct(a) > 0 " +
        'and rand() > 0 and random() > 0 and uuid() is not null and a div b = 1',
    },
    { type: 'sql', query: "to_date(d, 'dd MMM yyyy') is null" },
    { type: 'sql', query: 'to_timestamp(d, f) is null' },
    // Functions Spark does not have: one close to Spark's, one close to none.
    { type: 'sql', query: 'lenght(a) > 0 and qqqqqqqqqqqq(a) = 1' },
    // DuckDB's own SQL, which Spark's parser refuses.
    { type: 'sql', query: 'SELECT x[1:2] = array(1), CAST(a AS VARCHAR) = a, count(*) div FROM t' },
    // Thresholds whose bounds are reversed.
    { type: 'row_count', must_be: 'between 1000 and 10', warn: 'not between 9 and 1' },
    { type: 'avg', column: 'age', must_be: '< 1000', warn: '< 5000' },
    // On Spark 3.5 only: `::` (the corpus is read as the page set to 3.5 reads it).
    { type: 'sql', query: 'SELECT count(*)::DOUBLE > 0 FROM t' },
    { type: 'range', column: 'age', min: null, max: null },
    { type: 'range', column: 'age', min: 10, max: 1 },
    { type: 'range', columns: ['age'], min: 1 },
    { type: 'regex', columns: ['age', 'id'], pattern: 'x' },
    { type: 'not_null', column: 'id', columns: ['id'] },
    { type: 'avg', columns: ['age', 'balance'], must_be: '> 0' },
    { type: 'avg', column: 'age' },
    { type: 'regex', column: 'email' },
    { type: 'not_null', columns: 'id' },
    { type: 'not_null', columns: '  ' },
    { type: 'not_null', columns: 5 },
    { type: 'not_null', columns: [] },
    { type: 'not_null', columns: [5] },
    { type: 'not_null', columns: ['emial', 'zzzzzzzz'] },
    { type: 'row_count', min: 'x', name: 5 },
    { type: 'range', column: 'age', min: {} },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_length: -1 },
    { type: 'sql', query: ' ' },
    { type: 'regex', column: 'email', pattern: 5 },
    { type: 'avg', column: 'age', must_be: 5 },
    { type: 'avg', column: 'age', must_be: true },
    { type: 'avg', column: 'age', must_be: ' ' },
    { type: 'avg', column: 'age', must_be: 'abc' },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_format: 'emial' },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_format: 'zzzzzzzz' },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_format: 5 },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_values: 5 },
    { type: 'invalid_count', column: 'age', must_be: '= 0', valid_values: [{}] },
    { type: 'schema', column_types: 5 },
    { type: 'schema', column_types: { a: 5, b: 'strang' } },
    { type: 'sql', query: '1 = 1', output: 5 },
  ),
  // Regex constructs RE2 lacks or reads otherwise.
  rules(
    ...[
      '^[[:alpha:]]+$',
      'a\\vb',
      '(?U)\\w',
      '(?i)são',
      '(\\w)\\1',
      '(?<n>a)\\k<n>',
      '(?=a)',
      '(?!a)',
      '(?<=a)',
      '(?<!a)',
      '(?>a)',
      'a*+',
    ].map((pattern) => ({ type: 'regex', column: 'email', pattern })),
  ),
  // The same constructs in a sql rule's literal patterns.
  rules(
    ...[
      "email rlike '^[[:alpha:]]+$'",
      "email regexp 'a\\\\vb'",
      "regexp_like(email, '(?U)\\\\w')",
      "regexp_extract(email, '(?i)são', 0) = ''",
      "regexp_replace(email, '(\\\\w)\\\\1', '') = ''",
      "regexp_extract_all(email, '(?<n>a)\\\\k<n>', 1) = []",
      "email rlike '(?=a)'",
      "email rlike '(?!a)'",
      "email RLIKE '(?<=a)'",
      "email NOT RLIKE '(?<!a)'",
      "email rlike '(?>a)'",
      "email rlike 'a*+'",
    ].map((where) => ({
      type: 'sql',
      query: `SELECT count(*) = 0 FROM _validation_df WHERE ${where}`,
    })),
  ),
];

// Read as on Spark 3.5: every line's diagnostics and 3.5's own (`x::T`).
const corpus = () =>
  CORPUS.flatMap((text) => diagnosticsFor(text, COLUMNS, parseDocument(text), '3.5'));
const fixesOf = (d: EditorDiagnostic) => [...(d.fix ? [d.fix] : []), ...(d.fixes ?? [])];

/** Every key under diagnostic.* and fix.* in English. */
function englishKeys(): string[] {
  const out: string[] = [];
  const walk = (node: object, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') out.push(`${prefix}${k}`);
      else walk(v as object, `${prefix}${k}.`);
    }
  };
  walk(en.diagnostic, 'diagnostic.');
  walk(en.fix, 'fix.');
  return out;
}

describe('every diagnostic of the engine in the page language', () => {
  const diagnostics = corpus();

  it('has an id, and the page’s English is the engine’s word for word', () => {
    expect(diagnostics.length).toBeGreaterThan(100);
    for (const d of diagnostics) {
      expect(d.messageRef, d.message).toBeDefined();
      expect(localizedMessage(d, COLUMNS, 'en'), d.message).toBe(d.message);
      for (const fix of fixesOf(d)) {
        expect(fix.titleRef, fix.title).toBeDefined();
        expect(localizedTitle(fix, 'en')).toBe(fix.title);
      }
    }
  });

  it('the corpus says every message and fix title the page has', () => {
    const used = new Set<string>();
    const english = translator('en');
    const t: Translate = (key, options) => {
      used.add(key);
      return english(key, options);
    };
    for (const d of diagnostics) {
      localizedMessage(d, COLUMNS, 'en', t);
      for (const fix of fixesOf(d)) localizedTitle(fix, 'en', t);
    }
    // What no document reaches: jsonc-parser reports an unended comment only when comments
    // are allowed, and a number token is always a number; an empty text is a syntax error.
    const unreachable = [
      'diagnostic.jsonError.UnexpectedEndOfComment',
      'diagnostic.jsonError.InvalidNumberFormat',
      'diagnostic.emptyDocument',
    ];
    expect(englishKeys().filter((k) => !used.has(k) && !unreachable.includes(k))).toEqual([]);
    expect(
      localizedMessage(
        { messageRef: { id: 'jsonSyntax', params: { error: 'UnexpectedEndOfComment', line: 1 } } },
        COLUMNS,
        'en',
      ),
    ).toBe('JSON syntax error: unexpected end of comment at line 1');
    expect(
      localizedMessage(
        { messageRef: { id: 'jsonSyntax', params: { error: 'InvalidNumberFormat', line: 2 } } },
        COLUMNS,
        'en',
      ),
    ).toBe('JSON syntax error: invalid number format at line 2');
    expect(localizedMessage({ messageRef: { id: 'emptyDocument' } }, COLUMNS, 'en')).toBe(
      'The document is empty: write {"validations": {"rules": [ … ]}}.',
    );
  });

  for (const language of ['es', 'pt-BR'] as const) {
    it(`leaves nothing in English in ${language}`, () => {
      const local = localizeDiagnostics(diagnostics, COLUMNS, language);
      local.forEach((d, i) => {
        expect(d.message, diagnostics[i].message).not.toBe(diagnostics[i].message);
        fixesOf(d).forEach((fix, j) => {
          expect(fix.title).not.toBe(fixesOf(diagnostics[i])[j].title);
        });
      });
    });
  }

  it('writes natural Spanish and Portuguese, code and names kept as written', () => {
    const text = (language: 'es' | 'pt-BR') =>
      localizeDiagnostics(diagnostics, COLUMNS, language)
        .map((d) => d.message)
        .join('\n');
    const es = text('es');
    expect(es).toContain('Error de sintaxis JSON: se esperaba una coma en la línea 1');
    expect(es).toContain('"rules" debe ser una lista de objetos de regla, no un número.');
    expect(es).toContain(
      '"columns" debe ser una lista: producción lee la cadena "id" carácter a carácter (columnas "i", "d"). Escribe ["id"].',
    );
    expect(es).toContain(
      'No portable: concat() — el concat de Spark devuelve NULL si algún argumento es NULL, y el de DuckDB omite los NULL: escribe a || b, que significa lo mismo en ambos.',
    );
    expect(es).toContain(
      'El patrón usa un lookahead (?=…), algo que el motor RE2 de DuckDB no tiene (Java sí lo admite en producción): los resultados serían distintos. Reescríbelo sin esa construcción.',
    );
    expect(es).toContain(
      'No portable aquí: rlike con el patrón "(?>a)". El patrón usa un grupo atómico (?>…), algo que el motor RE2 de DuckDB no tiene',
    );
    expect(es).toContain('"must_be": no se puede leer el umbral "abc": usa > x');
    expect(es).toContain('Formato desconocido "emial". ¿Quisiste decir "email"? Formatos: ');
    const pt = text('pt-BR');
    expect(pt).toContain('"max" (1) é menor que "min" (10): nenhum valor pode estar no intervalo');
    expect(pt).toContain('Cada target deve ser um objeto, não um número.');
    expect(pt).toContain(
      'Nenhuma regra declara o código "not_null(ib)": ele não seleciona nada. Você quis dizer "not_null(id)"?',
    );
    expect(pt).toContain(
      'O padrão usa a flag (?i) com a letra ã, que o Java (produção) lê só como ã, não Ã',
    );
    expect(pt).toContain(
      'Não portável aqui: rlike com o padrão "^[[:alpha:]]+$". O padrão usa a classe POSIX [:alpha:]',
    );
    const titles = (language: 'es' | 'pt-BR') =>
      localizeDiagnostics(diagnostics, COLUMNS, language).flatMap((d) =>
        fixesOf(d).map((f) => f.title),
      );
    expect(titles('es')).toEqual(
      expect.arrayContaining([
        'Intercambiar min y max',
        'Escribir ["id"]',
        'Escribir "column": "age"',
      ]),
    );
    expect(titles('pt-BR')).toEqual(
      expect.arrayContaining([
        'Trocar min e max',
        'Adicionar "format" e "path"',
        'Remover "condition"',
      ]),
    );
  });
});

/** The top-level arguments of each `ctx.<method>(…)` call in a source text. */
function callArguments(source: string, method: string): string[][] {
  const calls: string[][] = [];
  const opener = `ctx.${method}(`;
  for (let start = source.indexOf(opener); start >= 0; start = source.indexOf(opener, start + 1)) {
    const args: string[] = [];
    // Open brackets, and `t` for a template literal resumed after its `${…}`.
    const stack: string[] = [];
    let from = start + opener.length;
    let i = from;
    for (; i < source.length; i++) {
      const c = source[i];
      if (stack[stack.length - 1] === 't') {
        if (c === '\\') i++;
        else if (c === '`') stack.pop();
        else if (c === '$' && source[i + 1] === '{') {
          stack.push('{');
          i++;
        }
        continue;
      }
      // An escape outside a string is a regex literal's (`/\.targets\[/`): skip its char.
      if (c === '\\') i++;
      else if (c === "'" || c === '"') {
        for (i++; source[i] !== c; i++) if (source[i] === '\\') i++;
      } else if (c === '`') stack.push('t');
      else if ('([{'.includes(c)) stack.push(c);
      else if (')]}'.includes(c)) {
        if (stack.length === 0) break;
        stack.pop();
      } else if (c === ',' && stack.length === 0) {
        args.push(source.slice(from, i).trim());
        from = i + 1;
      }
    }
    const last = source.slice(from, i).trim();
    if (last) args.push(last);
    calls.push(args);
  }
  return calls;
}

describe('every site of the engine that writes a diagnostic', () => {
  const dir = join(import.meta.dirname, '../engine/parse');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('passes a message ref to ctx.error, ctx.warning and ctx.report', () => {
    let sites = 0;
    const without: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [method, refAt] of [
        ['error', 4],
        ['warning', 4],
        ['report', 5],
      ] as const) {
        for (const args of callArguments(source, method)) {
          sites++;
          const ref = args[refAt];
          if (!ref || ref === 'undefined') without.push(`${file}: ctx.${method}(${args[2]}…`);
        }
      }
    }
    expect(without).toEqual([]);
    expect(sites).toBeGreaterThan(50);
  });

  it('gives every fix a title ref', () => {
    for (const file of files.filter((f) => f !== 'context.ts')) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const args of callArguments(source, 'replaceFix')) expect(args, file).toHaveLength(4);
      // A fix written as an object names its title's ref right after the title.
      for (const m of source.matchAll(/title: [^\n]+\n\s*(\S+)/g))
        expect(m[1], `${file}: ${m[0]}`).toBe('titleRef:');
    }
  });
});
