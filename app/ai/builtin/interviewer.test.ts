import { describe, expect, test } from 'vitest';

import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import type { Directive } from '../interviewer';
import { asQuestion, builtinCandidates, quoteFrom, scoreCandidates, topicOf } from './interviewer';
import { templatedPattern } from './templated-patterns';

const question = { title: 'Habits', description: 'Your coffee habits on weekdays' };
const flour = { title: 'Ordering routine', description: 'How do you order flour?' };

test('a statement becomes a question in the interview language; a question stays as written', () => {
  expect(asQuestion('Your coffee habits on weekdays', 'English')).toBe('Could you tell me about your coffee habits on weekdays?');
  expect(asQuestion('Why that cafe?', 'English')).toBe('Why that cafe?');
  expect(asQuestion('Vos habitudes', 'French')).toBe('Pourriez-vous me parler de vos habitudes ?');
});

test('quotes a few words of the answer, not one word', () => {
  expect(quoteFrom('Cafe')).toBeNull();
  expect(quoteFrom('the small cafe by the station near home')).toBe('the small cafe by the…');
  expect(quoteFrom('网上订购')).toBe('网上订购');
});

describe('the topic a follow-up names', () => {
  test.each([
    [{ title: 'Ordering routine', description: 'How do you order flour?' }, 'how you order flour'],
    [{ title: 'Reasons', description: 'Why do you choose the place you buy it from?' }, 'why you choose the place you buy it from'],
    [{ title: 'Supplier', description: 'Could you tell me about your current flour supplier?' }, 'your current flour supplier'],
    [{ title: 'Wishes', description: 'What would make buying coffee better for you?' }, 'what would make buying coffee better for you'],
    [
      { title: 'Switching triggers', description: 'Think about the last time you changed supplier. What happened?' },
      'the last time you changed supplier',
    ],
    [{ title: 'Switching triggers', description: 'What happened then?' }, 'your switching triggers'],
    [
      { title: 'Last switch', description: 'Tell me about the last time you switched energy providers.' },
      'the last time you switched energy providers',
    ],
    [{ title: 'Comparing', description: 'Describe how you compare prices before buying.' }, 'how you compare prices before buying'],
    [{ title: 'Quality problems', description: 'Who is your supplier, and how did you choose them?' }, 'your quality problems'],
  ])('in English from the question, else from its title: %j', (q, topic) => {
    expect(topicOf(q, 'English')).toBe(topic);
  });

  test('in the other languages from the title; none for a warm-up, a closing question or a numbered title', () => {
    expect(topicOf({ title: 'Порядок заказа', description: 'Как вы заказываете муку?' }, 'Russian')).toBe('Порядок заказа');
    expect(topicOf({ title: 'Question 2', description: 'Wie bestellen Sie Mehl?' }, 'German')).toBeNull();
    expect(topicOf({ title: 'Closing', description: 'Anything else?', role: 'closing' }, 'English')).toBeNull();
  });
});

// A follow-up to a short answer about ordering flour, and the next question after an ordinary answer, per language.
const TITLES: Record<string, string> = {
  English: 'Ordering routine',
  Russian: 'Порядок заказа',
  Spanish: 'Pedidos',
  French: 'Commandes',
  German: 'Bestellablauf',
  Uzbek: 'Buyurtma berish',
  Chinese: '订货方式',
  Japanese: '注文の流れ',
};

/** The message without its first sentence when that sentence only acknowledges (asks nothing). */
const withoutOpener = (text: string) => {
  const sentences = text.split(/(?<=[.!。！])\s*/u).filter(Boolean);
  return sentences.length > 1 && !/[?？]/.test(sentences[0]!) ? sentences.slice(1).join(' ') : text;
};

describe.each(INTERVIEW_LANGUAGES)('k = 3 candidates in %s', (language) => {
  const q = { title: TITLES[language]!, description: 'How do you order flour?' };

  test('a follow-up: three different approaches; no title quoted, no template around the answer', () => {
    const candidates = builtinCandidates({ kind: 'probe', question: q, answer: 'Online, every Monday' }, language, 3, 7);
    expect(candidates).toHaveLength(3);
    const questions = candidates.map((c) => c.response.split(/(?<=[.!。！])\s*/u).find((s) => /[?？]/.test(s)));
    expect(new Set(questions).size).toBe(3);
    for (const c of candidates) {
      expect(c.response).not.toContain(language === 'English' ? '“' : q.title);
      expect(templatedPattern(c.response)).toBeNull();
    }
    if (language === 'English')
      expect(candidates.map((c) => c.response)).toContain('Could you tell me more about how you order flour, perhaps with an example?');
  });

  test('the next question: the guide’s question first, then other questions about its subject, never the same question twice', () => {
    const candidates = builtinCandidates(
      { kind: 'ask', question: q, isFirst: false, after: 'answer', answer: 'We buy it from a mill nearby' },
      language,
      3,
      7,
    );
    expect(candidates).toHaveLength(3);
    expect(candidates[0]!.response).toContain('How do you order flour?');
    const asked = candidates.map((c) =>
      withoutOpener(c.response)
        .split(/(?<=[.!。！])\s*/u)
        .find((s) => /[?？]/.test(s)),
    );
    expect(new Set(asked).size).toBe(3);
    const topic = language === 'English' ? 'how you order flour' : q.title;
    for (const c of candidates.slice(1)) expect(c.response).toContain(topic);
    expect(candidates[0]!.score).toBeGreaterThan(candidates[2]!.score);
  });

  test('after “Yes.”, the candidates ask different questions', () => {
    const next = builtinCandidates({ kind: 'ask', question: q, isFirst: false, after: 'no-more' }, language, 3, 3);
    const probes = builtinCandidates({ kind: 'probe', question: q, answer: 'Yes.' }, language, 3, 3);
    for (const candidates of [next, probes]) {
      const asked = candidates.map((c) =>
        c.response
          .split(/(?<=[.!。！])\s*/u)
          .filter((s) => /[?？]/.test(s))
          .join(' '),
      );
      expect(new Set(asked).size, asked.join(' | ')).toBe(3);
    }
  });

  test('the close: different wordings, no question, a thank-you', () => {
    const candidates = builtinCandidates({ kind: 'close', answer: 'Prices went up a lot' }, language, 3, 7);
    expect(new Set(candidates.map((c) => c.response)).size).toBe(3);
    for (const c of candidates) {
      expect(c.response).not.toMatch(/[?？]/);
      expect(c.reason).toContain('thanks the respondent');
    }
  });
});

test('the closing question after thanks: announced or plain, one acknowledgement, no invitation to give examples', () => {
  const closing = { title: 'Closing', description: 'Is there anything else you would like to share?', role: 'closing' as const };
  const candidates = builtinCandidates({ kind: 'ask', question: closing, isFirst: false, after: 'thanks' }, 'English', 4, 2);
  // The guide's closing question, announced or plain, first; then other closing questions, each once.
  expect(candidates[0]!.response).toBe(
    'You are welcome. Before we finish, one last question. Is there anything else you would like to share?',
  );
  expect(candidates.map((c) => c.response).sort()).toEqual([
    'You are welcome. Before we finish, one last question. Is there anything else you would like to share?',
    'You are welcome. Is there anything else you would like to share?',
    'You are welcome. Is there anything we have not covered that matters to you?',
    'You are welcome. What else should I have asked you about?',
  ]);
  for (const c of candidates) expect(c.reason).not.toContain('topic');
});

test('candidates are deterministic for a seed and best first', () => {
  const directive: Directive = { kind: 'ask', question, isFirst: false };
  const a = builtinCandidates(directive, 'English', 3, 7);
  expect(builtinCandidates(directive, 'English', 3, 7)).toEqual(a);
  expect(a[0]!.score).toBe(Math.max(...a.map((c) => c.score)));
  expect(builtinCandidates({ kind: 'close' }, 'German', 1, 0)[0]!.response).toContain('Vielen Dank');
  expect(
    new Set(builtinCandidates({ kind: 'probe', question, answer: 'At the kiosk by the station' }, 'English', 10, 7).map((c) => c.response))
      .size,
  ).toBe(10);
});

test('a follow-up that was already asked loses to another approach', () => {
  const directive: Directive = { kind: 'probe', question: flour, answer: 'Online.' };
  const first = builtinCandidates(directive, 'English', 1, 1)[0]!;
  expect(first.response).toBe('Could you tell me more about how you order flour, perhaps with an example?');
  const second = builtinCandidates(directive, 'English', 1, 1, [first.response])[0]!;
  expect(second.response).not.toBe(first.response);
});

/** The reason, whatever the case of its first letter (the first item of a reason is capitalised). */
const reasonOf = (candidate: { reason: string } | undefined) => candidate!.reason.toLowerCase();

describe('scoring tells candidates apart and says why', () => {
  const probe: Directive = { kind: 'probe', question: flour, answer: 'Online, weekly' };

  test('a neutral, specific, on-topic question scores highest, and the reason names what it saw', () => {
    const [best] = scoreCandidates(['Could you tell me more about how you order flour, perhaps with an example?'], probe, []);
    expect(best).toMatchObject({
      score: 10,
      reason: 'Neutral; one question; on topic (“order”, “flour”); specific (“example”); short (14 words).',
    });
  });

  test.each([
    ["Don't you think ordering flour online is easier?", "Leading: “don't you think”"],
    ['Wouldn’t you agree that your supplier is reliable?', "Leading: “wouldn't you agree”"],
    ['How much do you love your flour supplier?', 'Leading: “how much do you love”'],
    ['Вы ведь заказываете муку онлайн?', 'Leading: “вы ведь”'],
    ['Vous commandez la farine en ligne, n’est-ce pas ?', "Leading: “n'est-ce pas”"],
    ['您不觉得网上订面粉更方便吗？', 'Leading: “您不觉得”'],
  ])('leading: %j', (text, reason) => {
    const [scored] = scoreCandidates([text], probe, []);
    expect(scored!.reason).toContain(reason);
    expect(scored!.score).toBeLessThanOrEqual(6);
  });

  test('double-barrelled: two question marks, or two questions joined by "and"/"or"', () => {
    const [marks, joined, fine] = scoreCandidates(
      [
        'How do you order flour? Who delivers it?',
        'How do you order flour and how do you pay for it?',
        'What matters most to you when you order flour, and why?',
      ],
      probe,
      [],
    );
    expect(marks!.reason).toMatch(/^Asks two things at once \(2 question marks\);/);
    expect(reasonOf(joined)).toContain('asks two things at once (“and how do you”)');
    expect(fine!.reason).not.toContain('two things');
    expect(marks!.score).toBeLessThan(fine!.score);
    expect(joined!.score).toBeLessThan(fine!.score);
  });

  test('the guide’s own question counts as one question, however the researcher worded it', () => {
    const doubled = { title: 'Ordering and paying', description: 'How do you order flour? And how do you pay for it?' };
    const ask: Directive = { kind: 'ask', question: doubled, isFirst: false, after: 'answer', answer: 'Online, weekly' };
    const [asked, own] = scoreCandidates(
      ['Thank you. How do you order flour? And how do you pay for it?', 'Thank you. How do you order flour? Who delivers it?'],
      ask,
      [],
    );
    expect(asked!.reason).not.toContain('two things');
    expect(asked!.reason).toContain('one question');
    expect(own!.reason).toMatch(/^Asks two things at once/);
  });

  test('the example from the issue: leading and double-barrelled, both named', () => {
    const [scored] = scoreCandidates(["Don't you think ordering flour is easy? And how often do you do it?"], probe, []);
    expect(scored!.reason).toMatch(/^Leading: “don't you think”; asks two things at once/);
    expect(scored!.score).toBeLessThanOrEqual(4);
  });

  test('jargon, long and off-topic questions lose points with the words named', () => {
    const [jargon, long, offTopic] = scoreCandidates(
      [
        'Which touchpoints in your flour ordering journey create the most friction for your KPIs?',
        'Could you tell me more about how you order flour, perhaps with an example from the last few weeks, such as which day you order, who places the order, how it is delivered and what happens when something goes wrong with it?',
        'What is your favourite colour?',
      ],
      probe,
      [],
    );
    expect(jargon!.reason).toMatch(/^Jargon: “touchpoints”, “KPIs”;/);
    expect(long!.reason).toMatch(/long \(\d+ words\)/);
    expect(long!.score).toBeLessThan(10);
    expect(reasonOf(offTopic)).toContain('does not name the topic');
    expect(new Set([jargon!.score, long!.score, offTopic!.score, 10]).size).toBeGreaterThan(1);
  });

  test('repeating an earlier message, a sentence of it or the opening of a recent question costs points', () => {
    const earlier = ['You said “Online, weekly”. What do you mean by that, thinking of how you order flour?'];
    const [same, opening, fresh] = scoreCandidates(
      [earlier[0]!, 'What do you mean by weekly, when you order flour?', 'How does that affect you when it comes to how you order flour?'],
      probe,
      earlier,
    );
    expect(same!.reason).toMatch(/^Repeats an earlier message;/);
    expect(same!.score).toBeLessThanOrEqual(5);
    expect(reasonOf(opening)).toContain('repetitive: begins like a recent message (“what do you…”)');
    expect(fresh!.reason).not.toContain('repe');
    expect(fresh!.score).toBeGreaterThan(opening!.score);
  });

  test('a question while closing, and a close without thanks, are faults', () => {
    const [asks, cold, warm] = scoreCandidates(
      ['Anything else before we finish?', 'The interview is over.', 'That was my last question. Thank you for your time!'],
      { kind: 'close' },
      [],
    );
    expect(asks!.reason).toMatch(/^Asks a question while closing;/);
    expect(reasonOf(cold)).toContain('does not thank the respondent');
    expect(warm!.score).toBeGreaterThan(asks!.score);
    expect(warm!.score).toBeGreaterThan(cold!.score);
  });
});

// The interviewer quotes the respondent's answer (up to 2,000 characters) and scores its candidates, which a model
// writes at any length (8,000 characters here): a text made to backtrack must not hold the server.
test('a quote skips a first sentence of up to three words and never ends in a full stop before its ellipsis', () => {
  expect(quoteFrom('Hmm. Mostly because of repeated flat tyres and slow repairs.')).toBe('Mostly because of repeated flat…');
  expect(quoteFrom('Let me think. Twice a month.')).toBe('Twice a month');
  expect(quoteFrom('Ba’zi narsalar ishlaydi, ba’zilari yo‘q. Toshkentda dasturchi sifatida')).toBe(
    'Ba’zi narsalar ishlaydi, ba’zilari yo‘q…',
  );
});

test("the interviewer's text heuristics take linear time", () => {
  const question = { title: 'Ordering flour', description: 'How do you order flour?' };
  const score = (text: string) => scoreCandidates([text], { kind: 'probe', question, answer: text }, [text]);
  quoteFrom('warm up');
  score('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), quoteFrom, 50)).toBeUndefined();
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES, [100, 2000, 8000]), score, 50)).toBeUndefined();
});

describe('English sentences are grammatical whatever the shape of the question’s title', () => {
  // Titles as researchers write them: verbs, questions, noun phrases, gerund clauses; descriptions as requests too.
  const GUIDE = [
    { title: 'Tell me about the last time you switched', description: 'Tell me about the last time you switched energy providers.' },
    { title: 'Choosing a place', description: 'How did you choose a place to live?' },
    { title: 'Why did you cancel?', description: 'What made you cancel the subscription?' },
    { title: 'Pet insurance for dogs', description: 'Think back to when you chose and used pet insurance for your dogs.' },
    { title: 'Compare prices', description: 'Describe how you compare prices before buying.' },
    { title: 'Monthly premiums', description: 'Could you tell me about your monthly premiums?' },
    { title: 'Customer service', description: 'What was customer service like?' },
    { title: 'Ordering routine', description: 'Your coffee habits on weekdays' },
  ];
  const everything = (question: (typeof GUIDE)[number]) =>
    [
      ...builtinCandidates({ kind: 'ask', question, isFirst: false, after: 'answer', answer: 'Fine' }, 'English', 10, 1),
      ...builtinCandidates({ kind: 'probe', question, answer: 'Yes.' }, 'English', 10, 1),
      ...builtinCandidates({ kind: 'stay-on-topic', question }, 'English', 10, 1),
    ].map((c) => c.response);

  test.each(GUIDE)('$title', (question) => {
    for (const text of everything(question)) {
      expect(text).not.toMatch(/tell me about (?:tell|think|describe)|about (?:think|describe|tell)\b/i);
      expect(text).not.toMatch(/\byour (?:choosing|compare|why|tell|think|describe|customer service|pet insurance)\b/i);
      expect(text).not.toMatch(/turn to (?:why did|tell me|compare)/i);
      expect(text).not.toMatch(/\?\s*\?|\.\s*\?/);
    }
  });

  test('requests are asked as written; titles are named as they read', () => {
    expect(asQuestion('Tell me about the last time you switched energy providers.', 'English')).toBe(
      'Tell me about the last time you switched energy providers.',
    );
    expect(asQuestion('Describe how you compare prices before buying', 'English')).toBe('Describe how you compare prices before buying.');
    expect(asQuestion('Для начала расскажите, пожалуйста, немного о себе и своём обычном дне.', 'Russian')).toBe(
      'Для начала расскажите, пожалуйста, немного о себе и своём обычном дне.',
    );
    expect(asQuestion('Erzählen Sie mir zu Beginn doch bitte ein wenig über sich und Ihren Alltag.', 'German')).toBe(
      'Erzählen Sie mir zu Beginn doch bitte ein wenig über sich und Ihren Alltag.',
    );
    expect(asQuestion('请先简单介绍一下您自己', 'Chinese')).toBe('请先简单介绍一下您自己。');
    const signposts = (title: string) =>
      builtinCandidates(
        { kind: 'ask', question: { title, description: 'What happened?' }, isFirst: false, after: 'answer' },
        'English',
        10,
        1,
      )
        .map((c) => /Let’s turn to ([^.]+)\./.exec(c.response)?.[1])
        .filter(Boolean);
    expect(signposts('Choosing a place')).toContain('choosing a place');
    expect(signposts('Ordering routine')).toContain('your ordering routine');
    expect(signposts('Monthly premiums')).toContain('monthly premiums');
    // A title that could only be quoted is not read out: "Let’s turn to the topic “Customer service”" is never said.
    expect(signposts('Customer service')).toEqual([]);
    expect(signposts('Why did you cancel?')).toEqual([]);
    expect(signposts('Compare prices')).toEqual([]);
  });
});

test('a note for the interviewer after a guide question is never read out: only the question is asked', () => {
  expect(asQuestion('How do you feel about what you pay for dental care now? Listen for NHS versus private fees.', 'English')).toBe(
    'How do you feel about what you pay for dental care now?',
  );
  expect(asQuestion('¿Qué te parece lo que pagas ahora? Fíjate si mencionan un seguro.', 'Spanish')).toBe(
    '¿Qué te parece lo que pagas ahora?',
  );
  expect(asQuestion('Your coffee habits on weekdays. Probe for brands and prices.', 'English')).not.toMatch(/probe|brands/i);
});

test('after a “yes” to “anything else?” every language invites what the respondent would add, with no praise before it', () => {
  const closing = { title: 'Closing', description: 'Is there anything else you would like to share?', role: 'closing' as const };
  for (const language of INTERVIEW_LANGUAGES) {
    const directive: Directive = { kind: 'probe', question: closing, answer: 'Yes.', goAhead: true };
    const [best, ...others] = builtinCandidates(directive, language, 3, 1);
    expect(best!.response, language).toMatch(/[?？]$/u);
    expect(best!.response, language).not.toMatch(/thank|gracias|danke|спасибо|merci/iu);
    for (const other of others) expect(other.response, language).not.toBe(best!.response);
  }
  expect(builtinCandidates({ kind: 'probe', question: closing, answer: 'Yes.', goAhead: true }, 'English', 1, 1)[0]!.response).toBe(
    'Please go ahead: what would you like to add?',
  );
});
