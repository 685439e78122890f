import { redirect } from '@remix-run/node';

import type { Interview } from '@db/schema';
import { type Dialog, QuotaExhausted } from '~/features/dialogs/dialogs.server';
import { type RespondentFailure, respondentFailure } from '~/features/dialogs/respondent-errors.server';
import { TooManyRequests } from '~/features/dialogs/respondent-limits.server';
import { type Arrived, arriveOnPublicLink } from '~/features/recruit/public-link.server';
import { isReadReplica } from '~/lib/instance-role.server';

/**
 * A visitor on the public link (see arriveOnPublicLink), or why a panel study's first page could not start their
 * dialog: too many new dialogs from their address, or the owner's monthly quota used up, said in their language.
 */
export function arriveOrRefuse(
  interview: Interview,
  url: URL,
  remembered: Dialog | undefined,
  clientIp: string,
): Arrived | { refused: RespondentFailure } {
  try {
    const arrived = arriveOnPublicLink(interview, url, remembered, clientIp, { mayStart: !isReadReplica() });
    // The same page, served by the primary (docs/scaling.md): the replica's copy of the database is read-only.
    if ('mustStart' in arrived) throw redirect(`/interviews/${interview.id}/start${url.search}`);
    return arrived;
  } catch (error) {
    if (error instanceof TooManyRequests || error instanceof QuotaExhausted)
      return { refused: respondentFailure(error, interview.language, false) };
    throw error;
  }
}
