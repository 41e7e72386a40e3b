import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in server/src/config.ts only.' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The places allowed to read the environment: configuration, launch scripts, test and CI tooling.
    files: ['server/src/config.ts', 'scripts/**', 'e2e/**', 'bench/**', 'web/vite.config.ts', '**/*.test.ts', 'server/src/testing/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Journeys run under the Content-Security-Policy check of e2e/support/test.ts.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: 'Import test and expect from ../support/test (it fails a journey on CSP violations).' }] }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='newContext']", message: 'Use the newContext fixture of ../support/test: its pages are checked against the CSP too.' }],
    },
  },
  {
    files: ['server/src/testing/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
