/**
 * Overrides for how a CSV is read: header, delimiter, types. Changing one reloads the file.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import type { LoadChoices } from '../../stores/dataset/load';

/** CSV reading choices. */
export function CsvOptions() {
  const { t } = useTranslation();
  const choices = useDatasetStore((s) => s.choices);
  const setChoices = useDatasetStore((s) => s.setChoices);
  const disabled = useDatasetStore((s) => s.loading !== null);
  const [schema, setSchema] = useState(choices.schema);
  const applySchema = () => {
    if (schema.trim() !== choices.schema.trim()) void setChoices({ schema: schema.trim() });
  };
  return (
    <div className="csv-options" data-testid="csv-options">
      <label>
        {t('csv.header')}
        <select
          value={choices.header}
          disabled={disabled}
          onChange={(e) => void setChoices({ header: e.target.value as LoadChoices['header'] })}
        >
          <option value="auto">{t('csv.asProduction')}</option>
          <option value="yes">{t('csv.firstRow')}</option>
          <option value="no">{t('csv.none')}</option>
        </select>
      </label>
      <label>
        {t('csv.delimiter')}
        <select
          value={choices.delimiter}
          disabled={disabled}
          data-testid="delimiter-select"
          onChange={(e) =>
            void setChoices({ delimiter: e.target.value as LoadChoices['delimiter'] })
          }
        >
          <option value="auto">{t('csv.detect')}</option>
          <option value=",">{t('csv.comma')}</option>
          <option value=";">{t('csv.semicolon')}</option>
          <option value={'\t'}>{t('csv.tab')}</option>
          <option value="|">{t('csv.pipe')}</option>
        </select>
      </label>
      <label>
        {t('csv.types')}
        <select
          value={choices.types}
          disabled={disabled}
          data-testid="types-select"
          onChange={(e) => void setChoices({ types: e.target.value as LoadChoices['types'] })}
        >
          <option value="detect">{t('csv.sparkInfer')}</option>
          <option value="text">{t('csv.allText')}</option>
        </select>
      </label>
      <label className="csv-schema">
        {t('csv.schema')}
        <input
          type="text"
          value={schema}
          disabled={disabled}
          spellCheck={false}
          placeholder="id INT, cpf STRING"
          title={t('csv.schemaHint')}
          data-testid="schema-input"
          onChange={(e) => setSchema(e.target.value)}
          onBlur={applySchema}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applySchema();
          }}
        />
      </label>
    </div>
  );
}
