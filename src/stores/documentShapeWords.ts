/**
 * Which shape the rules document was read as (RULES.md §1), in the page's language: the
 * line under the rules panel's title. The CLI says the same in English
 * (`documentShapeText`).
 */
import type { TFunction } from 'i18next';
import type { ParsedDocument } from '../engine/types';

/** The shape line, or null when the document has no shape yet (not JSON, not an object…). */
export function documentShapeWords(
  parsed: Pick<ParsedDocument, 'shape' | 'pipeline'>,
  t: TFunction,
): string | null {
  switch (parsed.shape) {
    case 'pipeline':
      return parsed.pipeline === null
        ? t('rules.shape.pipeline')
        : t('rules.shape.pipelineNamed', { name: parsed.pipeline });
    case 'validations':
      return t('rules.shape.validations');
    case 'inner':
      return t('rules.shape.inner');
    default:
      return null;
  }
}
