// `npm run i18n:extract`: finds every t('key') in src/ and adds missing keys (empty) to each
// locale file, with the plural forms each language needs; keys no code uses are removed.
// Fill the empty values by hand; src/i18n/locales.test.ts fails until every one is written.
// The engine's messages are keys too: `said('key', values)` (src/engine/said.ts) is read as
// `t('key', values)` is, so a key the engine can say is kept in every language, and the
// check fails while one is missing.
export const FUNCTIONS = ['t', 'said'];

export default {
  lexers: {
    ts: [{ lexer: 'JavascriptLexer', functions: FUNCTIONS }],
    tsx: [{ lexer: 'JsxLexer', functions: FUNCTIONS }],
  },
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
