/**
 * Shapes of the rule catalog. The catalog is the single description of the language:
 * the parser validates against it, the JSON Schema is generated from it, and the editor
 * reads completion and hover text from it.
 */

/** How a parameter's value is read and checked. */
export type ParamKind =
  | 'column'
  | 'columns'
  | 'number'
  | 'bound'
  | 'string'
  | 'regex'
  | 'threshold'
  | 'stringList'
  | 'valueList'
  | 'format'
  | 'length'
  | 'typeMap'
  | 'sql'
  | 'output'
  | 'targets';

export interface ParamSpec {
  name: string;
  kind: ParamKind;
  /** Markdown: what it means, shown on hover and in completion. */
  doc: string;
  required?: boolean;
  default?: unknown;
  example?: unknown;
  /** An alias accepted for this parameter (`condition` for `must_be`). */
  alias?: string;
}

/** How a rule's outcome is computed, which decides how it compiles. */
export type RuleFamily = 'row' | 'table' | 'metric';

export interface RuleSpec {
  type: string;
  family: RuleFamily;
  /** Row-level rules point at rows: they feed the split and the quarantine codes. */
  rowLevel: boolean;
  /** One line, shown next to the type in completion. */
  summary: string;
  /** Markdown: when it fails and what failed_count counts. */
  doc: string;
  failsWhen: string;
  failedCount: string;
  example: Record<string, unknown>;
  params: ParamSpec[];
  /** For aliases (`mean`): the type it runs as. */
  aliasOf?: string;
  /** For deprecated names (`custom_sql`). */
  deprecated?: string;
  /**
   * Production reads the `column` key alone (`params["column"]`): `columns`, even a list
   * of one, stops the pipeline there, so it is refused here.
   */
  columnKeyOnly?: true;
}
