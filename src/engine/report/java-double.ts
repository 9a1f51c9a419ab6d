/**
 * A double as Java's `Double.toString` writes it, which is how Spark's CSV and JSON
 * writers render a `double` column: always a `.` (`1.0`), and an exponent (`1.0E7`,
 * `1.0E-4`) outside [10⁻³, 10⁷). Digits are the shortest that round-trip (JDK 19+).
 */
export function javaDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(value);
  if (abs >= 1e-3 && abs < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exp] = value.toExponential().split('e');
  const digits = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${digits}E${Number(exp)}`;
}
