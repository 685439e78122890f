import { eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { perConnection } from '@db/per-connection';
import type { RecruitSettings } from '@db/schema';

const { recruitSettings } = schema;

/** An interview nobody set up for a panel: no variables, no screener, no target, nowhere to send anyone back. */
export const NO_RECRUITMENT: RecruitSettings = {
  urlVariables: [],
  personVariable: null,
  excludeParticipantsOf: [],
  completionUrl: null,
  screenoutUrl: null,
  quotaFullUrl: null,
  completionCode: null,
  targetCompletes: null,
  screener: [],
};

// Read on every chat turn (the respondent's way back to the panel): prepared once per connection.
const settingsQuery = perConnection((db) =>
  db
    .select()
    .from(recruitSettings)
    .where(eq(recruitSettings.interviewId, sql.placeholder('interviewId')))
    .prepare(),
);

/** The interview's recruitment settings, or none set. */
export function getRecruitSettings(interviewId: string): RecruitSettings {
  const row = settingsQuery().get({ interviewId });
  return row ? { ...NO_RECRUITMENT, ...row.settings } : NO_RECRUITMENT;
}

/** Replaces the interview's recruitment settings (already validated by the caller). */
export function saveRecruitSettings(interviewId: string, settings: RecruitSettings): RecruitSettings {
  const updatedAt = new Date();
  getDb()
    .insert(recruitSettings)
    .values({ interviewId, settings, updatedAt })
    .onConflictDoUpdate({ target: recruitSettings.interviewId, set: { settings, updatedAt } })
    .run();
  return settings;
}

/** Gives a copy of an interview the recruitment of its original: it is part of the setup a copy takes. */
export function copyRecruitSettings(fromInterviewId: string, toInterviewId: string): void {
  const row = getDb().select().from(recruitSettings).where(eq(recruitSettings.interviewId, fromInterviewId)).get();
  if (row) saveRecruitSettings(toInterviewId, row.settings);
}
