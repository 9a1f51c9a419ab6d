/**
 * The charts of the latest run.
 */
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failedBars, metricLines } from '../../stores/charts';
import { useRunStore } from '../../stores/runStore';
import { FailedRowsChart } from './FailedRowsChart';
import { MetricBandsChart } from './MetricBandsChart';

/**
 * Failed rows and metric bands side by side. They follow a new result after the results
 * table is on screen (a deferred render React may interrupt), not in the same frame.
 */
export function ChartsPanel() {
  const { t } = useTranslation();
  const result = useDeferredValue(useRunStore((s) => s.result));
  // The same element for the same result: the urgent render (still the old result) skips
  // the charts, and only the deferred one draws them.
  const charts = useMemo(
    () =>
      result && (
        <>
          <FailedRowsChart bars={failedBars(result)} />
          <MetricBandsChart lines={metricLines(result)} />
        </>
      ),
    [result],
  );
  if (!result) return null;
  return (
    <section className="panel charts" aria-label={t('charts.label')}>
      {charts}
    </section>
  );
}
