import '../../../../server/job-handlers';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createUser } from '~/features/auth/users.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { startJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../../../../tests/fixtures/topics-dialogs';
import { messagesOf } from '../../../../tests/support/dialog-messages';
import { seedDialog } from '../../../../tests/support/dialog-seeds';
import { createPublishedInterview } from '../../../../tests/support/factories';
import { createReport } from '../reports/reports.server';
import { startTopics } from '../topics/topics.server';
import { insightsJson } from '../topics/topics-json.server';
import { topicsPageData } from '../topics/topics-page.server';
import { updateThemes } from './update-themes.server';

let runner: { stop: () => Promise<void> };
beforeAll(() => {
  runner = startJobRunner({ concurrency: 1 });
});
afterAll(() => runner.stop());

// More dialogs than a topic quotes: six of them speak of slow delivery under the first question, in their own words.
const MORE = [
  { experience: 'Delivery was slow again, the box came nine days late.', change: 'Quicker delivery would help most.' },
  { experience: 'My delivery was very slow and arrived after a week.', change: 'Cheaper plans for students.' },
];

describe('every member of a suggested theme comes with its passage', () => {
  test('each member of each key theme has a passage found word for word in its message, kept when the theme is touched', async () => {
    const user = await createUser({ email: `passages-${Date.now()}@example.com`, password: 'correct-horse-battery' });
    const { interview: created } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    const interview = findInterview(created.id)!;
    const dialogs = [...TOPICS_DIALOGS, ...MORE].map((said) => seedDialog(interview.id, { messages: topicsMessages(said) }));
    const report = createReport(interview.id, 'Wave 1');
    startTopics(interview, report, 'builtin');
    await whenIdle();

    const content = new Map(dialogs.flatMap((d) => messagesOf(d.id).map((m) => [m.id, { dialogId: d.id, text: m.content }] as const)));
    const blockIds = new Set(insightsJson(topicsPageData(interview, report, user.id))!.blocks.map((b) => b.block_id));
    const expectPassages = (themes: { topic?: string; name?: string; members: { dialog_id: string; passage: unknown }[] }[]) => {
      for (const theme of themes)
        for (const member of theme.members) {
          const passage = member.passage as {
            message_id: string;
            start: number;
            end: number;
            block_id: string | null;
            text: string;
          } | null;
          expect(passage, `${theme.topic ?? theme.name}: ${member.dialog_id}`).not.toBeNull();
          const message = content.get(passage!.message_id)!;
          expect(message.dialogId).toBe(member.dialog_id);
          expect(passage!.text.length).toBeGreaterThan(0);
          expect(message.text.slice(passage!.start, passage!.end)).toBe(passage!.text);
          expect(blockIds.has(passage!.block_id!)).toBe(true);
        }
    };

    const themes = insightsJson(topicsPageData(interview, report, user.id))!.key_topics;
    // A theme with more members than its topic quotes: the case a member used to come without a passage.
    expect(Math.max(...themes.map((t) => t.dialog_count - new Set(t.citations.map((c) => c.dialog_id)).size))).toBeGreaterThan(0);
    expectPassages(themes);
    // The first touch stores every member with its passage: the review keeps them.
    const biggest = themes.reduce((a, b) => (b.dialog_count > a.dialog_count ? b : a));
    const touched = updateThemes({ interview, report }, { action: 'reviewed', themeId: biggest.id }).themes;
    expect(touched[0]!.members).toHaveLength(biggest.dialog_count);
    expectPassages(touched);
  }, 60_000);
});
