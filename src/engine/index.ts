/**
 * The pure engine: parse → expand → compile to SQL → run through a narrow query
 * interface → results, split, report. No React, DOM or DuckDB import (lint-enforced).
 */
export * from './types';
export * from './catalog';
export { diagnosticsOn, parseDocument } from './parse/document';
export { documentShapeText } from './parse/shape';
export {
  parseThreshold,
  describeThreshold,
  satisfies,
  type Threshold,
  type ThresholdParse,
} from './parse/threshold';
export { pythonNumber, pythonFloat } from './parse/python-repr';
export { unsupportedRegexConstruct } from './parse/regex-dialect';
export { closest, editDistance } from './parse/suggest';
export { checkColumns, resolveColumn } from './compile/columns';
export { formatNumber } from './compile/outcome';
export { sqlIdent, sqlString } from './sql/quote';
export { sparkToDuckdb } from './sql/spark-dialect';
export { describeQuery, describeTable } from './run/describe';
export { runValidation, aggregateQuery } from './run/run';
export { runFromOutcomes, type OutcomeElsewhere } from './run/elsewhere';
export { KeyRanges, isRangeMiss, type RangeSample } from './run/keyRanges';
export { notCheckedText, verdictFlags, runWarnings } from './run/verdict';
export { pythonTruthy } from './run/truthiness';
export { failedRowsSql, FAILED_ROWS_KEPT } from './run/sql-rule';
export {
  referenceNameError,
  referenceNameOf,
  referenceRule,
  tablesRead,
  type ReferenceCheck,
} from './reference/reference';
export {
  runScratch,
  scratchRule,
  SCRATCH_ROWS,
  type ScratchResult,
  type ScratchRuleKind,
} from './run/scratch';
export { documentQueryError } from './run/duckdbError';
export { buildSplit, invalidFileQuery, type SplitQueries } from './split/split';
export {
  rowsToCsv,
  csvField,
  cellText,
  isFormulaText,
  numericColumnNames,
  NumberText,
} from './report/csv';
export { javaDouble } from './report/java-double';
export { exactDecimalsSql, rowJson, withSparkNumbers } from './report/spark-numbers';
export { reportSql } from './report/report-sql';
export { ruleParamsJson, ruleTarget } from './run/result';
export {
  REPORT_COLUMNS,
  REPORT_SCHEMA,
  RESULT_FIELDS,
  pickFields,
  reportRows,
  reportCsv,
  reportJson,
  reportMetadata,
  SOURCE_FIELDS,
  type ReportOptions,
  type ReportRow,
  type ReportSource,
} from './report/report';
export { reportHtml, escapeHtml, failedRowsSvg, HTML_NOTE } from './report/html';
export { buildJsonSchema, ruleTypeDoc } from './schema/json-schema';
export { explainRule, type ExplainContext, type RuleExplanation } from './explain/explain';
export { sparkSqlOf } from './explain/spark-sql';
export {
  ruleModule,
  ruleUnit,
  type CellReason,
  type CellWhy,
  type RuleModule,
  type RuleUnit,
} from './rules';
export * from './profile';
export * from './suggest';
export * from './history';
export * from './read';
export { CHECKED_AGAINST, type CheckedAgainst } from './production/checked';
