import { expect, test } from 'vitest';

import { builtinCandidates } from '~/ai/builtin/interviewer';
import type { Directive } from '~/ai/interviewer';

import { acknowledgementFits } from './fitting-acknowledgement';
import { advance, nextStep, START } from './guide-position';

const GUIDE = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Wishes', description: 'What would make buying coffee better for you?' },
];
const ids = GUIDE.map((q) => q.id);

test('praise never follows a non-answer or a refusal; a neutral word or a plain thank you may', () => {
  expect(acknowledgementFits('That is helpful, thank you. What would you change?', 'dunno.', 'English')).toBe(false);
  expect(acknowledgementFits('Thanks for sharing that. Could you give me an example?', 'no idea', 'English')).toBe(false);
  expect(acknowledgementFits('Muy útil, gracias. ¿Qué cambiarías?', 'Nada más, la verdad.', 'Spanish')).toBe(false);
  expect(acknowledgementFits('Das ist hilfreich, danke. Was würden Sie ändern?', 'Keine Ahnung.', 'German')).toBe(false);
  expect(acknowledgementFits('No problem. What would you change?', 'dunno.', 'English')).toBe(true);
  expect(acknowledgementFits('That is helpful, thank you. What would you change?', 'At the kiosk, every morning.', 'English')).toBe(true);
});

test('the question after "I don\'t know" opens with a neutral word or none, in English, Spanish and German', () => {
  for (const [language, dunno] of [
    ['English', 'dunno.'],
    ['Spanish', 'Ni idea.'],
    ['German', 'Keine Ahnung.'],
  ] as const) {
    for (let seed = 0; seed < 3; seed++) {
      // The re-ask was said and the respondent still does not know: the guide goes on.
      let position = advance(START, nextStep(START, 'ok', GUIDE), ids);
      position = advance(position, nextStep(position, dunno, GUIDE), ids);
      const step = nextStep(position, dunno, GUIDE);
      expect(step.kind).toBe('ask');
      const after = step.kind === 'ask' ? step.after : 'answer';
      const directive: Directive = {
        kind: 'ask',
        question: GUIDE[1]!,
        isFirst: false,
        after: after === 'turn-limit' || after === 'goodbye' ? 'answer' : after,
      };
      for (const candidate of builtinCandidates(directive, language, 3, seed))
        expect(acknowledgementFits(candidate.response, dunno, language), candidate.response).toBe(true);
    }
  }
});
