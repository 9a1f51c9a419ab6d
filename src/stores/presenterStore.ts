/**
 * Presenter mode, for a projector: large type, the editor and the results side by side.
 * Toggled from the top bar and with Alt+Shift+P; kept for the visit only (a classroom
 * machine goes back to the normal page on the next open).
 */
import { create } from 'zustand';

interface PresenterState {
  on: boolean;
  toggle(): void;
}

export const usePresenterStore = create<PresenterState>()((set, get) => ({
  on: false,
  toggle() {
    set({ on: !get().on });
  },
}));

/** The editor's font size, in pixels, in and out of presenter mode. */
export const EDITOR_FONT_SIZE = { normal: 13, presenter: 22 } as const;

/** Whether a key press is the presenter shortcut (Alt+Shift+P, whatever the layout types). */
export const isPresenterShortcut = (e: KeyboardEvent): boolean =>
  e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyP';
