import type { Interview } from '@db/schema';
import { type Correction, correctionsOf } from '~/features/member-check/member-checks.server';

import { codingBlocksOf } from './blocks.server';

/**
 * Individual Answers' corrections: per coding block, the dialogs whose respondent corrected, at the member check, the
 * point on that block's guide question. A correction is shown once, under the questions whose points it corrects;
 * one of the summary as a whole stays with the dialog's member check.
 */
export function correctionsByBlock(
  interview: Pick<Interview, 'id' | 'questions'>,
  dialogIds: readonly string[],
): Record<string, Record<string, Correction>> {
  const corrections = Object.entries(correctionsOf(dialogIds));
  const byBlock: Record<string, Record<string, Correction>> = {};
  if (corrections.length === 0) return byBlock;
  for (const block of codingBlocksOf(interview)) {
    const index = block.questionId ? interview.questions.findIndex((q) => q.id === block.questionId) : -1;
    if (index < 0) continue;
    for (const [dialogId, correction] of corrections)
      if (correction.questions.includes(index)) (byBlock[block.id] ??= {})[dialogId] = correction;
  }
  return byBlock;
}
