import { RULE_SPECS } from '../../catalog';
import type { ExportFace } from './face';
import { duplicatesFace } from './duplicates';
import { freshnessFace } from './freshness';
import { missingFace } from './missing';
import { notNullFace } from './not-null';
import { rangeFace } from './range';
import { regexFace } from './regex';
import { rowCountFace } from './row-count';
import { schemaFace } from './schema';
import { sqlFace } from './sql';
import { statsFace } from './stats';
import { uniqueFace } from './unique';
import { validityFace } from './validity';

export * from './face';

const FACES: ExportFace[] = [
  notNullFace,
  uniqueFace,
  rangeFace,
  regexFace,
  rowCountFace,
  sqlFace,
  schemaFace,
  duplicatesFace,
  missingFace,
  validityFace,
  statsFace,
  freshnessFace,
];

const byType = new Map(FACES.flatMap((f) => f.types.map((t) => [t, f] as const)));

/** The export face of a canonical rule type. Every catalog type has one (a test checks). */
export function exportFace(canonicalType: string): ExportFace | undefined {
  return byType.get(canonicalType);
}

/** Canonical types of the catalog that have no export face (must stay empty). */
export function typesWithoutFace(): string[] {
  return RULE_SPECS.filter((s) => !s.aliasOf && !byType.has(s.type)).map((s) => s.type);
}
