/** The suggested rules, each with its evidence and an "Add to document" button; or all at once. */
import { useTranslation } from 'react-i18next';
import { useProfileStore } from '../../stores/profileStore';
import { evidenceWords } from '../../stores/suggestionWords';

export function SuggestionsPanel() {
  const { t, i18n } = useTranslation();
  const suggestions = useProfileStore((s) => s.suggestions);
  const add = useProfileStore((s) => s.add);
  const addAll = useProfileStore((s) => s.addAll);
  const addError = useProfileStore((s) => s.addError);
  const startDocument = useProfileStore((s) => s.startDocument);
  return (
    <div className="suggestions" data-testid="suggestions">
      <div className="suggestions-head">
        <h3 className="subhead">{t('profile.suggested')}</h3>
        <button type="button" className="button" onClick={startDocument}>
          {t('profile.newDocument')}
        </button>
        <button
          type="button"
          className="button primary"
          onClick={addAll}
          disabled={suggestions.length === 0}
        >
          {t('profile.addAll', { n: suggestions.length })}
        </button>
      </div>
      {addError && (
        <p className="run-error" role="alert">
          {addError}
        </p>
      )}
      {suggestions.length === 0 ? (
        <p className="empty">{t('profile.nothing')}</p>
      ) : (
        <ul className="suggestion-list">
          {suggestions.map((s) => (
            <li key={s.id} className="suggestion" data-testid="suggestion" data-id={s.id}>
              <code className="suggestion-rule">{JSON.stringify(s.rule)}</code>
              <p className="suggestion-evidence">{evidenceWords(s.facts, t, i18n.language)}</p>
              <button
                type="button"
                className="link-button"
                onClick={() => add([s.id])}
                aria-label={t('profile.addName', {
                  rule: `${s.type}${s.column ? ` (${s.column})` : ''}`,
                })}
              >
                {t('profile.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
