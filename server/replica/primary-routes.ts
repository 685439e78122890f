import type { ServerBuild } from '@remix-run/node';
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';

/**
 * The routes a read replica never serves itself, even for GET, each with its reason. A route listed here covers the
 * routes nested under it (the analysis layout's loader runs for every analysis tab). Everything else that only reads
 * is served from the replica's copy of the database; every POST, PUT, PATCH and DELETE goes to the primary anyway.
 * tests/integration/read-replica.test.ts opens every page through a replica whose database is read-only, so a GET
 * that writes and is missing here fails there.
 */
export const PRIMARY_ONLY_ROUTES: Record<string, string> = {
  'routes/interview.setup.$id.analysis': 'opens a report (creating the first one) and remembers it in report_selections',
  'routes/interview.setup.$id.preview': "starts the owner's preview dialog and writes its greeting",
  'routes/dialogs.$shortLink': "writes an individual link's greeting when it is first opened",
  'routes/interviews.$id_.start': "a panel study's first page starts the dialog with the link's variables",
  'routes/_app.create': 'a guide being drafted lives in the memory of the process drafting it',
  'routes/api.interview.$id.report': 'creates a report with ?create=true, and a first read makes the coding blocks',
  'routes/api.interview.$id.events': 'question changes are published in the process that makes them',
  'routes/api.jobs.$id.events': 'job progress is published in the process that runs the job',
  'routes/uploads.$name': "uploaded files are on the primary's volume",
  'routes/api.audio.$file': "recordings are on the primary's volume",
  // An export is recorded in the team's audit log.
  'routes/api.report.$reportId.export[.]docx': 'records the export in the audit log',
  'routes/api.report.$reportId.export[.]csv': 'records the export in the audit log',
  'routes/api.report.$reportId.export[.]qdpx': 'records the export in the audit log',
  'routes/api.report.$reportId.export[.]qdc': 'records the export in the audit log',
  'routes/api.download_report_excel.$reportId': 'records the export in the audit log',
  'routes/api.interview.$id.export[.]docx': 'records the export in the audit log',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Routes = ServerBuild['routes'];

// Remix's flat manifest as the nested tree its router matches against.
function routeTree(routes: Routes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

const trees = new WeakMap<Routes, AgnosticRouteObject[]>();

/** The route ids a URL renders, root first, matched as Remix matches them; a `.data` address counts as its page. */
export function routesOf(routes: Routes, pathname: string): string[] {
  let tree = trees.get(routes);
  if (!tree) trees.set(routes, (tree = routeTree(routes)));
  const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return (matchRoutes(tree, page) ?? []).map((match) => match.route.id!);
}

/** Whether a request must be handled by the primary: every write, and the routes above. */
export function needsPrimary(routes: Routes, method: string, pathname: string): boolean {
  return WRITES.has(method) || routesOf(routes, pathname).some((id) => id in PRIMARY_ONLY_ROUTES);
}
