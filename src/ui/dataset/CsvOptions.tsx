/**
 * Overrides for how a CSV is read: header, delimiter, types. Changing one reloads the file.
 */
import { useDatasetStore } from '../../stores/datasetStore';
import type { LoadChoices } from '../../stores/dataset/load';

/** CSV reading choices. */
export function CsvOptions() {
  const choices = useDatasetStore((s) => s.choices);
  const setChoices = useDatasetStore((s) => s.setChoices);
  const disabled = useDatasetStore((s) => s.loading !== null);
  return (
    <div className="csv-options" data-testid="csv-options">
      <label>
        Header
        <select
          value={choices.header}
          disabled={disabled}
          onChange={(e) => void setChoices({ header: e.target.value as LoadChoices['header'] })}
        >
          <option value="auto">Detect</option>
          <option value="yes">First row</option>
          <option value="no">None</option>
        </select>
      </label>
      <label>
        Delimiter
        <select
          value={choices.delimiter}
          disabled={disabled}
          data-testid="delimiter-select"
          onChange={(e) =>
            void setChoices({ delimiter: e.target.value as LoadChoices['delimiter'] })
          }
        >
          <option value="auto">Detect</option>
          <option value=",">Comma ,</option>
          <option value=";">Semicolon ;</option>
          <option value={'\t'}>Tab</option>
          <option value="|">Pipe |</option>
        </select>
      </label>
      <label>
        Types
        <select
          value={choices.types}
          disabled={disabled}
          data-testid="types-select"
          onChange={(e) => void setChoices({ types: e.target.value as LoadChoices['types'] })}
        >
          <option value="detect">Detect</option>
          <option value="text">All text</option>
        </select>
      </label>
    </div>
  );
}
