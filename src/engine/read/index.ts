/** Reading a file as production reads it (RULES.md §9): Spark's CSV inference, options, DDL. */
export * from './spark-csv';
export * from './options';
export * from './ddl';
export * from './notes';
export * from './warnings';
export * from './refusals';
export * from './encoding';
export * from './parquet-spark';
export * from './java-format';
export * from './header';
export * from './csv-types';
export * from './csv-scan';
export * from './csv-plan';
export * from './csv-warnings';
export * from './csv-head';
export * from './file-refusals';
export * from './json-sniff';
export * from './excel/refusals';
export * from './excel/notes';
export * from './choices';
export {
  cheapInferenceQuery,
  cheapInferenceQueryColumnar,
  columnarRows,
  COLUMNAR_MAX_COLUMNS,
  COLUMNAR_MIN_ROWS,
  classifyExpr,
  convertDecidedExpr,
  convertExpr,
  datesWidenToTimestamps,
  inferenceQuery,
  readInference,
  timestampExpr,
  type ColumnInference,
} from './infer-sql';
export { cheapClassifyExpr, UNDECIDED } from './cheap-sql';
export { checkedConvertExpr, isReinfer, REINFER, SAMPLE_ROWS } from './speculate';
export * from './folder';
export * from './folder-lines';
export * from './folder-head';
export * from './folder-sql';
export * from './folder-parquet';
