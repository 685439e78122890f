import { describe, expect, test } from 'vitest';

import { stem } from '~/ai/text/words';

import { type FixtureDialog, GOAL, QUESTIONS, SAMPLE_DIALOGS } from '../../../tests/fixtures/sample-quality';
import { ALL_CORPORA, COMMUTER_COFFEE, FOOD_DELIVERY, type LabelledCorpus, type LabelledRespondent } from '../../../tests/fixtures/themes';
import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import {
  containment,
  dialogFingerprint,
  matchGuideQuestion,
  type OtherDialog,
  type QualityMessage,
  scoreDialogQuality,
  studyVocabulary,
} from './dialog-quality';

/** Scores the fixture as the sample job does: each dialog against the fingerprints of the dialogs held before it. */
function scoreFixture() {
  const earlier: OtherDialog[] = [];
  const scores = new Map<string, ReturnType<typeof scoreDialogQuality>>();
  for (const dialog of SAMPLE_DIALOGS) {
    scores.set(dialog.key, scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages: dialog.messages, earlier: [...earlier] }));
    earlier.push({ label: `Dialog # ${dialog.key}`, fingerprint: dialogFingerprint(dialog.messages) });
  }
  return scores;
}

const scores = scoreFixture();
const byKind = (kind: FixtureDialog['kind']) => SAMPLE_DIALOGS.filter((d) => d.kind === kind);

describe('the fixture interview', () => {
  test.each(byKind('good').map((d) => [d.key]))('the substantive, on-topic dialog %s scores at or above 6', (key) => {
    const result = scores.get(key)!;
    expect(result.score, result.reason).toBeGreaterThanOrEqual(6);
    expect(result.flags).toEqual([]);
    expect(result.reason).toMatch(/^Answered five of five questions in their own words \(avg \d+ words\)$/);
  });

  test.each(SAMPLE_DIALOGS.filter((d) => d.kind !== 'good').map((d) => [d.key, d.kind]))(
    'the %s dialog scores below 6 and is flagged %s',
    (key, kind) => {
      const result = scores.get(key)!;
      expect(result.score, result.reason).toBeLessThan(6);
      const expectedFlag = kind === 'incomplete' ? 'low-coverage' : kind;
      expect(result.flags).toContain(expectedFlag);
    },
  );
});

describe('reasons name what was found', () => {
  test('low effort quotes the answers', () => {
    expect(scores.get('low-effort')!.reason).toContain('of a few words (“idk”, “shop”, “no”)');
  });
  test('gibberish quotes the mashing', () => {
    expect(scores.get('gibberish')!.reason).toContain('five answers look like keyboard mashing (“asdfgh jkl”)');
  });
  test('a copy names the dialog it repeats and how much of it', () => {
    expect(scores.get('duplicate')!.reason).toMatch(/near-duplicate of Dialog # good-planner \(\d+% of its phrasing\)/);
  });
  test('manipulation says how often and quotes it', () => {
    expect(scores.get('manipulation')!.reason).toContain('tried to instruct the interviewer four times (“Ignore all previous');
  });
  test('an early stop says how much of the guide was covered', () => {
    expect(scores.get('incomplete')!.reason).toMatch(/^Answered one of five questions in their own words/);
  });
  test('a good dialog with one off-topic answer says so and stays usable', () => {
    const good = SAMPLE_DIALOGS.find((d) => d.key === 'good-planner')!;
    const messages = good.messages.map((m, i) =>
      i === good.messages.length - 1
        ? { ...m, content: 'My cat knocked a glass off the table this morning, she wants attention all the time.' }
        : m,
    );
    const result = scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages });
    expect(result.reason).toMatch(/^Answered four of five questions in their own words \(avg \d+ words\); one answer off-topic$/);
    expect(result.score).toBeGreaterThanOrEqual(6);
  });
});

describe('signals', () => {
  test('the first of two identical dialogs is not the duplicate; the later one is', () => {
    const planner = SAMPLE_DIALOGS[0]!;
    expect(scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages: planner.messages }).flags).not.toContain('duplicate');
    const later = scoreDialogQuality({
      goal: GOAL,
      questions: QUESTIONS,
      messages: planner.messages,
      earlier: [{ label: 'Dialog # abc123', fingerprint: dialogFingerprint(planner.messages) }],
    });
    expect(later.flags).toContain('duplicate');
    expect(later.reason).toContain('near-duplicate of Dialog # abc123 (100% of its phrasing)');
  });

  test('containment is 1 for a copy and near 0 for different dialogs', () => {
    const [a, b] = [dialogFingerprint(SAMPLE_DIALOGS[0]!.messages), dialogFingerprint(SAMPLE_DIALOGS[1]!.messages)];
    expect(containment(a, a)).toBe(1);
    expect(containment(a, b)).toBeLessThan(0.1);
  });

  test('a message the interviewer flagged counts as manipulation even when no pattern matches it', () => {
    const messages = SAMPLE_DIALOGS[0]!.messages.map((m, i) => (i === 3 ? { ...m, isFlagged: true } : m));
    expect(scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages }).flags).toContain('manipulation');
  });

  test('an embedding similarity can keep a paraphrase that shares no words from being called off-topic', () => {
    const messages = [
      { role: 'assistant' as const, content: 'What is the most frustrating part of buying groceries for you?', questionIndex: 3 },
      { role: 'user' as const, content: 'Waiting forever behind slow tills while tired kids scream in aisle seven.' },
    ];
    const lexical = scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages });
    expect(lexical.flags).toContain('off-topic');
    const semantic = scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages, similarity: () => 0.6 });
    expect(semantic.flags).not.toContain('off-topic');
  });

  test('a dialog with no answers scores 0 and says so', () => {
    expect(scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages: [{ role: 'assistant', content: 'Hello!' }] })).toEqual({
      score: 0,
      reason: 'No answers from the respondent',
      flags: ['no-answers'],
      decisive: ['no-answers'],
    });
  });

  test('the guide question of an interviewer message without an index is found by its words', () => {
    expect(matchGuideQuestion('How do you usually plan your weekly grocery shopping?', QUESTIONS)).toBe(0);
    expect(matchGuideQuestion('Hello! Thank you for taking part. Shall we begin?', QUESTIONS)).toBeNull();
  });

  test('stems meet across plural and -ing forms', () => {
    expect(new Set(['shop', 'shops', 'shopping'].map(stem)).size).toBe(1);
    expect(new Set(['store', 'stores'].map(stem)).size).toBe(1);
    expect(stem('groceries')).toBe(stem('grocery'));
  });

  test('a short reply to a follow-up on an answered question or to the closing words is not a fault', () => {
    const messages = [
      ...SAMPLE_DIALOGS[0]!.messages,
      { role: 'assistant' as const, content: 'Thank you! Is there anything else you would like to add?' },
      { role: 'user' as const, content: 'No, thanks.' },
    ];
    const result = scoreDialogQuality({ goal: GOAL, questions: QUESTIONS, messages });
    expect(result.flags).toEqual([]);
    expect(result.reason).toMatch(/^Answered five of five questions in their own words \(avg \d+ words\)$/);
  });

  test('a Russian interview: answers in their own words are not off-topic, talk about football is', () => {
    const questions = [{ title: 'Планирование', description: 'Как респондент планирует покупки продуктов на неделю.' }];
    const asked = { role: 'assistant' as const, content: 'Как вы обычно планируете покупки продуктов на неделю?', questionIndex: 0 };
    const goal = 'Понять, как семьи планируют покупки продуктов и где их покупают.';
    const onTopic = scoreDialogQuality({
      goal,
      questions,
      messages: [asked, { role: 'user', content: 'Я пишу список в телефоне в воскресенье и покупаю всё в супермаркете рядом с домом.' }],
    });
    expect(onTopic.flags).toEqual([]);
    expect(onTopic.score).toBeGreaterThanOrEqual(6);
    const football = scoreDialogQuality({
      goal,
      questions,
      messages: [asked, { role: 'user', content: 'Вчера смотрел футбольный матч, наша команда забила два гола во втором тайме.' }],
    });
    expect(football.flags).toContain('off-topic');
    expect(football.score).toBeLessThan(6);
  });

  test('scores are between 0 and 10 with one decimal', () => {
    for (const result of scores.values()) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(10);
      expect(Math.round(result.score * 10) / 10).toBe(result.score);
    }
  });
});

describe('off-topic talk against the interview: answers in the respondent’s own framing are on-topic', () => {
  /** A corpus dialog as the sample job stores it: the interviewer asks each guide question, the respondent answers. */
  const dialogOf = (corpus: LabelledCorpus, respondent: LabelledRespondent): QualityMessage[] =>
    respondent.answers.flatMap((answer, q) => [
      { role: 'assistant' as const, content: corpus.questions[q]!.description, questionIndex: q },
      { role: 'user' as const, content: answer.text },
    ]);
  /** Scores every dialog of a corpus as the sample job does: against the earlier dialogs and the whole interview's words. */
  function scoreCorpus(corpus: LabelledCorpus, withVocabulary = true) {
    const questions = corpus.questions.map((q) => ({ title: q.title, description: q.description }));
    const dialogs = corpus.respondents.map((r) => dialogOf(corpus, r));
    const vocabulary = withVocabulary ? studyVocabulary(questions, dialogs) : undefined;
    const earlier: OtherDialog[] = [];
    return new Map(
      corpus.respondents.map((respondent, i) => {
        const result = scoreDialogQuality({ goal: corpus.goal, questions, messages: dialogs[i]!, earlier: [...earlier], vocabulary });
        earlier.push({ label: respondent.key, fingerprint: dialogFingerprint(dialogs[i]!) });
        return [respondent.key, result] as const;
      }),
    );
  }
  const coffee = scoreCorpus(COMMUTER_COFFEE);

  test('the café regular and the drive-through driver answer the choice question on-topic', () => {
    const choice = COMMUTER_COFFEE.questions.findIndex((q) => q.description === 'What makes you pick one coffee place over another?');
    const cafe = COMMUTER_COFFEE.respondents.find((r) => r.key === 'c03')!;
    const driver = COMMUTER_COFFEE.respondents.find((r) => r.key === 'c04')!;
    expect(cafe.answers[choice]!.text).toBe(
      'I stop at the same small Italian café every volunteering day, the owner starts my cappuccino when he sees me at the door',
    );
    expect(driver.answers[choice]!.text).toMatch(/^Convenience wins for me, the drive through with mobile ordering/);
    for (const key of ['c03', 'c04']) {
      expect(coffee.get(key)!.flags, coffee.get(key)!.reason).not.toContain('off-topic');
      expect(coffee.get(key)!.score).toBeGreaterThanOrEqual(6);
    }
    // Read against the question and the goal alone, the café answer shares no word with them: the other respondents' words place it.
    expect(scoreCorpus(COMMUTER_COFFEE, false).get('c03')!.flags).toContain('off-topic');
  });

  test.each(ALL_CORPORA.map((c) => [c.id, c] as const))(
    '%s: at most one good dialog in twenty is flagged off-topic, and every bad kind scores below 6',
    (_id, corpus) => {
      const scores = corpus === COMMUTER_COFFEE ? coffee : scoreCorpus(corpus);
      const good = corpus.respondents.filter((r) => r.kind === 'good');
      const flagged = good.filter((r) => scores.get(r.key)!.flags.includes('off-topic'));
      expect(flagged.length / good.length, flagged.map((r) => `${r.key}: ${scores.get(r.key)!.reason}`).join('\n')).toBeLessThanOrEqual(
        0.05,
      );
      for (const respondent of corpus.respondents.filter((r) => r.kind !== 'good')) {
        expect(scores.get(respondent.key)!.score, `${respondent.kind}: ${scores.get(respondent.key)!.reason}`).toBeLessThan(6);
      }
      const offTopic = scores.get(corpus.respondents.find((r) => r.kind === 'off-topic')!.key)!;
      expect(offTopic.flags).toContain('off-topic');
      expect(offTopic.reason).toMatch(/(?:two|three|four|five) answers off-topic \(“/);
    },
  );

  test('talk about something else stays off-topic when it shares everyday words with other respondents', () => {
    const corpus = FOOD_DELIVERY;
    const questions = corpus.questions.map((q) => ({ title: q.title, description: q.description }));
    const vocabulary = studyVocabulary(
      questions,
      corpus.respondents.map((r) => dialogOf(corpus, r)),
    );
    // "ninety", "last week", "everyone" are said by other respondents too; nothing here is about ordering food.
    const messages = dialogOf(corpus, {
      key: 'x',
      kind: 'off-topic',
      answers: corpus.respondents.find((r) => r.kind === 'off-topic')!.answers,
    });
    expect(scoreDialogQuality({ goal: corpus.goal, questions, messages, vocabulary }).flags).toContain('off-topic');
  });

  test('a German compound meets the simple word of the question ("Klappstuhl", "Stuhl")', () => {
    const questions = [{ title: 'Ausstattung', description: 'Auf welchem Stuhl und an welchem Bildschirm arbeiten Sie zu Hause?' }];
    const messages: QualityMessage[] = [
      { role: 'assistant', content: questions[0]!.description, questionIndex: 0 },
      {
        role: 'user',
        content: 'Ein wackliger Klappstuhl vom Flohmarkt, dazu zwei Laptopbildschirme nebeneinander im winzigen Gästezimmer.',
      },
    ];
    expect(scoreDialogQuality({ goal: 'Verstehen, wie Angestellte zu Hause arbeiten.', questions, messages }).flags).not.toContain(
      'off-topic',
    );
  });
});

// The sample job scores every stored dialog: an answer made to backtrack must not stall the owner's analysis.
test('scoring takes linear time in an answer made to backtrack (2,000 characters)', () => {
  const score = (answer: string) =>
    scoreDialogQuality({
      goal: GOAL,
      questions: QUESTIONS,
      messages: [
        { role: 'assistant', content: QUESTIONS[0]!.title, questionIndex: 0 },
        { role: 'user', content: answer },
      ],
    });
  score('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), score, 50)).toBeUndefined();
  expect(
    firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), (answer) => dialogFingerprint([{ role: 'user', content: answer }]), 50),
  ).toBeUndefined();
});
