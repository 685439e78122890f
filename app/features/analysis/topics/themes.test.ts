import { afterAll, describe, expect, test } from 'vitest';

import { contentStems } from '~/ai/builtin/phrases';
import { encodeSentences, stopSentenceEncoder } from '~/ai/builtin/sentence-encoder.server';

import type { EvidenceMessage } from '../evidence/evidence.server';
import {
  analyseThemes,
  type ClauseUnit,
  clauseUnits,
  memberClauses,
  rejoinFragments,
  topicsFromThemes,
  type TopicsInput,
} from './builtin-topics.server';
import { splitClauses } from './clauses';
import { sameNameKey } from './same-names';
import { descriptionPasses } from './theme-descriptions';
import { quotedWords, themeNamePasses } from './theme-names';
import { centreByBlock, cutAtHeight, findThemes, type ThemeUnit } from './themes';
import { stopWordsFor } from './words';

afterAll(() => stopSentenceEncoder());

const stop = stopWordsFor('English');

// Three things six respondents said about ordering, each in words of their own.
const SAID: [string, string][] = [
  ['d1', 'The delivery took far too long, almost two weeks.'],
  ['d2', 'Shipping was really slow and the parcel arrived late.'],
  ['d3', 'I waited ages for the delivery to arrive.'],
  ['d4', 'The delivery was slow, it came a week late.'],
  ['d1', 'The price is too high for what you get.'],
  ['d2', 'It is expensive, the subscription costs too much money.'],
  ['d5', 'I would pay less if the price were lower, it is too expensive.'],
  ['d6', 'Honestly the monthly price is expensive for a student.'],
  ['d3', 'The support team answered my questions quickly and kindly.'],
  ['d5', 'Customer support was friendly and helpful when I called.'],
  ['d6', 'The support staff were helpful and solved my problem.'],
  ['d4', 'Support on the phone was friendly and patient with me.'],
];

/** One question's answers as the topic engine reads them. */
function inputOf(said: readonly [string, string][]): TopicsInput {
  const dialogs = [...new Set(said.map(([d]) => d))];
  const messages = new Map(
    dialogs.map((d) => [
      d,
      said.flatMap(([x, content], i): EvidenceMessage[] => (x === d ? [{ id: `m${i}`, dialogId: d, content, question: 0 }] : [])),
    ]),
  );
  return {
    evidence: dialogs.map((d, i) => ({ id: d, shortLink: d, label: d, position: i + 1, isGenerated: false, messages: messages.get(d)! })),
    stop,
    language: 'English',
    goal: 'Learn how customers experience ordering from us.',
    blocks: [
      { block: { id: 'b1', title: 'Ordering', description: 'What was your experience with ordering?' }, messagesByDialog: messages },
    ],
  };
}

async function topicsOf(said: readonly [string, string][]) {
  const input = inputOf(said);
  return topicsFromThemes(input, await analyseThemes(input, { interviewId: 'test', signal: new AbortController().signal }));
}

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('themes across dialogs', () => {
  test('each distinct thing said is its own topic, whose members are dialogs that said it, named by a phrase', async () => {
    const run = await topicsOf(SAID);
    const topics = run.blocks[0]!.topics;
    const price = topics.find((t) => t.dialogIds.includes('d5') && t.dialogIds.includes('d1'))!;
    const support = topics.find((t) => t.dialogIds.includes('d3') && t.dialogIds.includes('d6'))!;
    const delivery = topics.find((t) => t.dialogIds.includes('d1') && t.dialogIds.includes('d3'))!;
    expect(sorted(price.dialogIds)).toEqual(['d1', 'd2', 'd5', 'd6']);
    expect(sorted(support.dialogIds)).toEqual(['d3', 'd4', 'd5', 'd6']);
    // The one said without a shared word ("shipping", "parcel") may stand apart; no one who did not say it is counted.
    expect(delivery.dialogIds).toEqual(expect.arrayContaining(['d1', 'd3', 'd4']));
    expect(['d1', 'd2', 'd3', 'd4']).toEqual(expect.arrayContaining(delivery.dialogIds));
    // "Customer support" is one member's words ("customer" in d5 alone): the name is what most members say.
    expect([price.label, support.label, delivery.label]).toEqual(['Price', 'Support', 'Delivery']);
    for (const topic of [price, support, delivery]) {
      expect(topic.definition).toMatch(/^Respondents (?:put it as “.+”|raise it, each in their own words)\.(?: At least half .+”\.)?$/);
      // Words listed mid-sentence start in lower case, wherever in a sentence they were said.
      expect(/use the words? (.*)$/.exec(topic.definition!)?.[1] ?? '').not.toMatch(/(?:^|, | and )“\p{Lu}\p{Ll}/u);
      // Each quote comes from a member, one per dialog.
      expect(topic.quotes.every((q) => topic.dialogIds.includes(q.dialogId))).toBe(true);
      expect(new Set(topic.quotes.map((q) => q.dialogId)).size).toBe(topic.quotes.length);
    }
  });

  test('a name never is one member’s incidental detail: words most members say, else one member’s clause quoted', async () => {
    // Six patients who want to keep their own doctor, each in words of their own; one of them swims.
    const said: [string, string][] = [
      ['p1', 'After water aerobics on Tuesdays I like to see Dr Patel, she has known me for years.'],
      ['p2', 'I want the same GP every time, not a different face at each visit.'],
      ['p3', 'Someone who already knows my history, so I do not have to explain everything again.'],
      ['p4', 'Continuity matters to me, one physician who follows my case.'],
      ['p5', 'I would rather wait longer than be seen by a stranger.'],
      ['p6', 'Seeing my usual doctor, the one who remembers my medication.'],
      ['p1', 'The phone line is engaged every morning at eight.'],
      ['p2', 'Nobody picks up when you ring the practice.'],
      ['p4', 'I called twenty times before anyone answered.'],
      ['p6', 'Getting through on the telephone is impossible.'],
    ];
    const input = inputOf(said);
    const analysis = await analyseThemes(input, { interviewId: 'test', signal: new AbortController().signal });
    analysis.themes.forEach((theme, t) => {
      const name = analysis.labels[t]!.label;
      expect(themeNamePasses(name, memberClauses(analysis.units, theme), 'English'), name).toBe(true);
      expect(name).not.toMatch(/aerobics|patel|tuesday/i);
      const quoted = quotedWords(name);
      // A quoted name is one member's own words, letter for letter.
      if (quoted !== null)
        expect(
          theme.units.some((i) =>
            input.evidence.some((d) => d.messages.some((m) => m.id === analysis.units[i]!.messageId && m.content.includes(quoted))),
          ),
          name,
        ).toBe(true);
    });
    // A point of one respondent is named by their clause, quoted.
    const alone = analysis.themes.findIndex((theme) => theme.dialogIds.length === 1);
    if (alone >= 0) expect(quotedWords(analysis.labels[alone]!.label)).not.toBeNull();
  });

  test('two themes named alike ("Appointment", "Appointments") are one theme, never listed twice', async () => {
    const said: [string, string][] = [
      ['p1', 'Booking an appointment online never works for me.'],
      ['p2', 'I cannot book an appointment on the website, it always fails.'],
      ['p3', 'Getting an appointment booked through the app is a struggle.'],
      ['p4', 'My appointments always start late, never on the hour.'],
      ['p5', 'My appointments always run forty minutes late.'],
      ['p6', 'Appointments are never on time at this surgery.'],
      ['p1', 'The phone line is engaged every morning at eight.'],
      ['p2', 'Nobody picks up when you ring the practice.'],
      ['p7', 'The appointment reminders by text are really useful.'],
      ['p8', 'I like the text message that reminds me of my appointment.'],
    ];
    const analysis = await analyseThemes(inputOf(said), { interviewId: 'test', signal: new AbortController().signal });
    const names = analysis.labels.map((l) => l.label);
    const keys = names.map((name) => sameNameKey(name, 'English'));
    expect(new Set(keys).size, names.join(' | ')).toBe(keys.length);
    const appointment = analysis.themes[keys.indexOf(sameNameKey('Appointment', 'English'))]!;
    expect(appointment.dialogIds, names.join(' | ')).toEqual(expect.arrayContaining(['p1', 'p2', 'p3', 'p4', 'p5']));
    expect(themeNamePasses(names[analysis.themes.indexOf(appointment)]!, memberClauses(analysis.units, appointment), 'English')).toBe(true);
  });

  test('words of the question and of the goal never name a topic on their own', async () => {
    // Every answer names the question's subject ("ordering"); what sets them apart is something else.
    const said: [string, string][] = [
      ['d1', 'Ordering was fine, but the app crashed at checkout.'],
      ['d2', 'Ordering is easy, though the app keeps crashing.'],
      ['d3', 'Ordering went well, except the app crashed twice.'],
      ['d4', 'Ordering took ages because the courier got lost.'],
      ['d5', 'Ordering was slow, the courier could not find my street.'],
      ['d6', 'Ordering was okay, the courier got lost again.'],
    ];
    const run = await topicsOf(said);
    const labels = run.blocks[0]!.topics.map((t) => t.label.toLowerCase());
    for (const label of labels)
      expect(
        label.split(/\s+/).every((word) => ['ordering', 'order', 'experience', 'customers'].includes(word)),
        label,
      ).toBe(false);
    expect(run.keyThemes!.length).toBeGreaterThan(0);
    for (const key of run.keyThemes!) expect(key.label.toLowerCase()).not.toBe('ordering');
  });

  test('an answer that raises two things belongs to both themes: its clauses are sorted apart', async () => {
    const answer = 'The delivery came two weeks late, and the price is far too expensive for students.';
    expect(splitClauses(answer, 'English').map((s) => answer.slice(s.start, s.end))).toEqual([
      'The delivery came two weeks late',
      'and the price is far too expensive for students.',
    ]);
    const run = await topicsOf([...SAID, ['d7', answer]]);
    const topics = run.blocks[0]!.topics;
    expect(topics.find((t) => t.dialogIds.includes('d1') && t.dialogIds.includes('d4') && /deliver/i.test(t.label))!.dialogIds).toContain(
      'd7',
    );
    expect(topics.find((t) => t.dialogIds.includes('d5') && t.dialogIds.includes('d6'))!.dialogIds).toContain('d7');
  });

  test('a point one respondent made is kept as a topic of one member', async () => {
    const run = await topicsOf([...SAID, ['d6', 'I wish you sold gift vouchers for birthdays.']]);
    const alone = run.blocks[0]!.topics.find((t) => /voucher/i.test(t.label))!;
    expect(alone.dialogIds).toEqual(['d6']);
    expect(alone.definition).toMatch(/^One respondent /);
  });

  test('a description is held to the naming rule: members’ own clauses quoted, words most members say, as sentences', async () => {
    const said: [string, string][] = [
      ...SAID,
      ['d7', 'I buy just what I need for dinner at the corner shop. Longer opening hours at the corner shop, honestly.'],
      ['d8', 'My delivery was slow and my brother in Canada got his parcel sooner.'],
    ];
    const input = inputOf(said);
    const analysis = await analyseThemes(input, { interviewId: 'test', signal: new AbortController().signal });
    const messages = new Map(input.evidence.flatMap((d) => d.messages.map((m) => [m.id, m.content])));
    analysis.themes.forEach((theme, t) => {
      const description = analysis.labels[t]!.description;
      // Per member, what put it in the theme: its clauses, and the sentences a short clause is quoted with.
      const members = new Map<string, string[]>();
      for (const i of theme.units) {
        const unit = analysis.units[i]!;
        members.set(unit.dialogId, [...(members.get(unit.dialogId) ?? []), unit.text, unit.quote]);
      }
      expect(descriptionPasses(description, [...members.values()], 'English'), description).toBe(true);
      // Outside quotation marks it names nothing of one member's: "brother", "Canada" only inside their own words.
      expect(description.replace(/“[^”]*”/gu, ''), description).not.toMatch(/brother|canada|corner|dinner/i);
      // Each clause it quotes is a member's words, letter for letter.
      for (const [, words] of description.matchAll(/“([^”]+?)…?”/gu))
        expect(
          theme.units.some((i) => messages.get(analysis.units[i]!.messageId)!.includes(words!)),
          words,
        ).toBe(true);
    });
  });

  test('when no theme is shared, the points of one respondent stand as key themes, each of one member', async () => {
    const run = await topicsOf([
      ['d1', 'I buy it at the station kiosk every morning before the train.'],
      ['d2', 'The bakery near my office makes the best flat white in town.'],
    ]);
    expect(run.keyThemes!.length).toBeGreaterThan(0);
    for (const key of run.keyThemes!) expect(key.dialogIds).toHaveLength(1);
  });

  test('the sorting itself is pure: clauses close in meaning and words join, the rest stay apart', async () => {
    const texts = ['The delivery was late again.', 'My delivery arrived late.', 'The price is too high.', 'It is far too expensive.'];
    const units: ThemeUnit[] = texts.map((t, i) => ({ block: 0, dialogId: `d${i}`, terms: contentStems(t, stop) }));
    const themes = findThemes(units, await encodeSentences(texts));
    expect(themes.map((t) => sorted(t.dialogIds))).toEqual(expect.arrayContaining([['d0', 'd1']]));
    expect(themes.some((t) => t.dialogIds.includes('d0') && t.dialogIds.includes('d2'))).toBe(false);
  });

  test('taking out the mean leaves what sets each vector apart', () => {
    const vectors = [
      Float32Array.from([1, 1, 1, 0]),
      Float32Array.from([1, 1, -1, 0]),
      Float32Array.from([1, 1, 0, 1]),
      Float32Array.from([1, 1, 0, -1]),
    ];
    for (const v of centreByBlock(vectors, [0, 0, 0, 0], 1)) expect(v[0]! + v[1]!).toBeCloseTo(0);
    // Each block is centred on its own mean: two blocks of one vector each keep nothing of it.
    for (const v of centreByBlock([Float32Array.from([2, 0]), Float32Array.from([0, 2])], [0, 1], 1)) expect([...v]).toEqual([0, 0]);
  });

  test('the tree is cut at a height: merges below it join, those above do not', () => {
    const merges = [
      { a: 0, b: 1, height: 0.2 },
      { a: 2, b: 3, height: 0.4 },
      { a: 0, b: 2, height: 0.9 },
    ];
    expect(cutAtHeight(merges, 5, 0.5)).toEqual([[0, 1], [2, 3], [4]]);
    expect(cutAtHeight(merges, 5, 1)).toEqual([[0, 1, 2, 3], [4]]);
  });

  test('a clause left alone, cut from a sentence whose other clause found a theme, rejoins it', () => {
    const units = [
      { dialogId: 'd1', sentence: 1 },
      { dialogId: 'd1', sentence: 1 },
      { dialogId: 'd2', sentence: 2 },
      { dialogId: 'd3', sentence: 3 },
    ].map((u): ClauseUnit => ({ ...u, block: 0, terms: [], messageId: 'm', start: 0, end: 0, text: '', quote: '' }));
    const themes = [
      { units: [0, 2], dialogIds: ['d1', 'd2'] },
      { units: [1], dialogIds: ['d1'] },
      { units: [3], dialogIds: ['d3'] },
    ];
    expect(rejoinFragments(units, themes)).toEqual([
      { units: [0, 2, 1], dialogIds: ['d1', 'd2'] },
      { units: [3], dialogIds: ['d3'] },
    ]);
  });

  test('a clause that says too little alone is quoted with its whole sentence; one that makes a point, alone', () => {
    const content =
      'I buy a latte at the kiosk by the station, and I drink it at my desk. The wait at the counter is long, but I still go.';
    const input = {
      blocks: [
        {
          block: { id: 'b', title: 'Routine', description: 'How do you get your coffee?' },
          messagesByDialog: new Map([['d1', [{ id: 'm1', dialogId: 'd1', content }]]]),
        },
      ],
      language: 'English',
      stop: stopWordsFor('English'),
    } as unknown as Parameters<typeof clauseUnits>[0];
    const units = clauseUnits(input, new Set(['coffe']));
    const quoteOf = (clause: string) => units.find((u) => u.text === clause)?.quote;
    expect(quoteOf('I buy a latte at the kiosk by the station')).toBe('I buy a latte at the kiosk by the station');
    expect(quoteOf('but I still go.')).toBe('The wait at the counter is long, but I still go.');
    for (const unit of units) expect(content).toContain(unit.quote);
  });
});
