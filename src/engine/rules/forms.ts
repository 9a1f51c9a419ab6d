import type { Threshold } from '../parse/threshold';
import type { ColumnInfo, Rule } from '../types';

/**
 * The export face of a rule type: what the rule means in Spark SQL (the neutral form
 * every SQL target renders), plus the tool-native forms where a tool has a check with
 * exactly (or nearly) the same meaning. A target without a native form falls back to
 * the neutral form, so each type is described once, here.
 */

export interface FaceContext {
  /** The loaded columns, when known: casts then follow the real types. */
  columns?: readonly ColumnInfo[];
}

/** A threshold level of a metric: `pass(v)` is its Spark SQL pass condition on the value. */
export interface MetricLevel {
  level: 'fail' | 'warn';
  /** As written (`< 5%`, `min 100`…), for comments. */
  text: string;
  pass: (v: string) => string;
  threshold?: Threshold;
}

/** A row-level rule: a total pass predicate (never NULL), true for rows that pass. */
export interface RowForm {
  kind: 'row';
  pass: string;
  /** The predicate uses a window (`unique`): it cannot sit in a constraint or a WHERE. */
  window: boolean;
  /**
   * The rule's failed_count as an aggregate, when it is not the number of failing rows
   * (`unique`: rows − distinct tuples, while every row of a repeated tuple fails).
   */
  failedCount?: string;
  /**
   * What `failedCount` counts, in words, where it is not the failing rows and there is no
   * window: a target that can only count failing rows says its count differs by this.
   */
  failedCountWhat?: string;
  /** Row-level metrics (`missing_*`, `invalid_*`) also have a threshold on an aggregate. */
  metric?: MetricForm;
}

/** An aggregate: a Spark SQL aggregate expression over the data, and its threshold levels. */
export interface MetricForm {
  kind: 'metric';
  value: string;
  levels: MetricLevel[];
  /** Shown next to the value (`seconds`, `percent`…). */
  unit?: string;
}

export interface SqlForm {
  kind: 'sql';
  mode: 'query' | 'failed_rows';
  query: string;
  view: string;
}

export interface SchemaForm {
  kind: 'schema';
  required: string[];
  forbidden: string[];
  types: [string, string][];
}

export type SparkForm = RowForm | MetricForm | SqlForm | SchemaForm;

/** A native form in a tool, or nothing (the target then uses the neutral form). */
export interface Native<T> {
  body: T;
  status: 'exact' | 'approximate';
  note?: string;
}

/** A DQX check body: `function` and `arguments` (the target adds name and criticality). */
export interface DqxBody {
  function: string;
  arguments: Record<string, unknown>;
  /** More checks of the same rule, each flagging rows the others do not (their sum is the rule's). */
  with?: DqxBody[];
}

/** A metric's value as DQX's is_aggr_* checks compute it: a column and a curated aggregate. */
export interface DqxAggregate {
  column: string;
  aggr_type: string;
  /** Where DQX's verdict can differ from the rule's. */
  note: string;
}

/** A Soda v4 contract check: on a column, or on the dataset. */
export interface SodaBody {
  column?: string;
  check: Record<string, unknown>;
}

/** A GX Core expectation: class name and keyword arguments. */
export interface GxBody {
  expectation: string;
  kwargs: Record<string, unknown>;
}

export interface ExportFace {
  /** Canonical rule types this face describes. */
  types: string[];
  spark(rule: Rule, ctx: FaceContext): SparkForm;
  dqx?(rule: Rule, form: SparkForm, ctx: FaceContext): Native<DqxBody> | null;
  dqxAggregate?(rule: Rule, ctx: FaceContext): DqxAggregate | null;
  soda?(rule: Rule, form: SparkForm, ctx: FaceContext): Native<SodaBody> | null;
  gx?(rule: Rule, form: SparkForm, ctx: FaceContext): Native<GxBody> | null;
  /** What a Delta engineer would expect instead of the CHECK constraint, and why not. */
  deltaNote?(rule: Rule, ctx: FaceContext): string;
}
