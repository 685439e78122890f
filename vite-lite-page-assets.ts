import fs from 'node:fs';
import path from 'node:path';

import { build, transform } from 'esbuild';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:lite-page-assets';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The lite respondent page's stylesheet and script, minified, as strings the server writes into the page itself: one
 * request, no framework runtime. The browser's copy of the app gets empty strings (the lite page never hydrates).
 */
export function litePageAssets(root: string): Plugin {
  const cssFile = path.join(root, 'app/features/respondent/lite/lite.css');
  const scriptFile = path.join(root, 'app/features/respondent/lite/lite-chat.ts');
  return {
    name: 'lite-page-assets',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (!options?.ssr) return 'export const liteCss = ""; export const liteScript = "";';
      const css = await transform(fs.readFileSync(cssFile, 'utf8'), { loader: 'css', minify: true });
      const script = await build({
        entryPoints: [scriptFile],
        bundle: true,
        minify: true,
        write: false,
        format: 'iife',
        target: 'es2019',
        metafile: true,
        legalComments: 'none',
      });
      this.addWatchFile(cssFile);
      for (const input of Object.keys(script.metafile.inputs)) this.addWatchFile(path.resolve(root, input));
      return `export const liteCss = ${JSON.stringify(css.code.trim())}; export const liteScript = ${JSON.stringify(script.outputFiles[0]!.text.trim())};`;
    },
  };
}
