/** A rule of the product stopped the action; the message is shown to the user as it is. */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class LimitReached extends DomainError {}
export class ValidationFailed extends DomainError {}
export class DuplicateEmail extends DomainError {}
export class WeakPassword extends DomainError {}

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}
