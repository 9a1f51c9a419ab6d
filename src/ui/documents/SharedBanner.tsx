/** Says what a share link opened (or why it could not), and that the recipient's own documents are kept. */
import { useTranslation } from 'react-i18next';
import { useDocumentsStore } from '../../stores/documentsStore';

export function SharedBanner() {
  const { t } = useTranslation();
  const shared = useDocumentsStore((s) => s.shared);
  const error = useDocumentsStore((s) => s.sharedError);
  const dismiss = useDocumentsStore((s) => s.dismissShared);
  if (!shared && !error) return null;
  return (
    <div
      className={`message ${error ? 'error' : 'info'} shared-banner`}
      role="status"
      data-testid="shared-banner"
    >
      <span>
        {error ??
          (shared!.withData
            ? t('share.openedWithData', { title: shared!.title })
            : t('share.opened', { title: shared!.title }))}
      </span>
      <button type="button" className="button small" onClick={dismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
