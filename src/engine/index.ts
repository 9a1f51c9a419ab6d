/**
 * The pure engine: parse → expand → compile to SQL → run through a narrow query
 * interface → results, split, report. No React, DOM or DuckDB import (lint-enforced).
 */
export * from './types';
export * from './catalog';
export { parseDocument } from './parse/document';
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
