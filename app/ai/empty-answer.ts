import { AiError } from './errors';
import { ANSWER_EMPTY } from './provider-errors';

/**
 * A reply that holds no answer once a reasoning model's thoughts are left out: a block and nothing after it, a block
 * never closed, or nothing at all. It is an invalid answer, never shown or stored as a message; the model is asked once
 * more (`askAgainIfEmpty`), as a structured answer that does not fit is repaired once, and then the call fails.
 */
export class EmptyAnswer extends AiError {
  constructor(
    /** What the empty reply cost, for its row in `ai_calls`. */
    readonly usage: { tokensIn: number; tokensOut: number },
  ) {
    super(ANSWER_EMPTY, { kind: 'invalid' });
    this.name = 'EmptyAnswer';
  }
}

/** The answer, or an EmptyAnswer when there is nothing in it but white space. */
export function requireAnswer(text: string, usage: { tokensIn: number; tokensOut: number }): string {
  if (!text.trim()) throw new EmptyAnswer(usage);
  return text;
}

/** Runs `ask`, and once more when its answer was empty (unless the caller gave up meanwhile). */
export async function askAgainIfEmpty<T>(ask: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof EmptyAnswer) || signal?.aborted) throw error;
    return ask();
  }
}

/**
 * The answers of calls made together (candidate replies): an empty one is left out, as a candidate that says nothing
 * is none. Fails as the first call that failed otherwise, and as an empty answer when every answer was empty.
 */
export async function givenAnswers(calls: Promise<string>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  const failure = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected' && !(result.reason instanceof EmptyAnswer),
  );
  if (failure) throw failure.reason;
  const answers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (answers.length === 0)
    throw settled.length ? (settled[0] as PromiseRejectedResult).reason : new EmptyAnswer({ tokensIn: 0, tokensOut: 0 });
  return answers;
}
