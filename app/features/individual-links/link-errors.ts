/**
 * The messages a refused plain form post (no JavaScript) can bring back to the setup page. The redirect carries
 * only the code (`?link-error=bio-empty`), so a crafted address cannot make the page print text of its choosing.
 */
// The texts are the schemas' messages (schemas.ts, personas/schemas.ts), repeated so the browser bundle does not
// carry zod; link-errors.test.ts checks they still match.
const LINK_ERRORS = new Map([
  ['bio-empty', 'Respondent bio is required'],
  ['bio-too-long', 'Respondent bio must be at most 4000 characters'],
  ['persona-bio-too-long', 'The bio must be at most 4000 characters'],
  ['no-link-chosen', 'Choose a link to delete'],
  ['messages-count', 'Messages count must be a whole number from 1 to 20'],
  ['dialogs-count', 'Count of dialogs must be a whole number from 1 to 10'],
  ['unknown-action', 'Unknown action'],
  // Not a schema's: the queue refused the persona dialogs (TooManyPendingJobs), its count left out of the address.
  ['jobs-waiting', 'Too many of your jobs are waiting to run. Please wait until one of them starts before starting another.'],
  ['invalid', 'This form could not be sent. Please check it and try again.'],
]);

/** The code for a validation message of the links form; a message without its own code gets the general one. */
export function linkErrorCode(message: string): string {
  for (const [code, text] of LINK_ERRORS) if (text === message) return code;
  return 'invalid';
}

/** The message for a code from the address, or undefined for anything that is not one of ours. */
export function linkErrorMessage(code: string | null | undefined): string | undefined {
  return code ? LINK_ERRORS.get(code) : undefined;
}
