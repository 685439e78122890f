import { describe, expect, test } from 'vitest';

import { INTERVIEWER_STUDIES } from './fixtures/interviewer';
import { CHILDCARE } from './fixtures/interviewer/childcare';
import { DENTIST } from './fixtures/interviewer/dentist';
import { INTERNET } from './fixtures/interviewer/internet';
import {
  askedAgain,
  briefTexts,
  classifyQuestion,
  detailFollowUpShare,
  guideQuestionTexts,
  guideWordsOf,
  LEAK_WORDS,
  lostQuestions,
  namesDetail,
  nextAnswer,
  type ScriptedRespondent,
  sharedRun,
  templatedPattern,
  touchedOn,
  unfitThanks,
} from './interviewer-scoring';

const [english, spanish, german] = DENTIST as [(typeof DENTIST)[0], (typeof DENTIST)[0], (typeof DENTIST)[0]];

describe('classifyQuestion', () => {
  test('reads questions about the respondent, per language (issue 33’s “Where do you live?”, “What do you do for a living?”)', () => {
    expect(classifyQuestion('Thank you. Where do you live?', english).labels).toEqual(['place']);
    expect(classifyQuestion('Before we go on, a quick question about you. What do you do for a living?', english).labels).toEqual(['job']);
    expect(classifyQuestion('May I ask roughly how old you are?', english).labels).toEqual(['age']);
    expect(classifyQuestion('Gracias. ¿En qué ciudad vives?', spanish).labels).toEqual(['place']);
    expect(classifyQuestion('Danke. Was machen Sie beruflich?', german).labels).toEqual(['job']);
    // The age item "Create with AI" drafts in German asks for an age group.
    expect(classifyQuestion('Welcher Altersgruppe gehören Sie an?', german).labels).toEqual(['age']);
  });

  test('reads a guide question asked as written, rephrased, or by its quoted title; a request for more is a follow-up', () => {
    expect(classifyQuestion('Thank you. How did you search for a new dentist after you moved?', english)).toEqual({
      labels: ['q1'],
      followUp: false,
    });
    expect(classifyQuestion('Could you tell me how you searched?', english)).toEqual({ labels: ['q1'], followUp: false });
    expect(classifyQuestion('Could you tell me more about the topic “Search”, perhaps with an example?', english)).toEqual({
      labels: ['q1'],
      followUp: true,
    });
    expect(classifyQuestion('Sie sagten „zu teuer“. Was meinen Sie damit beim Thema „Kosten“?', german)).toEqual({
      labels: ['q3'],
      followUp: true,
    });
    // What happened at a moment the respondent named is a follow-up on their words, even when they name the subject.
    expect(classifyQuestion('What happened when you searched for a new dentist on Google?', english)).toEqual({
      labels: ['q1'],
      followUp: true,
    });
  });

  test('reads a screening item read out as asking the study’s fact, and ignores statements and the member check’s lines', () => {
    const screening =
      'Could you tell me how you relate to the group this study is about: adults 25-55 who changed dentist in the last two years?';
    expect(classifyQuestion(screening, english).labels).toEqual(['switched']);
    const check = 'Before we finish, here is what I understood:\n• Search: “google.”\n• First visit: “fine.”\n\nDid I get this right?';
    expect(classifyQuestion(check, english).labels).toEqual([]);
    expect(classifyQuestion('Let’s turn to the topic “Price”.', english).labels).toEqual([]);
  });
});

test('askedAgain counts what was told before, except a follow-up asking for more on a subject', () => {
  const told = new Set(['place', 'q1']);
  expect(askedAgain(classifyQuestion('Where do you live?', english), told)).toEqual(['place']);
  expect(askedAgain(classifyQuestion('How did you search for a new dentist after you moved?', english), told)).toEqual(['q1']);
  expect(askedAgain(classifyQuestion('Could you tell me more about how you searched, with an example?', english), told)).toEqual([]);
  expect(askedAgain(classifyQuestion('May I ask roughly how old you are?', english), told)).toEqual([]);
});

test('asking for more about the family the guide question is about is a follow-up, not the family asked again', () => {
  const childcare = CHILDCARE[0]!;
  const told = new Set(['q0', 'family']);
  // Before: the family named in the request for more was counted as a repeated ask after “two kids”.
  expect(askedAgain(classifyQuestion('Could you tell me more about your family, perhaps with an example?', childcare), told)).toEqual([]);
  // A question about the family of its own is still asking again.
  expect(askedAgain(classifyQuestion('Thank you. Do you have children?', childcare), told)).toEqual(['family']);
  expect(askedAgain(classifyQuestion('Could you tell me more about that? Do you have children?', childcare), told)).toEqual(['family']);
});

describe('sharedRun (brief leaks)', () => {
  const brief = briefTexts(english);

  test('finds the screening criterion and a guide note read out, at six words or more', () => {
    expect(sharedRun('May I ask about your adults 25-55 who changed dentist in the last two years?', brief)).toBe(
      'adults 25 55 who changed dentist in the last two years',
    );
    expect(sharedRun('Could you tell me? Listen for NHS versus private fees and any insurance they mention?', brief)).toBe(
      'listen for nhs versus private fees and any insurance they mention',
    );
  });

  test('leaves a guide question asked as written and a plain question of its own', () => {
    expect(brief.join(' ')).not.toContain('How did you search');
    expect(sharedRun('Thank you. How did you search for a new dentist after you moved?', brief)).toBeNull();
    expect(sharedRun('When did you last change dentist?', brief)).toBeNull();
    // Five words in common are not a leak.
    expect(sharedRun('So you changed dentist in the last year?', brief)).toBeNull();
  });

  test('a sentence addressed to the respondent (“Think back to when you …”, “Piensa en …”, “Denken Sie an …”) is the question, not a note', () => {
    for (const [language, description] of [
      ['English', 'Think back to when you chose a new bank account. Can you walk me through what happened, step by step?'],
      ['Spanish', 'Piensa en la última vez que este tema surgió en tu vida. ¿Podrías contarme paso a paso qué pasó?'],
      [
        'German',
        'Denken Sie an das letzte Mal, als dieses Thema in Ihrem Leben vorkam. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
      ],
    ] as const) {
      const study = {
        language,
        goal: '',
        generalPrompt: '',
        requiredInfo: [],
        questions: [{ title: 'Last time', description, subject: /x/ }],
      };
      // Before: the first sentence was a note, and reading the question as written a brief leak.
      expect(briefTexts(study)).toEqual([]);
      expect(sharedRun(`Thank you. ${description}`, briefTexts(study), LEAK_WORDS, guideQuestionTexts(study))).toBeNull();
    }
  });

  test('a required-info item written as a question is asked as written, not read out of the brief', () => {
    const study = {
      ...english,
      requiredInfo: ['How old are you?', 'When did you last choose a new bank account?', 'Adults 25-55 who opened an account'],
    };
    // Before: asking the drafted item as written counted as a brief leak.
    expect(
      sharedRun('All right. When did you last choose a new bank account?', briefTexts(study), LEAK_WORDS, guideQuestionTexts(study)),
    ).toBeNull();
    expect(
      sharedRun('May I ask: adults 25-55 who opened an account?', briefTexts(study), LEAK_WORDS, guideQuestionTexts(study)),
    ).not.toBeNull();
  });

  test('leaves a guide question asked as written that shares six words with the goal', () => {
    // Before: the first cycling question, asked as written, counted as the goal read out.
    const study = {
      language: 'Spanish' as const,
      questions: [{ title: 'Ir en bici', description: '¿Cómo empezaste a ir en bici al trabajo cada día?', subject: /empezaste/ }],
    };
    const goal = ['Entender por qué la gente empieza a ir en bici al trabajo cada día.'];
    expect(sharedRun('¿Cómo empezaste a ir en bici al trabajo cada día?', goal)).toBe('a ir en bici al trabajo cada día');
    expect(sharedRun('¿Cómo empezaste a ir en bici al trabajo cada día?', goal, LEAK_WORDS, guideQuestionTexts(study))).toBeNull();
    expect(sharedRun('Quiero entender por qué la gente empieza a ir en bici', goal, LEAK_WORDS, guideQuestionTexts(study))).toBe(
      'entender por qué la gente empieza a ir en bici',
    );
  });
});

describe('namesDetail', () => {
  const guide = guideWordsOf(english);

  test('is true for a question about the detail in other words, false for a generic follow-up', () => {
    expect(namesDetail('What happened when they kept suggesting whitening?', ['kept upselling whitening'], guide)).toBe(true);
    expect(
      namesDetail('Could you tell me more about the topic “First visit”, perhaps with an example?', ['kept upselling whitening'], guide),
    ).toBe(false);
  });

  test('does not count the guide’s own words or short function words as the detail', () => {
    // "dentist" and "NHS" are the guide's words; the detail is in "taking new patients".
    expect(namesDetail('How do you feel about your dentist and the NHS?', ['no NHS practice was taking new patients'], guide)).toBe(false);
    expect(namesDetail('Why were they not taking new patients?', ['no NHS practice was taking new patients'], guide)).toBe(true);
    expect(namesDetail('Darf ich fragen, wie alt Sie sind, bevor wir weitermachen?', ['haben wir abgemacht'], guideWordsOf(german))).toBe(
      false,
    );
  });

  test('matches a German compound by its part', () => {
    expect(
      namesDetail('Wie kam es zu der Aufhellung, die man Ihnen verkaufen wollte?', ['Zahnaufhellung verkaufen'], guideWordsOf(german)),
    ).toBe(true);
  });
});

test('templatedPattern flags issue 33’s templates and leaves a plain question', () => {
  for (const templated of [
    'You said “42, teacher”. What do you mean by that, thinking of yourself and your everyday routine?',
    'What do you mean by that, thinking of what your thoughts on the price are?',
    'What makes you say that about what happened, step by step?',
    'How does that affect you when it comes to the topic "First visit"?',
    'Let’s turn to the topic "Price".',
    'What can you tell me about first visit, from your own experience?',
    'Dijiste «caro». ¿Qué quieres decir con eso, pensando en «Precio»?',
    'Können Sie mir zum Thema „Suche“ mehr erzählen?',
  ])
    expect(templatedPattern(templated), templated).not.toBeNull();
  expect(templatedPattern('What happened when they kept suggesting whitening?')).toBeNull();
  expect(templatedPattern('What can you tell me about your first visit?')).toBeNull();
  // The questions "Create with AI" drafts are questions of their own: before, both read as templates.
  expect(
    templatedPattern('Think back to when you chose a new bank account. Can you walk me through what happened, step by step?'),
  ).toBeNull();
  expect(templatedPattern('Welcher Altersgruppe gehören Sie an?')).toBeNull();
  expect(templatedPattern('When was the last time you helped move a parent into?')).not.toBeNull();
});

test('unfitThanks: “thoughtful answers” after “Yes. google. dunno.”, not after a full answer', () => {
  const closing = 'That was my last question. Thank you so much for your time and your thoughtful answers!';
  expect(unfitThanks(closing, ['Yes.', 'google.', 'dunno.'], 'English')).toBe(true);
  expect(unfitThanks(closing, ['Yes.', 'They kept upselling whitening and I felt pressured to say yes.'], 'English')).toBe(false);
  expect(unfitThanks('Thank you for your time!', ['Yes.', 'google.', 'dunno.'], 'English')).toBe(false);
});

describe('nextAnswer (the scripted respondent)', () => {
  const respondent: ScriptedRespondent = {
    key: 'r',
    style: 'early',
    answers: [
      { text: 'Sure.', tells: [], details: [] },
      { text: 'I moved to Bristol and asked friends for a dentist.', tells: ['q0', 'q1', 'place'], details: [] },
      { text: 'They kept upselling whitening.', tells: ['q2'], details: ['kept upselling whitening'] },
      { text: 'I’m 29.', tells: ['age'], details: [] },
    ],
  };
  const ask = (message: string, used: number[], told: string[], current: number) =>
    nextAnswer(respondent, new Set(used), classifyQuestion(message, english), new Set(told), current, 'English');

  test('answers a question about an item with that item’s answer, wherever it is in the script', () => {
    expect(ask('May I ask roughly how old you are?', [0], [], 0)).toEqual({ index: 3 });
    expect(ask('What happened at your first appointment with the new dentist?', [0, 1], ['q0', 'q1'], 2)).toEqual({ index: 2 });
  });
  test('says it already told what is asked again, and declines what its script does not give', () => {
    expect(ask('How did you search for a new dentist after you moved?', [0, 1], ['q0', 'q1', 'place'], 1)).toEqual({
      filler: 'Like I said before.',
    });
    expect(ask('What do you do for a living?', [0, 1], ['q0', 'q1', 'place'], 1)).toEqual({ filler: 'I’d rather not say.' });
  });
  test('otherwise gives its next answer, but keeps an answer to a later question for it', () => {
    expect(ask('Shall we begin?', [], [], -1)).toEqual({ index: 0 });
    expect(ask('What makes you say that?', [0, 1], ['q0', 'q1', 'place'], 1)).toEqual({ filler: 'No, that’s all.' });
    expect(ask('Could you tell me more about the topic “Search”?', [0, 1], ['q0', 'q1', 'place'], 1)).toEqual({
      filler: 'No, that’s all.',
    });
  });
  test('answers a follow-up with its next answer when that one is not for a later question (“Yes. google. dunno.”)', () => {
    const terse: ScriptedRespondent = {
      key: 'terse',
      style: 'terse',
      answers: [
        { text: 'Yes.', tells: [], details: [] },
        { text: 'google.', tells: ['q1'], details: [] },
        { text: 'dunno.', tells: [], details: [] },
      ],
    };
    const asked = classifyQuestion('Could you tell me more about the topic “Search”, perhaps with an example?', english);
    expect(nextAnswer(terse, new Set([0, 1]), asked, new Set(['q1']), 1, 'English')).toEqual({ index: 2 });
  });
});

test('the corpus has at least 40 dialogs over three domains and three languages, and held-out domains apart; every answer labelled consistently', () => {
  const tuned = INTERVIEWER_STUDIES.filter((s) => !s.heldOut);
  expect(tuned.flatMap((s) => s.respondents).length).toBeGreaterThanOrEqual(40);
  expect(new Set(tuned.map((s) => s.domain)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(tuned.map((s) => s.language))).toEqual(new Set(['English', 'Spanish', 'German']));
  // The held-out studies are of other domains than those the interviewer's rules were written with.
  const heldOut = INTERVIEWER_STUDIES.filter((s) => s.heldOut);
  for (const study of heldOut) expect(tuned.map((s) => s.domain)).not.toContain(study.domain);
  for (const study of INTERVIEWER_STUDIES) {
    const subjects = study.questions.flatMap((_, i) => [`q${i}`, touchedOn(`q${i}`)]);
    const labels = new Set(['age', 'job', 'place', 'family', ...subjects, ...Object.keys(study.facts)]);
    for (const respondent of study.respondents)
      for (const answer of respondent.answers)
        for (const label of answer.tells) expect(labels.has(label), `${study.id}/${respondent.key}: ${label}`).toBe(true);
    // Each guide question is written as a question, so the classifier reads it back as asking its own subject.
    study.questions.forEach((q, i) => expect(classifyQuestion(q.description, study).labels, `${study.id} q${i}`).toContain(`q${i}`));
  }
});

test('the detail figure is of the follow-ups after a substantive answer, and 0 when there is none', () => {
  // 1 follow-up of 3 named the detail; the 34 other substantive answers were followed by a guide question.
  expect(detailFollowUpShare(1, 3)).toBeCloseTo(1 / 3);
  expect(detailFollowUpShare(3, 4)).toBe(0.75);
  expect(detailFollowUpShare(0, 0)).toBe(0);
});

test('a subject only touched on is still to be asked: asking it is no repeated ask, and never asking it loses it', () => {
  // "The prices seem okay" before the price was asked: labelled touched on, not told.
  const told = new Set([touchedOn('q3'), 'q1']);
  expect(
    askedAgain(classifyQuestion('You touched on this already. How do you feel about what you pay for dental care now?', english), told),
  ).toEqual([]);
  expect(askedAgain(classifyQuestion('How did you search for a new dentist after you moved?', english), told)).toEqual(['q1']);
  // Questions 0, 2 and 4 were asked; 1 was passed because it was told; 3 was passed though only touched on: lost.
  expect(lostQuestions(5, new Set([0, 2, 4]), told)).toEqual([3]);
  expect(lostQuestions(5, new Set([0, 2, 3, 4]), told)).toEqual([]);
});

test('the internet study is labelled as the others, in English and Spanish', () => {
  expect(INTERVIEWER_STUDIES.filter((s) => s.domain === INTERNET[0]!.domain)).toEqual(INTERNET);
  expect(INTERNET.map((s) => s.language)).toEqual(['English', 'Spanish']);
  for (const study of INTERNET) {
    expect(study.respondents).toHaveLength(5);
    const labels = new Set(['age', 'job', 'place', 'family', ...study.questions.map((_, i) => `q${i}`), ...Object.keys(study.facts)]);
    for (const respondent of study.respondents)
      for (const answer of respondent.answers)
        for (const label of answer.tells) expect(labels.has(label), `${study.id}/${respondent.key}: ${label}`).toBe(true);
    study.questions.forEach((q, i) => expect(classifyQuestion(q.description, study).labels, `${study.id} q${i}`).toContain(`q${i}`));
  }
});
