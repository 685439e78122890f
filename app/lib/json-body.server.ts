import type { z } from 'zod';

import { HTTP_STATUS } from './http-status';
import { BODY_LIMITS, readJsonBody } from './request-body.server';

/** The answer of a JSON call that takes only POST to any other method (a GET, or a form's PUT). */
export function methodNotAllowed(): Response {
  return Response.json({ error: 'Use POST' }, { status: HTTP_STATUS.methodNotAllowed });
}

/** A 400 `{ error }` naming the first problem the schema found. */
export function firstIssue(error: z.ZodError): Response {
  return Response.json({ error: error.issues[0]!.message }, { status: HTTP_STATUS.badRequest });
}

export type JsonBodyOptions = {
  /** The most bytes read; a small form's limit unless the call says otherwise. */
  limit?: number;
  /** The answer to a body the schema refuses, when it is not `firstIssue`'s; `raw` is the body as sent. */
  invalid?: (error: z.ZodError, raw: unknown) => Response;
};

/** The request's JSON body parsed by `schema`, or the Response that refuses it (413 too large, 400 invalid). */
export async function readJsonInput<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: JsonBodyOptions = {},
): Promise<z.output<S> | Response> {
  const raw = await readJsonBody(request, options.limit ?? BODY_LIMITS.form);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return (options.invalid ?? firstIssue)(parsed.error, raw);
}
