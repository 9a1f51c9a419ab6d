export { Fingerprint, fingerprintText, canonicalJson, documentFingerprint } from './fingerprint';
export {
  HISTORY_VERSION,
  historyRecord,
  parseHistory,
  mergeHistory,
  recordProblem,
  type HistoryRecord,
  type HistoryRule,
  type HistoryFile,
} from './record';
export {
  compareRuns,
  trendOf,
  codesOf,
  type RunComparison,
  type RuleChange,
  type FieldChange,
  type RunChange,
  type TrendPoint,
} from './diff';
export { sideBySide, type SideBySideRow } from './files';
