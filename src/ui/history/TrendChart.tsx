/** One rule across runs: its metric against its thresholds, and its failure rate. */
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HistoryRecord } from '../../stores/engine';
import { trend } from '../../stores/historyStore';
import { thresholdEdges, trendRows } from '../../stores/profileView';
import { AXIS_LINE, AXIS_TICK, GRID_LINE, STATUS_COLORS } from '../charts/colors';

export function TrendChart({ records, code }: { records: HistoryRecord[]; code: string }) {
  const { t } = useTranslation();
  const points = trend(records, code);
  const rows = trendRows(points);
  const last = points[points.length - 1];
  const mustBe = thresholdEdges(last?.must_be);
  const warn = thresholdEdges(last?.warn);
  const hasMetric = rows.some((r) => r.metric !== null);
  return (
    <figure className="chart" data-testid="trend-chart" data-code={code} data-points={rows.length}>
      <figcaption>
        <code>{code}</code> · {t('history.runs', { n: rows.length })}
        {last?.must_be ? ` · ${t('history.mustBe', { threshold: last.must_be })}` : ''}
        {last?.warn ? ` · ${t('history.warnUnless', { threshold: last.warn })}` : ''}
      </figcaption>
      {hasMetric && (
        <ResponsiveContainer width="100%" height={160}>
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid stroke={GRID_LINE} />
            <XAxis dataKey="run" tick={AXIS_TICK} stroke={AXIS_LINE} />
            <YAxis tick={AXIS_TICK} stroke={AXIS_LINE} width={56} />
            <Tooltip />
            {mustBe.map((y, i) => (
              <ReferenceLine
                key={`m${i}`}
                y={y}
                stroke={STATUS_COLORS.fail}
                strokeDasharray="4 3"
              />
            ))}
            {warn.map((y, i) => (
              <ReferenceLine
                key={`w${i}`}
                y={y}
                stroke={STATUS_COLORS.warn}
                strokeDasharray="2 3"
              />
            ))}
            <Line
              type="monotone"
              dataKey="metric"
              name="metric"
              stroke="var(--accent)"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      )}
      <ResponsiveContainer width="100%" height={120}>
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid stroke={GRID_LINE} />
          <XAxis dataKey="run" tick={AXIS_TICK} stroke={AXIS_LINE} />
          <YAxis tick={AXIS_TICK} stroke={AXIS_LINE} width={56} unit="%" />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="failurePercent"
            name="failed / rows (%)"
            stroke={STATUS_COLORS.fail}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
      <p className="legend">{t('history.legend')}</p>
    </figure>
  );
}
