import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import local from './eslint/imports-by-alias.js';

// Correctness first: the recommended JavaScript and TypeScript rules without type information (fast) and the rules of
// hooks. The only style rules are about imports, and `eslint --fix` applies them: sorted imports, type-only imports
// written as such, and the ~/ alias beyond one's own folder.
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
  {
    // Imports in one order everywhere: Node's modules, packages, the app's aliases (@db/, ~/), then relative paths;
    // a name used only as a type is imported as one (`import { x, type Y }`), so the browser's bundle never waits on it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@db(/|$)', '^~/'], ['^\\.']] }],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
]);
