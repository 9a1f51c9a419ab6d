/**
 * A result's message in the page's language. The report file keeps the engine's English
 * text (production's table takes it as it is): where the page's sentence differs from it,
 * that text is shown beside it, so what the file will say is never a surprise.
 */
import { useTranslation } from 'react-i18next';
import type { RuleResult } from '../../engine/types';
import { resultWords } from '../../stores/resultWords';
import { shownMessage } from '../format';

export function MessageWords({ result }: { result: RuleResult }) {
  const { t, i18n } = useTranslation();
  const words = resultWords(result, t);
  const english = i18n.language === 'en';
  return (
    <>
      <span
        className="message-text"
        data-testid="result-message"
        data-said-keys={words.keys.join(' ')}
      >
        {shownMessage({ ...result, message: words.text })}
      </span>
      {!english && words.text !== result.message && (
        <span className="report-message" data-testid="report-message">
          {t('outcome.inReport')} <q lang="en">{result.message}</q>
        </span>
      )}
    </>
  );
}
