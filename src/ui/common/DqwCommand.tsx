/**
 * A `dqw` command that validates the whole file on the user's machine (or on Spark), with
 * a button that copies it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The command, labelled, with its copy button. */
export function DqwCommand({
  command,
  label,
  testId = 'dqw-command',
}: {
  command: string;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="dqw-command" data-testid={testId}>
      <span className="dqw-command-label">{label ?? t('tooBig.wholeFile')}</span>{' '}
      <code data-testid={`${testId}-text`}>{command}</code>{' '}
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
      <span aria-live="polite" data-testid={`${testId}-copied`}>
        {copied === true
          ? ` ${t('tooBig.copied')}`
          : copied === false
            ? ` ${t('tooBig.copyFailed')}`
            : ''}
      </span>
    </div>
  );
}
