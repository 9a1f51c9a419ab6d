/**
 * Why a quarantined cell was flagged, in plain words and in every language: "age 200 is
 * above max 120". Reads the expanded rule's parameters; the value is the cell as shown.
 */
import { FORMATS, type Rule } from '../engine';
import { words } from './lessons/doc';
import { fill } from './text';
import type { Text } from './types';

const W = {
  isNull: words(
    '{col} is empty (NULL), and {code} requires a value.',
    '{col} está vacía (NULL), y {code} exige un valor.',
    '{col} está vazia (NULL), e {code} exige um valor.',
  ),
  regexNull: words(
    '{col} is empty (NULL), and a regex fails an empty value ({code}).',
    '{col} está vacía (NULL), y una regex hace fallar un valor vacío ({code}).',
    '{col} está vazia (NULL), e uma regex reprova um valor vazio ({code}).',
  ),
  noMatch: words(
    '{col} "{v}" does not match the pattern {p} ({code}).',
    '{col} "{v}" no cumple el patrón {p} ({code}).',
    '{col} "{v}" não casa com o padrão {p} ({code}).',
  ),
  below: words(
    '{col} {v} is below min {b} ({code}).',
    '{col} {v} es menor que el mínimo {b} ({code}).',
    '{col} {v} é menor que o mínimo {b} ({code}).',
  ),
  above: words(
    '{col} {v} is above max {b} ({code}).',
    '{col} {v} es mayor que el máximo {b} ({code}).',
    '{col} {v} é maior que o máximo {b} ({code}).',
  ),
  duplicate: words(
    '{col} {v} occurs in more than one row, and {code} requires it to be unique.',
    '{col} {v} aparece en más de una fila, y {code} exige que sea único.',
    '{col} {v} aparece em mais de uma linha, e {code} exige que seja único.',
  ),
  missingValue: words(
    '{col} "{v}" is one of the values that count as missing ({code}).',
    '{col} "{v}" es uno de los valores que cuentan como falta ({code}).',
    '{col} "{v}" é um dos valores que contam como ausentes ({code}).',
  ),
  notInList: words(
    '{col} "{v}" is not one of the allowed values {list} ({code}).',
    '{col} "{v}" no es uno de los valores permitidos {list} ({code}).',
    '{col} "{v}" não é um dos valores permitidos {list} ({code}).',
  ),
  inList: words(
    '{col} "{v}" is one of the forbidden values {list} ({code}).',
    '{col} "{v}" es uno de los valores prohibidos {list} ({code}).',
    '{col} "{v}" é um dos valores proibidos {list} ({code}).',
  ),
  format: words(
    '{col} "{v}" is not a valid {f} ({code}).',
    '{col} "{v}" no es un {f} válido ({code}).',
    '{col} "{v}" não é um {f} válido ({code}).',
  ),
  length: words(
    '{col} "{v}" has {n} characters; {code} wants {want}.',
    '{col} "{v}" tiene {n} caracteres; {code} pide {want}.',
    '{col} "{v}" tem {n} caracteres; {code} pede {want}.',
  ),
  broke: words(
    '{col} "{v}" breaks {code}.',
    '{col} "{v}" incumple {code}.',
    '{col} "{v}" quebra {code}.',
  ),
};

const shown = (v: unknown): string => (v === null || v === undefined ? 'NULL' : String(v));
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return v === null || v === undefined || String(v).trim() === '' || Number.isNaN(n) ? null : n;
};
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const regexTest = (pattern: string, s: string): boolean | null => {
  try {
    return new RegExp(pattern).test(s);
  } catch {
    return null;
  }
};

/** Why `rule` flagged the cell of `column` holding `value`. */
export function explainCell(rule: Rule, column: string, value: unknown): Text {
  const p = rule.params;
  const base = { col: column, code: rule.code, v: shown(value) };
  const isNull = value === null || value === undefined;
  switch (rule.canonicalType) {
    case 'not_null':
      return fill(W.isNull, base);
    case 'unique':
      return fill(W.duplicate, base);
    case 'regex':
      return isNull
        ? fill(W.regexNull, base)
        : fill(W.noMatch, { ...base, p: String(p.pattern?.value) });
    case 'range': {
      const n = num(value);
      const min = p.min?.value;
      const max = p.max?.value;
      const lower =
        typeof min === 'number' && n !== null
          ? n < min
          : min != null && String(value) < String(min);
      if (lower) return fill(W.below, { ...base, b: p.min!.raw });
      if (max !== undefined && max !== null) return fill(W.above, { ...base, b: p.max!.raw });
      return fill(W.broke, base);
    }
    case 'missing_count':
    case 'missing_percent':
      return isNull ? fill(W.isNull, base) : fill(W.missingValue, base);
    case 'invalid_count':
    case 'invalid_percent':
      return invalidReason(rule, base, value);
  }
  return fill(W.broke, base);
}

function invalidReason(rule: Rule, base: Record<string, string>, value: unknown): Text {
  const p = rule.params;
  const s = shown(value);
  const valid = asList(p.valid_values?.value);
  if (p.valid_values && !valid.includes(s))
    return fill(W.notInList, { ...base, list: `[${valid.join(', ')}]` });
  const invalid = asList(p.invalid_values?.value);
  if (invalid.includes(s)) return fill(W.inList, { ...base, list: `[${invalid.join(', ')}]` });
  const format = p.valid_format ? String(p.valid_format.value) : null;
  if (format && regexTest(FORMATS[format] ?? '', s) === false)
    return fill(W.format, { ...base, f: format });
  if (p.valid_regex && regexTest(String(p.valid_regex.value), s) === false)
    return fill(W.noMatch, { ...base, p: String(p.valid_regex.value) });
  const n = num(value);
  if (p.valid_min && n !== null && n < Number(p.valid_min.value))
    return fill(W.below, { ...base, b: p.valid_min.raw });
  if (p.valid_max && n !== null && n > Number(p.valid_max.value))
    return fill(W.above, { ...base, b: p.valid_max.raw });
  const len = [...s].length;
  const wants: string[] = [];
  if (p.valid_length && len !== Number(p.valid_length.value)) wants.push(`= ${p.valid_length.raw}`);
  if (p.valid_min_length && len < Number(p.valid_min_length.value))
    wants.push(`>= ${p.valid_min_length.raw}`);
  if (p.valid_max_length && len > Number(p.valid_max_length.value))
    wants.push(`<= ${p.valid_max_length.raw}`);
  if (wants.length) return fill(W.length, { ...base, n: len, want: wants.join(', ') });
  return fill(W.broke, base);
}
