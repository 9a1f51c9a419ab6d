/**
 * The production versions every verdict of the workbench is checked against on Spark
 * (`npm run test:spark`), as the page's About and the README name them. A unit test keeps
 * this list equal to the pinned Spark environments (`scripts/spark/requirements/`), and the
 * Spark suite to the versions its oracles report.
 */

export interface CheckedAgainst {
  /** The oracle's name in the Spark suite. */
  oracle: string;
  spark: string;
  sparquetCola: string;
  /** The framework, where the oracle runs it. */
  sparquet: string | null;
  /** What this oracle stands for. */
  role: 'production' | 'documented' | 'previous-spark';
}

export const CHECKED_AGAINST: readonly CheckedAgainst[] = [
  {
    oracle: 'spark41',
    spark: '4.1.1',
    sparquetCola: '0.4.0',
    sparquet: '0.12.0',
    role: 'production',
  },
  {
    oracle: 'cola030',
    spark: '4.1.1',
    sparquetCola: '0.3.0',
    sparquet: '0.12.0',
    role: 'documented',
  },
  {
    oracle: 'spark35',
    spark: '3.5.9',
    sparquetCola: '0.4.0',
    sparquet: null,
    role: 'previous-spark',
  },
];
