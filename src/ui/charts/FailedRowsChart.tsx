/**
 * Failed rows per rule: one bar per rule, coloured by outcome.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { FailedBar } from '../../stores/charts';
import { AXIS_LINE, AXIS_TICK, GRID_LINE, STATUS_COLORS, TOOLTIP_STYLE } from './colors';

const ROW_HEIGHT = 22;

/** Horizontal bar chart of failed_count per rule. */
export function FailedRowsChart({ bars }: { bars: FailedBar[] }) {
  const { t } = useTranslation();
  return (
    <figure className="chart" data-testid="chart-failed-rows">
      <figcaption>{t('charts.failedRows')}</figcaption>
      <ResponsiveContainer width="100%" height={Math.max(120, bars.length * ROW_HEIGHT + 40)}>
        <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} stroke={GRID_LINE} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke={AXIS_LINE} />
          <YAxis
            type="category"
            dataKey="code"
            width={170}
            tick={AXIS_TICK}
            stroke={AXIS_LINE}
            interval={0}
            tickFormatter={(code: string) => (code.length > 26 ? `${code.slice(0, 25)}…` : code)}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            formatter={(value) => [String(value), t('charts.failedTooltip')]}
          />
          <Bar dataKey="failed" isAnimationActive={false} barSize={14}>
            {bars.map((bar) => (
              <Cell key={bar.code} fill={STATUS_COLORS[bar.status]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
