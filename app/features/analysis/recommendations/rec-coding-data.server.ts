/**
 * Recommendation coding as the page, the report JSON and the Excel export read it: per block, each recommendation
 * with the answers coded to it and their active citations.
 */
import { asc, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { distinctMadeBy, type MadeBy } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';

import { citationsOf } from '../citations/citations.server';
import type { CodingBlock } from '../coding/blocks.server';
import { isAnswer } from '../reports/report-counts';
import type { AnswerRow } from './rec-coding-model.server';
import { recommendationsOf } from './recommendations.server';

const { dialogAnswers, recommendationCodings } = schema;

export type CodedAnswer = {
  answerId: string;
  dialogId: string;
  shortLink: string;
  label: string;
  answer: string;
  relevance: number | null;
  citations: ReturnType<typeof citationsOf> extends Map<string, infer C> ? C : never;
};
export type CodingGroup = { recommendationId: string; title: string; description: string; answers: CodedAnswer[] };
export type BlockCoding = {
  blockId: string;
  title: string;
  groups: CodingGroup[];
  answered: number;
  unclassified: number;
  model: string | null;
  codedAt: Date | null;
  madeBy: MadeBy[];
};

/** The stored coding of each block with its recommendations, answers and their active citations. */
export function recCodingOf(
  reportId: string,
  blocks: readonly CodingBlock[],
  userId: string,
  dialogsById: ReadonlyMap<string, { shortLink: string; label: string }>,
): BlockCoding[] {
  const db = getDb();
  const recs = recommendationsOf(reportId);
  const codings = db
    .select()
    .from(recommendationCodings)
    .where(eq(recommendationCodings.reportId, reportId))
    .orderBy(asc(recommendationCodings.createdAt))
    .all();
  const answerIds = [...new Set(codings.map((c) => c.answerId))];
  const answers = new Map<string, AnswerRow>();
  for (let i = 0; i < answerIds.length; i += 500) {
    for (const row of db
      .select()
      .from(dialogAnswers)
      .where(inArray(dialogAnswers.id, answerIds.slice(i, i + 500)))
      .all())
      answers.set(row.id, row);
  }
  const cited = citationsOf('answerId', answerIds, userId);
  const blockAnswers = db
    .select({ id: dialogAnswers.id, blockId: dialogAnswers.blockId, dialogId: dialogAnswers.dialogId })
    .from(dialogAnswers)
    .where(eq(dialogAnswers.reportId, reportId))
    .all();
  return blocks.map((block) => {
    const own = recs.filter((r) => r.blockId === block.id);
    const ownIds = new Set(own.map((r) => r.id));
    const ownCodings = codings.filter((c) => ownIds.has(c.recommendationId));
    const groups = own.map((rec) => ({
      recommendationId: rec.id,
      title: rec.title,
      description: rec.description,
      answers: ownCodings
        .filter((c) => c.recommendationId === rec.id && answers.has(c.answerId))
        .flatMap((c) => {
          const answer = answers.get(c.answerId)!;
          const dialog = dialogsById.get(answer.dialogId);
          if (!dialog || !isAnswer(answer)) return [];
          return [
            {
              answerId: answer.id,
              dialogId: answer.dialogId,
              shortLink: dialog.shortLink,
              label: dialog.label,
              answer: answer.answer ?? '',
              relevance: c.relevance,
              citations: (cited.get(answer.id) ?? []).filter((x) => x.vote !== 'rejected'),
            },
          ];
        }),
    }));
    const answered = blockAnswers.filter((a) => a.blockId === block.id && dialogsById.has(a.dialogId)).length;
    const classified = new Set(ownCodings.map((c) => c.answerId)).size;
    const latest = ownCodings.at(-1);
    const madeBy = distinctMadeBy(ownCodings.map((c) => madeByOf({ provenance: c.provenance, model: c.model, at: c.createdAt })));
    return {
      blockId: block.id,
      title: block.title,
      groups,
      answered,
      unclassified: ownCodings.length ? Math.max(0, answered - classified) : 0,
      model: latest?.model ?? null,
      codedAt: latest?.createdAt ?? null,
      madeBy,
    };
  });
}

/** The report JSON's coding_rec_data: per question, per recommendation group, the answers with user_id and answer. */
export function codingRecData(coding: readonly BlockCoding[]) {
  const data: Record<
    string,
    Record<
      string,
      {
        user_id: string;
        dialog_id: string;
        answer: string;
        relevance: number | null;
        citations: { text: string; relevance: string | null; source: string }[];
      }[]
    >
  > = {};
  for (const block of coding) {
    const groups: (typeof data)[string] = {};
    for (const group of block.groups) {
      groups[group.title] = group.answers.map((a) => ({
        user_id: a.label,
        dialog_id: a.dialogId,
        answer: a.answer,
        relevance: a.relevance,
        citations: a.citations.map((c) => ({ text: c.text, relevance: c.relevance, source: a.label })),
      }));
    }
    data[block.title] = groups;
  }
  return data;
}
