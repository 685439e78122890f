import { data, redirect } from '@remix-run/node';
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { AiError } from '~/ai/errors';
import { NoSummaryToAnswer } from '~/features/ai-interviewer/member-check-turn.server';
import { DialogClosed } from '~/features/ai-interviewer/turn.server';
import { chromeFor } from '~/features/dialogs/chrome';
import { type Dialog, hasRespondentMessage } from '~/features/dialogs/dialogs.server';
import { respondentFailure } from '~/features/dialogs/respondent-errors.server';
import { MAX_MESSAGE_CHARS } from '~/features/dialogs/respondent-schemas';
import { rememberDialog } from '~/features/dialogs/visitor-cookie.server';
import { visitorOf } from '~/features/dialogs/visitor-id.server';
import { answerVerdictForm } from '~/features/member-check/verdict-form.server';
import { answerScreener, ScreenerUnanswered } from '~/features/recruit/public-link.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

import { consentFromForm } from './consent-step.server';
import { beginSend, sendMessage } from './respondent.server';

const formSchema = z.object({
  content: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
  clientId: z.string().min(1).max(100),
});
// The member check's Confirm and Skip buttons: a tap, with the page's client id so a second post is answered once.
const tapSchema = z.object({ memberCheck: z.enum(['confirm', 'skip']), clientId: z.string().min(1).max(100) }).strict();

/**
 * A message posted by the plain form (no JavaScript): answered, then post-redirect-get back to the page. It keeps the
 * limits of the JSON API. When the interviewer fails, the message is kept and the page offers Retry; a limit or a full
 * quota is said on the page, in the interview's language.
 */
export async function sendFromForm(request: Request, clientIp: string, interview: Interview, dialog: Dialog | undefined, pageUrl: string) {
  const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.form, { singleValued: true }));
  if (fields.intent === 'verdict') return answerVerdictForm(fields, interview, dialog, pageUrl);
  if (fields.intent === 'screener') return screenerFromForm(fields, interview, dialog, pageUrl);
  if (fields.intent === 'consent') return consentFromForm(fields, clientIp, interview, dialog, pageUrl);
  if ('memberCheck' in fields) return tapFromForm(fields, clientIp, interview, dialog, pageUrl, request.signal);
  const parsed = formSchema.safeParse(fields);
  if (!parsed.success) {
    // A blank message is ignored, not refused: back to the page. Anything else our form could not have sent is refused.
    const blank =
      typeof fields.content === 'string' && !fields.content.trim() && formSchema.shape.clientId.safeParse(fields.clientId).success;
    if (blank) return redirect(pageUrl);
    const chrome = chromeFor(interview.language);
    const tooLong = typeof fields.content === 'string' && fields.content.trim().length > MAX_MESSAGE_CHARS;
    return data<{ error: string; draft: string | null }>(
      { error: tooLong ? chrome.limitHint.replace('{max}', String(MAX_MESSAGE_CHARS)) : chrome.unreadable, draft: null },
      { status: HTTP_STATUS.badRequest },
    );
  }
  const visitor = await visitorOf(request);
  let headers: Headers | undefined = visitor.setCookie ? new Headers([['Set-Cookie', visitor.setCookie]]) : undefined;
  let target = dialog;
  try {
    // Started first, so the visitor keeps the dialog (and their saved message) even if the interviewer fails.
    const begun = beginSend(interview, dialog, clientIp);
    target = begun.dialog;
    if (begun.started) (headers ??= new Headers()).append('Set-Cookie', await rememberDialog(interview.id, begun.dialog.id));
    // A plain form post recorded nothing of how the answer was written: a signals field in it is ignored.
    await sendMessage({
      dialog: begun.dialog,
      content: parsed.data.content,
      clientId: parsed.data.clientId,
      signal: request.signal,
      source: { visitorId: visitor.visitorId, clientIp },
    });
    // `#end` is the last item of the conversation, so the newest message is in view after the reload.
    return redirect(`${pageUrl}#end`, { headers });
  } catch (error) {
    if (error instanceof DialogClosed) return redirect(pageUrl, { headers });
    if (error instanceof AiError) {
      respondentFailure(error, interview.language, false);
      // The stored message and its Retry are the newest things on the page.
      return redirect(`${pageUrl}#end`, { headers });
    }
    const saved = Boolean(target && hasRespondentMessage(target.id, parsed.data.clientId));
    const failure = respondentFailure(error, interview.language, false, saved);
    // A message that was not stored goes back into the input, to be sent again.
    return data<{ error: string; draft: string | null }>(
      { error: failure.detail, draft: failure.saved ? null : parsed.data.content },
      { status: failure.status, headers },
    );
  }
}

/** Confirm or Skip of the member check, posted by the plain form: answered, then back to the page. */
async function tapFromForm(
  fields: Record<string, unknown>,
  clientIp: string,
  interview: Interview,
  dialog: Dialog | undefined,
  pageUrl: string,
  signal: AbortSignal,
) {
  const parsed = tapSchema.safeParse(fields);
  if (!parsed.success)
    return data<{ error: string; draft: string | null }>(
      { error: chromeFor(interview.language).unreadable, draft: null },
      { status: HTTP_STATUS.badRequest },
    );
  if (!dialog) return redirect(pageUrl);
  try {
    const begun = beginSend(interview, dialog, clientIp);
    await sendMessage({
      dialog: begun.dialog,
      content: '',
      clientId: parsed.data.clientId,
      memberCheckTap: parsed.data.memberCheck,
      signal,
    });
    return redirect(`${pageUrl}#end`);
  } catch (error) {
    if (error instanceof DialogClosed || error instanceof NoSummaryToAnswer) return redirect(pageUrl);
    const failure = respondentFailure(error, interview.language, false, false);
    return data<{ error: string; draft: string | null }>({ error: failure.detail, draft: null }, { status: failure.status });
  }
}

/** A panel study's screener, posted: settled once, then back to the page, which shows where the answers led. */
function screenerFromForm(fields: Record<string, unknown>, interview: Interview, dialog: Dialog | undefined, pageUrl: string) {
  try {
    answerScreener(interview, dialog, fields);
    return redirect(pageUrl);
  } catch (error) {
    if (error instanceof ScreenerUnanswered)
      return data<{ error: string; draft: string | null }>({ error: error.message, draft: null }, { status: HTTP_STATUS.badRequest });
    throw error;
  }
}
