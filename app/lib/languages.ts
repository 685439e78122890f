/** Languages the "Create with AI" form offers. */
export const CREATE_LANGUAGES = ['English', 'Russian', 'Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const;
/** Languages an interview can run in: the setup list plus those AI drafting offers. */
export const INTERVIEW_LANGUAGES = ['English', 'Russian', 'Spanish', 'French', 'German', 'Uzbek', 'Chinese', 'Japanese'] as const;

export type CreateLanguage = (typeof CREATE_LANGUAGES)[number];
export type InterviewLanguage = (typeof INTERVIEW_LANGUAGES)[number];
