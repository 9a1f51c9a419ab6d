/**
 * The rules document: its text (autosaved on every change), the parse of it, and the
 * sample it starts from. A view over the workbench's `rules` slice.
 */
import { workbench } from './session';
import { sliceStore } from './view';

export { SAMPLE_RULES_URL } from './session';

/** Zustand store of the rules document. */
export const useRulesStore = sliceStore('rules', {
  setText: (text: string) => workbench.setRules(text),
  /** Reads the autosaved text, else the sample. */
  init: () => workbench.initRules(),
  resetToSample: () => workbench.resetRules(),
});
