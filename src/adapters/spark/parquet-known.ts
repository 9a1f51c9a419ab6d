/**
 * Spark-written Parquet files that dqw (`cli`) or the page (`page`) read differently from
 * Spark, each recorded in docs/RULES.md §9 with why. The test holds each to exactly its
 * recorded difference, so a change either way shows.
 */
interface KnownParquet {
  why: string;
  cli?: string[];
  page?: string[];
}

/**
 * An INT96 timestamp inside a struct, outside 1677-09-21 … 2262-04-11: the page's reader
 * (parquet-wasm, arrow-rs) makes it nanoseconds in 64 bits, which wrap; the footer rewrite
 * that keeps top-level INT96 columns exact does not reach nested ones. 2500-01-01 reads as
 * 1915-06-14 and 1600-01-01 as 2184-07-20. dqw (native DuckDB) reads them as Spark does.
 */
const NESTED_INT96: KnownParquet = {
  why: 'A nested INT96 timestamp outside 1677–2262 wraps in the page’s reader (RULES.md §9).',
  page: [
    'rows: only dqw has 1× {"big":9223372036854775807,"day":"0001-01-01","dec_18_6":999999999999.999999,"dec_38_10":9999999999999999999999999999.9999999999,"dec_5_2":999.99,"f32":0.1,"f64":0.3333333333333333,"flag":false,"id":1,"name":"東京 ","nested":[["x1"],[]],"pairs":[{"k":"k1","v":0.5},{}],"rec":{"amount":0.25,"at":"1915-06-14T00:25:26.290Z","label":"L1","n":1},"small":-32731,"tags":{},"tiny":-127,"ts":"1500-06-01T12:00:00.000Z","ts_ntz":"1000-01-01T00:00:00.000"}',
    'rows: only dqw has 1× {"big":-9223372036854775808,"day":"9999-12-31","dec_18_6":2469.135780,"dec_38_10":-1E-10,"dec_5_2":-999.99,"f32":0.2,"f64":0.6666666666666666,"flag":true,"id":2,"name":"🙂 smile","nested":[["x2"],[]],"nums":[2,null,3],"pairs":[{"k":"k2","v":1.0},{}],"rec":{"amount":0.50,"at":"2184-07-20T23:34:33.709Z","label":"L2","n":2},"small":-32694,"tags":{"a2":2},"tiny":-126,"ts":"9999-12-31T23:59:59.999Z","ts_ntz":"1970-01-03T00:00:00.000"}',
    'rows: only production has 1× {"big":9223372036854775807,"day":"0001-01-01","dec_18_6":999999999999.999999,"dec_38_10":9999999999999999999999999999.9999999999,"dec_5_2":999.99,"f32":0.1,"f64":0.3333333333333333,"flag":false,"id":1,"name":"東京 ","nested":[["x1"],[]],"pairs":[{"k":"k1","v":0.5},{}],"rec":{"amount":0.25,"at":"2500-01-01T00:00:00.000Z","label":"L1","n":1},"small":-32731,"tags":{},"tiny":-127,"ts":"1500-06-01T12:00:00.000Z","ts_ntz":"1000-01-01T00:00:00.000"}',
    'rows: only production has 1× {"big":-9223372036854775808,"day":"9999-12-31","dec_18_6":2469.135780,"dec_38_10":-1E-10,"dec_5_2":-999.99,"f32":0.2,"f64":0.6666666666666666,"flag":true,"id":2,"name":"🙂 smile","nested":[["x2"],[]],"nums":[2,null,3],"pairs":[{"k":"k2","v":1.0},{}],"rec":{"amount":0.50,"at":"1600-01-01T00:00:00.000Z","label":"L2","n":2},"small":-32694,"tags":{"a2":2},"tiny":-126,"ts":"9999-12-31T23:59:59.999Z","ts_ntz":"1970-01-03T00:00:00.000"}',
  ],
};

export const KNOWN_PARQUET: Record<string, KnownParquet> = {
  'INT96 timestamps (Spark 4.1’s default writer setting too)': NESTED_INT96,
  'legacy layout (writeLegacyFormat: decimals as fixed bytes, old lists and maps)': NESTED_INT96,
  'many row groups, INT96': NESTED_INT96,
  'zstd compression': NESTED_INT96,
  'gzip compression, no dictionary': NESTED_INT96,
  uncompressed: NESTED_INT96,
};
