/**
 * The header's theme control: Auto / Light / Dark as a small segmented group.
 */
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, useThemeStore, type ThemeChoice } from '../../stores/themeStore';

/** Segmented Auto / Light / Dark switch; the pressed button is the current choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  const words: Record<ThemeChoice, { label: string; title: string }> = {
    auto: { label: t('theme.auto'), title: t('theme.autoTitle') },
    light: { label: t('theme.light'), title: t('theme.lightTitle') },
    dark: { label: t('theme.dark'), title: t('theme.darkTitle') },
  };
  return (
    <div
      className="theme-toggle"
      role="group"
      aria-label={t('theme.group')}
      data-testid="theme-toggle"
    >
      {THEME_CHOICES.map((value) => (
        <button
          key={value}
          type="button"
          className="theme-option"
          aria-pressed={choice === value}
          data-theme-choice={value}
          title={words[value].title}
          onClick={() => setChoice(value)}
        >
          {words[value].label}
        </button>
      ))}
    </div>
  );
}
