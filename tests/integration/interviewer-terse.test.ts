import { describe, expect, test } from 'vitest';

import { sentencesSaidTwice } from '~/ai/builtin/no-repeated-sentence';
import { acknowledgementFits } from '~/features/ai-interviewer/fitting-acknowledgement';

import { converse } from '../support/converse';
import { createPublishedInterview } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

let ipCounter = 0;
const respondent = () => new Client(server.url, `192.0.2.${200 + ++ipCounter}`);

const QUESTIONS = {
  English: [
    { id: 'intro', title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
    { id: 'story', title: 'Choosing a new dentist', description: 'Think back to when you chose a new dentist. What happened?' },
    { id: 'matters', title: 'What matters', description: 'What matters most to you when you choose a new dentist?' },
    { id: 'difficulties', title: 'Difficulties', description: 'What, if anything, gets in the way when you choose a new dentist?' },
    { id: 'closing', title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
  ],
  Spanish: [
    { id: 'intro', title: 'Introducción', description: 'Para empezar, ¿podrías contarme un poco sobre ti y tu rutina diaria?' },
    { id: 'story', title: 'Elegir dentista', description: '¿Cómo elegiste a tu dentista actual?' },
    { id: 'matters', title: 'Lo importante', description: '¿Qué es lo más importante para ti al elegir dentista?' },
    { id: 'closing', title: 'Cierre', description: '¿Hay algo más que quieras añadir?' },
  ],
};
const REQUIRED = { English: 'Age\nOccupation', Spanish: 'Edad' };
const SAYS_NOTHING = { English: 'dunno.', Spanish: 'Ni idea.' };
// Only the why and the consequence of an answer that was given make sense.
const PROBES_AN_ANSWER = /What makes you say that\?|How does that affect you\?|¿Qué te hace decir eso\?|¿Cómo te afecta eso\?/;

describe('the built-in interviewer with a respondent who says nothing', () => {
  for (const language of ['English', 'Spanish'] as const) {
    test(`${language}: one gentle re-ask a question at most, no praise, no sentence twice, and the dialog ends`, async () => {
      const questions = QUESTIONS[language];
      const required = REQUIRED[language].split('\n').length;
      const { interview } = await createPublishedInterview({ language, questions, requiredInfo: REQUIRED[language], kMessages: 3 });
      const answers = Array.from({ length: 40 }, (_, i) => (i === 0 ? 'Sí.' : SAYS_NOTHING[language]));
      if (language === 'English') answers[0] = 'Yes.';
      const { said, closed, messages, transcript } = await converse(respondent(), interview.id, answers, { untilClosed: true });
      expect(closed, transcript).toBe(true);
      // The greeting, each guide question and each item of required info, at most one re-ask a question, the member
      // check and the close.
      expect(said.length, transcript).toBeLessThanOrEqual(1 + 2 * questions.length + required + 2);
      expect(sentencesSaidTwice(said), transcript).toBe(0);
      expect(
        said.filter((m) => PROBES_AN_ANSWER.test(m)),
        transcript,
      ).toEqual([]);
      messages.forEach((m, i) => {
        const answer = messages[i - 1];
        if (m.role === 'assistant' && answer?.role === 'user')
          expect(acknowledgementFits(m.content, answer.content, language), transcript).toBe(true);
      });
    });
  }
});
