/**
 * Brings the quarantine panel on screen. Picking a rule in the results asks for its rows,
 * and the quarantine is computed only while it is shown: so the pick scrolls to it.
 */

/** The id of the quarantine panel's heading. */
export const QUARANTINE_TITLE_ID = 'quarantine-title';

/** Scrolls the quarantine panel into view, if it is on the page. */
export function revealQuarantine(): void {
  const panel = document.getElementById(QUARANTINE_TITLE_ID)?.closest('section');
  panel?.scrollIntoView({ block: 'nearest' });
}
