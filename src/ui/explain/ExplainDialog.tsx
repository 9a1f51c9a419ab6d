/**
 * Explains a rule (plain words, the workbench's DuckDB SQL, production's Spark SQL) or a
 * quarantined row (which rule flagged which cell, and why), in a keyboard-reachable dialog.
 */
import { useTranslation } from 'react-i18next';
import { useExplainStore } from '../../stores/explainStore';
import { Dialog } from '../common/Dialog';

export function ExplainDialog() {
  const { t } = useTranslation();
  const { rule, row, close } = useExplainStore();
  if (rule) {
    return (
      <Dialog
        open
        title={t('explain.ruleTitle', { code: rule.code })}
        onClose={close}
        wide
        testId="explain-dialog"
      >
        <p>
          <strong>{rule.type}</strong> — {rule.summary}
        </p>
        <p>{rule.doc.replace(/`/g, '')}</p>
        <dl className="explain-facts">
          <dt>{t('explain.failsWhen')}</dt>
          <dd>{rule.failsWhen.replace(/`/g, '')}</dd>
          <dt>{t('explain.failedCount')}</dt>
          <dd>{rule.failedCount.replace(/`/g, '')}</dd>
          <dt>{t('explain.rowLevel')}</dt>
          <dd>{rule.rowLevel ? t('explain.rowLevelYes') : t('explain.rowLevelNo')}</dd>
        </dl>
        <h3>{t('explain.workbenchSql')}</h3>
        <pre
          className="sql"
          tabIndex={0}
          aria-label={t('explain.workbenchSql')}
          data-testid="explain-duckdb"
        >
          {rule.workbenchSql}
        </pre>
        <h3>{t('explain.sparkSql')}</h3>
        <pre
          className="sql"
          tabIndex={0}
          aria-label={t('explain.sparkSql')}
          data-testid="explain-spark"
        >
          {rule.sparkSql ?? t('explain.noSparkSql')}
        </pre>
      </Dialog>
    );
  }
  if (row) {
    return (
      <Dialog
        open
        title={t('explain.rowTitle', { n: row.index + 1 })}
        onClose={close}
        testId="explain-dialog"
      >
        {row.reasons.length === 0 ? (
          <p>{t('explain.noReason')}</p>
        ) : (
          <ul className="explain-reasons">
            {row.reasons.map((r, i) => (
              <li key={i}>
                <code>{r.code}</code>: {r.text}
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    );
  }
  return null;
}
