import { describe, expect, it } from 'vitest';
import { hoverAt } from './hover';
import { ruleTypeMarkdown } from './markdown';
import { RULE_SPECS } from '../engine/catalog/rules';
import { at, COLUMNS } from './testing';

const ctx = { columns: COLUMNS };

function hover(marked: string) {
  const { text, offset } = at(marked);
  const h = hoverAt(text, offset, ctx);
  return h
    ? {
        text: h.contents.join('\n\n'),
        range: text.slice(h.range.offset, h.range.offset + h.range.length),
      }
    : null;
}

describe('hover', () => {
  it('explains a rule type with an example, the row-level flag and the derived code', () => {
    const h = hover(
      '{"validations": {"rules": [{"type": "ran|ge", "column": "age", "min": 0, "max": 120}]}}',
    );
    expect(h?.range).toBe('"range"');
    expect(h?.text).toContain('Fails for values outside an inclusive [min, max]');
    expect(h?.text).toContain('**Row-level**');
    expect(h?.text).toContain('```json');
    expect(h?.text).toContain('Code (derived): `range(age,0,120)`');
    expect(hover('{"rules": [{"type": "row_c|ount", "min": 1}]}')?.text).toContain('**Aggregate**');
  });

  it('explains keys from the catalog', () => {
    expect(hover('{"rules": [{"type": "row_count", "mi|n": 1}]}')?.text).toContain(
      'Fewest rows allowed (default 0)',
    );
    expect(
      hover('{"rules": [{"type": "regex", "column": "email", "pat|tern": "x"}]}')?.text,
    ).toContain('RE2 here');
    expect(hover('{"validations": {"on_fa|ilure": "warn", "rules": []}}')?.text).toContain(
      'case-sensitively',
    );
    expect(
      hover('{"validations": {"outputs": {"invalid": {"annot|ate": "codes"}}}}')?.text,
    ).toContain('array<string>');
    expect(hover('{"validations": {"on_failure": "sk|ip", "rules": []}}')?.text).toContain(
      '`skip`',
    );
  });

  it('shows how a threshold parses, or why it does not', () => {
    const mustBe = hover('{"rules": [{"type": "avg", "column": "age", "must_be": "< |5%"}]}');
    expect(mustBe?.text).toContain('passes when value < 5');
    expect(mustBe?.range).toBe('"< 5%"');
    expect(
      hover('{"rules": [{"type": "freshness", "column": "x", "must_be": "<= |1d"}]}')?.text,
    ).toContain('value <= 86400');
    expect(
      hover('{"rules": [{"type": "avg", "column": "age", "must_be": "> 0", "warn": "= |0"}]}')
        ?.text,
    ).toContain('no warning when value = 0');
    expect(
      hover('{"rules": [{"type": "avg", "column": "age", "must_be": "> |x"}]}')?.text,
    ).toContain('does not parse');
  });

  it('shows the decoded regex pattern', () => {
    const h = hover(
      String.raw`{"rules": [{"type": "regex", "column": "id", "pattern": "^\\d{3}|\\.\\d+$"}]}`,
    );
    expect(h?.text).toContain(String.raw`^\d{3}\.\d+$`);
    expect(h?.text).not.toContain('\\\\d');
  });

  it('shows the loaded column’s type, or the closest names', () => {
    expect(hover('{"rules": [{"type": "not_null", "columns": ["ag|e"]}]}')?.text).toContain(
      '`int` (DuckDB `INTEGER`)',
    );
    expect(hover('{"rules": [{"type": "not_null", "column": "emial|"}]}')?.text).toContain(
      'Closest: `email`',
    );
  });

  it('shows the derived code(s) when hovering a rule itself', () => {
    expect(hover('{"rules": [|{"type": "not_null", "columns": ["id", "email"]}]}')?.text).toContain(
      '`not_null(id,email)`',
    );
    const targets = hover(
      '{"rules": [{"type": "not_null",| "targets": [{"column": "id"}, {"column": "age", "code": "AGE"}]}]}',
    );
    expect(targets?.text).toContain('`not_null(id)` (derived), `AGE` (declared)');
  });

  it('says nothing where there is nothing to say', () => {
    expect(hover('{"rules": [{"type": "not_null", "zz|z": 1}]}')).toBeNull();
  });
});

describe('hover in the page language', () => {
  const at2 = (marked: string, language: 'es' | 'pt-BR') => {
    const { text, offset } = at(marked);
    return hoverAt(text, offset, { columns: COLUMNS, language })?.contents.join('\n\n') ?? '';
  };
  const range = '{"rules": [{"type": "ran|ge", "column": "age", "min": 0, "max": 120}]}';

  it('explains a rule type in Spanish and Portuguese, around the same example and code', () => {
    const es = at2(range, 'es');
    expect(es).toContain('Falla con valores fuera de un [min, max] inclusivo');
    expect(es).toContain('**A nivel de fila**');
    expect(es).toContain('**Falla cuando** un valor no NULL es < min o > max');
    expect(es).toContain('Código (derivado): `range(age,0,120)`');
    expect(es).toContain('"type": "range"');
    const pt = at2(range, 'pt-BR');
    expect(pt).toContain('Falha com valores fora de um [min, max] inclusivo');
    expect(pt).toContain('**Por linha**');
  });

  it('explains parameters, keys, enum values and thresholds in the language', () => {
    expect(at2('{"rules": [{"type": "row_count", "mi|n": 1}]}', 'es')).toContain(
      'Mínimo de filas permitido (por defecto 0).',
    );
    expect(at2('{"rules": [{"type": "range", "column": "age", "mi|n": 1}]}', 'pt-BR')).toContain(
      'Menor valor permitido (inclusive).',
    );
    expect(at2('{"validations": {"on_failure": "sk|ip", "rules": []}}', 'pt-BR')).toContain(
      'por enquanto as regras são informativas',
    );
    expect(at2('{"validations": {"on_fa|ilure": "warn", "rules": []}}', 'es')).toContain(
      'escríbelo en minúsculas',
    );
    expect(
      at2('{"rules": [{"type": "avg", "column": "age", "must_be": "< |5%"}]}', 'es'),
    ).toContain('pasa cuando valor < 5');
  });
});

describe('every rule type’s documentation', () => {
  it('fills every placeholder, in every language (the failed_count line once showed {{failed}})', () => {
    for (const language of ['en', 'es', 'pt-BR'] as const) {
      for (const spec of RULE_SPECS) {
        const text = ruleTypeMarkdown(spec, language);
        expect(text, `${spec.type} (${language})`).not.toMatch(/\{\{|\}\}/);
        expect(text).toMatch(/failed_count\*\*: \S/);
      }
    }
  });
});
