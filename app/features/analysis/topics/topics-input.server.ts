import type { Interview } from '@db/schema';

import { activeBlocks } from '../coding/blocks.server';
import { analysisEvidence, messagesForBlock } from '../evidence/evidence.server';
import type { Report } from '../reports/reports.server';
import type { TopicsInput } from './builtin-topics.server';
import { stopWordsFor } from './words';

/** What the topic engines read of a report: the included dialogs' answers per active block, and the study's words. */
export function topicsInput(interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>, report: Report): TopicsInput {
  const evidence = analysisEvidence(interview, report);
  return {
    evidence,
    stop: stopWordsFor(interview.language),
    language: interview.language,
    goal: interview.goal,
    blocks: activeBlocks(interview).map((block) => ({
      block,
      messagesByDialog: new Map(
        evidence
          .map((dialog) => [dialog.id, messagesForBlock(interview, block, dialog)] as const)
          .filter(([, messages]) => messages.length > 0),
      ),
    })),
  };
}
