/**
 * The dataset panel: which file is loaded, its size and shape, its columns in Spark's
 * vocabulary (as the `schema` rule sees them), and its first rows.
 */
import { useDatasetStore } from '../../stores/datasetStore';
import { formatBytes, formatCount } from '../format';
import { CsvOptions } from './CsvOptions';
import { LoadProgress } from './LoadProgress';
import { PreviewTable } from './PreviewTable';

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

/** Dataset summary, columns and preview. */
export function DatasetPanel() {
  const dataset = useDatasetStore((s) => s.dataset);
  return (
    <section
      className="panel dataset-panel"
      aria-labelledby="dataset-title"
      data-testid="dataset-panel"
    >
      <header className="panel-header">
        <h2 id="dataset-title">Dataset</h2>
        {dataset?.source === 'sample' && <span className="tag">bundled sample</span>}
      </header>
      <LoadProgress />
      {!dataset ? (
        <p className="empty">
          Drop a CSV or Parquet file anywhere on the page, or use “Open file…”.
        </p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>File</dt>
              <dd data-testid="dataset-name" title={dataset.name}>
                {dataset.name}
              </dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd data-testid="dataset-size">{formatBytes(dataset.size)}</dd>
            </div>
            <div>
              <dt>Rows</dt>
              <dd data-testid="dataset-rows">{formatCount(dataset.rows)}</dd>
            </div>
            <div>
              <dt>Columns</dt>
              <dd data-testid="dataset-column-count">{formatCount(dataset.columns.length)}</dd>
            </div>
            <div>
              <dt>Format</dt>
              <dd>
                {dataset.kind === 'csv'
                  ? `CSV${dataset.delimiter ? `, ${DELIMITER_NAMES[dataset.delimiter] ?? dataset.delimiter}` : ''}`
                  : 'Parquet'}
              </dd>
            </div>
          </dl>
          {dataset.kind === 'csv' && <CsvOptions />}
          {dataset.warnings.length > 0 && (
            <ul className="dataset-warnings">
              {dataset.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <h3 className="subhead">Columns</h3>
          <ul className="columns" data-testid="dataset-columns">
            {dataset.columns.map((column) => (
              <li key={column.name} title={`DuckDB type: ${column.duckdbType}`}>
                <span className="column-name">{column.name}</span>
                <span className="column-type">{column.sparkType}</span>
              </li>
            ))}
          </ul>
          <h3 className="subhead">First rows</h3>
          <PreviewTable columns={dataset.columns.map((c) => c.name)} rows={dataset.preview.rows} />
        </>
      )}
    </section>
  );
}
