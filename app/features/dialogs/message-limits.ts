// Shared by the server's schemas and the respondent's page (which carries no zod).

/** A respondent message: room for a long, thoughtful answer, not for pasting documents into the interviewer's prompt. */
export const MAX_MESSAGE_CHARS = 2000;
/** From this length on the page shows how much room is left. */
export const SHOW_COUNT_FROM_CHARS = 1500;
