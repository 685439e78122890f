import { AiError } from '~/ai/errors';
import { isDiskFull } from '~/lib/disk-full';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { chromeFor } from './chrome';
import { QuotaExhausted } from './dialogs.server';
import { TooManyRequests } from './respondent-limits.server';

/**
 * What a respondent is told when a send fails. `saved` says whether their message was stored (so a retry answers it);
 * when it was not, the page gives the text back to send again and never claims it was kept.
 */
export type RespondentFailure = { status: number; detail: string; saved: boolean; debug?: string };

/**
 * What a respondent is told when a send fails, in the interview's language. A provider's own error text (which may
 * name keys, models or quotas) goes to the log and, for the interview's owner only, to the debug panel.
 */
export function respondentFailure(error: unknown, language: string, isOwner: boolean, saved = false): RespondentFailure {
  const chrome = chromeFor(language);
  if (error instanceof TooManyRequests)
    return { status: HTTP_STATUS.tooManyRequests, detail: error.reason === 'dialogs' ? chrome.tooManyNew : chrome.tooMany, saved };
  if (error instanceof QuotaExhausted) return { status: statusOf(error), detail: chrome.quotaReached, saved };
  if (error instanceof AiError) {
    console.error(`Interviewer reply failed: ${error.message}`);
    return { status: HTTP_STATUS.badGateway, detail: chrome.unavailable, saved, ...(isOwner ? { debug: error.message } : {}) };
  }
  // A full disk (the database's: SQLITE_FULL). Usually the message itself could not be stored and can be sent again;
  // if only the reply could not, the page says the message is saved, as for any failure of the interviewer.
  if (isDiskFull(error)) {
    console.error('Chat turn failed: the disk is full', error);
    return { status: HTTP_STATUS.insufficientStorage, detail: saved ? chrome.unavailable : chrome.notSaved, saved };
  }
  if (error instanceof DomainError) return { status: statusOf(error), detail: error.message, saved };
  console.error('Chat turn failed', error);
  return { status: HTTP_STATUS.internalServerError, detail: chrome.unavailable, saved };
}
