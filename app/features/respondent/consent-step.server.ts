import { data, redirect } from '@remix-run/node';
import { z } from 'zod';

import type { Interview } from '@db/schema';
import { consentScreenOf, decideConsent, hasDeclined, needsConsent } from '~/features/consent/consent.server';
import { consentChromeFor } from '~/features/consent/consent-texts';
import type { ConsentScreenData } from '~/features/consent/ConsentScreen';
import { consentOf } from '~/features/consent/dialog-consents.server';
import { chromeFor } from '~/features/dialogs/chrome';
import { type Dialog, QuotaExhausted, startDialog } from '~/features/dialogs/dialogs.server';
import { respondentFailure } from '~/features/dialogs/respondent-errors.server';
import { admitNewDialog, TooManyRequests } from '~/features/dialogs/respondent-limits.server';
import { rememberDialog } from '~/features/dialogs/visitor-cookie.server';
import { type PanelReturn, type RecruitStage, screenOutReturn, stageOfDialog } from '~/features/recruit/public-link.server';
import { type RecruitChrome, recruitChromeFor } from '~/features/recruit/recruit-chrome';
import { HTTP_STATUS } from '~/lib/http-status';

/** The consent screen (before the greeting), or the polite end after "I do not agree". */
export type ConsentStage =
  | { kind: 'ask'; screen: ConsentScreenData }
  | { kind: 'declined'; message: string; panelReturn: PanelReturn | null; chrome: RecruitChrome };

/** The query a declined visitor without a dialog is sent back with (nothing of theirs was stored). */
const DECLINED_PARAM = 'consent';

function declined(interview: Interview, dialog: Dialog | undefined): ConsentStage {
  return {
    kind: 'declined',
    message: consentChromeFor(interview.language).declined,
    panelReturn: screenOutReturn(interview, dialog),
    chrome: recruitChromeFor(interview.language),
  };
}

/**
 * Where the consent stands for a respondent's page: null when the interview may go on (no consent asked, or agreed).
 * A panel study's link variables are captured first (the dialog exists); the consent comes before the screener; an
 * ended panel stage (full, screened out) is the recruitment's own screen.
 */
export function consentStageOf(
  interview: Interview,
  dialog: Dialog | undefined,
  recruitStage: RecruitStage | null,
  url: URL,
): ConsentStage | null {
  if (recruitStage?.kind === 'ended') return null;
  if (hasDeclined(dialog)) return declined(interview, dialog);
  if (!needsConsent(interview, dialog)) return null;
  if (!dialog && url.searchParams.get(DECLINED_PARAM) === 'declined') return declined(interview, undefined);
  const { heading, paragraphs, aiLine, privacyUrl, privacyNotice, agree, decline, version } = consentScreenOf(interview);
  return { kind: 'ask', screen: { heading, paragraphs, aiLine, privacyUrl, privacyNotice, agree, decline, version } };
}

const consentFormSchema = z.object({
  intent: z.literal('consent'),
  decision: z.enum(['agree', 'decline']),
  version: z.string().max(64),
});

type Posted = { error: string; draft: string | null };

/**
 * "I agree" or "I do not agree", posted by the consent screen's plain form, then post-redirect-get back to the page.
 * Agreeing starts the visitor's dialog when they have none (within the per-address limits of a new dialog) and stores
 * the consent with the version of the screen and the AI it named; the greeting is written only after that. The first
 * answer stands; a screen whose text changed since it was shown is shown again.
 */
export async function consentFromForm(
  fields: Record<string, unknown>,
  clientIp: string,
  interview: Interview,
  dialog: Dialog | undefined,
  pageUrl: string,
) {
  const parsed = consentFormSchema.safeParse(fields);
  if (!parsed.success)
    return data<Posted>({ error: chromeFor(interview.language).unreadable, draft: null }, { status: HTTP_STATUS.badRequest });
  if (!needsConsent(interview, dialog) || (dialog && consentOf(dialog.id))) return redirect(pageUrl);
  // A panel study's dialog starts on its first page: without one, or once it has ended, the page says where it stands.
  const recruitStage = stageOfDialog(interview, dialog);
  if (recruitStage?.kind === 'ended') return redirect(pageUrl);
  if (parsed.data.version !== consentScreenOf(interview).version) return redirect(pageUrl);

  if (parsed.data.decision === 'decline') {
    if (!dialog) return redirect(`${pageUrl}?${DECLINED_PARAM}=declined`);
    decideConsent(interview, dialog, 'declined');
    return redirect(pageUrl);
  }
  try {
    let headers: Headers | undefined;
    let target = dialog;
    if (!target) {
      admitNewDialog(clientIp, interview.id, interview.userId);
      target = startDialog(interview);
      headers = new Headers([['Set-Cookie', await rememberDialog(interview.id, target.id)]]);
    }
    decideConsent(interview, target, 'agreed');
    return redirect(pageUrl, { headers });
  } catch (error) {
    if (!(error instanceof TooManyRequests || error instanceof QuotaExhausted)) throw error;
    const failure = respondentFailure(error, interview.language, false);
    return data<Posted>({ error: failure.detail, draft: null }, { status: failure.status });
  }
}
