// The texts of the Analytics Chat sub-tab and its limits. Safe for the browser (no zod).
export const CHAT_FAILURE = 'Sorry, I encountered an error analyzing the data. Please try again.';
export const NO_RESPONSES = 'No interview responses found to analyze';

/** The longest question the chat takes, in characters. */
export const QUESTION_MAX = 4000;
