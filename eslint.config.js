// ESLint flat config. The engine rule below is the architectural fence: src/engine is a
// pure core that must run unchanged in Node, a worker and the page.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.dqw-build',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Components render; they reach the engine, DuckDB and the workers only through stores.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine', '**/engine/**', '**/worker/**', '**/adapters/**', '@duckdb/*'],
              allowTypeImports: true,
              message: 'The UI reaches the engine only through src/stores.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@duckdb/*',
                'monaco-editor',
                'monaco-editor/*',
                'zustand',
                'zustand/*',
                'apache-arrow',
                'parquet-wasm',
                'node:*',
                'fs',
                'path',
                '**/ui/**',
                '**/adapters/**',
                '**/cli/**',
              ],
              message:
                'src/engine is a pure core: no React, DuckDB, Monaco, stores, Node or adapter imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'fetch'],
    },
  },
  {
    // The page's orchestration is framework-free: it runs unchanged in Node against native
    // DuckDB. No React, DOM, Monaco, stores or UI; messages come through a translate option.
    files: ['src/workbench/**/*.ts'],
    ignores: ['src/workbench/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'react-dom',
                'react-dom/*',
                'monaco-editor',
                'monaco-editor/*',
                'zustand',
                'zustand/*',
                '**/ui/**',
                '**/stores/**',
              ],
              message:
                'src/workbench is framework-free: no React, DOM, Monaco, stores or UI imports; take a translate function instead of src/i18n.',
            },
            {
              // src/i18n wires react-i18next; only its locale files may be read here.
              regex: '(^|/)i18n(/(index|languages|storage)(\\.ts)?)?$',
              message: 'src/workbench takes a translate function instead of importing src/i18n.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage'],
    },
  },
);
