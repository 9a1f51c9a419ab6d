/**
 * The stores' single door to the engine: everything the page needs from `src/engine`,
 * re-exported, so components never import the engine directly.
 */
export {
  buildSplit,
  describeTable,
  failedRowsSql,
  numericColumnNames,
  parseDocument,
  parseThreshold,
  reportCsv,
  reportHtml,
  reportJson,
  rowsToCsv,
  runValidation,
  satisfies,
  sqlIdent,
  sqlString,
  type SplitQueries,
  type Threshold,
} from '../engine';
