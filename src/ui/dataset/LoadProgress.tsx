/**
 * Progress of a file being loaded, with a way to cancel it.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { formatBytes } from '../format';

/** Progress bar and Cancel button while a file loads. */
export function LoadProgress() {
  const { t } = useTranslation();
  const loading = useDatasetStore((s) => s.loading);
  const cancel = useDatasetStore((s) => s.cancelLoad);
  if (!loading) return null;
  const percent = loading.percent;
  const phases = {
    checking: t('load.checking'),
    reading: t('load.reading'),
    describing: t('load.describing'),
  };
  return (
    <div className="load-progress" data-testid="load-progress" role="status">
      <div className="load-progress-text">
        <span>
          {phases[loading.phase]} — “{loading.name}” ({formatBytes(loading.size)})
        </span>
        {percent !== null && <span>{Math.round(percent)}%</span>}
      </div>
      <div
        className={`progress-track ${percent === null ? 'indeterminate' : ''}`}
        role="progressbar"
        aria-label={t('load.progress', { name: loading.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div
          className="progress-fill"
          style={{ width: percent === null ? undefined : `${percent}%` }}
        />
      </div>
      <button
        type="button"
        className="button small"
        data-testid="cancel-load"
        onClick={() => void cancel()}
      >
        {t('load.cancel')}
      </button>
    </div>
  );
}
