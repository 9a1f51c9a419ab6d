/**
 * The `dqw` command that validates the whole file on the user's machine, with a button
 * that copies it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The command, labelled, with its copy button. */
export function DqwCommand({ command }: { command: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="dqw-command" data-testid="dqw-command">
      <span className="dqw-command-label">{t('tooBig.wholeFile')}</span>{' '}
      <code data-testid="dqw-command-text">{command}</code>{' '}
      <button
        type="button"
        className="button small"
        aria-label={t('tooBig.copyLabel', { command })}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(command);
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {t('tooBig.copy')}
      </button>
      <span aria-live="polite" data-testid="dqw-command-copied">
        {copied === true
          ? ` ${t('tooBig.copied')}`
          : copied === false
            ? ` ${t('tooBig.copyFailed')}`
            : ''}
      </span>
    </div>
  );
}
