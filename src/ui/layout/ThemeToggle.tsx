/**
 * The header's theme control: Auto / Light / Dark as a small segmented group.
 */
import { THEME_CHOICES, useThemeStore } from '../../stores/themeStore';

/** Segmented Auto / Light / Dark switch; the pressed button is the current choice. */
export function ThemeToggle() {
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  return (
    <div className="theme-toggle" role="group" aria-label="Colour theme" data-testid="theme-toggle">
      {THEME_CHOICES.map((option) => (
        <button
          key={option.value}
          type="button"
          className="theme-option"
          aria-pressed={choice === option.value}
          data-theme-choice={option.value}
          title={option.title}
          onClick={() => setChoice(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
