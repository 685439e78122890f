import { redirect } from '@remix-run/node';

import type { Interview } from '@db/schema';
import { BUILTIN_MODEL } from '~/ai/models';
import { defaultModel, listModels } from '~/ai/registry.server';
import { jobView } from '~/features/simulated-respondents/personas.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { groundingSummary, voteOnCitation } from '../citations/citations.server';
import { earlierVotes, forgetVote } from '../citations/quote-votes.server';
import type { Report } from '../reports/reports.server';
import { discardAnswerEdit } from './answer-edits.server';
import { addBlock, codingBlocksOf, deleteBlock, moveBlock, requireBlock, updateBlock } from './blocks.server';
import { codingGrounding, codingResults } from './coding-data.server';
import { updateAnswer } from './coding-edits.server';
import { type CodingPayload, failedDialogIds, lastCodingModel, latestCodingJob, startCoding, stopCoding } from './coding-job.server';
import { hasAiResults } from './coding-run.server';
import { correctionsByBlock } from './corrections-by-block.server';
import { codingFormSchema, returnAnchor } from './schemas';

/** What the AI Analysis page shows of this part; `grounding`: the report's, when the page has read it already. */
export function codingPageData(interview: Interview, report: Report, userId: string, grounding = groundingSummary(report.id)) {
  const job = latestCodingJob(interview.id, report.id);
  // The spec's order: groq, gpt-4o, o1; the built-in engine last.
  const models = listModels('analysis').sort((a, b) => Number(a.name === BUILTIN_MODEL) - Number(b.name === BUILTIN_MODEL));
  const results = codingResults(interview, report, userId);
  return {
    interviewId: interview.id,
    reportId: report.id,
    blocks: codingBlocksOf(interview).map((b) => ({
      id: b.id,
      title: b.title,
      description: b.description,
      isActive: b.isActive,
      isDefault: b.isDefault,
    })),
    models,
    selectedModel: (job?.payload as CodingPayload | undefined)?.model ?? defaultModel('analysis'),
    job: jobView(job),
    /** Only one dialog is being refreshed: the dialog's own spinner shows it, not the run's bar. */
    jobDialogs: (job?.payload as CodingPayload | undefined)?.dialogIds ?? null,
    hasResults: hasAiResults(report.id),
    grounding: codingGrounding(grounding),
    earlierVotes: { dialogs: earlierVotes(report.id, userId, ['dialogs']), answers: earlierVotes(report.id, userId, ['answers']) },
    /** Per block, dialogs whose respondent corrected its question's point at the member check: shown beside that answer. */
    corrections: correctionsByBlock(
      interview,
      results.dialogs.map((d) => d.id),
    ),
    ...results,
  };
}

const INTENTS = new Set([
  'coding-run',
  'coding-stop',
  'coding-refresh',
  'coding-retry-failed',
  'coding-block-update',
  'coding-block-add',
  'coding-block-delete',
  'coding-block-move',
  'coding-answer-edit',
  'citation-vote',
  'coding-answer-discard',
  'quote-vote-forget',
]);

/** Where a plain form post returns: the page it came from (with its report and open dialog), else the page. */
function backTo(request: Request | undefined, interviewId: string, reportId: string): string {
  const page = `/interview/setup/${interviewId}/analysis/ai`;
  const referer = request?.headers.get('Referer');
  if (referer && request) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin && from.pathname.replace(/\/$/, '') === page) {
        // Only the settings stay open after a save (they are edited field by field); a confirmation closes.
        if (from.searchParams.get('modal') !== 'analysis-settings') from.searchParams.delete('modal');
        for (const key of [...from.searchParams.keys()]) if (key === 'rerun' || key.startsWith('rerun_')) from.searchParams.delete(key);
        return `${from.pathname}${from.search}`;
      }
    } catch {
      // Not a URL: fall back to the page.
    }
  }
  return `${page}?report=${encodeURIComponent(reportId)}`;
}

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function codingPageAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; userId: string; request?: Request },
): Promise<Response | null> {
  if (!INTENTS.has(intent)) return null;
  const { interview, report, userId } = context;
  const parsed = codingFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]!.message, intent }, { status: HTTP_STATUS.badRequest });
  const input = parsed.data;
  let answer: Record<string, unknown> = { ok: true };
  try {
    switch (input.intent) {
      case 'coding-run':
        answer = { ok: true, jobId: startCoding(interview, report, input.model, undefined, userId).id };
        break;
      case 'coding-stop':
        stopCoding(interview.id, report.id);
        break;
      case 'coding-refresh':
        answer = { ok: true, jobId: startCoding(interview, report, lastCodingModel(interview.id, report.id), [input.dialogId], userId).id };
        break;
      case 'coding-retry-failed': {
        const failed = failedDialogIds(report.id);
        if (failed.length)
          answer = { ok: true, jobId: startCoding(interview, report, lastCodingModel(interview.id, report.id), failed, userId).id };
        break;
      }
      case 'coding-block-update':
        requireBlock(interview.id, input.blockId);
        updateBlock(interview.id, input.blockId, {
          title: input.title,
          description: input.description,
          isActive: input.active === 'on' || input.active === 'true',
        });
        answer = { ok: true, saved: input.blockId };
        break;
      case 'coding-block-add':
        codingBlocksOf(interview);
        answer = { ok: true, saved: addBlock(interview.id, { title: input.title, description: input.description }).id };
        break;
      case 'coding-block-delete':
        deleteBlock(interview.id, input.blockId);
        break;
      case 'coding-block-move':
        moveBlock(interview.id, input.blockId, input.direction);
        break;
      case 'coding-answer-edit':
        updateAnswer(report, userId, { dialogId: input.dialogId, blockId: input.blockId, newAnswer: input.answer });
        break;
      case 'citation-vote':
        voteOnCitation(report.id, input.citationId, userId, input.vote === '' ? null : input.vote);
        break;
      case 'coding-answer-discard':
        discardAnswerEdit({ reportId: report.id, dialogId: input.dialogId, blockId: input.blockId }, userId);
        break;
      case 'quote-vote-forget':
        forgetVote(report.id, userId, { messageId: input.messageId, start: input.start, end: input.end });
        break;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message =
      input.intent === 'coding-answer-edit'
        ? 'Failed to update answer'
        : input.intent === 'citation-vote'
          ? `Failed to update citation status (${statusOf(error)})`
          : error.message;
    return Response.json({ error: message, intent: input.intent }, { status: statusOf(error) });
  }
  return answerPost(form, context, answer);
}

/** With JavaScript the fetcher reads the answer; a plain post returns to the page it came from, at the item it acted on. */
export function answerPost(
  form: FormData,
  context: { interview: Pick<Interview, 'id'>; report: Pick<Report, 'id'>; request?: Request },
  answer: Record<string, unknown>,
): Response {
  if (form.get('js') === '1') return Response.json(answer);
  return redirect(`${backTo(context.request, context.interview.id, context.report.id)}${returnAnchor(form)}`);
}
