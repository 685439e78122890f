import { describe, expect, test } from 'vitest';

import { builtinCandidates } from '~/ai/builtin/interviewer';
import { RE_ASKS_PER_DIALOG } from '~/ai/builtin/re-asks';

import { advance, type GuidePosition, nextStep, START } from './guide-position';
import { isNotKnown } from './non-answer-turns';

const GUIDE = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Wishes', description: 'What would make buying coffee better for you?' },
  { id: 'q3', title: 'Closing', description: 'Is there anything else you would like to add?' },
];
const ids = GUIDE.map((q) => q.id);
const atFirstQuestion = advance(START, nextStep(START, 'ok', GUIDE), ids);

describe('"I don\'t know" gets one gentle re-ask, then the guide goes on', () => {
  test('non-answers in English, Spanish and German are read as such; answers and bare yes or no are not', () => {
    for (const said of ['dunno.', 'No idea', "I don't know.", 'not really', 'Ni idea.', 'No sé.', 'Keine Ahnung.', 'Weiß ich nicht.'])
      expect(isNotKnown(said), said).toBe(true);
    for (const said of ['google.', 'At the station kiosk.', 'Yes.', 'No.', 'Nothing more, thanks.', 'pass'])
      expect(isNotKnown(said), said).toBe(false);
  });

  test('the first non-answer to a question is re-asked once; the second moves on with a neutral word', () => {
    const reAsk = nextStep(atFirstQuestion, 'dunno.', GUIDE);
    expect(reAsk).toMatchObject({ kind: 'probe', question: 0, reAsk: true });
    const reAsked = advance(atFirstQuestion, reAsk, ids);
    expect(nextStep(reAsked, 'keine Ahnung', GUIDE)).toMatchObject({ kind: 'ask', question: 1, after: 'not-known' });
  });

  test('after a follow-up to a short answer, a non-answer moves on rather than asking why', () => {
    const probed = advance(atFirstQuestion, nextStep(atFirstQuestion, 'google.', GUIDE), ids);
    expect(nextStep(probed, 'dunno.', GUIDE)).toMatchObject({ kind: 'ask', question: 1, after: 'not-known' });
  });

  test('no re-ask on the closing question, without follow-ups, or once the dialog has used every re-ask', () => {
    const atClosing: GuidePosition = { ...atFirstQuestion, question: 2 };
    expect(nextStep(atClosing, 'dunno.', GUIDE)).toMatchObject({ kind: 'close', after: 'not-known' });
    expect(nextStep(atFirstQuestion, 'ni idea', GUIDE, 0)).toMatchObject({ kind: 'ask', question: 1, after: 'not-known' });
    const usedUp: GuidePosition = { ...atFirstQuestion, reAsks: RE_ASKS_PER_DIALOG };
    expect(nextStep(usedUp, 'dunno.', GUIDE)).toMatchObject({ kind: 'ask', question: 1 });
  });

  test('the re-ask never asks why or what it led to, in each language', () => {
    for (const language of ['English', 'Spanish', 'German', 'French', 'Russian', 'Uzbek', 'Chinese', 'Japanese']) {
      const candidates = builtinCandidates({ kind: 'probe', question: GUIDE[0]!, answer: 'dunno.', reAsk: true }, language, 3, 1).map(
        (c) => c.response,
      );
      expect(candidates.length, language).toBe(3);
      for (const text of candidates)
        expect(text, language).not.toMatch(/What makes you say that|How does that affect you|¿Qué te hace|Warum|Почему/);
    }
  });
});

describe('"As I said." after a question asked again gets an apology, and the guide goes on', () => {
  test('a pointer back to an earlier answer, in five languages, moves on: no re-ask, no request for an example', () => {
    for (const said of [
      'As I said.',
      'I already told you that.',
      'Como ya te dije.',
      'Eso ya te lo conté antes.',
      'Hab ich doch schon gesagt.',
      'Je vous l’ai déjà dit.',
      'Я уже говорил.',
    ])
      expect(nextStep(atFirstQuestion, said, GUIDE), said).toMatchObject({ kind: 'ask', question: 1, after: 'said-before' });
    // With something of its own, it is an answer.
    expect(nextStep(atFirstQuestion, 'Como ya te dije, en el quiosco de la estación.', GUIDE)).not.toMatchObject({ after: 'said-before' });
  });

  test('the built-in interviewer apologises before its next question, without praise', () => {
    const apologies: Record<string, RegExp> = {
      English: /^Sorry, you did tell me that already\./,
      Spanish: /^Perdona, ya me lo habías contado\./,
      German: /^Entschuldigung, das hatten Sie schon erzählt\./,
    };
    for (const [language, apology] of Object.entries(apologies)) {
      const [first] = builtinCandidates({ kind: 'ask', question: GUIDE[1]!, isFirst: false, after: 'said-before' }, language, 3, 1);
      expect(first!.response, language).toMatch(apology);
      expect(first!.response, language).not.toMatch(/thank|gracias|danke/i);
    }
  });

  test('more pointers back move on with the apology; "I don’t know" is still re-asked', () => {
    // Before: each got a gentle re-ask, one of which ("think of the last time: what happened?") asks for the story
    // the respondent had just told.
    for (const said of [
      'As I told you earlier.',
      'Like I mentioned.',
      'Como te dije antes.',
      'Pues, como ya comenté.',
      'Wie gesagt.',
      'Wie ich bereits erwähnt habe.',
    ])
      expect(nextStep(atFirstQuestion, said, GUIDE), said).toMatchObject({ kind: 'ask', question: 1, after: 'said-before' });
    for (const said of ['dunno.', 'No sé.', 'Keine Ahnung.'])
      expect(nextStep(atFirstQuestion, said, GUIDE), said).toMatchObject({ kind: 'probe', reAsk: true });
    // Pointing back and then saying something is an answer, not a non-answer.
    expect(nextStep(atFirstQuestion, 'As I said, the one by the station, because it opens at six.', GUIDE)).not.toMatchObject({
      after: 'said-before',
    });
  });
});

describe('"What do you mean?" gets the question again in other words, and is never read back as an answer', () => {
  test('a request to explain the question, in five languages, is answered by putting it another way, once', () => {
    for (const said of [
      'sorry, what do you mean by that',
      'I don’t understand the question.',
      '¿A qué te refieres?',
      'Perdona, ¿qué quieres decir?',
      'Wie meinen Sie das?',
      'Que voulez-vous dire ?',
      'Что вы имеете в виду?',
    ])
      expect(nextStep(atFirstQuestion, said, GUIDE), said).toMatchObject({ kind: 'probe', question: 0, clarify: true });
    // Asked again after the question was put another way, the guide goes on.
    const clarified = advance(atFirstQuestion, nextStep(atFirstQuestion, 'What do you mean?', GUIDE), ids);
    expect(nextStep(clarified, 'What do you mean?', GUIDE, 1)).toMatchObject({ kind: 'ask', question: 1 });
    // A question about the subject, or an answer that goes on, is no request to explain.
    expect(
      nextStep(atFirstQuestion, 'What do you mean by that, the coffee at work or at home? At home, a moka pot.', GUIDE),
    ).not.toMatchObject({ clarify: true });
  });

  test('the built-in interviewer owns the unclear wording and asks another way, without praise', () => {
    const openings: Record<string, RegExp> = {
      English: /^Sorry, I could have put that more clearly\. \S/,
      Spanish: /^Perdona, no me he explicado bien\. \S/,
      German: /^Entschuldigung, das war unklar gefragt\. \S/,
    };
    for (const [language, opening] of Object.entries(openings)) {
      const candidates = builtinCandidates(
        { kind: 'probe', question: GUIDE[0]!, answer: 'What do you mean?', clarify: true },
        language,
        3,
        1,
      );
      expect(candidates[0]!.response, language).toMatch(opening);
      for (const c of candidates) expect(c.response, language).not.toMatch(/thank|gracias|danke|helpful/i);
    }
  });

  test('the member check never reads a request to explain as an answer', () => {
    for (const said of ['sorry, what do you mean by that', '¿A qué te refieres?', 'Wie meinen Sie das?'])
      expect(isNotKnown(said), said).toBe(true);
  });
});
