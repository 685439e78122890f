import type { ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';

import { type JsonBodyOptions, methodNotAllowed, readJsonInput } from '~/lib/json-body.server';
import { domainErrorJson } from '~/lib/json-errors.server';

import { requireApiUser } from './session.server';
import type { SessionUser } from './users.server';

type Caller = ActionFunctionArgs & { user: SessionUser };

export type JsonActionOptions<R> = JsonBodyOptions & {
  /**
   * What the URL names, loaded and checked before the body is read, so a caller who may not see it learns nothing
   * from the validation of the body. A rule of the product that refuses it is answered `{ error }` with its status;
   * a Response it returns or throws is the answer.
   */
  resource?: (caller: Caller) => R | Response | Promise<R | Response>;
};

type JsonHandler<T, R> = (call: Caller & { body: T; resource: R }) => Response | Promise<Response>;

/**
 * The action of a JSON call of a signed-in researcher: 401 without a session, 405 for any method but POST, the body
 * parsed by `schema` (400 `{ error }` with its first problem), then `handler`.
 */
export function jsonAction<S extends z.ZodType>(
  schema: S,
  handler: JsonHandler<z.output<S>, undefined>,
): (args: ActionFunctionArgs) => Promise<Response>;
export function jsonAction<S extends z.ZodType, R = undefined>(
  schema: S,
  options: JsonActionOptions<R>,
  handler: JsonHandler<z.output<S>, R>,
): (args: ActionFunctionArgs) => Promise<Response>;
export function jsonAction<S extends z.ZodType, R>(
  schema: S,
  optionsOrHandler: JsonActionOptions<R> | JsonHandler<z.output<S>, undefined>,
  lastHandler?: JsonHandler<z.output<S>, R>,
) {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (lastHandler ?? optionsOrHandler) as JsonHandler<z.output<S>, R | undefined>;
  return async (args: ActionFunctionArgs): Promise<Response> => {
    const user = await requireApiUser(args.request);
    if (args.request.method !== 'POST') return methodNotAllowed();
    const caller: Caller = { ...args, user };
    let resource: R | undefined;
    if (options.resource) {
      try {
        const found = await options.resource(caller);
        if (found instanceof Response) return found;
        resource = found;
      } catch (error) {
        const refused = domainErrorJson(error);
        if (refused) return refused;
        throw error;
      }
    }
    const body = await readJsonInput(args.request, schema, options);
    if (body instanceof Response) return body;
    return handler({ ...caller, body, resource });
  };
}
