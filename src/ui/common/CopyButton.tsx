/**
 * A button that copies a text to the clipboard and says beside it, for screen readers too,
 * that it did (or could not) — until the text changes: a share link, a class pack's link,
 * a `dqw` command.
 */
import { useState } from 'react';

export function CopyButton({
  text,
  label,
  copiedWords,
  failedWords = '',
  ariaLabel,
  className,
  testId,
}: {
  text: string;
  label: string;
  copiedWords: string;
  /** Said when the clipboard refuses (nothing by default). */
  failedWords?: string;
  ariaLabel?: string;
  className: string;
  /** The status's test id. */
  testId?: string;
}) {
  // The text the last attempt was for, and whether it was copied.
  const [done, setDone] = useState<{ text: string; ok: boolean } | null>(null);
  const said = done?.text !== text ? '' : done.ok ? copiedWords : failedWords;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setDone({ text, ok: true });
          } catch {
            setDone({ text, ok: false });
          }
        }}
      >
        {label}
      </button>
      <span aria-live="polite" data-testid={testId}>
        {said && ` ${said}`}
      </span>
    </>
  );
}
