// Shared by the server (list, export) and the browser: no server imports here.

/** The one label of a respondent's conversation, everywhere (list, transcript, export). */
export const dialogLabel = (shortLink: string) => `Dialog # ${shortLink}`;

export type ParticipantStatus = 'Completed' | 'In Progress' | 'Generating...';

/** Completed once the interviewer closed it; a generated dialog with no messages yet is still being generated. */
export function participantStatus(dialog: { completedAt: Date | string | null; isGenerated: boolean; messageCount: number }): ParticipantStatus {
  if (dialog.completedAt) return 'Completed';
  if (dialog.isGenerated && dialog.messageCount === 0) return 'Generating...';
  return 'In Progress';
}
