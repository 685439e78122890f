import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { tellsStory } from './told-as-account';

// The guide "Create with AI" drafts: a story question, then what matters, what gets in the way, what they would change.
const guide = (story: string) => [
  { id: 'q0', title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
  { id: 'q1', title: 'The story', description: story },
  { id: 'q2', title: 'What matters most', description: 'What matters most to you when you pick a gym?' },
  { id: 'q3', title: 'Closing', description: 'Is there anything else you would like to share?' },
];

test('a story of three things done tells the step-by-step question, in English, Spanish and German', () => {
  const cases: [string, string][] = [
    [
      'Think back to when you picked a gym. Can you walk me through what happened, step by step?',
      'I looked at three near the office, booked a free trial at two and signed up at the cheaper one the same week.',
    ],
    [
      'Piensa en la última vez que elegiste un gimnasio. ¿Podrías contarme paso a paso qué pasó?',
      'Miré tres cerca de casa, pedí una clase de prueba y me apunté al más barato esa misma semana.',
    ],
    [
      'Denken Sie an das letzte Mal, als Sie ein Fitnessstudio ausgewählt haben. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
      'Ich habe mir drei Studios angeschaut, ein Probetraining gemacht und mich dann im günstigsten angemeldet.',
    ],
  ];
  for (const [story, said] of cases) {
    // Before: null, and the story was asked for again right after it was told.
    expect(toldEarlier(guide(story), ['ok', said])[1], said).toBe('at-length');
    // What matters most is not told by it.
    expect(toldEarlier(guide(story), ['ok', said])[2], said).toBeNull();
  }
});

test('one thing done, or a view, is no story', () => {
  expect(tellsStory('I picked the one near the office.')).toBe(false);
  expect(tellsStory('Gyms are too expensive here, and the staff never seem to care.')).toBe(false);
  expect(tellsStory('Ich gehe gerne gegen sechs, das ist genau richtig.')).toBe(false);
  expect(tellsStory('Me gusta el gimnasio de aquí, así que sí.')).toBe(false);
});

test('with two story questions in the guide, a story tells neither', () => {
  const two = [
    { id: 'q0', title: 'The first week', description: 'Can you walk me through your first week, step by step?' },
    { id: 'q1', title: 'The last visit', description: 'Can you walk me through your last visit, step by step?' },
  ];
  expect(toldEarlier(two, ['I went on Monday, tried the rowing machine and booked a spin class for Thursday.'])).toEqual([null, null]);
});

test('“What led you to …?” beside the story question is told by the story with its cause, in English, Spanish and German', () => {
  const withReasons = (story: string, led: string) => [
    { id: 'q0', title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
    { id: 'q1', title: 'The story', description: story },
    { id: 'q2', title: 'Reasons', description: led },
    { id: 'q3', title: 'Closing', description: 'Is there anything else you would like to share?' },
  ];
  const english = withReasons(
    'Think back to when you left your gym. Can you walk me through what happened, step by step?',
    'What led you to leave your gym?',
  );
  // Before: null, and "What led you to leave your gym?" was asked right after the respondent had told why.
  for (const [guide, said] of [
    [english, 'In January, after they doubled the joining fee, I emailed the manager, handed in my key fob and stopped the direct debit.'],
    [
      withReasons('¿Podrías contarme paso a paso qué pasó cuando dejaste el gimnasio?', '¿Qué te llevó a dejar el gimnasio?'),
      'Lo dejé porque cerraron la piscina: fui a recepción, firmé la baja y cancelé el recibo del banco.',
    ],
    [
      withReasons(
        'Können Sie mir Schritt für Schritt erzählen, wie Sie das Fitnessstudio gekündigt haben?',
        'Was hat Sie dazu gebracht, das Fitnessstudio zu kündigen?',
      ),
      'Nachdem der Beitrag gestiegen war, habe ich angerufen, den Vertrag gekündigt und die Karte zurückgeschickt.',
    ],
  ] as const)
    expect(toldEarlier(guide, ['ok', said])[2], said).toBe('at-length');
  // A story without a cause ("after about a year" is a time) leaves it to be asked, and so does a story with its cause
  // in a guide with no story question.
  expect(
    toldEarlier(english, ['ok', 'After about a year I logged in, clicked through three pages and got an email confirming it.'])[2],
  ).toBeNull();
  const noStory = [english[0]!, english[2]!, english[3]!];
  expect(
    toldEarlier(noStory, [
      'ok',
      'In January, after they doubled the joining fee, I emailed the manager, handed in my key fob and stopped the direct debit.',
    ])[1],
  ).toBeNull();
});
