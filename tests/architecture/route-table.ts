import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { RouteConfigEntry } from '@remix-run/route-config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const appDirectory = path.join(root, 'app');

/** One route as the server matches it: its URL (parents' paths joined), its id and its parent's id. */
export type RouteRow = { url: string; index: boolean; id: string; parentId: string; file: string };

/** The route config of app/routes.ts, resolved as the Remix Vite plugin resolves it (from the app directory). */
export async function loadRouteConfig(): Promise<RouteConfigEntry[]> {
  // What the Remix Vite plugin sets before it evaluates app/routes.ts (getAppDirectory() reads it).
  (globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = appDirectory;
  const { default: config } = (await import('../../app/routes')) as { default: RouteConfigEntry[] | Promise<RouteConfigEntry[]> };
  return await config;
}

/** Every route of `config`, depth first, with its full URL and parent; `root` is the parent of the top level. */
export function routeRows(config: RouteConfigEntry[], parentId = 'root', parentUrl = ''): RouteRow[] {
  return config.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    const url = [parentUrl, entry.path].filter(Boolean).join('/');
    const row: RouteRow = { url: `/${url}`.replace(/\/+/g, '/'), index: entry.index === true, id, parentId, file: entry.file };
    return [row, ...routeRows(entry.children ?? [], id, url)];
  });
}

/** A row as the expectation file writes it: URL, index or not, route id, parent id (the file is free to move). */
export function rowLine(row: RouteRow) {
  return [row.url, row.index ? 'index' : '-', row.id, row.parentId].join('  ');
}

/** Every route module file under app/routes, relative to the app directory. */
export function routeFiles(dir = path.join(appDirectory, 'routes')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(appDirectory, full)] : [];
  });
}
