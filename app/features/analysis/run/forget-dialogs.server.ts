import { sql } from 'drizzle-orm';

import { getDb } from '@db/index';

import { forgetDialogsInChat } from '../chat/conversation.server';
import { forgetDialogsInTopics } from '../coding/coding-topics.server';
import { markReportsForRerun } from '../reports/reports.server';
import { clearSummaries } from '../summaries/summaries.server';

/**
 * The reports of the interview whose results used any of the dialogs: a score, a coding status, an answer, a quote,
 * a topic or theme member, or a summary point that counts it.
 */
function reportsUsing(interviewId: string, dialogIds: readonly string[]): string[] {
  if (dialogIds.length === 0) return [];
  const ids = sql.join(
    dialogIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return getDb()
    .all<{ id: string }>(
      sql`select r.id as id from reports r where r.interview_id = ${interviewId} and (
            exists (select 1 from sample_scores s where s.report_id = r.id and s.dialog_id in (${ids}))
            or exists (select 1 from dialog_codings c where c.report_id = r.id and c.dialog_id in (${ids}))
            or exists (select 1 from dialog_answers a where a.report_id = r.id and a.dialog_id in (${ids}))
            or exists (select 1 from citations q where q.report_id = r.id and q.dialog_id in (${ids}))
            or exists (select 1 from reviewed_theme_members m where m.report_id = r.id and m.dialog_id in (${ids}))
            or exists (select 1 from coding_topics t, json_each(t.dialog_ids) j
                       where t.report_id = r.id and t.dialog_ids is not null and j.value in (${ids}))
            or exists (select 1 from summaries p, json_each(p.point_dialog_ids) j, json_each(j.value) k
                       where p.report_id = r.id and p.point_dialog_ids is not null and j.type = 'array' and k.value in (${ids}))
          )`,
    )
    .map((row) => row.id);
}

/**
 * What the analysis keeps of dialogs about to be deleted, beyond what cascades with their rows (scores, codings,
 * answers, citations, votes, theme members, search rows): the reports that used them are marked to be run again,
 * their summaries (which blend the dialogs, and the built-in engine's quote sentences) are cleared, the topics' member
 * lists lose them, and the analytics chat's answers that quote them go. Runs inside the caller's transaction.
 */
export function forgetDialogsInAnalysis(interviewId: string, dialogIds: readonly string[], at: Date): void {
  const reportIds = reportsUsing(interviewId, dialogIds);
  markReportsForRerun(reportIds, at);
  for (const reportId of reportIds) clearSummaries(getDb(), reportId);
  forgetDialogsInTopics(reportIds, dialogIds);
  forgetDialogsInChat(interviewId, dialogIds);
}
