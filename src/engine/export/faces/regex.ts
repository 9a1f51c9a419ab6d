import { sparkCol, sparkString, textOf } from '../spark';
import type { ExportFace } from './face';

/** `regex`: NULL fails; a match is found anywhere (Spark `rlike`). */
export const regexFace: ExportFace = {
  types: ['regex'],
  spark: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const p = String(rule.params.pattern.value);
    return {
      kind: 'row',
      window: false,
      pass: `${c.sql} IS NOT NULL AND ${textOf(c)} RLIKE ${sparkString(p)}`,
    };
  },
};
