import path from 'node:path';
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { remixConfig } from './remix.config';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export const aliases = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '@db': path.resolve(import.meta.dirname, 'db'),
};

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [tailwindcss(), remix(remixConfig)],
  build: { target: 'es2022' },
});
