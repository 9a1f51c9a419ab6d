/**
 * The dataset panel: which file is loaded, its size and shape, its columns in Spark's
 * vocabulary (as the `schema` rule sees them), and its first rows.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { formatBytes, formatCount } from '../format';
import { CsvOptions } from './CsvOptions';
import { ExcelSheet } from './ExcelSheet';
import { LoadProgress } from './LoadProgress';
import { PreviewTable } from './PreviewTable';
import { columnNoteWords, reasonWords } from '../../stores/readNoteWords';
import { datasetWarningWords } from '../../stores/readWarningWords';
import { datasetNameWords } from '../../stores/datasetName';
import { findLesson, useTeachStore } from '../../stores/teachStore';
import { say } from '../../teach/text';
import { useLocale } from '../teach/useLocale';

/** Dataset summary, columns and preview. */
export function DatasetPanel() {
  const { t } = useTranslation();
  const dataset = useDatasetStore((s) => s.dataset);
  const locale = useLocale();
  const dataLesson = findLesson(useTeachStore((s) => s.dataLesson) ?? '');
  const firstRows = t('sample.how.first');
  const spreadRows = t('sample.how.spread');
  const delimiterNames: Record<string, string> = {
    ',': t('dataset.delimiterName.comma'),
    ';': t('dataset.delimiterName.semicolon'),
    '\t': t('dataset.delimiterName.tab'),
    '|': t('dataset.delimiterName.pipe'),
  };
  return (
    <section
      className="panel dataset-panel"
      aria-labelledby="dataset-title"
      data-testid="dataset-panel"
    >
      <header className="panel-header">
        <h2 id="dataset-title">{t('dataset.title')}</h2>
        {dataset?.source === 'sample' && <span className="tag">{t('dataset.sampleTag')}</span>}
        {dataset?.source === 'lesson' && dataLesson && (
          <span className="tag" data-testid="dataset-lesson-tag">
            {t('dataset.lessonTag', { title: say(dataLesson.title, locale), name: dataset.name })}
          </span>
        )}
        {dataset?.sample && (
          <span className="tag sample-tag" data-testid="dataset-sample-tag">
            {t('sample.tag')}
          </span>
        )}
      </header>
      <LoadProgress />
      {!dataset ? (
        <p className="empty">{t('dataset.empty')}</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{t('dataset.file')}</dt>
              <dd data-testid="dataset-name" title={dataset.name}>
                {datasetNameWords(dataset.name, t)}
              </dd>
            </div>
            <div>
              <dt>{t('dataset.size')}</dt>
              <dd data-testid="dataset-size">{formatBytes(dataset.size)}</dd>
            </div>
            <div>
              <dt>{t('dataset.rows')}</dt>
              <dd data-testid="dataset-rows">{formatCount(dataset.rows)}</dd>
            </div>
            <div>
              <dt>{t('dataset.columns')}</dt>
              <dd data-testid="dataset-column-count">{formatCount(dataset.columns.length)}</dd>
            </div>
            <div>
              <dt>{t('dataset.format')}</dt>
              <dd>
                {dataset.kind === 'csv'
                  ? dataset.delimiter
                    ? t('dataset.csvWith', {
                        delimiter: delimiterNames[dataset.delimiter] ?? dataset.delimiter,
                      })
                    : 'CSV'
                  : dataset.kind === 'json'
                    ? dataset.reading?.multiLine
                      ? t('dataset.jsonDocument')
                      : t('dataset.jsonLines')
                    : dataset.kind === 'excel'
                      ? t('excel.format', { sheet: dataset.excel?.sheet ?? '' })
                      : 'Parquet'}
              </dd>
            </div>
          </dl>
          {dataset.sample && (
            <p className="sample-of" data-testid="dataset-sample">
              {t('sample.dataset', {
                rows: formatCount(dataset.rows),
                name: dataset.sample.name,
                size: formatBytes(dataset.sample.size),
                how: dataset.sample.mode === 'first' ? firstRows : spreadRows,
              })}
            </p>
          )}
          {dataset.kind === 'csv' && <CsvOptions />}
          {dataset.kind === 'excel' && dataset.excel && dataset.excel.sheets.length > 1 && (
            <ExcelSheet sheets={dataset.excel.sheets} sheet={dataset.excel.sheet} />
          )}
          {dataset.warnings.length > 0 && (
            <ul className="dataset-warnings">
              {datasetWarningWords(dataset, t).map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <h3 className="subhead">{t('dataset.columns')}</h3>
          {/* Focusable: a file with many columns (or many notes) scrolls this list. */}
          <ul
            className="columns"
            data-testid="dataset-columns"
            tabIndex={0}
            aria-label={t('dataset.columns')}
          >
            {dataset.columns.map((column, i) => {
              const read = dataset.read[i];
              return (
                <li
                  key={column.name}
                  title={`${read ? t('dataset.productionType', { type: read.sparkType, reason: reasonWords(read.reason, t) }) : ''}\n${t('dataset.duckdbType', { type: column.duckdbType })}`}
                  data-testid="dataset-column"
                >
                  <span className="column-name">{column.name}</span>
                  <span className="column-type">{column.sparkType}</span>
                  {read && read.notes.length > 0 && (
                    <ul className="column-notes" data-testid="column-notes">
                      {columnNoteWords(read, t).map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="subhead">{t('dataset.firstRows')}</h3>
          <PreviewTable columns={dataset.columns.map((c) => c.name)} rows={dataset.preview.rows} />
        </>
      )}
    </section>
  );
}
