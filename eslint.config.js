import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import local from './eslint/imports-by-alias.js';
import tseslint from 'typescript-eslint';

// Correctness only: the recommended JavaScript and TypeScript rules without type information (fast), the rules of
// hooks, and no style rules.
export default defineConfig([
  globalIgnores(['build/', 'public/build/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.cache/', 'tests/.tmp/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Omitting properties with a rest pattern, and draining a stream with `for await (const _chunk of ...)`,
      // leave names unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_' }],
    },
  },
  {
    // React code lives in app/. Only the two classic hook rules: the plugin's React Compiler rules judge code for a
    // compiler this app does not use.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Regular expressions read respondent text and what is made of it, so each must take time in proportion to its
    // text: no quantifiers that can share characters (backtracking that grows with the text, or exponentially), no
    // search that rescans a run from each of its characters, no choice that lists one text twice. Patterns built at
    // run time are checked by their own tests (injection.test.ts times the detector's).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
      'regexp/no-dupe-disjunctions': ['error', { reportExponentialBacktracking: 'potential' }],
    },
  },
  {
    // A relative import stays inside its feature or folder of app/; beyond it, the ~/ alias (eslint/imports-by-alias.js).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/imports-by-alias': 'error' },
  },
]);
