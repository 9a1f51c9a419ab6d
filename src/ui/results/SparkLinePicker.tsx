/**
 * Which Spark line production runs on: the verdicts follow it (RULES.md §4). Spark 4 stops
 * a run on a text value a numeric rule cannot read as a number; Spark 3.5 reads it as NULL.
 */
import { useTranslation } from 'react-i18next';
import { SPARK_LINES, useSparkLineStore } from '../../stores/sparkLineStore';

export function SparkLinePicker() {
  const { t } = useTranslation();
  const line = useSparkLineStore((s) => s.line);
  const setLine = useSparkLineStore((s) => s.setLine);
  const names = { '4': t('sparkLine.four'), '3.5': t('sparkLine.threeFive') };
  return (
    <label className="spark-line" title={t('sparkLine.title')}>
      {t('sparkLine.label')}{' '}
      <select
        value={line}
        data-testid="spark-line"
        onChange={(e) => setLine(e.target.value === '3.5' ? '3.5' : '4')}
      >
        {SPARK_LINES.map((l) => (
          <option key={l} value={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
