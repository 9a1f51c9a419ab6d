/** Moved to the `missing` rule module; re-exported for the targets that import it here. */
export {
  missingValues,
  mustBeZero,
  presentSql,
  sodaThreshold,
  TYPED_VALUES,
} from '../../rules/missing';
