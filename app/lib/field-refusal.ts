import type { z } from 'zod';

import { HTTP_STATUS } from './http-status';

/** A JSON 400 naming the field at fault, as `field` and at the head of the message: `completion_url: Enter ...`. */
export function refuseField(field: string, message: string): Response {
  return Response.json({ error: `${field}: ${message}`, field }, { status: HTTP_STATUS.badRequest });
}

/** The first problem of a JSON body as `refuseField` answers it; the field is the issue's dotted path. */
export function refuseFirstField(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  return refuseField(issue.path.map(String).join('.') || 'body', issue.message);
}
