/**
 * The charts of the latest run.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failedBars, metricLines } from '../../stores/charts';
import { useRunStore } from '../../stores/runStore';
import { FailedRowsChart } from './FailedRowsChart';
import { MetricBandsChart } from './MetricBandsChart';

/** Failed rows and metric bands side by side. */
export function ChartsPanel() {
  const { t } = useTranslation();
  const result = useRunStore((s) => s.result);
  const bars = useMemo(() => (result ? failedBars(result) : []), [result]);
  const lines = useMemo(() => (result ? metricLines(result) : []), [result]);
  if (!result) return null;
  return (
    <section className="panel charts" aria-label={t('charts.label')}>
      <FailedRowsChart bars={bars} />
      <MetricBandsChart lines={lines} />
    </section>
  );
}
