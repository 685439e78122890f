import { AiError } from '~/ai/errors';

import { HTTP_STATUS } from './http-status';

/**
 * A rule of the product stopped the action; the message is shown to the user as it is. Each kind of error carries
 * the HTTP status it is answered with, so routes never decide it themselves (see `statusOf`).
 */
export class DomainError extends Error {
  readonly status: number = HTTP_STATUS.badRequest;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class LimitReached extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}
export class ValidationFailed extends DomainError {}
export class DuplicateEmail extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}
export class WeakPassword extends DomainError {}
export class NotFound extends DomainError {
  override readonly status: number = HTTP_STATUS.notFound;
}

/**
 * The one mapping from an error to the status a route answers with: a domain error's own; for an AI call that gave
 * no usable answer (the provider's error, no answer, output that is not what was asked for) 502, 504 when it took too
 * long, 499 when the caller had left; anything else 500.
 */
export function statusOf(error: unknown): number {
  if (error instanceof DomainError) return error.status;
  if (error instanceof AiError)
    return error.details.kind === 'timeout'
      ? HTTP_STATUS.gatewayTimeout
      : error.details.kind === 'aborted'
        ? HTTP_STATUS.clientClosedRequest
        : HTTP_STATUS.badGateway;
  return HTTP_STATUS.internalServerError;
}

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: HTTP_STATUS.notFound, statusText: 'Not Found' });
}
