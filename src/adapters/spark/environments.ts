/**
 * The Spark environments a run of the suite was started with: `scripts/spark/test.mjs`
 * makes them and passes them in `DQW_SPARK_ORACLES`.
 */

/** One environment: its name (`spark41`, `spark35`, `cola030`), its Python, its PYTHONPATH. */
export interface OracleSpec {
  name: string;
  python: string;
  pythonPath: string;
}

/** The environments of this run; none outside `npm run test:spark`. */
export function oracleSpecs(): OracleSpec[] {
  return JSON.parse(process.env.DQW_SPARK_ORACLES ?? '[]') as OracleSpec[];
}

/** The spark41 environment's Python (its `bin` also has the `sparquet` command). */
export function spark41Python(): string {
  const spec = oracleSpecs().find((s) => s.name === 'spark41');
  if (!spec) throw new Error('no spark41 environment in this run (npm run test:spark makes it)');
  return spec.python;
}
