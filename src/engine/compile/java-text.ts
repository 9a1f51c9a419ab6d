/**
 * A double column as text the way Spark casts it (`CAST(x AS STRING)`, which is Java's
 * `Double.toString`): what `regex`, `valid_format`, the lengths and `missing_values` read
 * in production. Java writes an exponent outside [10⁻³, 10⁷) (`1.2345678E7`, `1.0E-4`),
 * where DuckDB writes `12345678.0` and `0.0001`; inside that range the two agree (the
 * shortest round-trip digits, `.0` on whole values). See `report/java-double.ts`, the same
 * rendering in TypeScript.
 */

/** True for the DuckDB types Spark would hold as `double` or `float`. */
export function isBinaryFloatType(duckType: string): boolean {
  return /^(DOUBLE|FLOAT|REAL|FLOAT4|FLOAT8)$/i.test(duckType.trim());
}

/** SQL giving Java's `Double.toString` of the DOUBLE/FLOAT expression `x` (NULL stays NULL). */
export function javaDoubleTextSql(x: string): string {
  return (
    `CASE WHEN ${x} IS NULL THEN NULL WHEN isnan(${x}) THEN 'NaN' ` +
    `WHEN isinf(${x}) THEN CASE WHEN ${x} > 0 THEN 'Infinity' ELSE '-Infinity' END ` +
    `WHEN ${x} = 0 OR (abs(${x}) >= 0.001 AND abs(${x}) < 10000000) THEN CAST(${x} AS VARCHAR) ` +
    `ELSE CASE WHEN ${x} < 0 THEN '-' ELSE '' END || ${scientific(`CAST(abs(${x}) AS VARCHAR)`)} END`
  );
}

/**
 * Java's `d.dddE±n` of a positive value from DuckDB's text of it (`d.ddde±XX`, or plain
 * digits with a point). The text is bound once, by a lambda: it is read about fifteen
 * times, and a copy of `x` at each would make a nested expression (a round inside a CAST
 * to STRING) take DuckDB-WASM seconds to bind. Only the values this branch reaches pay
 * for the lambda.
 */
function scientific(text: string): string {
  const s = '_dqw_t';
  const sci = `contains(${s}, 'e')`;
  const whole = `split_part(${s}, '.', 1)`;
  const frac = `split_part(${s}, '.', 2)`;
  const digits = `CASE WHEN ${sci} THEN rtrim(replace(split_part(${s}, 'e', 1), '.', ''), '0') WHEN ${whole} <> '0' THEN rtrim(${whole} || ${frac}, '0') ELSE trim(${frac}, '0') END`;
  const exponent = `CASE WHEN ${sci} THEN CAST(split_part(${s}, 'e', 2) AS INTEGER) WHEN ${whole} <> '0' THEN length(${whole}) - 1 ELSE length(ltrim(${frac}, '0')) - length(${frac}) - 1 END`;
  const mantissa = `left(${digits}, 1) || '.' || CASE WHEN length(${digits}) > 1 THEN substr(${digits}, 2) ELSE '0' END`;
  return `list_transform([${text}], lambda ${s}: ${mantissa} || 'E' || CAST(${exponent} AS VARCHAR))[1]`;
}
