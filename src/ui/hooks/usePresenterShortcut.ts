/**
 * Alt+Shift+P anywhere on the page (the editor too) turns presenter mode on or off.
 */
import { useEffect } from 'react';
import { isPresenterShortcut, usePresenterStore } from '../../stores/presenterStore';

export function usePresenterShortcut(): void {
  const toggle = usePresenterStore((s) => s.toggle);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPresenterShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      toggle();
    };
    // Capture: the editor would otherwise take the keys first.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [toggle]);
}
