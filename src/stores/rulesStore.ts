/**
 * The rules document: its text (autosaved on every change), the parse of it, and the
 * sample it starts from.
 */
import { create } from 'zustand';
import type { ParsedDocument } from '../engine/types';
import { parseDocument } from './engine';
// Saved into the active named document, or the open lesson's progress.
import { loadEditorText as loadSavedRules, saveEditorText as saveRules } from './persist/library';

/** Bundled sample rules served by the app itself. */
export const SAMPLE_RULES_URL = './samples/rules.json';

interface RulesState {
  text: string;
  parsed: ParsedDocument;
  /** False until the saved text or the sample has been read. */
  ready: boolean;
  /** Whether the text came back from autosave (vs. the sample). */
  restored: boolean;
  setText(text: string): void;
  /** Reads the autosaved text, else the sample. */
  init(): Promise<void>;
  resetToSample(): Promise<void>;
}

async function fetchSample(): Promise<string> {
  const response = await fetch(SAMPLE_RULES_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Zustand store of the rules document. */
export const useRulesStore = create<RulesState>()((set, get) => ({
  text: '',
  parsed: parseDocument('{}'),
  ready: false,
  restored: false,

  setText(text) {
    if (text === get().text) return;
    saveRules(text);
    set({ text, parsed: parseDocument(text) });
  },

  async init() {
    const saved = loadSavedRules();
    const text = saved ?? (await fetchSample().catch(() => '{ "validations": { "rules": [] } }'));
    set({ text, parsed: parseDocument(text), ready: true, restored: saved !== null });
  },

  async resetToSample() {
    get().setText(await fetchSample());
  },
}));
