/**
 * Renders JSON scalars as Python's `str()` renders the value `json.loads` gives, because
 * production writes these strings into data (RULES.md §5). It needs the raw number text:
 * `1` is an int in Python, `1.0` a float, and `JSON.parse` cannot tell them apart.
 */
import { parseTree } from 'jsonc-parser';

/** Python `str()` of a JSON number, from its raw source text. */
export function pythonNumber(raw: string): string {
  const text = raw.trim();
  if (!/[.eE]/.test(text)) {
    // Python int: arbitrary precision, no sign on zero.
    const neg = text.startsWith('-');
    const digits = text.replace(/^[-+]/, '').replace(/^0+(?=\d)/, '');
    return neg && digits !== '0' ? `-${digits}` : digits;
  }
  return pythonFloat(Number(text));
}

/** Python `repr(float)`: shortest round-trip digits, exponent form outside [1e-4, 1e16). */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa, expText] = value.toExponential().split('e');
  const exp = Number(expText);
  const sign = mantissa.startsWith('-') ? '-' : '';
  const digits = mantissa.replace('-', '').replace('.', '');
  if (exp >= -4 && exp < 16) {
    // Fixed notation: Python switches to exponents below 1e-4 and from 1e16 on.
    if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
    const frac = digits.slice(exp + 1);
    return `${sign}${intPart}.${frac === '' ? '0' : frac}`;
  }
  return expForm(sign, digits, exp);
}

function expForm(sign: string, digits: string, exp: number): string {
  const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const e = Math.abs(exp).toString().padStart(2, '0');
  return `${sign}${mant}e${exp < 0 ? '-' : '+'}${e}`;
}

/** Python `str()` of any JSON scalar (strings verbatim, `True`/`False`, `None`). */
export function pythonScalar(value: unknown, raw: string): string {
  if (typeof value === 'number') return pythonNumber(raw);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'string') return value;
  return raw;
}

/**
 * Python `str()` of each item of a JSON list, from the list's raw text: production compares
 * `missing_values` as `[str(v) for v in missing_values]`, so `1.0` is `"1.0"`, not `"1"`.
 */
export function pythonStrItems(raw: string): string[] {
  const node = parseTree(raw);
  if (node?.type !== 'array') return [];
  return (node.children ?? []).map((item) =>
    pythonScalar(item.value, raw.slice(item.offset, item.offset + item.length)),
  );
}
