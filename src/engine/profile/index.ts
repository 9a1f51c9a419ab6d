export * from './types';
export { profileTable, PROFILE_BATCH, type ProfileOptions } from './profile';
export { kindOf } from './kinds';
export { valuesQuery, TOP_VALUES, HISTOGRAM_BINS } from './sql';
export { profileDrift, DRIFT_TOP, type ColumnDrift, type DriftFlag, type DriftSide } from './drift';
