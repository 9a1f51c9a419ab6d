/**
 * Which row-level rules feed the split (like `outputs.invalid.rules`).
 */
import { useQuarantineStore } from '../../stores/quarantineStore';

/** The scope picker. */
export function ScopePicker() {
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
  return (
    <details className="scope-picker" data-testid="scope-picker">
      <summary>
        Scope: {scope === null ? 'as the document says' : 'custom'} ({active.length} of{' '}
        {codes.length} row-level rules)
      </summary>
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
          Back to the document’s scope
        </button>
      </div>
    </details>
  );
}
