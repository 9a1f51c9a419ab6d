/**
 * The one door from the editor services into the engine, so the rest of this module
 * does not depend on how the engine lays out its files.
 */
export {
  COMMON_PARAMS,
  FORMATS,
  FORMAT_NAMES,
  ON_FAILURE_VALUES,
  OUTPUTS_KEYS,
  OUTPUT_CONFIG_KEYS,
  PIPELINE_KEYS,
  RULE_SPECS,
  RULE_TYPES,
  SPARK_TYPES,
  VALIDATIONS_KEYS,
  canonicalSpec,
  paramsOf,
  ruleSpec,
  checkColumns,
  closest,
  diagnosticsOn,
  parseDocument,
  parseThreshold,
} from '../engine';
export type { KeySpec, ParamSpec, RuleSpec, SparkLine, Threshold } from '../engine';
