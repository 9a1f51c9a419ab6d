/** The warnings of an Excel sheet's read (RULES.md §9, "Excel workbooks"), as data. */
import type { ReadWarning } from '../warnings';
import type { ExcelField } from './sheet';

/** Always that the read is the workbench's alone; then each column read as text for its mix. */
export function excelReadWarnings(info: { sheet: string; fields: ExcelField[] }): ReadWarning[] {
  return [
    { kind: 'excel-not-production', sheet: info.sheet },
    ...info.fields.flatMap((f) =>
      f.mixed ? [{ kind: 'excel-mixed' as const, column: f.name, kinds: f.mixed.join('/') }] : [],
    ),
  ];
}
