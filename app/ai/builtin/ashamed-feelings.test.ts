import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';

const questions = (answer: string, language = 'German') => answerDetails(answer, language).map((d) => d.question);

test('feeling ashamed is a feeling to ask about, in Spanish and German', () => {
  expect(questions('Mir war das furchtbar peinlich vor den Nachbarn.')).toContain('Was genau war Ihnen peinlich?');
  expect(questions('Ich hab mich vor den Nachbarn richtig geschämt.')).toContain('Was genau war Ihnen peinlich?');
  // A word made of it, in advice, is no feeling of theirs.
  expect(questions('Einfach anfangen, Peinlichkeit gehört dazu.')).not.toContain('Was genau war Ihnen peinlich?');
  expect(questions('Me daba mucha vergüenza salir a la calle con mallas.', 'Spanish')).toContain('¿Qué te daba vergüenza exactamente?');
});
