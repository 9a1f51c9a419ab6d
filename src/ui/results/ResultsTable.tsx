/**
 * One row per expanded rule. Clicking a row filters the quarantine to that rule.
 */
import { useTranslation } from 'react-i18next';
import type { RuleResult } from '../../engine/types';
import { useQuarantineStore } from '../../stores/quarantineStore';
import { useRulesStore } from '../../stores/rulesStore';
import { useRunStore } from '../../stores/runStore';
import { useExplainStore } from '../../stores/explainStore';
import { displayStatus } from '../../stores/summary';
import { formatCount, formatInUnit, metricUnit } from '../format';
import { MessageWords } from './MessageWords';
import { revealQuarantine } from '../quarantine/reveal';
import { SeverityBadge } from './SeverityBadge';
import { ruleNoteWords } from '../../stores/readNoteWords';

function Metric({ result }: { result: RuleResult }) {
  const { t } = useTranslation();
  if (result.metric_value === null && !result.must_be) return <span className="muted">—</span>;
  return (
    <span className="metric">
      <span className="metric-value" title={String(result.metric_value ?? '')}>
        {formatInUnit(result.metric_value, metricUnit(result.rule_type))}
      </span>
      {result.must_be && (
        <span className="threshold">{t('metric.mustBe', { threshold: result.must_be })}</span>
      )}
      {result.warn && (
        <span className="threshold">{t('metric.warnUnless', { threshold: result.warn })}</span>
      )}
    </span>
  );
}

/** The per-rule results table. */
export function ResultsTable() {
  const { t } = useTranslation();
  const result = useRunStore((s) => s.result);
  const selected = useQuarantineStore((s) => s.selectedCode);
  const selectRule = useQuarantineStore((s) => s.selectRule);
  /** Picks a rule and brings its rows on screen (they are computed only while shown). */
  const pick = (code: string) => {
    void selectRule(code);
    revealQuarantine();
  };
  const explain = useExplainStore((s) => s.explainRule);
  // Results of an older text stay on screen, marked stale, until the re-run replaces them.
  const resultText = useRunStore((s) => s.resultText);
  const readNotes = useRunStore((s) => s.readNotes);
  const sample = useRunStore((s) => s.sample);
  const stale = useRulesStore((s) => s.text) !== resultText;
  if (!result) return null;
  return (
    <section className="panel" aria-labelledby="results-title">
      <header className="panel-header">
        <h2 id="results-title">{t('results.title')}</h2>
        <span className="hint" data-testid="results-freshness">
          {stale ? t('results.stale') : t('results.clickHint')}
        </span>
      </header>
      <div
        className="table-scroll results-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="results-title"
      >
        <table
          className={`data-table results-table ${stale ? 'stale' : ''}`}
          data-testid="results-table"
          data-stale={stale}
        >
          <thead>
            <tr>
              <th>{t('results.outcome')}</th>
              <th>{t('results.rule')}</th>
              <th>{t('results.target')}</th>
              <th className="num">{t('results.metric')}</th>
              <th className="num">{t('results.failedRows')}</th>
              <th>{t('results.message')}</th>
            </tr>
          </thead>
          <tbody>
            {result.results.map((r, index) => {
              const status = displayStatus(r);
              return (
                <tr
                  key={index}
                  className={`result-row status-${status} ${selected === r.code ? 'selected' : ''}`}
                  data-testid="result-row"
                  data-code={r.code}
                  data-status={status}
                  data-validated-at={r.validated_at}
                  aria-selected={selected === r.code}
                  tabIndex={0}
                  onClick={() => pick(r.code)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      pick(r.code);
                    }
                  }}
                >
                  <td>
                    <SeverityBadge status={status} />
                  </td>
                  <td className="code-cell">
                    <code>{r.code}</code>
                    <span className="rule-type">
                      {r.check_name ? `${r.check_name} · ` : ''}
                      {r.rule_type}
                    </span>
                    <button
                      type="button"
                      className="link-button explain-button"
                      data-testid="explain-rule"
                      aria-label={t('explain.ruleButton', { code: r.code })}
                      onClick={(e) => {
                        e.stopPropagation();
                        explain(r.code, index);
                      }}
                      onKeyDown={(e) => e.stopPropagation()}
                    >
                      {t('explain.button')}
                    </button>
                  </td>
                  <td className="target-cell">
                    {/* A space after each comma lets long column lists wrap between names. */}
                    {r.target ? (
                      r.target.split(',').join(', ')
                    ) : (
                      <span className="muted">{t('results.table')}</span>
                    )}
                  </td>
                  <td className="num">
                    <Metric result={r} />
                    {sample && (
                      <span
                        className="sample-mark"
                        data-testid="sample-mark"
                        title={t('sample.markTitle', {
                          rows: formatCount(sample.rows),
                          name: sample.name,
                        })}
                      >
                        {t('sample.mark', { rows: formatCount(sample.rows) })}
                      </span>
                    )}
                  </td>
                  <td className="num" data-testid="failed-count">
                    {formatCount(r.failed_count)}
                  </td>
                  <td className="message-cell">
                    <MessageWords result={r} />
                    {readNotes[index] && (
                      <ul
                        className="read-notes"
                        aria-label={t('results.readNotes')}
                        data-testid="read-notes"
                      >
                        {readNotes[index]
                          .map((note) => ruleNoteWords(note, t))
                          .map((words) => (
                            <li key={words}>{words}</li>
                          ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
