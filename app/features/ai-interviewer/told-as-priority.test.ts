import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';

// The drafted guide's opinion questions, told in the respondent's own words before they are asked.
const guide = (matters: string, wish: string) => [
  { id: 'q0', title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
  { id: 'q1', title: 'What matters most', description: matters },
  { id: 'q2', title: 'What would be better', description: wish },
];

test('what matters most and the one thing they would change are told by their own cues, in three languages', () => {
  const cases: [string, string, string, string][] = [
    [
      'What matters most to you when you choose a phone plan?',
      'If you could change one thing about choosing a phone plan, what would it be?',
      'All I was after was unlimited data for the train.',
      'If only they showed the price after the first year up front.',
    ],
    [
      '¿Qué es lo más importante para ti cuando eliges una tarifa de móvil?',
      'Si pudieras cambiar una sola cosa al elegir una tarifa, ¿cuál sería y por qué?',
      'Lo que más me importaba eran los datos ilimitados para el tren.',
      'Ojalá pusieran el precio del segundo año bien grande.',
    ],
    [
      'Was ist Ihnen am wichtigsten, wenn Sie einen Handytarif auswählen, und warum?',
      'Wenn Sie eine einzige Sache daran ändern könnten, welche wäre das und warum?',
      'Mir kam es vor allem auf unbegrenztes Datenvolumen an.',
      'Ich wünsche mir, dass der Preis nach einem Jahr gleich dasteht.',
    ],
  ];
  for (const [matters, wish, priority, wished] of cases) {
    // Before: null, and each was asked right after the respondent had said it.
    expect(toldEarlier(guide(matters, wish), ['ok', priority]), priority).toEqual([
      null,
      /why|por qué|warum/iu.test(matters) ? 'in-passing' : 'at-length',
      null,
    ]);
    // Asked "… and why?" ("¿… y por qué?", "… und warum?"), a wish without its reason is touched on: the question is
    // still asked, opened by "You touched on this already".
    expect(toldEarlier(guide(matters, wish), ['ok', wished]), wished).toEqual([
      null,
      null,
      /why|por qué|warum/iu.test(wish) ? 'in-passing' : 'at-length',
    ]);
  }
});

test('an obstacle or a fact is no wish: “they won’t let you pay a cheque in by post”', () => {
  const g = guide(
    'What matters most to you when you choose a bank?',
    'If you could change one thing about choosing a bank, what would it be?',
  );
  expect(toldEarlier(g, ['ok', 'They won’t let you pay a cheque in by post, and my nan still sends cheques.'])[2]).toBeNull();
  expect(toldEarlier(g, ['ok', 'The branch closed, so I moved my account online.'])).toEqual([null, null, null]);
});
