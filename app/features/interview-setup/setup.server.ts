import type { Interview, Question } from '@db/schema';
import { storedPiiRedaction } from '~/ai/privacy/redaction-setting.server';
import { recordStep } from '~/features/audit/audit-log.server';
import { isDefaultConsentText } from '~/features/consent/consent-texts';
import { isDefaultInitialMessage } from '~/features/interviews/defaults';
import { type InterviewChanges, updateOwnedInterview } from '~/features/interviews/interviews.server';
import { notFound, ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import { emitQuestionsChanged } from './interview-events.server';
import { isNewestCopy } from './post-order.server';
import { moveQuestion } from './question-list';
import { MAX_QUESTIONS, type SetupSettings } from './schemas';
import type { PageEdits } from './setup-actions';

/** The settings as the form sent them, in the shape they are stored. */
function storedSettings(settings: SetupSettings) {
  return {
    ...settings,
    method: settings.method as 'chat' | 'audio',
    // The default greeting as the form showed it is kept as no greeting of its own, so it follows the language.
    initialMessage: isDefaultInitialMessage(settings.initialMessage) ? null : settings.initialMessage,
    // Likewise a default consent text: stored as none, it follows the interview's language.
    consentText: isDefaultConsentText(settings.consentText) ? null : settings.consentText,
    // The server's default is stored as no choice, so it keeps following the configuration.
    piiRedaction: settings.piiRedaction && storedPiiRedaction(settings.piiRedaction),
  };
}

/**
 * Stores the page's edits and `changes` in one write, and tells the other open setup pages of a new question list. A
 * part the same page has since stored from a newer post is left as it is (`isNewestCopy`).
 */
function storePageEdits(ownerId: string, id: string, edits: PageEdits, tabId: string | null, changes: InterviewChanges = {}) {
  const newest = (part: 'settings' | 'questions') => isNewestCopy(id, tabId, edits.postNumber, part);
  let questionsStored = false;
  const updated = updateOwnedInterview(ownerId, id, () => {
    const settings = edits.settings && newest('settings') ? storedSettings(edits.settings) : {};
    questionsStored = Boolean(edits.questions) && newest('questions');
    return { ...settings, ...(questionsStored && { questions: edits.questions }), ...changes };
  });
  if (!updated) throw notFound('Interview not found');
  if (questionsStored) emitQuestionsChanged({ interviewId: id, questions: updated.questions, origin: tabId });
  return updated;
}

/** Save in the action bar: the settings, and the question list if the page has unsaved changes to it. */
export function saveSettings(ownerId: string, id: string, edits: PageEdits, tabId: string | null): Interview {
  return storePageEdits(ownerId, id, edits, tabId);
}

/** Replaces the question list after `edit` and tells every open setup page of this interview. */
function changeQuestions(ownerId: string, id: string, tabId: string | null, edit: (list: Question[]) => Question[]): Question[] {
  // The access check comes first, so another team's interview is a 404 whatever the edit would have refused.
  const { questions } = updateOwnedInterview(ownerId, id, (interview) => {
    const next = edit(interview.questions);
    if (next.length > MAX_QUESTIONS) throw new ValidationFailed(`An interview can have at most ${MAX_QUESTIONS} questions`);
    return { questions: next };
  })!;
  emitQuestionsChanged({ interviewId: id, questions, origin: tabId });
  return questions;
}

/** Save Questions, auto-save and a move; a list the same page has since stored from a newer post stays (`isNewestCopy`). */
export function saveQuestions(ownerId: string, id: string, questions: Question[], tabId: string | null, postNumber?: number): Question[] {
  return changeQuestions(ownerId, id, tabId, (stored) => (isNewestCopy(id, tabId, postNumber, 'questions') ? questions : stored));
}

export function addQuestion(ownerId: string, id: string, fields: { title: string; description: string }, tabId: string | null): Question[] {
  return changeQuestions(ownerId, id, tabId, (list) => [...list, { id: newId(), ...fields }]);
}

export function updateQuestion(
  ownerId: string,
  id: string,
  questionId: string,
  fields: { title: string; description: string },
  tabId: string | null,
) {
  return changeQuestions(ownerId, id, tabId, (list) => {
    if (!list.some((q) => q.id === questionId)) throw new ValidationFailed('That question no longer exists. Reload the page.');
    return list.map((q) => (q.id === questionId ? { ...q, ...fields } : q));
  });
}

export function deleteQuestion(ownerId: string, id: string, questionId: string, tabId: string | null) {
  return changeQuestions(ownerId, id, tabId, (list) => list.filter((q) => q.id !== questionId));
}

export function moveQuestionOneStep(ownerId: string, id: string, questionId: string, direction: 'up' | 'down', tabId: string | null) {
  return changeQuestions(ownerId, id, tabId, (list) => moveQuestion(list, questionId, direction));
}

/**
 * Draft → published, with the public link the respondents will open. The page's edits are stored in the same write,
 * so what is published is what the researcher saw when they clicked, whether or not they saved first.
 */
export function publishInterview(ownerId: string, id: string, origin: string, edits: PageEdits, tabId: string | null): Interview {
  const published = storePageEdits(ownerId, id, edits, tabId, { status: 'published', publicLink: `${origin}/interviews/${id}` });
  recordStep(ownerId, { action: 'publish', interview: published, detail: `Public link ${published.publicLink}` });
  return published;
}

/** Published → draft; the public link stops working and is cleared. */
export function pauseInterview(ownerId: string, id: string): Interview {
  const paused = updateOwnedInterview(ownerId, id, { status: 'draft', publicLink: null })!;
  recordStep(ownerId, { action: 'pause', interview: paused, detail: 'The public link stopped taking respondents' });
  return paused;
}
