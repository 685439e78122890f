import { describe, expect, test } from 'vitest';

import { builtinFollowUpJudgement } from '~/features/ai-interviewer/builtin-follow-up';
import { START } from '~/features/ai-interviewer/guide-position';

import { mostSpecificDetail } from './answer-details';
import { builtinCandidates } from './interviewer';
import { templatedPattern } from './templated-patterns';

// What a respondent said → the follow-up the built-in interviewer asks: a question of its own about the most specific
// thing said, grammatical, naming it (never the answer quoted back).
const SEARCH = { title: 'Search', description: 'How did you look for a new dentist after you moved?' };
const VISIT = { title: 'First visit', description: 'What happened at your first appointment?' };
const ask = (answer: string, language: string, question = SEARCH, guide = 'First visit What happened at your first appointment?') =>
  builtinCandidates({ kind: 'probe', question, answer, guide }, language, 3, 1)[0]!.response;

describe('English: noun phrases and events', () => {
  test.each([
    [
      'The first thing I did was ask in the neighbourhood Facebook group, and three people recommended the same practice.',
      'How did the neighbourhood Facebook group help you?',
    ],
    ['I chose the one with a cook on site because my daughter has a nut allergy.', 'What part did the nut allergy play?'],
    ['A friend from my running club swore by her dentist, so I just went there.', 'Could you tell me more about your running club?'],
    ['I asked colleagues on the ward first, then picked the closest one.', 'Could you tell me more about the colleagues on the ward?'],
    [
      'The dentist was kind, but the receptionist double-booked me, so I waited forty minutes.',
      'What happened when the receptionist double-booked you?',
    ],
    ['The engineer turned up a day late and drilled through the wrong wall.', 'What happened when the engineer turned up a day late?'],
  ])('%j → %j', (answer, question) => {
    const asked = ask(answer, 'English', VISIT, 'Search How did you look for a new dentist?');
    expect(asked).toBe(question);
    expect(templatedPattern(asked)).toBeNull();
  });

  test('a phrase that runs on past four words is a clause: it ends before its verb in -s', () => {
    const asked = ask(
      'Tracking household food spending is essential. In summary, consistent tracking provides valuable insights and helps.',
      'English',
    );
    expect(asked).not.toMatch(/provides|valuable\?/);
    expect(templatedPattern(asked)).toBeNull();
  });

  test('numbers, times and a verb after a noun are no part of a phrase', () => {
    expect(ask('It is private, about seventy pounds, and my work insurance covers half of it.', 'English')).toBe(
      'Could you tell me more about your work insurance?',
    );
    expect(ask('The twins are eighteen months old, and we both work long hours at the hospital.', 'English')).not.toMatch(/eighteen/);
  });
});

describe('Spanish: a noun with its adjective or “de”, the article made definite, “mi” turned to “tu”', () => {
  test.each([
    [
      'Una amiga del club de running hablaba maravillas de su dentista, así que fui allí.',
      '¿Podrías contarme más sobre el club de running?',
    ],
    ['Encontraron un empaste roto que nadie había visto en años.', '¿Podrías contarme más sobre el empaste roto?'],
    ['Es privado, unos setenta euros, y el seguro de mi empresa cubre la mitad.', '¿Podrías contarme más sobre el seguro de tu empresa?'],
    ['Pregunté en el grupo de crianza y luego pasé por todas.', '¿Cómo te ayudó el grupo de crianza?'],
    ['Elegí esa porque tenía unos columpios enormes en el patio.', '¿Qué papel jugaron los columpios enormes?'],
  ])('%j → %j', (answer, question) => {
    const asked = ask(answer, 'Spanish', VISIT, 'Búsqueda ¿Cómo buscaste un dentista?');
    expect(asked).toBe(question);
    expect(templatedPattern(asked)).toBeNull();
  });
});

describe('German: the noun before the clause’s verb, else the longest compound, named in a frame that needs no case', () => {
  test.each([
    [
      'Die Kontrolle ging schnell, aber sie wollten mir ständig eine Zahnaufhellung verkaufen.',
      'Stichwort Zahnaufhellung: Wie war das genau?',
    ],
    [
      'Ich habe die Kita mit eigener Küche gewählt, weil meine Tochter eine Nussallergie hat.',
      'Stichwort Nussallergie: Wie war das genau?',
    ],
    ['Ich habe Kolleginnen gefragt und dann im Januar online einen Termin gebucht.', 'Stichwort Kolleginnen: Wie war das genau?'],
  ])('%j → %j', (answer, question) => {
    const asked = ask(answer, 'German', VISIT, 'Suche Wie haben Sie einen neuen Zahnarzt gesucht?');
    expect(asked).toBe(question);
  });
});

describe('when a full answer earns a follow-up on its detail', () => {
  const GUIDE = [
    { title: 'Moving', description: 'What brought you to the city you live in now?' },
    SEARCH,
    VISIT,
    { title: 'Anything else', description: 'Is there anything else you would like to add?' },
  ];
  const at = { ...START, question: 1 };

  test('a specific phrase the guide does not ask about: followed up once, the reason naming it', () => {
    const answer = 'The first thing I did was ask in the neighbourhood Facebook group, and three people recommended one.';
    expect(builtinFollowUpJudgement(at, answer, GUIDE, 'English')).toMatchObject({ needsFollowUp: true, by: 'rules' });
    expect(builtinFollowUpJudgement({ ...at, followUps: 1 }, answer, GUIDE, 'English')).toBeNull();
  });

  test('not when the guide’s next question already asks about it', () => {
    const answer = 'I booked it online, and my first appointment was on a Tuesday morning at nine.';
    expect(mostSpecificDetail(answer, 'English', 'First visit What happened at your first appointment?')?.said ?? '').not.toMatch(
      /appointment/,
    );
    expect(builtinFollowUpJudgement(at, answer, GUIDE, 'English')).toBeNull();
  });

  test('a word of the question under way is no detail: the answer to it is not followed up as news', () => {
    expect(
      builtinFollowUpJudgement(at, 'I looked for a new dentist near my new flat and picked the closest one.', GUIDE, 'English'),
    ).toBeNull();
  });
});
