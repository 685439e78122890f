import { AiError } from '~/ai/errors';

import { DomainError, statusOf } from './errors';

/** What a JSON route says when its AI call gave no usable answer and the route names no message of its own. */
export const AI_CALL_FAILED = 'The AI model did not give a usable answer. Please try again.';

/** A rule of the product that stopped the work, as `{ error }` with its status; null for any other error. */
export function domainErrorJson(error: unknown): Response | null {
  return error instanceof DomainError ? Response.json({ error: error.message }, { status: statusOf(error) }) : null;
}

/**
 * Runs a JSON route's work: a rule of the product that stopped it is answered with its status and `{ error }`; an AI
 * call that gave no usable answer with `aiFailure` (the route's own message; the provider's words, which may name
 * keys or quotas, are not passed on) and its status; Responses thrown on purpose (401, another owner's 404) pass
 * through; anything else is a 500 for Remix to log.
 */
export async function answerJson(work: () => unknown, aiFailure = AI_CALL_FAILED): Promise<Response> {
  try {
    const result = await work();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    const refused = domainErrorJson(error);
    if (refused) return refused;
    if (error instanceof AiError) return Response.json({ error: aiFailure }, { status: statusOf(error) });
    throw error;
  }
}
