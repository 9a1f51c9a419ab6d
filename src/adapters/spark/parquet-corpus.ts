/**
 * Parquet files as Spark itself writes them: one table of every kind of column production
 * meets (INT96 and INT64 timestamps, a naive timestamp, decimals stored in INT32, INT64
 * and fixed-length bytes, structs, arrays and maps, NULLs, dates, booleans, text beyond
 * ASCII), written by Spark under each setting that changes the bytes: the timestamp's
 * physical type, the legacy layout, the compression, small row groups. The test reads
 * each back with Spark, with dqw and with the page's reader (RULES.md §9).
 */

/** Rows enough for many small row groups (parquet-mr measures a group every 100 rows at least). */
export const PARQUET_ROWS = 700;

/**
 * The table, in Spark SQL. Rows 0–9 hold the edges; the rest walk through each type's
 * range. Instants are UTC (the oracle's session time zone).
 */
export const PARQUET_TABLE_SQL = `
SELECT
  CAST(id AS INT) AS id,
  CASE WHEN id % 7 = 3 THEN NULL ELSE id % 2 = 0 END AS flag,
  CAST(id % 256 - 128 AS TINYINT) AS tiny,
  CAST((id * 37) % 65536 - 32768 AS SMALLINT) AS small,
  CASE id WHEN 1 THEN 9223372036854775807 WHEN 2 THEN -9223372036854775808
    ELSE id * 1000003 - 5 END AS big,
  CASE id WHEN 4 THEN CAST('NaN' AS FLOAT) WHEN 5 THEN CAST('Infinity' AS FLOAT)
    WHEN 6 THEN NULL ELSE CAST(id / 10.0 AS FLOAT) END AS f32,
  CASE id WHEN 4 THEN CAST('NaN' AS DOUBLE) WHEN 5 THEN CAST('-Infinity' AS DOUBLE)
    WHEN 6 THEN NULL WHEN 7 THEN 1.0E20 WHEN 8 THEN -0.0
    ELSE id / 3.0D END AS f64,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN 999.99BD WHEN 2 THEN -999.99BD
    ELSE CAST((id % 1000) / 7.0 AS DECIMAL(5,2)) END AS dec_5_2,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN 999999999999.999999BD
    ELSE CAST(id * 1234.5678901 AS DECIMAL(18,6)) END AS dec_18_6,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN CAST('9999999999999999999999999999.9999999999' AS DECIMAL(38,10))
    WHEN 2 THEN CAST('-0.0000000001' AS DECIMAL(38,10))
    ELSE CAST(id * 98765432109.0123456789 AS DECIMAL(38,10)) END AS dec_38_10,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN DATE'0001-01-01' WHEN 2 THEN DATE'9999-12-31'
    WHEN 4 THEN DATE'1582-10-04' WHEN 5 THEN DATE'1899-12-31'
    ELSE date_add(DATE'1900-01-01', CAST(id * 53 AS INT)) END AS day,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN TIMESTAMP'1500-06-01 12:00:00.000001Z'
    WHEN 2 THEN TIMESTAMP'9999-12-31 23:59:59.999999Z'
    WHEN 4 THEN TIMESTAMP'1677-09-21 00:12:43.145224Z'
    WHEN 5 THEN TIMESTAMP'1969-12-31 23:59:59.999999Z'
    ELSE timestamp_micros(id * 7919000123457 - 2208988800000000) END AS ts,
  CASE id WHEN 3 THEN NULL WHEN 1 THEN TIMESTAMP_NTZ'1000-01-01 00:00:00'
    ELSE CAST(timestamp_micros(id * 86400000001) AS TIMESTAMP_NTZ) END AS ts_ntz,
  CASE id % 6 WHEN 0 THEN 'São Paulo' WHEN 1 THEN '東京 ' WHEN 2 THEN '🙂 smile'
    WHEN 3 THEN NULL WHEN 4 THEN '' ELSE concat('row ', id, ' "quoted", back\\\\slash') END AS name,
  CASE WHEN id % 5 = 4 THEN NULL
    ELSE named_struct('n', CAST(id AS INT), 'label', concat('L', id),
      'at', CASE id WHEN 1 THEN TIMESTAMP'2500-01-01 00:00:00Z' WHEN 2 THEN TIMESTAMP'1600-01-01 00:00:00Z'
        ELSE timestamp_micros(id * 1000001) END,
      'amount', CAST(id / 4.0 AS DECIMAL(9,2))) END AS rec,
  CASE id % 4 WHEN 0 THEN array() WHEN 1 THEN NULL
    ELSE array(CAST(id AS INT), NULL, CAST(id + 1 AS INT)) END AS nums,
  CASE WHEN id % 3 = 0 THEN NULL
    ELSE array(named_struct('k', concat('k', id), 'v', id / 2.0D),
               named_struct('k', NULL, 'v', NULL)) END AS pairs,
  CASE id % 5 WHEN 0 THEN NULL WHEN 1 THEN map()
    ELSE map(concat('a', id), CAST(id AS INT), 'b', NULL) END AS tags,
  CASE WHEN id % 9 = 0 THEN NULL ELSE array(array(concat('x', id)), array()) END AS nested
FROM range(0, ${PARQUET_ROWS})
`;

export interface ParquetCase {
  name: string;
  /** Spark session settings for the write. */
  conf?: Record<string, string>;
  /** Writer options (Hadoop's parquet.* settings). */
  options?: Record<string, string>;
  /** At least this many row groups in the written file. */
  minRowGroups?: number;
}

export const PARQUET_CASES: ParquetCase[] = [
  {
    name: 'INT96 timestamps (Spark 4.1’s default writer setting too)',
    conf: { 'spark.sql.parquet.outputTimestampType': 'INT96' },
  },
  {
    name: 'TIMESTAMP_MICROS',
    conf: { 'spark.sql.parquet.outputTimestampType': 'TIMESTAMP_MICROS' },
  },
  {
    name: 'TIMESTAMP_MILLIS',
    conf: { 'spark.sql.parquet.outputTimestampType': 'TIMESTAMP_MILLIS' },
  },
  {
    name: 'legacy layout (writeLegacyFormat: decimals as fixed bytes, old lists and maps)',
    conf: { 'spark.sql.parquet.writeLegacyFormat': 'true' },
  },
  {
    name: 'many row groups, INT96',
    conf: { 'spark.sql.parquet.outputTimestampType': 'INT96' },
    options: { 'parquet.block.size': '4096' },
    minRowGroups: 5,
  },
  {
    name: 'zstd compression',
    options: { compression: 'zstd' },
  },
  {
    name: 'gzip compression, no dictionary',
    options: { compression: 'gzip', 'parquet.enable.dictionary': 'false' },
  },
  {
    name: 'uncompressed',
    options: { compression: 'none' },
  },
];
