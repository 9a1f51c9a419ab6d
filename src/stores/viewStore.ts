/**
 * Which view the right-hand column shows: the run's results, the file's profile, the run
 * history, the comparison with a second file, or the SQL scratchpad. Opening the profile profiles the file.
 */
import { create } from 'zustand';
import { useProfileStore } from './profileStore';

export type View = 'results' | 'profile' | 'history' | 'compare' | 'sql';

export const VIEWS: readonly View[] = ['results', 'profile', 'history', 'compare', 'sql'];

interface ViewState {
  view: View;
  show(view: View): void;
}

export const useViewStore = create<ViewState>()((set) => ({
  view: 'results',
  show(view) {
    set({ view });
    if (view === 'profile') void useProfileStore.getState().profile();
  },
}));
