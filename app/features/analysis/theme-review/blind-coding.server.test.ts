import '../../../../server/job-handlers';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createUser } from '~/features/auth/users.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { startJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../../../../tests/fixtures/topics-dialogs';
import { seedDialog } from '../../../../tests/support/dialog-seeds';
import { createPublishedInterview } from '../../../../tests/support/factories';
import { createReport } from '../reports/reports.server';
import { startTopics } from '../topics/topics.server';
import { blindCodingPage, saveBlindCoding } from './blind-coding.server';
import { storedThemes } from './reviewed-themes.server';
import { themeReviewOf } from './theme-review.server';

let runner: { stop: () => Promise<void> };
beforeAll(() => {
  runner = startJobRunner({ concurrency: 1 });
});
afterAll(() => runner.stop());

describe('blind codings of the suggested key themes', () => {
  test('a save on a theme nobody touched stores it under its stable id, and the decisions survive the next run', async () => {
    const owner = await createUser({ email: `blind-${Date.now()}@example.com`, password: 'correct-horse-battery' });
    const coder = await createUser({ email: `blind-coder-${Date.now()}@example.com`, password: 'correct-horse-battery' });
    const { interview: created } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, owner);
    const interview = findInterview(created.id)!;
    for (const said of TOPICS_DIALOGS) seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(said) });
    const report = createReport(interview.id, 'Wave 1');
    const context = { interview, report };
    startTopics(interview, report, 'builtin');
    await whenIdle();

    const before = themeReviewOf(report);
    const theme = before.themes[0]!;
    expect(theme.touched).toBe(false);
    const [dialogId] = before.included;
    saveBlindCoding(context, coder.id, { dialogId: dialogId!, shownThemeIds: before.themes.map((t) => t.id), memberThemeIds: [theme.id] });

    // Stored as the engine suggested it: every member open, nothing confirmed, not reviewed.
    const stored = storedThemes(report.id).find((t) => t.id === theme.id)!;
    expect(stored).toMatchObject({ name: theme.name, reviewed: false, origin: 'suggested' });
    expect(stored.members.map((m) => m.dialogId).sort()).toEqual(theme.members.map((m) => m.dialogId).sort());
    expect(stored.members.every((m) => m.status === 'open' && m.origin === 'suggested')).toBe(true);

    startTopics(interview, report, 'builtin');
    await whenIdle();
    // The new run's suggestion is matched to the stored theme: same id, and the coder's decision is still on it.
    expect(themeReviewOf(report).themes.map((t) => t.id)).toContain(theme.id);
    const page = blindCodingPage(context, coder.id, 1);
    expect(page.dialogs.find((d) => d.id === dialogId)!.memberOf).toEqual([theme.id]);
    // The owner, another coder, has decided nothing.
    expect(blindCodingPage(context, owner.id, 1).progress.coded).toBe(0);
  }, 60_000);
});
