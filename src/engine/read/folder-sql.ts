/**
 * The partition columns of a folder read as one dataset (RULES.md §9, "A folder of
 * files"), added to the loaded table: the files were read one after the other in the
 * plan's order, so file i's rows are a run of `rowid`s, and each gets its folder's values.
 */
import { sqlIdent, sqlString } from '../sql/quote';
import type { FolderPlan } from './folder';

/**
 * The statements adding `plan`'s partition columns to `table`, whose rows came from the
 * plan's files in order, `rows[i]` of them from file i.
 */
export function partitionColumnsSql(
  table: string,
  plan: FolderPlan,
  rows: readonly number[],
): string[] {
  const out: string[] = [];
  plan.partitions.forEach((p, c) => {
    out.push(`ALTER TABLE ${sqlIdent(table)} ADD COLUMN ${sqlIdent(p.name)} ${p.duckdbType}`);
    let end = 0;
    const whens: string[] = [];
    plan.files.forEach((f, i) => {
      end += rows[i] ?? 0;
      const v = f.values[c];
      if (v !== null)
        whens.push(`WHEN rowid < ${end} THEN CAST(${sqlString(v)} AS ${p.duckdbType})`);
      else whens.push(`WHEN rowid < ${end} THEN NULL`);
    });
    out.push(`UPDATE ${sqlIdent(table)} SET ${sqlIdent(p.name)} = CASE ${whens.join(' ')} END`);
  });
  return out;
}
