/**
 * A `dqw` command that validates the whole file on the user's machine (or on Spark), with
 * a button that copies it.
 */
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';

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
  return (
    <div className="dqw-command" data-testid={testId}>
      <span className="dqw-command-label">{label ?? t('tooBig.wholeFile')}</span>{' '}
      <code data-testid={`${testId}-text`}>{command}</code>{' '}
      <CopyButton
        text={command}
        label={t('tooBig.copy')}
        ariaLabel={t('tooBig.copyLabel', { command })}
        copiedWords={t('tooBig.copied')}
        failedWords={t('tooBig.copyFailed')}
        className="button small"
        testId={`${testId}-copied`}
      />
    </div>
  );
}
