/**
 * One rule type (or a family of types that share their plan), described once: its catalog
 * entries, its code, its parse-time checks, its SQL plan on DuckDB, the unit of its
 * metric, and its Spark SQL form with the tools' native forms. `rules/index.ts` lists
 * every module; the parser, the compiler, Explain, the exports and the page ask it.
 */
import type { RuleSpec } from '../catalog/spec';
import type { CompiledRule } from '../compile/rule';
import type { ColRef } from '../compile/expressions';
import type { ParseContext, Where } from '../parse/context';
import type { ColumnInfo, KeyRangeOf, Located, Rule, SparkLine } from '../types';
import type { ExportFace } from './forms';
import type { CellReason } from './shared/cells';

export type { CellReason, CellWhy } from './shared/cells';

/** What a metric's value counts, for charts and result cells. */
export type RuleUnit = 'seconds' | 'percent' | 'rows' | 'number';

/** What a module compiles with: the rule's columns resolved, the table and the clock. */
export interface CompileInput {
  /** The rule's columns, resolved against the loaded table and quoted. */
  cols: ColRef[];
  /** Every loaded column. */
  all: readonly ColumnInfo[];
  table: string;
  now: Date;
  keyRange?: KeyRangeOf;
  /** The Spark line production runs on (default 4). */
  spark: SparkLine;
}

/** How a reading of a column's text that differs from production's touches the rule. */
export type ReadEffect = 'pattern' | 'equality';

export interface RuleModule extends ExportFace {
  /** Catalog entries: the canonical types first-class, aliases and old names after. */
  specs: RuleSpec[];
  /** The derived code (RULES.md §5) when it is not `type(columns)` / `type`. */
  code?(type: string, columns: string[], params: Record<string, Located>): string;
  /** Checks beyond each parameter's own; returns a problem that stops the rule from running. */
  check?(ctx: ParseContext, rule: Where, params: Record<string, Located>): string | undefined;
  /** The SQL plan: aggregates over one scan and how they finish, or a static outcome. */
  compile(rule: Rule, input: CompileInput): CompiledRule;
  /** The unit of the metric of a canonical type (default `number`). */
  unit?(type: string): RuleUnit;
  /** The rule may read any column (an `sql` query, a `schema` rule's lists). */
  readsAnyColumn?: true;
  /** How a changed reading of its column's text touches it (read notes). */
  readEffect?(type: string): ReadEffect | null;
  /** Export notes about what differs between the workbench and production. */
  notes?(rule: Rule): string[];
  /** Why a row-level rule flagged a cell of its column holding `value`. */
  cellReason?(rule: Rule, value: unknown): CellReason;
  /** Which cells of a flagged row it names: the empty ones, or its whole key at once. */
  flaggedCells?: 'nulls' | 'key';
  /** The suggestion ids (`suggest/`) a rule already covers, given its lower-cased columns. */
  covers?(rule: Rule, columns: string[]): string[];
  /** Needs a Spark session in UTC, as the workbench reads naive timestamps (`freshness`). */
  utcSession?: true;
}
