/**
 * Messages above the page: why the last file was refused, notices, and the offer to load
 * the last dataset again.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { formatBytes } from '../format';
import { TooBigOffer } from '../dataset/TooBigOffer';
import { DismissButton } from '../common/DismissButton';

/** The message strip. */
export function Messages() {
  const { t } = useTranslation();
  const error = useDatasetStore((s) => s.error);
  const notice = useDatasetStore((s) => s.notice);
  const last = useDatasetStore((s) => s.lastDataset);
  const dismiss = useDatasetStore((s) => s.dismissMessages);
  const restoreLast = useDatasetStore((s) => s.restoreLast);
  const dismissLast = useDatasetStore((s) => s.dismissLast);
  const current = useDatasetStore((s) => s.dataset);
  const tooBig = useDatasetStore((s) => s.tooBig !== null);
  if (!error && !notice && !last && !tooBig) return null;
  return (
    <div className="messages">
      <TooBigOffer />
      {error && (
        <div className="message error" role="alert" data-testid="load-error">
          <strong>{t('messages.notLoaded')}</strong> <span>{error}</span>
          {current && (
            <span className="message-aside">
              {' '}
              {t('messages.stillUsing', { name: current.name })}
            </span>
          )}
          <DismissButton onClick={dismiss} />
        </div>
      )}
      {notice && (
        <div className="message info" role="status" data-testid="notice">
          <span>{notice}</span>
          <DismissButton onClick={dismiss} />
        </div>
      )}
      {last && (
        <div className="message info" data-testid="restore-offer">
          {last.stored ? (
            <>
              <span>
                {t('messages.lastStored', { name: last.name, size: formatBytes(last.size) })}
              </span>
              <button type="button" className="button small" onClick={() => void restoreLast()}>
                {t('messages.loadAgain')}
              </button>
            </>
          ) : (
            <span>{t('messages.lastNotStored', { name: last.name })}</span>
          )}
          <DismissButton onClick={dismissLast} />
        </div>
      )}
    </div>
  );
}
