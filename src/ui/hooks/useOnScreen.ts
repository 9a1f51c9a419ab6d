/**
 * Tells `onChange` whether an element is on screen (or within a short scroll of it), and
 * that it is gone when the element leaves the page. The quarantine panel uses it so the
 * workbench computes the quarantine only while someone can see it.
 */
import { useCallback } from 'react';

/** How far below the viewport an element already counts as shown (it is about to be). */
const AHEAD = '0px 0px 200px 0px';

/** A callback ref that observes its element; `onChange` must be stable. */
export function useOnScreen<T extends Element>(
  onChange: (shown: boolean) => void,
): (element: T | null) => (() => void) | undefined {
  return useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        onChange(true);
        return () => onChange(false);
      }
      const observer = new IntersectionObserver(
        (entries) => onChange(entries.some((entry) => entry.isIntersecting)),
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        onChange(false);
      };
    },
    [onChange],
  );
}
