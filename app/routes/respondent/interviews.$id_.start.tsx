// The public link's page where a panel study's dialog is started: a read replica sends a new visitor here, and the
// primary serves it (server/replica/primary-routes.ts). The same loader, page and forms as /interviews/{id}; the
// visitor's cookie, scoped to /interviews/{id}, is sent here too.
export { action, default, ErrorBoundary, handle, loader, meta } from './interviews.$id';
