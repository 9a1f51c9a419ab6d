/**
 * An Excel dataset's sheet picker, when the workbook has several sheets. (That the sheet
 * was read by the workbench alone is the first of the dataset's read warnings.)
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';

/** The sheet read, and a picker for another one. */
export function ExcelSheet({ sheets, sheet }: { sheets: string[]; sheet: string }) {
  const { t } = useTranslation();
  const setChoices = useDatasetStore((s) => s.setChoices);
  const disabled = useDatasetStore((s) => s.loading !== null);
  return (
    <div className="excel-sheet" data-testid="excel-sheet">
      <label>
        {t('excel.sheet')}
        <select
          value={sheet}
          disabled={disabled}
          data-testid="sheet-select"
          onChange={(e) => void setChoices({ sheet: e.target.value })}
        >
          {sheets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
