import { DomainError, statusOf } from './errors';

/**
 * Runs a JSON route's work: a rule of the product that stopped it is answered with its status and `{ error }`;
 * Responses thrown on purpose (401, another owner's 404) pass through; anything else is a 500 for Remix to log.
 */
export async function answerJson(work: () => unknown): Promise<Response> {
  try {
    const result = await work();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ error: error.message }, { status: statusOf(error) });
    throw error;
  }
}
