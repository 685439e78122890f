// What one theme review action costs on a report of 1,000 dialogs (the budget: any action answers in under 200 ms).
// A built-in topics run is stored as the engine stores one (12 key themes across 3 questions, every member with its
// passage), then the researcher's actions run through `updateThemes`, as the page's forms and the JSON API call it:
// each theme's first action (which stores the theme and all its members), confirm all, remove, move, split, merge,
// add a passage, mark reviewed. Baseline, measured in the same run: reading the rows a review stands on (the report's
// topics and their citations) with plain SQL, once.
// Run: npm run bench:theme-review
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { runBench, useThrowawayDatabase } from './throwaway-database';

const DIALOGS = 1000;
const QUESTIONS = 3;
const THEMES = 12;
const BUDGET_MS = 200;

const dataDir = useThrowawayDatabase('theme-review');

const { getDb, schema } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { eq, inArray } = await import('drizzle-orm');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview, findInterview } = await import('~/features/interviews/interviews.server');
const { createReport } = await import('~/features/analysis/reports/reports.server');
const { activeBlocks } = await import('~/features/analysis/coding/blocks.server');
const { saveTopicsRun } = await import('~/features/analysis/topics/topics.server');
const { updateThemes } = await import('~/features/analysis/theme-review/update-themes.server');
const { seedDialog } = await import('../../tests/support/dialog-seeds');
type TopicsRun = import('~/features/analysis/topics/topics-run').TopicsRun;
type VerifiedQuote = import('~/ai/quotes/verify-quotes').VerifiedQuote;

const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function main() {
  migrateDatabase(getDb());
  const user = await createUser({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-123' });
  const created = createManualInterview(user.id);
  const questions = Array.from({ length: QUESTIONS }, (_, q) => ({
    id: `q${q}`,
    title: `Question ${q + 1}`,
    description: `Question ${q + 1}?`,
  }));
  getDb().update(schema.interviews).set({ questions, status: 'published' }).where(eq(schema.interviews.id, created.id)).run();
  const interview = findInterview(created.id)!;
  const seeded = performance.now();
  const start = Date.now() - DIALOGS * 60_000;
  const dialogIds = Array.from({ length: DIALOGS }, (_, i) => {
    const messages = questions.flatMap((q, n) => [
      { role: 'assistant' as const, content: q.description, questionIndex: n },
      { role: 'user' as const, content: `Answer ${n + 1} of respondent ${i + 1}: the wait, the phone line and the price of the plan.` },
    ]);
    return seedDialog(interview.id, { createdAt: start + i * 60_000, completedAt: start + i * 60_000 + 30_000, messages }, 'b').id;
  });
  const answers = getDb()
    .select({ id: schema.messages.id, dialogId: schema.messages.dialogId, content: schema.messages.content })
    .from(schema.messages)
    .where(inArray(schema.messages.dialogId, dialogIds))
    .all()
    .filter((m) => m.content.startsWith('Answer'));
  const answerOf = new Map(answers.map((m) => [`${m.dialogId}:${m.content.slice(7, 8)}`, m]));
  const report = createReport(interview.id, 'Bench');
  const blocks = activeBlocks(interview);

  // Theme t holds every dialog i with i % THEMES === t, and some others besides (themes overlap, as answers do).
  const members = (t: number) => dialogIds.filter((_, i) => i % THEMES === t || i % 50 === t);
  const passage = (dialogId: string, q: number): VerifiedQuote => {
    const m = answerOf.get(`${dialogId}:${q + 1}`)!;
    return { messageId: m.id, dialogId, start: 0, end: m.content.length, verification: 'verbatim', similarity: 1, relevance: null };
  };
  const run: TopicsRun = {
    model: 'builtin',
    included: DIALOGS,
    tally: { verbatim: 0, snapped: 0, dropped: 0, trimmed: 0, omitted: 0 },
    blocks: blocks.map((block, q) => ({
      blockId: block.id,
      title: block.title,
      dialogIds,
      topWords: [],
      unsorted: 0,
      originalQuotes: [],
      topics: Array.from({ length: THEMES }, (_, t) => {
        const passages = members(t).map((d) => passage(d, q));
        return {
          label: `Theme ${t + 1}`,
          definition: null,
          topWords: [],
          dialogIds: members(t),
          mentions: passages.length,
          mostFromOneDialog: 1,
          quotes: passages.slice(0, 3),
          passages,
        };
      }),
    })),
    keyThemes: Array.from({ length: THEMES }, (_, t) => ({
      label: `Theme ${t + 1}`,
      definition: null,
      dialogIds: members(t),
      parts: blocks.map((_, q) => ({ block: q, topic: t })),
    })),
  };
  saveTopicsRun(report.id, run);
  console.log(
    `seeded ${DIALOGS} dialogs × ${QUESTIONS} answers and a topics run of ${THEMES} key themes (${members(0).length} members each) in ${Math.round(performance.now() - seeded)} ms`,
  );

  // Baseline: the rows a review stands on, read once with plain SQL.
  const baselineTimes: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    const topics = getDb().select().from(schema.codingTopics).where(eq(schema.codingTopics.reportId, report.id)).all();
    getDb().select().from(schema.citations).where(eq(schema.citations.reportId, report.id)).all();
    if (topics.length === 0) throw new Error('no topics');
    baselineTimes.push(performance.now() - t);
  }
  const baseline = median(baselineTimes);

  const keyRows = getDb()
    .select({ id: schema.codingTopics.id, topic: schema.codingTopics.topic, blockId: schema.codingTopics.blockId })
    .from(schema.codingTopics)
    .where(eq(schema.codingTopics.reportId, report.id))
    .all()
    .filter((r) => r.blockId === null && r.topic.startsWith('Theme'));
  const theme = (t: number) => keyRows.find((r) => r.topic === `Theme ${t + 1}`)!.id;
  const context = { interview, report };
  const times = new Map<string, number[]>();
  const time = async (kind: string, action: Parameters<typeof updateThemes>[1]) => {
    const t = performance.now();
    let answer;
    try {
      answer = updateThemes(context, action);
    } catch (error) {
      console.error(`${kind} failed: ${JSON.stringify(action).slice(0, 200)}`);
      throw error;
    }
    (times.get(kind) ?? times.set(kind, []).get(kind)!).push(performance.now() - t);
    return answer;
  };
  for (let t = 0; t < 6; t++) {
    const id = theme(t);
    const own = members(t);
    await time('first action (rename)', { action: 'rename', themeId: id, name: `Reviewed theme ${t + 1}` });
    await time('confirm all', { action: 'confirm', themeId: id });
    await time('remove', { action: 'remove', themeId: id, dialogId: own[0]! });
    await time('move', { action: 'move', themeId: id, toThemeId: theme(t + 6), dialogId: own[1]! });
    await time('add', {
      action: 'add',
      themeId: id,
      ...(({ messageId, start, end }) => ({ messageId, start, end }))(passage(members(t + 6).at(-1)!, 0)),
    });
    await time('split', { action: 'split', themeId: id, dialogIds: own.slice(2, 6), name: `Split of ${t + 1}` });
    await time('reviewed', { action: 'reviewed', themeId: id });
  }
  for (let t = 0; t < 6; t += 2) await time('merge', { action: 'merge', themeIds: [theme(t), theme(t + 1)] });

  let worst = 0;
  for (const [kind, list] of times) {
    const p50 = median(list);
    const max = Math.max(...list);
    worst = Math.max(worst, max);
    console.log(
      `${kind.padEnd(22)} p50 ${p50.toFixed(1).padStart(6)} ms, max ${max.toFixed(1).padStart(6)} ms (${(p50 / baseline).toFixed(1)}× the baseline)`,
    );
  }
  console.log(`baseline: the report's topics and citations read once with plain SQL, p50 ${baseline.toFixed(1)} ms`);
  console.log(`${worst < BUDGET_MS ? 'PASS' : 'OVER'}: the slowest action took ${worst.toFixed(1)} ms against a budget of ${BUDGET_MS} ms`);
  return worst < BUDGET_MS ? 0 : 1;
}

runBench(main, dataDir);
