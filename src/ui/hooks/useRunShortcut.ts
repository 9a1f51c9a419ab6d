/**
 * Ctrl/Cmd+Enter anywhere on the page runs the rules.
 */
import { useEffect } from 'react';

/** Calls `run` on Ctrl/Cmd+Enter. */
export function useRunShortcut(run: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        run();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);
}
