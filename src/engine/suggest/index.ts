export {
  suggestRules,
  suggestedDocument,
  existingKeys,
  MAX_VALID_VALUES,
  FORMAT_SHARE,
  evidenceText,
  quoted,
  type Evidence,
  type Suggestion,
  type SuggestOptions,
} from './suggest';
export { addRulesToDocument } from './merge';
export { roundedBounds, percentAbove, daysAbove } from './round';
