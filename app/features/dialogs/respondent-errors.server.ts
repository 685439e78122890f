import { AiError } from '~/ai/errors';
import { DomainError, statusOf } from '~/lib/errors';
import { chromeFor } from './chrome';
import { TooManyRequests } from './respondent-limits.server';

export type RespondentFailure = { status: number; detail: string; debug?: string };

/**
 * What a respondent is told when a send fails, in the interview's language. A provider's own error text (which may
 * name keys, models or quotas) goes to the log and, for the interview's owner only, to the debug panel.
 */
export function respondentFailure(error: unknown, language: string, isOwner: boolean): RespondentFailure {
  const chrome = chromeFor(language);
  if (error instanceof TooManyRequests) return { status: 429, detail: error.reason === 'dialogs' ? chrome.tooManyNew : chrome.tooMany };
  if (error instanceof AiError) {
    console.error(`Interviewer reply failed: ${error.message}`);
    return { status: 502, detail: chrome.unavailable, ...(isOwner ? { debug: error.message } : {}) };
  }
  if (error instanceof DomainError) return { status: statusOf(error), detail: error.message };
  console.error('Chat turn failed', error);
  return { status: 500, detail: chrome.unavailable };
}
