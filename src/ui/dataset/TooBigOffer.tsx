/**
 * A file too large for the tab: why, in the user's terms (their file, its size, the
 * limit), a sample to load instead (first rows or spread across the file), and the `dqw`
 * command that validates the whole of it.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { DqwCommand } from '../common/DqwCommand';
import { dqwSparkCommand } from '../../stores/dqwCommand';
import { formatBytes, formatBytesApart } from '../format';
import { DismissButton } from '../common/DismissButton';

/** The offer, above the page while a refused file is on hand. */
export function TooBigOffer() {
  const { t } = useTranslation();
  const offer = useDatasetStore((s) => s.tooBig);
  const loading = useDatasetStore((s) => s.loading !== null);
  const loadSampleOf = useDatasetStore((s) => s.loadSampleOf);
  const dismiss = useDatasetStore((s) => s.dismissTooBig);
  if (!offer) return null;
  const { decision } = offer;
  // The file's size beside the limits it is compared with, told apart.
  const [size, limit, estimate] = formatBytesApart([
    decision.size,
    decision.limit,
    decision.estimated,
  ]);
  const values = {
    name: decision.name,
    size,
    limit,
    estimate,
    memory: formatBytes(decision.memory),
    factor: decision.factor.toLocaleString(),
    sample: formatBytes(decision.sampleBytes),
    kind: decision.kind === 'csv' ? 'CSV' : 'Parquet',
  };
  return (
    <section
      className="message error too-big"
      role="alert"
      aria-labelledby="too-big-title"
      data-testid="too-big"
    >
      <h2 id="too-big-title" className="too-big-title">
        {t('tooBig.title', values)}
      </h2>
      <p data-testid="too-big-why">
        {offer.cause === 'outOfMemory' ? t('tooBig.ranOut', values) : t('tooBig.why', values)}
        {decision.overridden && ` ${t('tooBig.overridden', values)}`}
      </p>
      <p>{t('tooBig.offer', values)}</p>
      <div className="too-big-actions">
        {(
          [
            ['first', t('tooBig.first', values)],
            ['spread', t('tooBig.spread', values)],
          ] as const
        ).map(([how, label]) => (
          <button
            key={how}
            type="button"
            className="button"
            disabled={loading}
            data-testid={`sample-${how}`}
            onClick={() => void loadSampleOf(how)}
          >
            {label}
          </button>
        ))}
      </div>
      <DqwCommand command={offer.command} />
      <DqwCommand
        command={dqwSparkCommand(decision.name)}
        label={t('tooBig.onSpark')}
        testId="dqw-spark-command"
      />
      <DismissButton onClick={dismiss} />
    </section>
  );
}
