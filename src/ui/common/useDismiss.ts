/**
 * Dismissal of a popup that overlays the page (a menu button's menu, a popover), as the
 * WAI-ARIA menu button pattern has it: while `open`, the popup closes
 *
 * - on Escape, wherever focus is, and focus goes back to the control that opened it;
 * - when focus moves to an element outside it (Tab past its last item, Shift+Tab before
 *   its button, a click on another control);
 * - on a pointerdown outside it, even on something that takes no focus.
 *
 * Focus that goes nowhere (the window loses focus, or the focused button is disabled while
 * its download is prepared) leaves the popup open: the user did not leave it.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Why the popup is being closed. */
export type DismissReason = 'escape' | 'focus-out' | 'outside';

/**
 * Calls `onDismiss` when the popup inside `container` (which must hold the button that opens
 * it too, so that pressing the button is not "outside") should close. `onDismiss` closes it;
 * on Escape it should also give focus back to the button.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  // The latest callback, so listeners are not re-attached on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const root = container.current;
    if (!open || !root) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !root.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismiss.current('escape');
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) dismiss.current('focus-out');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    // Capture: a widget that stops the event (the editor does) still closes the popup.
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [container, open]);
}
