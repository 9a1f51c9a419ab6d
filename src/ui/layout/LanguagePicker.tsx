/**
 * The header's language picker: a native select (keyboard and screen readers for free),
 * each language named in itself. The choice is remembered; without one the page follows
 * the browser's languages.
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, asLanguage, setLanguage } from '../../i18n';

/** Language select. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.language) ?? 'en';
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={current}
        data-testid="language-picker"
        onChange={(event) => {
          const language = asLanguage(event.target.value);
          if (language) setLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
