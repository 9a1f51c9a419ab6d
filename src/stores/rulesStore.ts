/**
 * The rules document: its text (autosaved on every change), the parse of it, and the
 * sample it starts from. A view over the workbench's `rules` slice.
 */
import { diagnosticsOn } from '../engine';
import { workbench } from './session';
import { useSparkLineStore } from './sparkLineStore';
import { sliceStore } from './view';

export { SAMPLE_RULES_URL } from './session';

/** Zustand store of the rules document. */
export const useRulesStore = sliceStore('rules', {
  setText: (text: string) => workbench.setRules(text),
  /** Reads the autosaved text, else the sample. */
  init: () => workbench.initRules(),
  resetToSample: () => workbench.resetRules(),
});

/**
 * The document's errors where production runs on the page's Spark line: those of every
 * line and the line's own (`x::T` on 3.5, which production on 3.5 stops on).
 */
export function useDocumentErrors(): number {
  const parsed = useRulesStore((s) => s.parsed);
  const line = useSparkLineStore((s) => s.line);
  return diagnosticsOn(parsed, line).filter((d) => d.severity === 'error').length;
}
