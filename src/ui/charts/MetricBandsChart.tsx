/**
 * Each metric on its own number line: green where `must_be` holds (and `warn` too), amber
 * where only `must_be` holds, red where it fails; the dot is the measured value.
 */
import { ComposedChart, ReferenceArea, ResponsiveContainer, Scatter, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { MetricLine } from '../../stores/charts';
import { formatInUnit } from '../format';
import { AXIS_LINE, AXIS_TICK, BAND_COLORS, STATUS_COLORS } from './colors';

function OneMetric({ line }: { line: MetricLine }) {
  const { t } = useTranslation();
  return (
    <div className="metric-line" data-testid="metric-line" data-code={line.code}>
      <div className="metric-line-head">
        <code>{line.code}</code>
        <span>
          <strong>{formatInUnit(line.value, line.unit)}</strong> ·{' '}
          {t('metric.mustBe', { threshold: line.mustBe })}
          {line.warn ? ` · ${t('metric.warnUnless', { threshold: line.warn })}` : ''}
        </span>
      </div>
      <ResponsiveContainer width="100%" height={44}>
        <ComposedChart margin={{ top: 4, right: 12, bottom: 0, left: 12 }}>
          <XAxis
            type="number"
            dataKey="x"
            domain={line.domain}
            allowDataOverflow
            tick={{ ...AXIS_TICK, fontSize: 10 }}
            stroke={AXIS_LINE}
            tickFormatter={(v: number) => formatInUnit(Number(v.toPrecision(3)), line.unit)}
            tickCount={5}
          />
          <YAxis type="number" dataKey="y" domain={[-1, 1]} hide />
          {line.bands.map((band, i) => (
            <ReferenceArea
              key={i}
              x1={band.from}
              x2={band.to}
              y1={-1}
              y2={1}
              fill={BAND_COLORS[band.outcome]}
              fillOpacity={1}
              stroke="none"
              ifOverflow="hidden"
            />
          ))}
          <Scatter
            data={[{ x: line.value, y: 0 }]}
            fill={STATUS_COLORS[line.status]}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Small multiples of the metric rules. */
export function MetricBandsChart({ lines }: { lines: MetricLine[] }) {
  const { t } = useTranslation();
  return (
    <figure className="chart" data-testid="chart-metrics">
      <figcaption>{t('charts.metrics')}</figcaption>
      {lines.length === 0 ? (
        <p className="empty">{t('charts.noMetric')}</p>
      ) : (
        <div className="metric-lines">
          {lines.map((line) => (
            <OneMetric key={line.code} line={line} />
          ))}
        </div>
      )}
      <p className="legend">
        <span className="swatch pass" /> {t('charts.passes')} <span className="swatch warn" />{' '}
        {t('charts.warns')} <span className="swatch fail" /> {t('charts.fails')}
      </p>
    </figure>
  );
}
