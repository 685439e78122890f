/**
 * An AI call that did not produce a usable answer. `status` is the provider's, when it answered; `body` is what it
 * said, secrets masked, for the server log only: the message is what researchers may see.
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly details: {
      status?: number;
      body?: string;
      kind: 'http' | 'timeout' | 'aborted' | 'network' | 'invalid' | 'not-configured' | 'budget';
    },
  ) {
    super(message);
    this.name = 'AiError';
  }

  get status() {
    return this.details.status;
  }
}

export class AiNotConfigured extends AiError {
  constructor(what: string) {
    super(`${what} is not configured`, { kind: 'not-configured' });
    this.name = 'AiNotConfigured';
  }
}
