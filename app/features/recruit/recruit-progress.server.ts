import { sql } from 'drizzle-orm';

import { getDb } from '@db/index';

import { getRecruitSettings } from './recruit-settings.server';

/** One quota of the screener and the completes that gave its answer. */
export type QuotaProgress = { questionId: string; question: string; optionId: string; label: string; quota: number; completes: number };

/** Where recruitment stands: real respondents only (the owner's previews and AI respondents are never counted). */
export type RecruitProgress = {
  /** Admitted dialogs that were completed. */
  completes: number;
  /** Admitted dialogs not completed yet: they may still finish after the target is reached. */
  inProgress: number;
  /** Respondents the screener, a quota, the target or another study turned away. */
  turnedAway: number;
  target: number | null;
  quotas: QuotaProgress[];
};

// Real respondents' dialogs of the interview, each with where its admission stands.
const REAL_DIALOG = sql.raw(`d.id = r.dialog_id and d.is_preview = 0 and d.is_generated = 0`);

/** Completes, in progress and turned away, per interview. Read-only. */
function outcomeCounts(interviewIds: readonly string[]) {
  if (interviewIds.length === 0) return [];
  return getDb().all<{ interview_id: string; completes: number; in_progress: number; turned_away: number }>(sql`
    select r.interview_id,
      coalesce(sum(r.outcome = 'admitted' and d.completed_at is not null), 0) as completes,
      coalesce(sum(r.outcome = 'admitted' and d.completed_at is null), 0) as in_progress,
      coalesce(sum(r.outcome in ('screened_out', 'quota_full', 'full')), 0) as turned_away
    from dialog_recruitment r join dialogs d on ${REAL_DIALOG}
    where r.interview_id in (${sql.join(
      interviewIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by r.interview_id`);
}

/** The interview's completes against its target and each quota. Read-only. */
export function recruitProgress(interviewId: string): RecruitProgress {
  const settings = getRecruitSettings(interviewId);
  const counts = outcomeCounts([interviewId])[0];
  const byOption = new Map(
    getDb()
      .all<{ option_id: string; completes: number }>(
        sql`
        select json_extract(a.value, '$.optionId') as option_id, count(distinct r.dialog_id) as completes
        from dialog_recruitment r join dialogs d on ${REAL_DIALOG}, json_each(r.screener_answers) a
        where r.interview_id = ${interviewId} and r.outcome = 'admitted' and d.completed_at is not null
        group by option_id`,
      )
      .map((row) => [row.option_id, row.completes]),
  );
  const quotas = settings.screener.flatMap((question) =>
    question.options
      .filter((option) => option.quota !== null)
      .map((option) => ({
        questionId: question.id,
        question: question.question,
        optionId: option.id,
        label: option.label,
        quota: option.quota!,
        completes: byOption.get(option.id) ?? 0,
      })),
  );
  return {
    completes: counts?.completes ?? 0,
    inProgress: counts?.in_progress ?? 0,
    turnedAway: counts?.turned_away ?? 0,
    target: settings.targetCompletes,
    quotas,
  };
}

/** For each of these interviews that has a target: its completes and the target. Read-only. */
export function completesAgainstTargets(interviewIds: readonly string[]): Map<string, { completes: number; target: number }> {
  const found = new Map<string, { completes: number; target: number }>();
  if (interviewIds.length === 0) return found;
  const targets = getDb().all<{ interview_id: string; target: number }>(sql`
    select interview_id, json_extract(settings, '$.targetCompletes') as target
    from recruit_settings
    where target is not null and interview_id in (${sql.join(
      interviewIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  if (targets.length === 0) return found;
  const completes = new Map(outcomeCounts(targets.map((t) => t.interview_id)).map((row) => [row.interview_id, row.completes]));
  for (const { interview_id, target } of targets) found.set(interview_id, { completes: completes.get(interview_id) ?? 0, target });
  return found;
}
