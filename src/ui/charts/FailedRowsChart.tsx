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
import type { FailedBar } from '../../stores/charts';
import { STATUS_COLORS } from './colors';

const ROW_HEIGHT = 22;

/** Horizontal bar chart of failed_count per rule. */
export function FailedRowsChart({ bars }: { bars: FailedBar[] }) {
  return (
    <figure className="chart" data-testid="chart-failed-rows">
      <figcaption>Failed rows per rule</figcaption>
      <ResponsiveContainer width="100%" height={Math.max(120, bars.length * ROW_HEIGHT + 40)}>
        <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} stroke="#e6e8ec" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis
            type="category"
            dataKey="code"
            width={170}
            tick={{ fontSize: 11 }}
            interval={0}
            tickFormatter={(code: string) => (code.length > 26 ? `${code.slice(0, 25)}…` : code)}
          />
          <Tooltip formatter={(value) => [String(value), 'failed rows']} />
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
