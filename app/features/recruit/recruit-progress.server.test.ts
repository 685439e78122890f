import { describe, expect, test } from 'vitest';

import type { ScreenerAnswer } from '@db/schema';

import { seedDialog } from '../../../tests/support/dialog-seeds';
import { createPublishedInterview } from '../../../tests/support/factories';
import { type DialogRecruitment, recordLinkVariables } from './dialog-recruitment.server';
import { completesAgainstTargets, recruitProgress } from './recruit-progress.server';
import { NO_RECRUITMENT, saveRecruitSettings } from './recruit-settings.server';

const QUESTION = { id: 'q1', question: 'How often do you shop?' };
const WEEKLY = { id: 'weekly', label: 'Weekly', qualifies: true, quota: 3 };
const DAILY = { id: 'daily', label: 'Daily', qualifies: true, quota: null };
const NEVER = { id: 'never', label: 'Never', qualifies: false, quota: null };

const answered = (option: { id: string; label: string }): ScreenerAnswer[] => [
  { questionId: QUESTION.id, question: QUESTION.question, optionId: option.id, label: option.label },
];

async function study(target: number | null = 10) {
  const { interview } = await createPublishedInterview();
  saveRecruitSettings(interview.id, {
    ...NO_RECRUITMENT,
    targetCompletes: target,
    screener: [{ ...QUESTION, options: [WEEKLY, DAILY, NEVER] }],
  });
  const respondent = (
    outcome: DialogRecruitment['outcome'],
    option: { id: string; label: string },
    seed: { completed?: boolean; isPreview?: boolean; isGenerated?: boolean } = {},
  ) => {
    const dialog = seedDialog(interview.id, {
      completedAt: seed.completed ? Date.now() : null,
      isPreview: seed.isPreview,
      isGenerated: seed.isGenerated,
    });
    recordLinkVariables({
      dialogId: dialog.id,
      interviewId: interview.id,
      variables: {},
      personKey: null,
      screenerAnswers: answered(option),
      outcome,
    });
  };
  return { interview, respondent };
}

describe('recruitProgress', () => {
  test('counts admitted, completed real dialogs against the target and each quota', async () => {
    const { interview, respondent } = await study(10);
    respondent('admitted', WEEKLY, { completed: true });
    respondent('admitted', WEEKLY, { completed: true });
    respondent('admitted', DAILY, { completed: true });
    respondent('admitted', WEEKLY); // still talking
    respondent('screened_out', NEVER);
    respondent('quota_full', WEEKLY);
    respondent('screening', WEEKLY);
    // Never counted: the owner's preview and an AI respondent, even admitted and completed.
    respondent('admitted', WEEKLY, { completed: true, isPreview: true });
    respondent('admitted', WEEKLY, { completed: true, isGenerated: true });
    // A completed dialog without an admission (the screener was added later) is no complete of the panel.
    seedDialog(interview.id, { completedAt: Date.now() });

    expect(recruitProgress(interview.id)).toEqual({
      completes: 3,
      inProgress: 1,
      turnedAway: 2,
      target: 10,
      quotas: [{ questionId: 'q1', question: QUESTION.question, optionId: 'weekly', label: 'Weekly', quota: 3, completes: 2 }],
    });
  });

  test('an interview set up for no panel has nothing to count', async () => {
    const { interview } = await createPublishedInterview();
    expect(recruitProgress(interview.id)).toEqual({ completes: 0, inProgress: 0, turnedAway: 0, target: null, quotas: [] });
  });
});

describe('completesAgainstTargets', () => {
  test('names only the interviews with a target, with their completes', async () => {
    const withTarget = await study(5);
    withTarget.respondent('admitted', DAILY, { completed: true });
    const withoutTarget = await study(null);
    withoutTarget.respondent('admitted', DAILY, { completed: true });
    const untouched = await createPublishedInterview();

    const found = completesAgainstTargets([withTarget.interview.id, withoutTarget.interview.id, untouched.interview.id]);
    expect([...found]).toEqual([[withTarget.interview.id, { completes: 1, target: 5 }]]);
  });
});
