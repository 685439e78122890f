import { data, redirect } from '@remix-run/node';
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { chromeFor } from '~/features/dialogs/chrome';
import type { Dialog } from '~/features/dialogs/dialogs.server';
import { HTTP_STATUS } from '~/lib/http-status';

import { CAPTURED_VIEWS, type CapturedViews, PREFERRED_MODES } from './verdict-scale';
import { asksVerdictOf, saveVerdictAnswer, type VerdictAnswer } from './verdicts.server';

/** The id of the verdict questions on the respondent's page: a plain post returns there. */
export const VERDICT_ANCHOR = 'verdict';

// One tap: a button names its answer, so exactly one of these comes with the intent.
const tap = { intent: z.literal('verdict') };
const verdictFormSchema = z.union([
  z
    .object({
      ...tap,
      capturedViews: z.coerce
        .number()
        .int()
        .min(1)
        .max(CAPTURED_VIEWS.length)
        .transform((n) => n as CapturedViews),
    })
    .strict(),
  z.object({ ...tap, preferredMode: z.enum(PREFERRED_MODES) }).strict(),
  z.object({ ...tap, skip: z.literal('1') }).strict(),
]);

/**
 * A tap on the verdict questions after the closing words (a plain form post, or a fetcher's): stored for the dialog,
 * then back to the questions. Asked only of a respondent whose interview has ended, on an interview that asks.
 */
export function answerVerdictForm(fields: Record<string, unknown>, interview: Interview, dialog: Dialog | undefined, pageUrl: string) {
  const parsed = verdictFormSchema.safeParse(fields);
  if (!parsed.success)
    return data<{ error: string; draft: string | null }>(
      { error: chromeFor(interview.language).unreadable, draft: null },
      { status: HTTP_STATUS.badRequest },
    );
  if (!dialog || !asksVerdictOf(interview, dialog)) return redirect(pageUrl);
  const { intent: _intent, ...tapped } = parsed.data;
  const answer: VerdictAnswer = 'skip' in tapped ? { skip: true } : tapped;
  saveVerdictAnswer(dialog.id, answer);
  return redirect(`${pageUrl}#${VERDICT_ANCHOR}`);
}
