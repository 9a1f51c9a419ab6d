/** The production versions the verdicts are checked against, for the page's About. */
export { CHECKED_AGAINST, type CheckedAgainst } from '../engine/production/checked';
