import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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
]);
