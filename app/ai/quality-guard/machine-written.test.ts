import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, largestRepeat, phrasesOf, RESPONDENT_LENGTH } from '../../../tests/support/linear-time';
import { normaliseForMatching } from '../injection';
import { ASSISTANT_PATTERNS, MACHINE_PHRASES, PATTERNS_BY_LANGUAGE, STYLE_PATTERNS } from './machine-phrases';
import { type GuardAnswer, machineWrittenAnswers } from './machine-written';

const dialog = (...texts: string[]): GuardAnswer[] => texts.map((text, i) => ({ number: i + 1, text, question: `Question ${i + 1}?` }));
const numbers = (answers: GuardAnswer[]) => machineWrittenAnswers(answers).map((a) => a.number);

describe('answers that read like a chatbot', () => {
  test('an assistant’s framing and stock phrases flag the answer, quoting the words', () => {
    const [reading] = machineWrittenAnswers(
      dialog(
        "Great question! I joined mainly to improve my overall health. Additionally, it's important to note that the social side played a key role.",
      ),
    );
    expect(reading?.number).toBe(1);
    expect(reading?.quote).toMatch(/^Great question! I joined/);
    expect(reading?.reasons).toContain('the words of an assistant');
  });

  test('the quote starts at the sentence that gives the answer away', () => {
    const [reading] = machineWrittenAnswers(
      dialog('I joined to improve my overall health and to build a routine. In summary, it was a practical decision. I hope this helps!'),
    );
    expect(reading?.quote).toBe('…In summary, it was a practical decision. I hope…');
  });

  test('a Markdown list in a chat answer reads like a chatbot', () => {
    const answers = dialog('I joined for a few reasons:\n\n- **Health:** to get fitter\n- **Routine:** more structure in my week');
    expect(machineWrittenAnswers(answers)[0]?.reasons).toContain('a Markdown list');
  });

  test('polished answers without a framing word or a personal detail, answer after answer, are flagged', () => {
    const answers = dialog(
      'I moved here mainly for a new job opportunity that aligned with my career goals. The city also offered a good balance between professional growth and quality of life, which made the decision feel like the right step at the time.',
      'I started by looking at online reviews and comparing practices that were close to where I live. I also checked which dentists accepted my insurance and paid attention to how easy it was to book an appointment, since convenience mattered a lot.',
      'The staff were welcoming and professional, and the dentist took the time to explain each step of the examination. I appreciated that there was no pressure to commit to additional treatments straight away, which made me feel comfortable.',
    );
    expect(numbers(answers)).toEqual([1, 2, 3]);
  });

  test('a person’s answers, long or short, with their own details, are not flagged', () => {
    const answers = dialog(
      'Sure, go ahead.',
      'I joined in January after my doctor said my blood pressure was creeping up, and the gym was two minutes from my flat.',
      'Three evenings a week: spin on Mondays, weights with a friend on Wednesdays, and a swim on Fridays. Overall it worked until the winter.',
      'they raised the fee by fifteen pounds with a week’s notice and cancelling meant a letter by post, honestly that was the last straw lol',
      'I run along the river with a club on Saturdays and do a yoga app at home when the kids are asleep.',
    );
    expect(machineWrittenAnswers(answers)).toEqual([]);
  });

  test('one stock phrase in a person’s answer is not enough', () => {
    expect(machineWrittenAnswers(dialog('Overall, the prices at Lidl are fine, but the queue on Saturday mornings is awful.'))).toEqual([]);
  });

  test.each([
    ['Spanish', '¡Excelente pregunta! Me apunté para mejorar mi salud. En resumen, fue una decisión práctica y espero que esto te sirva.'],
    [
      'German',
      'Gute Frage! Ich habe mich angemeldet, um fitter zu werden. Zusammenfassend war es eine pragmatische Entscheidung. Ich hoffe, das hilft!',
    ],
    [
      'French',
      "Excellente question ! Je me suis inscrit pour ma santé. En résumé, c'était un choix pratique. J'espère que cela vous aide.",
    ],
    ['Russian', 'Отличный вопрос! Я записался ради здоровья. В заключение, важно отметить, что это было практичное решение.'],
    ['Uzbek', "Ajoyib savol! Men sog'lig'im uchun yozildim. Xulosa qilib aytganda, bu amaliy qaror edi."],
    ['Chinese', '这是一个很好的问题！我加入健身房是为了健康。总而言之，这是一个务实的决定，希望对您有所帮助。'],
    ['Japanese', '素晴らしい質問ですね。健康のためにジムに入会しました。まとめると、実用的な判断でした。お役に立てれば幸いです。'],
  ])('%s: an assistant’s framing is caught', (_language, text) => {
    expect(numbers(dialog(text))).toEqual([1]);
  });

  test('every interview language has phrase lists', () => {
    for (const list of Object.values(MACHINE_PHRASES)) {
      expect(list.assistant.length).toBeGreaterThan(4);
      expect(list.style.length).toBeGreaterThan(4);
    }
  });
});

describe('the detector takes linear time', () => {
  const patterns = [...ASSISTANT_PATTERNS, ...STYLE_PATTERNS].map((p) => p.pattern);

  test('every pattern repeats only a bounded number of times', () => {
    expect(patterns.filter((re) => largestRepeat(re.source) > 60).map((re) => re.source)).toEqual([]);
  });

  test.each(Object.entries(PATTERNS_BY_LANGUAGE))(
    '%s: its words over and over, 2,000 characters of them, take under 50 ms',
    (_language, own) => {
      const inputs = backtrackingInputs([...new Set(own.flatMap((re) => phrasesOf(re.source)))], [RESPONDENT_LENGTH]);
      const runEveryPattern = (text: string) => {
        const normal = normaliseForMatching(text);
        for (const re of own) re.test(normal);
      };
      expect(firstSlowInput(inputs, runEveryPattern, 50)).toBeUndefined();
    },
  );

  test('long answers of lists, dashes and sentences are read in under 50 ms a dialog', () => {
    const texts = [
      '- a\n'.repeat(500),
      '**x** — '.repeat(250),
      'As a nurse, I think so. '.repeat(80),
      'Word, '.repeat(330),
      '。'.repeat(2000),
    ];
    expect(firstSlowInput(texts, (text) => machineWrittenAnswers(dialog(text, text, text, text, text)), 50)).toBeUndefined();
  });
});
