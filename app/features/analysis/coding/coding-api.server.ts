/** What the JSON calls of this part share: a dialog named as a citation's link names it. */
import type { Interview } from '@db/schema';
import { interviewFor } from '~/features/teams/access.server';
import { NotFound, ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { analysisEvidence } from '../evidence/evidence.server';
import { interviewDialogs } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { NO_REPORT_RETRY } from './schemas';

export const INVALID_IDENTIFIER = 'Cannot open dialog: Unable to find valid identifier';
const LABEL_PREFIX = 'Dialog # ';

/**
 * The dialog an identifier names: a number below 100 is a 1-based position among the report's analysed
 * dialogs; 'Dialog # x' or x is a short link of the interview; a dialog id is accepted too. Null when none fits.
 */
export function resolveDialog(interview: Interview, report: Report, identifier: string): { id: string; shortLink: string } | null {
  const ref = identifier.trim();
  if (/^\d+$/.test(ref) && Number(ref) >= 1 && Number(ref) < 100) {
    let evidence: ReturnType<typeof analysisEvidence> = [];
    try {
      evidence = analysisEvidence(interview, report);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
    }
    const found = evidence[Number(ref) - 1];
    if (found) return { id: found.id, shortLink: found.shortLink };
  }
  const link = ref.startsWith(LABEL_PREFIX) ? ref.slice(LABEL_PREFIX.length).trim() : ref;
  if (!link) return null;
  const found = interviewDialogs(interview.id).find((d) => d.shortLink === link || d.id === link);
  return found ? { id: found.id, shortLink: found.shortLink } : null;
}

/** A retry names its dialog by the label 'Dialog # x' or a short link; anything else is refused with the spec's message. */
export function dialogForRetry(interview: Interview, report: Report, shortLink: string): { id: string; shortLink: string } {
  const ref = shortLink.trim();
  if (/[\s#]/.test(ref) && !ref.startsWith(LABEL_PREFIX))
    throw new ValidationFailed(`Cannot retry interview ${ref}: Invalid identifier format.`);
  const found = resolveDialog(interview, report, ref.startsWith(LABEL_PREFIX) ? ref : `${LABEL_PREFIX}${ref}`);
  if (!found) throw new NotFound('Dialog not found');
  return found;
}

/**
 * A one-dialog call (do-coding, do-answer) after its body parsed: the interview checked to be the caller's (404
 * otherwise) before anything else is said about it, and a report required. A Response when the call stops there.
 */
export function dialogCall<T extends { interviewId: string; reportId?: string | null }>(
  userId: string,
  body: T,
): (T & { reportId: string }) | Response {
  interviewFor(userId, body.interviewId, 'write');
  if (!body.reportId) return Response.json({ error: NO_REPORT_RETRY }, { status: HTTP_STATUS.badRequest });
  return { ...body, reportId: body.reportId };
}
