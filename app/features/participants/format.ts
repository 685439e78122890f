// Shared by the server (list, export) and the browser: no server imports here.

/** The one label of a respondent's conversation, everywhere (list, transcript, export). */
export const dialogLabel = (shortLink: string) => `Dialog # ${shortLink}`;

export type ParticipantStatus = 'Completed' | 'In Progress' | 'Generating...' | 'No answer';

/**
 * Completed once the interviewer closed it; a generated dialog with no messages yet is still being generated; a
 * respondent's dialog that holds no real answer yet (opened and left, or only attempts to instruct the interviewer)
 * says so, and does not count against the plan's quota.
 */
export function participantStatus(dialog: {
  completedAt: Date | string | null;
  isGenerated: boolean;
  messageCount: number;
  answeredAt: Date | string | null;
}): ParticipantStatus {
  if (dialog.completedAt) return 'Completed';
  if (dialog.isGenerated) return dialog.messageCount === 0 ? 'Generating...' : 'In Progress';
  return dialog.answeredAt ? 'In Progress' : 'No answer';
}

/**
 * How a simulated respondent is marked everywhere (list, transcript, export): "AI respondent", with the persona's name
 * when the dialog was played from a persona that still exists. Null for a real participant.
 */
export function aiRespondentMark(dialog: { isGenerated: boolean; personaName?: string | null }): string | null {
  if (!dialog.isGenerated) return null;
  return dialog.personaName ? `AI respondent · ${dialog.personaName}` : 'AI respondent';
}

/**
 * Whether a dialog counts against the owner's monthly participants: 'counted' once it holds substantive answers,
 * 'not-yet' before, 'excluded' when the owner took it out of the count; null for a generated dialog (never counted).
 */
export type QuotaMark = 'counted' | 'not-yet' | 'excluded' | null;

/** What makes a respondent's dialog count, as the list says it above the table. */
export const QUOTA_RULE =
  'A respondent’s dialog counts towards your monthly participants once it holds two real answers and the interview has reached its second question or its end; dialogs marked “Counts towards quota” are counted.';

/** How the list says it: under the status for a counted or a removed dialog, in the confirmation for each. */
export const QUOTA_MARK_TEXT: Record<Exclude<QuotaMark, null>, string> = {
  counted: 'Counts towards quota',
  'not-yet': 'Not counted yet',
  excluded: 'Not counted (removed by you)',
};
