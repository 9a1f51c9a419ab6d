/**
 * The full-page hint shown while a file is dragged over the page.
 */

import { useTranslation } from 'react-i18next';

/** Drop hint overlay. */
export function DropOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay">
      <div className="drop-card">
        <strong>{t('drop.title')}</strong>
        <span>{t('drop.detail')}</span>
      </div>
    </div>
  );
}
