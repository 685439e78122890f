import type { Interview } from '@db/schema';
import type { Dialog } from '~/features/dialogs/dialogs.server';

import { memberCheckOf } from './member-checks.server';
import { memberCheckChromeFor } from './respondent-chrome';
import type { RespondentMemberCheckView } from './respondent-view';
import { verdictOf } from './verdicts.server';

export function respondentMemberCheckView(interview: Interview, dialog: Dialog | undefined): RespondentMemberCheckView {
  const check = dialog ? memberCheckOf(dialog.id) : undefined;
  return {
    awaiting: check?.verdict === 'pending' && !dialog?.completedAt,
    asksVerdict: interview.asksVerdict && !dialog?.isGenerated,
    verdict: dialog ? verdictOf(dialog.id) : null,
    chrome: memberCheckChromeFor(interview.language),
  };
}
