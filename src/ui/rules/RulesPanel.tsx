/**
 * The rules panel: the editor (with its problems list) and whether the document is valid.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { documentShapeWords } from '../../stores/documentShapeWords';
import { useDocumentErrors, useRulesStore } from '../../stores/rulesStore';
import { useRunStore } from '../../stores/runStore';
import { useSparkLineStore } from '../../stores/sparkLineStore';
import { RulesEditor } from '../editor/RulesEditor';
import type { ColumnInfo } from '../../engine/types';

const NO_COLUMNS: ColumnInfo[] = [];

/** The rules document and its problems. */
export function RulesPanel() {
  const { t } = useTranslation();
  const text = useRulesStore((s) => s.text);
  const parsed = useRulesStore((s) => s.parsed);
  const ready = useRulesStore((s) => s.ready);
  const setText = useRulesStore((s) => s.setText);
  const resetToSample = useRulesStore((s) => s.resetToSample);
  const columns = useDatasetStore((s) => s.dataset?.columns ?? NO_COLUMNS);
  const run = useRunStore((s) => s.run);
  const sparkLine = useSparkLineStore((s) => s.line);
  const errors = useDocumentErrors();
  const ok = errors === 0;
  const shape = documentShapeWords(parsed, t);
  return (
    <section className="panel rules-panel" aria-labelledby="rules-title">
      <header className="panel-header">
        <h2 id="rules-title">{t('rules.title')}</h2>
        <span
          className={`doc-status ${ok ? 'ok' : 'bad'}`}
          data-testid="rules-status"
          title={ok ? t('rules.validTitle') : undefined}
        >
          {ok
            ? t('rules.valid', { count: parsed.rules.length })
            : t('rules.errors', { count: errors })}
        </span>
        <button type="button" className="link-button" onClick={() => void resetToSample()}>
          {t('rules.reset')}
        </button>
      </header>
      {shape && (
        <p className="hint doc-shape" data-testid="rules-shape">
          {shape}
        </p>
      )}
      <div className="editor-host">
        {ready && (
          <RulesEditor
            value={text}
            onChange={setText}
            onRun={() => void run()}
            columns={columns}
            parsed={parsed}
            sparkLine={sparkLine}
          />
        )}
      </div>
    </section>
  );
}
