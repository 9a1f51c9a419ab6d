import { FORMATS } from '../../catalog/formats';
import type { Rule } from '../../types';
import { cellNumber, patternMatches, shownValue, type CellReason } from './cells';

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Which validity condition (`invalid_*`, RULES.md §4) a present value breaks first. */
export function invalidReason(rule: Rule, value: unknown): CellReason {
  const p = rule.params;
  const s = shownValue(value);
  const valid = asList(p.valid_values?.value);
  if (p.valid_values && !valid.includes(s))
    return { why: 'notInList', params: { list: `[${valid.join(', ')}]` } };
  const invalid = asList(p.invalid_values?.value);
  if (invalid.includes(s)) return { why: 'inList', params: { list: `[${invalid.join(', ')}]` } };
  const format = p.valid_format ? String(p.valid_format.value) : null;
  if (format && patternMatches(FORMATS[format] ?? '', s) === false)
    return { why: 'format', params: { f: format } };
  if (p.valid_regex && patternMatches(String(p.valid_regex.value), s) === false)
    return { why: 'noMatch', params: { p: String(p.valid_regex.value) } };
  const n = cellNumber(value);
  if (p.valid_min && n !== null && n < Number(p.valid_min.value))
    return { why: 'below', params: { b: p.valid_min.raw } };
  if (p.valid_max && n !== null && n > Number(p.valid_max.value))
    return { why: 'above', params: { b: p.valid_max.raw } };
  const len = [...s].length;
  const wants: string[] = [];
  if (p.valid_length && len !== Number(p.valid_length.value)) wants.push(`= ${p.valid_length.raw}`);
  if (p.valid_min_length && len < Number(p.valid_min_length.value))
    wants.push(`>= ${p.valid_min_length.raw}`);
  if (p.valid_max_length && len > Number(p.valid_max_length.value))
    wants.push(`<= ${p.valid_max_length.raw}`);
  if (wants.length) return { why: 'length', params: { n: len, want: wants.join(', ') } };
  return { why: 'broke' };
}
