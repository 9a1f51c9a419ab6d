/** A folder read as one dataset (RULES.md §9) is named in the page's language. */
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { datasetNameWords } from './datasetName';

describe('datasetNameWords', () => {
  it('names a folder in each language, and a file as it is', () => {
    expect(datasetNameWords('daily/ · 3 files', i18n.getFixedT('en'))).toBe('daily/ · 3 files');
    expect(datasetNameWords('daily/ · 1 file', i18n.getFixedT('en'))).toBe('daily/ · 1 file');
    expect(datasetNameWords('daily/ · 3 files', i18n.getFixedT('es'))).toBe('daily/ · 3 archivos');
    expect(datasetNameWords('daily/ · 3 files', i18n.getFixedT('pt-BR'))).toBe(
      'daily/ · 3 arquivos',
    );
    expect(datasetNameWords('orders.csv', i18n.getFixedT('es'))).toBe('orders.csv');
  });
});
