import path from 'node:path';

import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { remixConfig } from './remix.config';
import { appCommit } from './scripts/app-commit.mjs';
import { litePageAssets } from './vite-lite-page-assets';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export const aliases = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '@db': path.resolve(import.meta.dirname, 'db'),
};

// Packages only the server uses. Route modules import them for loaders and actions, which Remix removes from the
// browser's copy; left to the dependency optimiser, each one found while crawling a page reloaded that page.
const serverOnly = [
  'better-sqlite3',
  'sqlite-vec',
  'drizzle-orm',
  '@remix-run/node',
  'remix-auth',
  'remix-auth-form',
  '@langchain/core',
  '@langchain/openai',
  'zod',
  'docx',
  'fflate',
];

export default defineConfig({
  // A test of the first visit points this at an empty folder.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { alias: aliases },
  // Scan every route up front, so the first visit finds all the browser's dependencies already optimised.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'], exclude: serverOnly },
  plugins: [tailwindcss(), litePageAssets(import.meta.dirname), remix(remixConfig)],
  build: { target: 'es2022' },
  // The app version analysis results record (app/lib/app-version.server.ts).
  define: { __APP_COMMIT__: JSON.stringify(appCommit()) },
});
