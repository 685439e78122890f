import { listInterviews } from '~/features/interviews/interviews.server';
import { ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import { getRecruitSettings, saveRecruitSettings } from './recruit-settings.server';
import { type RecruitBody, type RecruitJson, recruitJson, recruitSettingsFrom } from './recruit-settings-schema';

/** A setting the schema accepts but the owner's data refuses, with the field it is about. */
export class RecruitFieldRefused extends ValidationFailed {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The interview's recruitment as the API shows it (the caller has checked the interview is the owner's). */
export function recruitSetupOf(interviewId: string): RecruitJson {
  return recruitJson(getRecruitSettings(interviewId));
}

/**
 * The owner's other interviews whose participants may be excluded: id and title, newest first.
 */
export function otherInterviewsOf(ownerId: string, interviewId: string): { id: string; title: string }[] {
  return listInterviews(ownerId)
    .filter((i) => i.id !== interviewId)
    .map(({ id, title }) => ({ id, title }));
}

/**
 * Replaces the interview's recruitment with a validated body (the caller has checked the interview is the owner's).
 * The interviews whose participants are excluded must be this owner's others.
 */
export function saveRecruitSetup(ownerId: string, interviewId: string, body: RecruitBody): RecruitJson {
  if (body.exclude_participants_of.length > 0) {
    const others = new Set(otherInterviewsOf(ownerId, interviewId).map((i) => i.id));
    const stranger = body.exclude_participants_of.find((id) => !others.has(id));
    if (stranger !== undefined) throw new RecruitFieldRefused('exclude_participants_of', 'Choose among your other interviews');
  }
  const settings = recruitSettingsFrom(body, getRecruitSettings(interviewId), newId);
  return recruitJson(saveRecruitSettings(interviewId, settings));
}
