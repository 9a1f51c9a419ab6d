import { COLUMN_PARAM, COLUMNS_PARAM, MUST_BE } from '../../catalog/params';
import type { ParamSpec } from '../../catalog/spec';

/** The parameters several rule types share, with their requiredness. */
export const optionalColumns: ParamSpec = {
  ...COLUMNS_PARAM,
  doc: 'The columns whose tuple is counted. Absent: the whole row.',
};
export const requiredColumns: ParamSpec = { ...COLUMNS_PARAM, required: true };
export const requiredColumn: ParamSpec = { ...COLUMN_PARAM, required: true };
export const requiredMustBe: ParamSpec = { ...MUST_BE, required: true };
