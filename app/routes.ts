import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig, RouteConfigEntry } from '@remix-run/route-config';

// Route files are grouped in folders by what they serve, each folder read with Remix's flat-routes naming: a file's
// name is still its URL (`api/api.interview.$id.report.ts` serves /api/interview/:id/report). The naming finds a
// route's parent layout only within its own folder, so a layout and the routes inside it share one folder.
const FOLDERS = [
  'site', // the landing page, the side-menu layout (_app) with the pages in it, and the catch-all
  'account', // sign-in, sign-up, sign-out, a team invitation
  'interview-setup', // /interview/setup/…: a researcher's interview, from its settings to its analysis
  'respondent', // what a respondent opens: the interview, an individual link, the receipt, uploaded images
  'api', // /api/…: resource routes the pages call
];

/**
 * A route's id is `routes/` and its file name, whichever folder holds it (what it was when every file sat in
 * app/routes): the ids the code and the tests name (useRouteLoaderData, the access matrix) do not change when a file
 * moves between folders.
 */
function idFromFileName(entry: RouteConfigEntry): RouteConfigEntry {
  const name = entry.file.slice(entry.file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  const renamed = { ...entry, id: `routes/${name}` };
  return entry.children ? { ...renamed, children: entry.children.map(idFromFileName) } : renamed;
}

export default Promise.all(FOLDERS.map((folder) => flatRoutes({ rootDirectory: `routes/${folder}` }))).then((groups) =>
  groups.flat().map(idFromFileName),
) satisfies RouteConfig;
