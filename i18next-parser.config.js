// `npm run i18n:extract`: finds every t('key') in src/ and adds missing keys (empty) to each
// locale file, with the plural forms each language needs; keys no code uses are removed.
// Fill the empty values by hand; src/i18n/locales.test.ts fails until every one is written.
export default {
  input: ['src/**/*.{ts,tsx}', '!src/**/*.test.ts', '!src/i18n/**'],
  output: 'src/i18n/locales/$LOCALE.json',
  locales: ['en', 'es', 'pt-BR'],
  defaultNamespace: 'translation',
  keySeparator: '.',
  namespaceSeparator: false,
  pluralSeparator: '_',
  createOldCatalogs: false,
  keepRemoved: false,
  sort: true,
  indentation: 2,
  defaultValue: '',
  lineEnding: 'lf',
};
