import { findInterview } from '~/features/interviews/interviews.server';
import { formatDateTime } from '~/lib/format-date';

import { aiInWords, CONSENT_CHROME } from './consent-texts';
import { consentsOf, type DialogConsent } from './dialog-consents.server';

/** The name of the consent's column in the participants' exports, after the recruitment's columns. */
export const CONSENT_COLUMN = 'Consent';

/** A dialog's consent in one line of plain text: the answer, when, the version of the text and the AI it named. */
export function consentCell(consent: Pick<DialogConsent, 'decision' | 'decidedAt' | 'textVersion' | 'ai'> | undefined): string {
  if (!consent) return '';
  const answer = consent.decision === 'agreed' ? 'Agreed' : 'Declined';
  return `${answer} ${formatDateTime(consent.decidedAt)}; text version ${consent.textVersion}; AI: ${aiInWords(consent.ai, CONSENT_CHROME.English)}`;
}

/** The consent column of a list of dialogs: none when the interview never asked and no dialog answered. */
export type ConsentTable = { columns: { key: string; name: string }[]; valuesOf: (dialogId: string) => string[] };

export function consentTable(interviewId: string, dialogIds: readonly string[]): ConsentTable {
  const found = consentsOf(dialogIds);
  const asks = found.size > 0 || Boolean(findInterview(interviewId)?.requireConsent);
  return {
    columns: asks ? [{ key: 'consent', name: CONSENT_COLUMN }] : [],
    valuesOf: (dialogId) => (asks ? [consentCell(found.get(dialogId))] : []),
  };
}

/** The consent as a "name: value" fact of a transcript's header, when the dialog answered the consent screen. */
export function consentFacts(dialogIds: readonly string[]): Map<string, { name: string; value: string }[]> {
  return new Map([...consentsOf(dialogIds)].map(([id, row]) => [id, [{ name: CONSENT_COLUMN, value: consentCell(row) }]]));
}
