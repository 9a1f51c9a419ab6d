/**
 * The quarantine download's codes column (RULES.md §6): off unless the document sets
 * `outputs.invalid.annotate`, as production writes it; the user may add or drop it here.
 */
import { useTranslation } from 'react-i18next';
import { effectiveAnnotate, useAnnotateChoiceStore } from '../../stores/annotateChoice';
import { useRulesStore } from '../../stores/rulesStore';

export function AnnotateChoice() {
  const { t } = useTranslation();
  const doc = useRulesStore((s) => s.parsed);
  const { choice, setEnabled, setColumn, reset } = useAnnotateChoiceStore();
  const current = effectiveAnnotate(choice, doc);
  return (
    <div className="annotate-choice" data-testid="annotate-choice">
      <label>
        <input
          type="checkbox"
          data-testid="annotate-enabled"
          checked={current.enabled}
          onChange={(e) => setEnabled(e.target.checked, doc)}
        />{' '}
        {t('downloads.annotate.label')}
      </label>
      <input
        type="text"
        className="annotate-column"
        data-testid="annotate-column"
        aria-label={t('downloads.annotate.column')}
        value={current.column}
        disabled={!current.enabled}
        onChange={(e) => setColumn(e.target.value, doc)}
      />
      <p className="annotate-hint">
        {!current.followsDocument
          ? t('downloads.annotate.chosen')
          : current.enabled
            ? t('downloads.annotate.fromDocument')
            : t('downloads.annotate.none')}{' '}
        {!current.followsDocument && (
          <button type="button" className="link-button" onClick={reset}>
            {t('downloads.annotate.reset')}
          </button>
        )}
      </p>
    </div>
  );
}
