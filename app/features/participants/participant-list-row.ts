import type { MemberCheckOutcome } from '~/features/member-check/format';

import type { ParticipantStatus, QuotaMark } from './format';
import type { GuardFlagView } from './quality-guard-labels';

/** A dialog as the Participants list shows it. */
export type ParticipantListRow = {
  id: string;
  shortLink: string;
  label: string;
  /** "AI respondent · {persona}" for a generated dialog, null for a real participant. */
  aiRespondent: string | null;
  startedAt: Date | string;
  endedAt: Date | string | null;
  messageCount: number;
  status: ParticipantStatus;
  /** How the member check ended. */
  summary: MemberCheckOutcome;
  /** Whether it counts against the monthly participants (null: an AI respondent, never counted). */
  quota: QuotaMark;
  /** Its link variables and screener answers, under the list's `recruitColumns`. */
  recruitValues?: string[];
  /** The quality guard's flags from its last check, strong first; null or absent when never checked. */
  guardFlags?: GuardFlagView[] | null;
};
