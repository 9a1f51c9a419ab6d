/**
 * One column's detail, opened from its row of the profile: the histogram with labelled
 * axes (bucket bounds, row counts), the most frequent values with their counts, the
 * named formats, the NULLs, and the rules suggested for it with their evidence.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Label,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ColumnProfile, Suggestion } from '../../stores/engine';
import { categoryBars, histogramBars, leadingFormats } from '../../stores/profileView';
import { evidenceWords } from '../../stores/suggestionWords';
import { AXIS_LINE, AXIS_TICK, GRID_LINE, TOOLTIP_STYLE } from '../charts/colors';
import { formatCount, formatMetric } from '../format';

const ROW_HEIGHT = 24;

interface Props {
  column: ColumnProfile;
  suggestions: Suggestion[];
  onClose: () => void;
}

export function ColumnDetail({ column, suggestions, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a column moves the focus to its detail, as a keyboard user expects.
  useEffect(() => heading.current?.focus(), [column.name]);
  const bins = histogramBars(column);
  const top = categoryBars({ ...column, kind: 'text', nearlyDistinct: false });
  const formats = leadingFormats(column);
  const mine = suggestions.filter((s) => s.column === column.name);
  const titleId = `profile-detail-title-${column.index}`;
  return (
    <section
      className="profile-detail"
      aria-labelledby={titleId}
      data-testid="profile-detail"
      data-column={column.name}
    >
      <header className="profile-detail-head">
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          {t('profile.detail.title', { column: column.name })}
        </h3>
        <span className="hint">{column.sparkType}</span>
        <button type="button" className="button" onClick={onClose}>
          {t('profile.detail.close')}
        </button>
      </header>
      <p data-testid="profile-detail-nulls">
        {t('profile.detail.nulls', {
          nulls: formatCount(column.nulls),
          rows: formatCount(column.rows),
          percent: formatMetric(Number(column.nullPercent.toFixed(1))),
        })}
      </p>
      <div className="profile-detail-charts">
        {bins.length > 0 && (
          <figure className="chart" data-testid="profile-detail-histogram">
            <figcaption>{t('profile.histogramOf', { column: column.name })}</figcaption>
            <ResponsiveContainer width="100%" height={220}>
              <BarChart data={bins} margin={{ top: 4, right: 16, bottom: 48, left: 16 }}>
                <CartesianGrid vertical={false} stroke={GRID_LINE} />
                <XAxis
                  dataKey="label"
                  tick={AXIS_TICK}
                  stroke={AXIS_LINE}
                  interval={0}
                  angle={-30}
                  textAnchor="end"
                  height={56}
                >
                  <Label value={t('profile.detail.buckets')} position="insideBottom" offset={-40} />
                </XAxis>
                <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={AXIS_LINE}>
                  <Label value={t('profile.detail.rows')} angle={-90} position="insideLeft" />
                </YAxis>
                <Tooltip
                  {...TOOLTIP_STYLE}
                  formatter={(value) => [formatCount(Number(value)), t('profile.detail.rows')]}
                />
                <Bar dataKey="count" fill="var(--accent)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
            <table className="visually-hidden">
              <caption>{t('profile.histogramOf', { column: column.name })}</caption>
              <tbody>
                {bins.map((b) => (
                  <tr key={b.label}>
                    <th scope="row">{b.label}</th>
                    <td>{formatCount(b.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
        {top.length > 0 && (
          <figure className="chart" data-testid="profile-detail-top">
            <figcaption>{t('profile.topOf', { column: column.name })}</figcaption>
            <ResponsiveContainer width="100%" height={top.length * ROW_HEIGHT + 48}>
              <BarChart
                data={top}
                layout="vertical"
                margin={{ top: 4, right: 24, bottom: 24, left: 8 }}
              >
                <CartesianGrid horizontal={false} stroke={GRID_LINE} />
                <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke={AXIS_LINE}>
                  <Label value={t('profile.detail.rows')} position="insideBottom" offset={-16} />
                </XAxis>
                <YAxis
                  type="category"
                  dataKey="label"
                  width={140}
                  tick={AXIS_TICK}
                  stroke={AXIS_LINE}
                  interval={0}
                  tickFormatter={(v: string) => (v.length > 20 ? `${v.slice(0, 19)}…` : v)}
                />
                <Tooltip
                  {...TOOLTIP_STYLE}
                  formatter={(value) => [formatCount(Number(value)), t('profile.detail.rows')]}
                />
                <Bar dataKey="count" fill="var(--accent)" isAnimationActive={false} barSize={14} />
              </BarChart>
            </ResponsiveContainer>
            <ul className="visually-hidden">
              {top.map((v) => (
                <li key={v.label}>{`${v.label}: ${formatCount(v.count)}`}</li>
              ))}
            </ul>
          </figure>
        )}
      </div>
      {column.kind === 'text' && (
        <p data-testid="profile-detail-formats">
          {formats.length
            ? `${t('profile.col.formats')}: ${formats.map((f) => `${f.format} ${f.percent}%`).join(', ')}`
            : t('profile.detail.noFormats')}
        </p>
      )}
      <h4 className="subhead">{t('profile.detail.suggestions')}</h4>
      {mine.length === 0 ? (
        <p className="empty">{t('profile.detail.noSuggestions')}</p>
      ) : (
        <ul className="suggestion-list" data-testid="profile-detail-suggestions">
          {mine.map((s) => (
            <li key={s.id} className="suggestion">
              <code className="suggestion-rule">{JSON.stringify(s.rule)}</code>
              <p className="suggestion-evidence">{evidenceWords(s.facts, t, i18n.language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
