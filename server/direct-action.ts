import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/router';
import type { NextFunction, Request, Response as ExpressResponse } from 'express';

/**
 * Calls a resource route's action without Remix's route matching, for an endpoint every respondent calls on every
 * turn: to find it, Remix flattens and ranks all of the app's routes, twice a request, which cost about as much CPU
 * as the rest of Remix's handling. What the action returns or throws is answered as Remix answers a resource route
 * (a thrown Response as it is, any other error logged and a plain 500).
 */
export function directAction(build: ServerBuild, routeId: string, getLoadContext: (req: Request, res: ExpressResponse) => AppLoadContext) {
  const module = build.routes[routeId]?.module;
  const action = module?.action;
  if (!action || module.default) throw new Error(`${routeId} is not a resource route with an action`);
  const handleError =
    build.entry.module.handleError ??
    ((error: unknown, { request }: { request: globalThis.Request }) => {
      const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
      if (!request.signal.aborted) console.error(inner ?? error);
    });
  const production = build.mode === 'production';

  return async (req: Request, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = createRemixRequest(req, res);
      const context = getLoadContext(req, res);
      let response: Response;
      try {
        const result: unknown = await action({ request, context, params: {} });
        response = result instanceof Response ? result : Response.json(result);
      } catch (error) {
        if (error instanceof Response) {
          response = caught(error);
        } else {
          handleError(error, { request, params: {}, context });
          response = new Response(`Unexpected Server Error${production ? '' : `\n\n${String(error)}`}`, {
            status: 500,
            headers: { 'Content-Type': 'text/plain' },
          });
        }
      }
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** A thrown Response, marked as Remix marks it (a copy when its headers cannot change, as a redirect's). */
function caught(response: Response): Response {
  try {
    response.headers.set('X-Remix-Catch', 'yes');
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('X-Remix-Catch', 'yes');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
