/**
 * Which row-level rules feed the split (like `outputs.invalid.rules`).
 */
import { useTranslation } from 'react-i18next';
import { useQuarantineStore } from '../../stores/quarantineStore';

/** The scope picker. */
export function ScopePicker() {
  const { t } = useTranslation();
  const codes = useQuarantineStore((s) => s.rowLevelCodes);
  const scope = useQuarantineStore((s) => s.scope);
  const split = useQuarantineStore((s) => s.split);
  const setScope = useQuarantineStore((s) => s.setScope);
  // The picked scope shows at once; the split catches up when its counts are back.
  const active = scope ?? split?.scope ?? [];
  const toggle = (code: string) => {
    const next = active.includes(code) ? active.filter((c) => c !== code) : [...active, code];
    // Keep declaration order, as the split does.
    void setScope(codes.filter((c) => next.includes(c)));
  };
  // Worded apart from the sentence: the key extractor does not see a t() nested in another.
  const which = scope === null ? t('scope.document') : t('scope.custom');
  return (
    <details className="scope-picker" data-testid="scope-picker">
      <summary>{t('scope.summary', { which, active: active.length, total: codes.length })}</summary>
      <div className="scope-options">
        {codes.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              checked={active.includes(code)}
              onChange={() => toggle(code)}
              data-testid="scope-option"
              data-code={code}
            />
            <code>{code}</code>
          </label>
        ))}
        <button
          type="button"
          className="link-button"
          onClick={() => void setScope(null)}
          disabled={scope === null}
        >
          {t('scope.back')}
        </button>
      </div>
    </details>
  );
}
