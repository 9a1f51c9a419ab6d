/**
 * The Export panel's work (docs/exports.md), framework-free: the artifact for the current rules,
 * target and loaded columns, and the round trip of its row predicates on the loaded data.
 * The export store is a thin view over these two functions.
 */
import {
  exportRules,
  runRoundTrip,
  type ExportArtifact,
  type ExportTarget,
  type RoundTripRow,
} from '../engine/export';
import { parseDocument } from '../engine';
import type { QueryRunner } from '../engine/types';
import { QueryCancelled } from './database';
import { DATASET_TABLE } from './load';
import type { DatasetSlice, RulesSlice } from './types';

/** The targets whose checks are SQL predicates: their round trip is meaningful. */
export const PREDICATE_TARGETS: readonly ExportTarget[] = [
  'spark-sql',
  'lakeflow-sql',
  'lakeflow-python',
  'delta',
  'dqx',
  'soda',
  'gx',
];

export interface RoundTripState {
  /** `idle`: no file loaded; `not-applicable`: the target runs production's own engine. */
  status: 'idle' | 'running' | 'done' | 'not-applicable' | 'error';
  rows: RoundTripRow[];
  /** Rules compared, and those flagging the same rows (when done). */
  total: number;
  same: number;
  error?: string;
}

export const NO_ROUND_TRIP: RoundTripState = { status: 'idle', rows: [], total: 0, same: 0 };

/** The artifact, or why there is none (`null` error when the rules have errors). */
export function buildExport(
  rules: Pick<RulesSlice, 'text' | 'parsed'>,
  dataset: DatasetSlice['dataset'],
  target: ExportTarget,
): { artifact: ExportArtifact } | { error: string | null } {
  if (!rules.parsed.ok) return { error: null };
  try {
    return {
      artifact: exportRules(rules.text, target, {
        columns: dataset?.columns,
        dataWarnings: dataset?.warnings,
        reading: dataset?.reading,
      }),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** What the round trip can say before it runs: nothing to check, or "running". */
export function roundTripStart(art: ExportArtifact, hasData: boolean): RoundTripState {
  if (!hasData) return NO_ROUND_TRIP;
  if (!PREDICATE_TARGETS.includes(art.target))
    return { ...NO_ROUND_TRIP, status: 'not-applicable' };
  return { ...NO_ROUND_TRIP, status: 'running' };
}

/** Evaluates the artifact's row predicates on the loaded table, beside the rules'. */
export async function checkExport(
  db: QueryRunner,
  art: ExportArtifact,
  text: string,
  dataset: NonNullable<DatasetSlice['dataset']>,
  now = new Date(),
): Promise<RoundTripState> {
  try {
    const doc = parseDocument(text);
    const rows = await runRoundTrip(db, art, doc, dataset.columns, DATASET_TABLE, now);
    const checked = rows.filter((r) => r.status !== 'skipped');
    return {
      status: 'done',
      rows,
      total: checked.length,
      same: checked.filter((r) => r.status === 'same').length,
    };
  } catch (e) {
    // Cancelled by a newer round trip (an export task): the newer one says.
    if (e instanceof QueryCancelled) throw e;
    return { ...NO_ROUND_TRIP, status: 'error', error: e instanceof Error ? e.message : String(e) };
  }
}
