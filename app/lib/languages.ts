/** Languages the "Create with AI" form offers. */
export const CREATE_LANGUAGES = ['English', 'Russian', 'Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const;
/** Languages an interview can run in: the setup list plus those AI drafting offers. */
export const INTERVIEW_LANGUAGES = ['English', 'Russian', 'Spanish', 'French', 'German', 'Uzbek', 'Chinese', 'Japanese'] as const;

export type CreateLanguage = (typeof CREATE_LANGUAGES)[number];
export type InterviewLanguage = (typeof INTERVIEW_LANGUAGES)[number];

/** BCP 47 codes for the `lang` attribute of respondent pages. */
export const LANGUAGE_CODES: Record<InterviewLanguage, string> = {
  English: 'en',
  Russian: 'ru',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Uzbek: 'uz',
  Chinese: 'zh',
  Japanese: 'ja',
};

export const languageCode = (language: string) => LANGUAGE_CODES[language as InterviewLanguage] ?? 'en';
