import '../../server/job-handlers';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { includedDialogIds } from '~/features/analysis/reports/report-dialogs.server';
import { createReport } from '~/features/analysis/reports/reports.server';

import { CHATBOT_ANSWERS, RUSHED_ANSWER, SHARED_ANSWER, TYPED_ANSWERS } from '../fixtures/quality-guard-trial';
import { ASKED, GOAL, QUESTIONS, SAMPLE_DIALOGS } from '../fixtures/sample-quality';
import { messagesOf } from '../support/dialog-messages';
import { seedDialog } from '../support/dialog-seeds';
import { wordLines, workbookRows } from '../support/export-files';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { server } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner();

const T0 = Date.UTC(2025, 4, 1, 9, 0);
const HOUR = 3_600_000;
type Signals = { typed: number; pasted: number; pastes: number; composingMs: number; hidden: number };

/** The grocery guide walked with these answers, as the chat stores it. */
const walk = (answers: readonly string[]) => [
  { role: 'assistant' as const, content: 'Hello! Thank you for taking part. Shall we begin?' },
  { role: 'user' as const, content: 'Sure, go ahead.' },
  ...answers.flatMap((answer, i) => [
    { role: 'assistant' as const, content: ASKED[i]!, questionIndex: i },
    { role: 'user' as const, content: answer },
  ]),
];

const answersOf = (dialogId: string) => messagesOf(dialogId).filter((m) => m.role === 'user');

/** What the respondent's page would have recorded for each answer, as `recordAnswerSignals` stores it. */
function recordSignals(
  dialogId: string,
  signals: (m: { content: string }) => Signals | null,
  source: { visitor?: string; address?: string; at?: number } = {},
) {
  for (const message of answersOf(dialogId))
    getDb()
      .insert(schema.answerSignals)
      .values({
        messageId: message.id,
        dialogId,
        clientSignals: signals(message),
        visitorHash: source.visitor ?? randomUUID().slice(0, 22),
        addressHash: source.address ?? randomUUID().slice(0, 22),
        createdAt: new Date(source.at ?? +message.createdAt),
      })
      .run();
}

async function runSample(client: Client, interviewId: string, reportId: string) {
  const { status, json } = await client.postJson('/api/analyze-dialog-sample?wait=1', {
    interview_id: interviewId,
    report_id: reportId,
    threshold: 6,
    model: 'builtin',
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json!.sample_data as Record<
    string,
    { included: boolean; quality_guard: { flags: { kind: string; strength: string; evidence: string }[]; excluded_by_default: boolean } }
  >;
}

/** The grocery study with the trial's respondents beside the fixture's good and bad dialogs. */
async function trialStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview(
    { goal: GOAL, questions: QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description })) },
    user,
  );
  const fixture = SAMPLE_DIALOGS.map((dialog, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * HOUR, completedAt: T0 + i * HOUR + 600_000, messages: dialog.messages }),
  );
  const at = (n: number) => T0 + (SAMPLE_DIALOGS.length + n) * HOUR;
  const seed = (n: number, answers: readonly string[]) =>
    seedDialog(interview.id, { createdAt: at(n), completedAt: at(n) + 600_000, messages: walk(answers) });

  const chatbot = seed(0, CHATBOT_ANSWERS);
  // "Sure, go ahead." typed, then every answer pasted.
  recordSignals(chatbot.id, (m) =>
    m.content.startsWith('Sure')
      ? { typed: m.content.length, pasted: 0, pastes: 0, composingMs: 3_000, hidden: 0 }
      : { typed: 0, pasted: m.content.length, pastes: 1, composingMs: 2_500, hidden: 1 },
  );
  const typed = seed(1, TYPED_ANSWERS);
  recordSignals(typed.id, (m) => ({
    typed: m.content.length + 6,
    pasted: 0,
    pastes: 0,
    composingMs: 30_000 + m.content.length * 150,
    hidden: 0,
  }));
  // Without JavaScript: no client signals, and the long answer stored two seconds after its question.
  const rushed = seed(2, [RUSHED_ANSWER, ...OTHER_TAIL, 'Delivery slots that are not booked out a week ahead.']);
  const [, rushedAnswer] = answersOf(rushed.id);
  const question = getDb()
    .select()
    .from(schema.messages)
    .where(and(eq(schema.messages.dialogId, rushed.id), eq(schema.messages.role, 'assistant'), eq(schema.messages.questionIndex, 0)))
    .get()!;
  getDb()
    .update(schema.messages)
    .set({ createdAt: new Date(+question.createdAt + 2_000) })
    .where(eq(schema.messages.id, rushedAnswer!.id))
    .run();
  recordSignals(rushed.id, () => null);
  // Two dialogs from one browser, twenty minutes apart, with the same answer to the second question.
  const firstOfPair = seed(3, [
    'My husband plans, I just carry the bags and add chocolate to the list when he is not looking.',
    SHARED_ANSWER,
    ...GOOD_TAIL,
  ]);
  recordSignals(firstOfPair.id, (m) => ({ typed: m.content.length, pasted: 0, pastes: 0, composingMs: 20_000, hidden: 0 }), {
    visitor: 'one-browser-hash-000000',
    at: at(3),
  });
  const secondOfPair = seed(4, ['We do not plan, we shop daily on the way home.', SHARED_ANSWER, ...THIRD_TAIL]);
  recordSignals(secondOfPair.id, (m) => ({ typed: m.content.length, pasted: 0, pastes: 0, composingMs: 25_000, hidden: 0 }), {
    visitor: 'one-browser-hash-000000',
    at: at(3) + 20 * 60_000,
  });
  const report = createReport(interview.id, 'Wave 1');
  return { client, interview, report, fixture, chatbot, typed, rushed, firstOfPair, secondOfPair };
}

const GOOD_TAIL = [
  'A shared note on our phones, and I check the card statement at the end of the month to see the total.',
  'Finding parking on Saturdays and the trolleys with a wobbly wheel.',
  'Opening hours until ten at night on weekdays, so I could shop after the kids are asleep.',
];

const OTHER_TAIL = [
  'Cash in an envelope on the fridge, when it is empty we wait for payday.',
  'Prices that change every week, you never know what a full basket will cost.',
  'Cheaper fruit in winter, the apples come from the other side of the world.',
];

const THIRD_TAIL = [
  'My partner keeps receipts in a shoebox, nobody ever adds them up.',
  'Carrying six litres of milk up four floors without a lift.',
  'Smaller packs for people who live alone, everything comes for families.',
];

describe('the quality guard in the Sample', () => {
  test('each flag is stored with its evidence, strength and thresholds; strong ones leave the dialog out; a manual include survives a re-run', async () => {
    const study = await trialStudy();
    const data = await runSample(study.client, study.interview.id, study.report.id);

    const chatbot = data[study.chatbot.id]!.quality_guard;
    expect(chatbot.excluded_by_default).toBe(true);
    expect(chatbot.flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'machine-written',
          strength: 'strong',
          evidence: expect.stringMatching(/^answers .* read like a chatbot: '/),
        }),
        expect.objectContaining({
          kind: 'pasted',
          strength: 'strong',
          evidence: expect.stringMatching(/^5 of 6 answers pasted, [\d,]+ characters$/),
        }),
      ]),
    );
    expect(data[study.chatbot.id]!.included).toBe(false);

    expect(data[study.typed.id]!.quality_guard).toEqual({ flags: [], excluded_by_default: false });
    expect(data[study.typed.id]!.included).toBe(true);

    // Speed alone is weak: shown, never a reason to leave the dialog out.
    const rushed = data[study.rushed.id]!.quality_guard;
    expect(rushed.flags).toEqual([
      {
        kind: 'fast',
        strength: 'weak',
        evidence: `answer 2 faster than a person types: ${RUSHED_ANSWER.length.toLocaleString('en-US')} characters in 2 seconds`,
      },
    ]);
    expect(rushed.excluded_by_default).toBe(false);

    const second = data[study.secondOfPair.id]!.quality_guard;
    expect(second.flags).toEqual(
      expect.arrayContaining([
        { kind: 'repeated-answers', strength: 'strong', evidence: `answer 3: same answer as ${study.firstOfPair.label}` },
        { kind: 'same-browser', strength: 'weak', evidence: `same browser as ${study.firstOfPair.label} within an hour` },
      ]),
    );
    expect(data[study.firstOfPair.id]!.quality_guard.flags).toEqual(
      expect.arrayContaining([
        { kind: 'same-browser', strength: 'weak', evidence: `same browser as ${study.secondOfPair.label} within an hour` },
      ]),
    );
    // The earlier of the two may be the honest one: it is not left out.
    expect(data[study.firstOfPair.id]!.quality_guard.excluded_by_default).toBe(false);

    // Stored with the rule's version and thresholds.
    const stored = getDb().select().from(schema.qualityGuard).where(eq(schema.qualityGuard.dialogId, study.chatbot.id)).get()!;
    expect(stored).toMatchObject({ version: 'quality-guard/1', excludedByDefault: true });
    expect(stored.thresholds).toMatchObject({ fastCharsPerSecond: 15, strongPastedShare: 0.5 });

    // The analyses read only what the sample includes.
    expect(includedDialogIds(study.report)).not.toContain(study.chatbot.id);

    // The researcher keeps the chatbot dialog; a re-run keeps the choice.
    const override = await study.client.postJson(`/api/report/${study.report.id}/dialog-sample-status`, {
      dialog_id: study.chatbot.id,
      included: true,
      manual_override: true,
    });
    expect(override.json).toEqual({ success: true });
    const again = await runSample(study.client, study.interview.id, study.report.id);
    expect(again[study.chatbot.id]!.included).toBe(true);
    expect(again[study.chatbot.id]!.quality_guard.excluded_by_default).toBe(true);
    expect(includedDialogIds(study.report)).toContain(study.chatbot.id);

    // The Sample tab shows the flags in plain words and the counts by reason.
    const page = textOf(
      await (await study.client.get(`/interview/setup/${study.interview.id}/analysis/sample?report=${study.report.id}`)).text(),
    );
    expect(page).toMatch(/Strong answers [\d, and]+ read like a chatbot: (?:'|&#x27;)Great question!/);
    expect(page).toContain(`Strong answer 3: same answer as ${study.firstOfPair.label}`);
    expect(page).toContain('Reads like a chatbot: 1 (1 strong)');
    expect(page).toMatch(/Quality guard: \d+ dialogs flagged, \d+ left out by default for a strong flag, 1 of them included by you\./);
    expect(page).toContain('included by you despite a strong flag');

    // The Overview counts flagged dialogs by reason; the participants list has a column.
    const overview = textOf(
      await (await study.client.get(`/interview/setup/${study.interview.id}/analysis/overview?report=${study.report.id}`)).text(),
    );
    expect(overview).toMatch(/Quality guard: \d+ dialogs flagged, 3 left out by default for a strong flag, 1 of them included by you\./);
    expect(overview).toContain('Pasted in: 1 (1 strong)');
    expect(overview).toContain('Faster than typing: 1');
    const participants = await (await study.client.get(`/interview/setup/${study.interview.id}/participants`)).text();
    expect(textOf(participants)).toContain('Quality guard');
    const chatbotRow = textOf(participants.slice(participants.indexOf(study.chatbot.label)).split('</tr>')[0]!);
    expect(chatbotRow).toContain('Reads like a chatbot (strong) Pasted in (strong)');
    const typedRow = textOf(participants.slice(participants.indexOf(study.typed.label)).split('</tr>')[0]!);
    expect(typedRow).toContain('No flags');
  });

  test('the Word and Excel method sections say how many dialogs the guard left out and why; the Sample sheet has each flag', async () => {
    const study = await trialStudy();
    await runSample(study.client, study.interview.id, study.report.id);
    const download = async (path: string) => {
      const response = await study.client.get(path);
      expect(response.status, path).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    // The chatbot's dialog and the copies (the trial's second of the pair, the fixture's duplicate) are left out.
    const excluded = /^\d+ dialogs flagged; 3 dialogs excluded for a strong flag$/;

    const word = wordLines(await download(`/api/report/${study.report.id}/export.docx`)).map((l) => l.text);
    const at = word.indexOf('Quality guard');
    expect(at).toBeGreaterThan(0);
    expect(word[at + 1]).toMatch(excluded);
    expect(word).toContain('Quality guard: Reads like a chatbot');
    expect(word).toContain('Quality guard rule');

    const sheets = await workbookRows(await download(`/api/download_report_excel/${study.report.id}`));
    const method = new Map(sheets.get('Method')!.map((r) => [String(r[0]), String(r[1])]));
    expect(method.get('Quality guard')).toMatch(excluded);
    expect(method.get('Quality guard: Pasted in')).toBe('1 dialog (1 strong)');
    expect(method.get('Quality guard: Faster than typing')).toBe('1 dialog');
    const [header, ...rows] = sheets.get('Sample')!;
    const column = header!.indexOf('Quality guard');
    const row = rows.find((r) => r[0] === study.chatbot.label)!;
    expect(String(row[column])).toMatch(
      /^Reads like a chatbot \(strong\): answers .*; Pasted in \(strong\): 5 of 6 answers pasted, [\d,]+ characters/,
    );
    expect(row[header!.indexOf('Included')]).toBe('No');
  });

  test('no good dialog of the fixture is left out by the guard, and only the copy of one is', async () => {
    const study = await trialStudy();
    const data = await runSample(study.client, study.interview.id, study.report.id);
    SAMPLE_DIALOGS.forEach((dialog, i) => {
      const guard = data[study.fixture[i]!.id]!.quality_guard;
      if (dialog.kind === 'good') {
        expect(guard.excluded_by_default, dialog.key).toBe(false);
        expect(
          guard.flags.filter((f) => f.strength === 'strong'),
          dialog.key,
        ).toEqual([]);
      }
      // The fixture's duplicate copies a good dialog: the copy is the one left out.
      if (dialog.kind === 'duplicate') expect(guard.excluded_by_default).toBe(true);
    });
  });
});

describe('rings seen by where and how answers were written', () => {
  test('two dialogs from one address are flagged; an address most dialogs came from is a gateway and is not', async () => {
    const { user } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview(
      { questions: QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description })) },
      user,
    );
    const { checkQualityGuard } = await import('~/features/participants/quality-guard.server');
    const seeded = [TYPED_ANSWERS, GOOD_TAIL, OTHER_TAIL, THIRD_TAIL, [SHARED_ANSWER], [RUSHED_ANSWER.slice(0, 150)]].map((answers, i) =>
      seedDialog(interview.id, { createdAt: T0 + i * 60_000, messages: walk(answers) }),
    );
    const typing = (m: { content: string }) => ({
      typed: m.content.length,
      pasted: 0,
      pastes: 0,
      composingMs: 9_000 + m.content.length,
      hidden: 0,
    });
    // Two of six from one address: flagged, weak.
    seeded.forEach((d, i) => recordSignals(d.id, typing, { address: i < 2 ? 'pair-address-0000000000' : undefined, at: T0 + i * 60_000 }));
    let verdicts = checkQualityGuard(interview.id);
    expect(verdicts.get(seeded[0]!.id)!.flags).toEqual([
      { kind: 'same-address', strength: 'weak', evidence: `same address as ${seeded[1]!.label} within an hour` },
    ]);
    expect(verdicts.get(seeded[2]!.id)!.flags).toEqual([]);

    // Four of six from one address: a gateway.
    getDb().delete(schema.answerSignals).where(eq(schema.answerSignals.dialogId, seeded[0]!.id)).run();
    for (const d of seeded) getDb().delete(schema.answerSignals).where(eq(schema.answerSignals.dialogId, d.id)).run();
    seeded.forEach((d, i) => recordSignals(d.id, typing, { address: i < 4 ? 'office-address-00000000' : undefined, at: T0 + i * 60_000 }));
    verdicts = checkQualityGuard(interview.id);
    for (const d of seeded) expect(verdicts.get(d.id)!.flags).toEqual([]);
  });

  test('dialogs whose answers were typed, pasted and timed exactly alike are flagged, weak', async () => {
    const { user } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview(
      { questions: QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description })) },
      user,
    );
    const { checkQualityGuard } = await import('~/features/participants/quality-guard.server');
    const [a, b, c] = [GOOD_TAIL, OTHER_TAIL, THIRD_TAIL].map((answers, i) =>
      seedDialog(interview.id, { createdAt: T0 + i * HOUR, messages: walk(answers) }),
    );
    const replayed = () => ({ typed: 61, pasted: 0, pastes: 0, composingMs: 12_345, hidden: 0 });
    recordSignals(a!.id, replayed);
    recordSignals(b!.id, replayed);
    recordSignals(c!.id, (m) => ({ typed: m.content.length, pasted: 0, pastes: 0, composingMs: 12_345, hidden: 0 }));
    const verdicts = checkQualityGuard(interview.id);
    expect(verdicts.get(a!.id)!.flags).toEqual([
      { kind: 'same-signals', strength: 'weak', evidence: `typed, pasted and timed exactly as ${b!.label}` },
    ]);
    expect(verdicts.get(b!.id)!.flags).toEqual([
      { kind: 'same-signals', strength: 'weak', evidence: `typed, pasted and timed exactly as ${a!.label}` },
    ]);
    expect(verdicts.get(c!.id)!.flags).toEqual([]);
  });
});
