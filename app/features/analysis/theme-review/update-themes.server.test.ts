import '../../../../server/job-handlers';

import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createUser } from '~/features/auth/users.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { dialogLabel } from '~/features/participants/format';
import { startJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../../../../tests/fixtures/topics-dialogs';
import { messagesOf } from '../../../../tests/support/dialog-messages';
import { seedDialog } from '../../../../tests/support/dialog-seeds';
import { createPublishedInterview } from '../../../../tests/support/factories';
import { reportSaturation } from '../overview/saturation.server';
import { createReport } from '../reports/reports.server';
import { clearAiResults } from '../run/clear-results.server';
import { startTopics } from '../topics/topics.server';
import { insightsJson } from '../topics/topics-json.server';
import { topicsPageData } from '../topics/topics-page.server';
import { inclusionAgreement } from './agreement';
import { storedThemes } from './reviewed-themes.server';
import { suggestedThemes } from './suggested-themes.server';
import { themeReviewOf } from './theme-review.server';
import { updateThemes } from './update-themes.server';

let runner: { stop: () => Promise<void> };
beforeAll(() => {
  runner = startJobRunner({ concurrency: 1 });
});
afterAll(() => runner.stop());

async function study() {
  const user = await createUser({ email: `themes-${Date.now()}@example.com`, password: 'correct-horse-battery' });
  const { interview: created } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const interview = findInterview(created.id)!;
  const T0 = Date.UTC(2026, 0, 5, 9);
  const dialogs = TOPICS_DIALOGS.map((said, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  const json = () => insightsJson(topicsPageData(interview, report, user.id));
  const runTopics = async () => {
    startTopics(interview, report, 'builtin');
    await whenIdle();
  };
  return { user, interview, report, dialogs, json, runTopics, T0 };
}

type Json = NonNullable<ReturnType<typeof insightsJson>>;
type KeyTopic = Json['key_topics'][number];

/** Every count of a theme is its membership: the count the members, the confirmed ones the confirmed members. */
function expectCountsAreMembers(theme: KeyTopic) {
  expect(theme.dialog_count, theme.topic).toBe(theme.dialog_ids!.length);
  expect(theme.dialog_ids).toEqual(theme.members.map((m) => m.dialog_id));
  expect(theme.confirmed_count).toBe(theme.confirmed_dialog_ids.length);
  expect(theme.confirmed_dialog_ids).toEqual(theme.members.filter((m) => m.confirmed).map((m) => m.dialog_id));
}

describe('the theme review on a real topics run', () => {
  test('decisions show in the report JSON and in the questions’ topics, and survive another run and Clear Cache', async () => {
    const { user, interview, report, dialogs, json, runTopics, T0 } = await study();
    await runTopics();
    const first = json()!;
    for (const theme of first.key_topics) {
      expectCountsAreMembers(theme);
      expect(theme).toMatchObject({ reviewed: false, confirmed_count: 0, agreement: null });
      expect(theme.count_text).toBe(
        `${theme.dialog_count} dialog${theme.dialog_count === 1 ? '' : 's'}, suggested by the built-in engine, not reviewed`,
      );
      expect(theme.members.every((m) => m.origin === 'suggested' && !m.confirmed && !m.new_since_review)).toBe(true);
      // Every member comes with its passage (the theme's quotes are a few of them).
      expect(theme.members.every((m) => m.passage && m.passage.text)).toBe(true);
      for (const c of theme.citations) expect(theme.dialog_ids).toContain(c.dialog_id);
    }
    // The theme that holds the first dialog, with at least three members; another theme to add to.
    const a = first.key_topics.find((t) => t.dialog_ids!.includes(dialogs[0]!.id) && t.dialog_count >= 3)!;
    expect(a, JSON.stringify(first.key_topics.map((t) => [t.topic, t.dialog_count]))).toBeDefined();
    const b = first.key_topics.find((t) => t.id !== a.id && t.dialog_ids!.some((d) => !a.dialog_ids!.includes(d)))!;
    const suggestedForA = a.dialog_ids!;
    const removed = suggestedForA.find((d) => d !== dialogs[0]!.id)!;
    const outsider = dialogs.map((d) => d.id).find((d) => !b.dialog_ids!.includes(d))!;
    const partsOfA = suggestedThemes(report.id).find((s) => s.id === a.id)!.partIds;
    // The question topics of the suggestions the second theme stands on in the latest run.
    const partsOfB = () => {
      const review = themeReviewOf(report);
      const ids = review.themes.find((t) => t.id === b.id)!.suggestionIds;
      return review.suggestions.filter((s) => ids.includes(s.id)).flatMap((s) => s.partIds);
    };

    updateThemes({ interview, report }, { action: 'rename', themeId: a.id, name: 'Slow delivery', description: 'Parcels that came late.' });
    updateThemes({ interview, report }, { action: 'confirm', themeId: a.id, dialogIds: [dialogs[0]!.id] });
    updateThemes({ interview, report }, { action: 'remove', themeId: a.id, dialogId: removed });
    const answer = answersOf(outsider)[1]!; // the answer to the second question
    const added = updateThemes({ interview, report }, { action: 'add', themeId: b.id, messageId: answer.id, start: 0, end: 10 });
    expect(added.themes[0]!.members.find((m) => m.dialog_id === outsider)).toMatchObject({ origin: 'added', confirmed: true });
    updateThemes({ interview, report }, { action: 'reviewed', themeId: a.id });

    const expectDecisions = (data: Json) => {
      const theme = data.key_topics.find((t) => t.id === a.id)!;
      expect(theme, 'the reviewed theme keeps its id').toBeDefined();
      expect(theme).toMatchObject({ topic: 'Slow delivery', description: 'Parcels that came late.', reviewed: true });
      expect(theme.dialog_ids).not.toContain(removed);
      expect(theme.confirmed_dialog_ids).toEqual([dialogs[0]!.id]);
      expectCountsAreMembers(theme);
      const n = theme.dialog_count;
      expect(theme.count_text).toBe(`${n} dialogs, 1 confirmed by you`);
      // The removed dialog is gone from the theme's topics under every question, and from its quotes.
      const partTopics = data.blocks.flatMap((block) => block.subtopics).filter((t) => partsOfA.includes(t.id));
      for (const topic of partTopics) {
        expect(topic.dialog_ids).not.toContain(removed);
        expect(topic.dialog_count).toBe(topic.dialog_ids!.length);
      }
      expect(theme.citations.some((c) => c.dialog_id === removed)).toBe(false);
      // The added passage is a member of its theme and shows under the question it answers.
      const other = data.key_topics.find((t) => t.id === b.id)!;
      expect(other.members.find((m) => m.dialog_id === outsider)).toMatchObject({
        origin: 'added',
        confirmed: true,
        passage: { message_id: answer.id, start: 0, end: 10, text: answer.content.slice(0, 10) },
      });
      expect(other.questions).toContain(TOPICS_QUESTIONS[1]!.title);
      const second = data.blocks.find((block) => block.title === TOPICS_QUESTIONS[1]!.title)!;
      // Under the theme's own topic of that question when it has one, else a topic of its own there.
      const underIt = second.subtopics.filter(
        (t) => t.dialog_ids!.includes(outsider) && (t.id === `${other.id}-${second.block_id}` || partsOfB().includes(t.id)),
      );
      expect(underIt.length, JSON.stringify(second.subtopics.map((t) => [t.id, t.topic, t.dialog_ids]))).toBeGreaterThan(0);
      for (const topic of second.subtopics) expect(topic.dialog_count).toBe(topic.dialog_ids!.length);
      // Agreement by hand over the six included dialogs: the engine put the suggested ones in, the researcher took
      // one out; every other pair agrees.
      const units = dialogs.map((d) => [suggestedForA.includes(d.id), suggestedForA.includes(d.id) && d.id !== removed] as const);
      expect(theme.agreement).toEqual(inclusionAgreement(units));
      expect(theme.agreement!.decisions).toBe(6);
      expect(theme.agreement!.percent).toBeCloseTo(5 / 6, 10);
      expect(data.agreement).toEqual(theme.agreement);
      // The Overview's saturation counts the themes as the review leaves them: the added dialog brings the theme it
      // was added to, the removed one no longer brings the reviewed theme.
      const saturation = reportSaturation(interview, report, user.id);
      if (!saturation.analysed) throw new Error('saturation should read the run');
      expect(saturation.basis).toMatch(/^key themes as you reviewed them \(1 of \d+ reviewed;/);
      expect(saturation.themes + saturation.themesWithoutMember).toBe(data.key_topics.length);
      const brought = saturation.rows.flatMap((row) => row.newThemeNames);
      if (saturation.rows.every((row) => row.newThemes <= 3)) expect(brought).toContain('Slow delivery');
    };
    expectDecisions(json()!);

    await runTopics();
    expectDecisions(json()!);

    // Clear Cache removes the run, not the decisions. A dialog the next run suggests for the reviewed theme is new
    // since the review: not confirmed, and no decision of the researcher's yet (no unit of agreement).
    clearAiResults(report.id);
    expect(json()).toBeNull();
    expect(storedThemes(report.id).map((t) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const late = seedDialog(interview.id, {
      createdAt: T0 + 7 * 3_600_000,
      completedAt: T0 + 7 * 3_600_000 + 600_000,
      messages: topicsMessages(TOPICS_DIALOGS[0]!),
    });
    await runTopics();
    expectDecisions(json()!);
    const theme = json()!.key_topics.find((t) => t.id === a.id)!;
    expect(theme.members.find((m) => m.dialog_id === late.id)).toMatchObject({
      origin: 'suggested',
      confirmed: false,
      new_since_review: true,
    });
  }, 120_000);

  test('the log names a dialog removed from a theme by its short link, and a rename by the names alone', async () => {
    const { user, interview, report, dialogs, runTopics } = await study();
    await runTopics();
    const theme = themeReviewOf(report).themes.find((t) => t.members.length >= 2)!;
    const removed = dialogs.find((d) => d.id === theme.members[1]!.dialogId)!;
    const logged = () =>
      getDb()
        .select({ detail: schema.auditEvents.detail })
        .from(schema.auditEvents)
        .orderBy(desc(sql`rowid`))
        .get()!.detail;

    updateThemes({ interview, report, userId: user.id }, { action: 'remove', themeId: theme.id, dialogId: removed.id });
    expect(logged()).toBe(`${dialogLabel(removed.shortLink)} removed from “${theme.name}” (report “Wave 1”)`);
    updateThemes({ interview, report, userId: user.id }, { action: 'rename', themeId: theme.id, name: 'Renamed' });
    expect(logged()).toBe(`Theme “${theme.name}” renamed “Renamed” (report “Wave 1”)`);
  }, 120_000);
});

/** A dialog's respondent messages in order. */
const answersOf = (dialogId: string) => messagesOf(dialogId).filter((m) => m.role === 'user');
