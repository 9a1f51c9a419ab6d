/** The page's language as a lesson locale (`en`, `es`, `pt-BR`). */
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../teach/types';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase()) ?? 'en';
}
