import { redirect } from '@remix-run/node';
import { z } from 'zod';
import type { Interview } from '@db/schema';
import { AiError } from '~/ai/errors';
import { DialogClosed } from '../interviewer/turn.server';
import { QuotaExhausted, startDialog, type Dialog } from './dialogs.server';
import { MAX_MESSAGE_CHARS } from './respondent-schemas';
import { sendMessage } from './respondent.server';
import { rememberDialog } from './visitor-cookie.server';

const formSchema = z.object({
  content: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
  clientId: z.string().min(1).max(100),
});

/**
 * A message posted by the plain form (no JavaScript): answered, then post-redirect-get back to the page. When the
 * interviewer fails, the message is kept and the page offers Retry; a full quota is said on the page.
 */
export async function sendFromForm(request: Request, interview: Interview, dialog: Dialog | undefined, pageUrl: string) {
  const parsed = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirect(pageUrl);
  let used = dialog;
  let headers: HeadersInit | undefined;
  try {
    // Started first, so the visitor keeps the dialog (and their saved message) even if the interviewer fails.
    if (!used) {
      used = startDialog(interview);
      headers = { 'Set-Cookie': await rememberDialog(interview.id, used.id) };
    }
    await sendMessage({ interview, dialog: used, content: parsed.data.content, clientId: parsed.data.clientId, signal: request.signal });
    return redirect(`${pageUrl}#end`, { headers });
  } catch (error) {
    if (error instanceof QuotaExhausted) return { error: error.message };
    if (error instanceof DialogClosed || error instanceof AiError) return redirect(pageUrl, { headers });
    throw error;
  }
}
