/**
 * How the class pack being written travels: try it as a student, download its file, or
 * make its link (said plainly when it is too long for one, with the file offered).
 */
import { useTranslation } from 'react-i18next';
import { useExercisesStore } from '../../stores/exercisesStore';
import { CopyButton } from '../common/CopyButton';

export function PackShare() {
  const { t } = useTranslation();
  const s = useExercisesStore();
  const none = s.exercises.length === 0;
  return (
    <div className="pack-share">
      <div className="author-row">
        <button
          type="button"
          className="button small"
          data-testid="pack-try"
          disabled={none}
          onClick={() => void s.openAsStudent()}
        >
          {t('exercises.openAsStudent')}
        </button>
        <button
          type="button"
          className="button small"
          data-testid="pack-download"
          disabled={none}
          onClick={() => s.downloadPack()}
        >
          {t('exercises.downloadPack')}
        </button>
        <button
          type="button"
          className="button small"
          data-testid="pack-make-link"
          disabled={none}
          onClick={() => void s.makeLink()}
        >
          {t('exercises.makeLink')}
        </button>
      </div>
      <div aria-live="polite">
        {s.link && !s.link.fits && (
          <p className="message error" data-testid="pack-too-long">
            {t('exercises.tooLongForLink', { chars: s.link.chars })}{' '}
            <button type="button" className="button small" onClick={() => s.downloadPack()}>
              {t('exercises.downloadPack')}
            </button>
          </p>
        )}
      </div>
      {s.link?.url && (
        <div className="pack-link">
          <p className="muted">{t('share.private')}</p>
          <label className="field">
            {t('share.link')}
            <input
              readOnly
              value={s.link.url}
              data-testid="pack-link"
              onFocus={(e) => e.target.select()}
            />
          </label>
          <CopyButton
            text={s.link.url}
            label={t('share.copy')}
            copiedWords={t('share.copied')}
            className="button small"
          />
        </div>
      )}
    </div>
  );
}
