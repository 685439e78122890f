import { randomBytes } from 'node:crypto';

import { draftInterviewGuide } from '~/ai/draft-guide.server';
import { AiError } from '~/ai/errors';
import type { GuideRequest } from '~/ai/guide';
import { DomainError } from '~/lib/errors';

import { createInterviewFromGuide } from './interviews.server';

export type DraftState =
  | { state: 'pending'; request: GuideRequest; model: string }
  | { state: 'done'; interviewId: string; fellBack: boolean }
  | { state: 'failed'; request: GuideRequest; model: string; error: string };

type Entry = { ownerId: string; startedAt: number; value: DraftState };

// Drafts in progress live in this process's memory: the page that waits for one polls it. A restart loses
// them, and the waiting page then says so and offers the form again.
const drafts = new Map<string, Entry>();
const KEEP_MS = 15 * 60 * 1000;

/**
 * The message the researcher sees when drafting fails: the spec's "Server responded with {status}: {body}", the body
 * being the fixed message for the status (the provider's own body may hold the key; it is in the server log).
 */
export function guideFailureMessage(error: unknown): string {
  if (error instanceof AiError && error.status !== undefined) return `Server responded with ${error.status}: ${error.message}`;
  if (error instanceof DomainError) return error.message;
  return 'Failed to generate interview guide';
}

/** Starts drafting a guide in the background; the token names it for the waiting page. */
export function startGuideDraft(ownerId: string, request: GuideRequest, model: string): string {
  sweep();
  const token = randomBytes(12).toString('base64url');
  const entry: Entry = { ownerId, startedAt: Date.now(), value: { state: 'pending', request, model } };
  drafts.set(token, entry);
  draftInterviewGuide(request, { model })
    .then(({ guide, fellBack }) => {
      const interview = createInterviewFromGuide(ownerId, guide, { language: request.language, interviewerLlm: model });
      entry.value = { state: 'done', interviewId: interview.id, fellBack };
    })
    .catch((error: unknown) => {
      if (!(error instanceof AiError) && !(error instanceof DomainError)) console.error('Guide drafting failed', error);
      entry.value = { state: 'failed', request, model, error: guideFailureMessage(error) };
    });
  return token;
}

/** The draft if it belongs to this researcher. */
export function getGuideDraft(ownerId: string, token: string): DraftState | undefined {
  const entry = drafts.get(token);
  return entry && entry.ownerId === ownerId ? entry.value : undefined;
}

export function forgetGuideDraft(token: string): void {
  drafts.delete(token);
}

function sweep() {
  const now = Date.now();
  for (const [token, entry] of drafts) if (now - entry.startedAt > KEEP_MS) drafts.delete(token);
}
