/** Every lesson, in the order a newcomer takes them. */
import type { Lesson } from '../types';
import { firstRule } from './first-rule';
import { nullSemantics } from './null-semantics';
import { onFailure } from './on-failure';
import { productionRead } from './production-read';
import { quarantineScope } from './quarantine-scope';
import { regexEscaping } from './regex-escaping';
import { sqlRules } from './sql-rules';
import { tableRules } from './table-rules';
import { targetsCodes } from './targets-codes';
import { thresholdsSeverity } from './thresholds-severity';
import { uniqueDuplicates } from './unique-duplicates';
import { validity } from './validity';

export const LESSONS: Lesson[] = [
  firstRule,
  nullSemantics,
  regexEscaping,
  uniqueDuplicates,
  targetsCodes,
  thresholdsSeverity,
  validity,
  tableRules,
  sqlRules,
  quarantineScope,
  onFailure,
  productionRead,
];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
