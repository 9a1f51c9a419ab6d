/**
 * The stores' single door to the engine: everything the page needs from `src/engine`,
 * re-exported, so components never import the engine directly.
 */
export {
  buildSplit,
  describeTable,
  failedRowsSql,
  invalidFileQuery,
  parseDocument,
  parseThreshold,
  reportCsv,
  reportHtml,
  reportJson,
  rowsToCsv,
  runValidation,
  runWarnings,
  verdictFlags,
  satisfies,
  sqlIdent,
  sqlString,
  type SplitQueries,
  type Threshold,
} from '../engine';
