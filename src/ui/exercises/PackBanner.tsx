/** Says why a class pack (a file, a link) could not be opened; nothing else changed. */
import { useTranslation } from 'react-i18next';
import { useExercisesStore } from '../../stores/exercisesStore';

export function PackBanner() {
  const { t } = useTranslation();
  const error = useExercisesStore((s) => s.openError);
  const dismiss = useExercisesStore((s) => s.dismissOpenError);
  if (!error) return null;
  return (
    <div className="message error shared-banner" role="alert" data-testid="pack-error">
      <span>{error}</span>
      <button type="button" className="button small" onClick={dismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
