/**
 * Why a quarantined cell was flagged, in plain words and in every language: "age 200 is
 * above max 120". Reads the expanded rule's parameters; the value is the cell as shown.
 */
import { ruleModule, type CellWhy, type Rule } from '../engine';
import { words } from './lessons/doc';
import { fill } from './text';
import type { Text } from './types';

const W: Record<CellWhy, Text> = {
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

/** Why `rule` flagged the cell of `column` holding `value`: its module says which reason. */
export function explainCell(rule: Rule, column: string, value: unknown): Text {
  const base = { col: column, code: rule.code, v: shown(value) };
  const reason = ruleModule(rule.canonicalType)?.cellReason?.(rule, value) ?? { why: 'broke' };
  return fill(W[reason.why], { ...base, ...reason.params });
}
