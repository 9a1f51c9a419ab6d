/** The × that closes a message, named for screen readers. */
import { useTranslation } from 'react-i18next';

export function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="message-close"
      aria-label={t('messages.dismiss')}
      onClick={onClick}
    >
      ×
    </button>
  );
}
