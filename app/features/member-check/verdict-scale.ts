import type { respondentVerdicts } from '@db/schema';

/** 1 (not at all) to 4 (completely): how well the interview captured the respondent's views. */
export const CAPTURED_VIEWS = [1, 2, 3, 4] as const;
export type CapturedViews = (typeof CAPTURED_VIEWS)[number];
export type PreferredMode = NonNullable<(typeof respondentVerdicts.$inferSelect)['preferredMode']>;
export const PREFERRED_MODES = ['ai-chat', 'ai-voice', 'human', 'form', 'no-preference'] as const satisfies readonly PreferredMode[];

/** The researcher's words for the answers (the respondent sees them in the interview's language). */
export const CAPTURED_VIEWS_LABELS: Record<CapturedViews, string> = { 1: 'Not at all', 2: 'A little', 3: 'Mostly', 4: 'Completely' };
export const PREFERRED_MODE_LABELS: Record<PreferredMode, string> = {
  'ai-chat': 'Chatting with an AI interviewer',
  'ai-voice': 'Talking to an AI interviewer by voice',
  human: 'With a human interviewer',
  form: 'Filling in a form with open text boxes',
  'no-preference': 'No preference',
};

/** The answers that choose an AI interviewer next time. */
export const AI_MODES: readonly PreferredMode[] = ['ai-chat', 'ai-voice'];

/**
 * What respondents said of AI interviews in Geiecke & Jaravel's study, for comparison: "how well the interview captured
 * your views" averaged 3.57 on the same four-point scale; 42.5 % would choose an AI interviewer next time, 18.4 % a human.
 */
export const PUBLISHED_REFERENCE = {
  source: 'Geiecke & Jaravel',
  capturedViewsMean: 3.57,
  aiShare: 0.425,
  humanShare: 0.184,
} as const;
