// Lint rules for every workspace: typescript-eslint's recommended set and the rules of hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'packages/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // The type check reports the unused locals and parameters of the files it checks (tsconfig.json's
    // noUnusedLocals and noUnusedParameters, the same `_` exemption): there this rule, over half of ESLint's
    // rules' time (13 of 23 s), checked again what tsc had. The files tsconfig.json leaves out keep it.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/test/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
      'packages/*/test/**/*.{ts,tsx}',
      'modules/*/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.tsx', '**/web/**/*.ts', 'apps/web/**/*.ts', 'packages/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The browser build drops an endpoint declaration's schemas (apps/web/build/contracts-for-the-browser.ts): a
    // screen that read `C.someEndpoint.response` worked in development and broke once built. A screen validates
    // with a schema its module exports by name.
    files: ['modules/*/web/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.computed=false]" +
            "[property.name=/^(params|query|body|response)$/]:not([object.property.name='document'])",
          message:
            "An endpoint's params, query, body and response are left out of the browser build: " +
            'import the schema by its own name from the module’s shared folder.',
        },
      ],
    },
  },
  {
    // A flow's polls go through `until` (e2e/browser.ts): one budget, and the time of each in the suite's report.
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'expect', property: 'poll', message: "Use until() from './browser.ts' (a timed, budgeted poll)." },
      ],
    },
  },
);
