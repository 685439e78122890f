import { countWords } from '~/ai/text/words';
import type { InterviewLanguage } from '~/lib/languages';

/** What the respondent gave in the dialog: their answers and the words in them. */
export type Given = { answers: number; words: number };

/** How much was given: a few words, ordinary answers, or full ones. Thanks praise only what was given. */
export type GivenMeasure = 'brief' | 'ordinary' | 'full';

/** Fewer words than this in all, or fewer a reply on average, is brief: "thoughtful answers" would ring false. */
const BRIEF_WORDS = 30;
const BRIEF_AVERAGE = 5;
/** Full answers: this many words in all and on average per reply. */
const FULL_WORDS = 60;
const FULL_AVERAGE = 15;

export function measureGiven(respondentMessages: readonly string[]): Given {
  const answers = respondentMessages.filter((m) => m.trim().length > 0);
  return { answers: answers.length, words: answers.reduce((sum, m) => sum + countWords(m), 0) };
}

export function givenMeasure(given: Given | undefined): GivenMeasure {
  if (!given) return 'ordinary';
  const average = given.words / Math.max(1, given.answers);
  if (given.words < BRIEF_WORDS || average < BRIEF_AVERAGE) return 'brief';
  return given.words >= FULL_WORDS && average >= FULL_AVERAGE ? 'full' : 'ordinary';
}

/** The closing words, a full and a short form, for each measure of what was given. */
type Closings = Record<GivenMeasure, [full: string, short: string]>;

export const CLOSING_WORDS: Record<InterviewLanguage, Closings> = {
  English: {
    brief: ['That was my last question. Thank you for your time.', 'Thank you, that was my last question.'],
    ordinary: [
      'That was my last question. Thank you for your time and your answers.',
      'Thank you, that was my last question. I appreciate the time you took.',
    ],
    full: [
      'That was my last question. Thank you so much for your time and your thoughtful answers!',
      'Thank you, that was my last question. I really appreciate how much you shared.',
    ],
  },
  Russian: {
    brief: ['Это был мой последний вопрос. Спасибо за ваше время.', 'Спасибо, это был мой последний вопрос.'],
    ordinary: [
      'Это был мой последний вопрос. Спасибо за ваше время и ответы.',
      'Спасибо, это был мой последний вопрос. Я ценю ваше время.',
    ],
    full: [
      'Это был мой последний вопрос. Большое спасибо за ваше время и подробные ответы!',
      'Спасибо, это был мой последний вопрос. Я очень ценю, что вы так много рассказали.',
    ],
  },
  Spanish: {
    brief: ['Esa fue mi última pregunta. Gracias por tu tiempo.', 'Gracias, esa fue mi última pregunta.'],
    ordinary: [
      'Esa fue mi última pregunta. Gracias por tu tiempo y tus respuestas.',
      'Gracias, esa fue mi última pregunta. Agradezco tu tiempo.',
    ],
    full: [
      'Esa fue mi última pregunta. ¡Muchas gracias por tu tiempo y tus respuestas tan detalladas!',
      'Gracias, esa fue mi última pregunta. Agradezco mucho todo lo que has compartido.',
    ],
  },
  French: {
    brief: ['C’était ma dernière question. Merci pour votre temps.', 'Merci, c’était ma dernière question.'],
    ordinary: [
      'C’était ma dernière question. Merci pour votre temps et vos réponses.',
      'Merci, c’était ma dernière question. Je vous remercie pour votre temps.',
    ],
    full: [
      'C’était ma dernière question. Merci beaucoup pour votre temps et vos réponses détaillées !',
      'Merci, c’était ma dernière question. Je vous remercie vraiment de tout ce que vous avez partagé.',
    ],
  },
  German: {
    brief: ['Das war meine letzte Frage. Vielen Dank für Ihre Zeit.', 'Danke, das war meine letzte Frage.'],
    ordinary: [
      'Das war meine letzte Frage. Vielen Dank für Ihre Zeit und Ihre Antworten.',
      'Danke, das war meine letzte Frage. Ich weiß Ihre Zeit zu schätzen.',
    ],
    full: [
      'Das war meine letzte Frage. Vielen Dank für Ihre Zeit und Ihre ausführlichen Antworten!',
      'Danke, das war meine letzte Frage. Ich weiß sehr zu schätzen, wie viel Sie erzählt haben.',
    ],
  },
  Uzbek: {
    brief: ['Bu mening oxirgi savolim edi. Vaqtingiz uchun rahmat.', 'Rahmat, bu mening oxirgi savolim edi.'],
    ordinary: [
      'Bu mening oxirgi savolim edi. Vaqtingiz va javoblaringiz uchun rahmat.',
      'Rahmat, bu mening oxirgi savolim edi. Vaqt ajratganingiz uchun minnatdorman.',
    ],
    full: [
      'Bu mening oxirgi savolim edi. Vaqtingiz va batafsil javoblaringiz uchun katta rahmat!',
      'Rahmat, bu mening oxirgi savolim edi. Shuncha narsani aytib berganingiz uchun minnatdorman.',
    ],
  },
  Chinese: {
    brief: ['这是我的最后一个问题。谢谢您抽出时间。', '谢谢，这是我的最后一个问题。'],
    ordinary: ['这是我的最后一个问题。感谢您抽出时间回答。', '谢谢，这是我的最后一个问题。感谢您抽出的时间。'],
    full: ['这是我的最后一个问题。非常感谢您抽出时间认真详细地回答！', '谢谢，这是我的最后一个问题。非常感谢您分享了这么多。'],
  },
  Japanese: {
    brief: ['これで最後の質問です。お時間をいただきありがとうございました。', 'ありがとうございます。これが最後の質問でした。'],
    ordinary: [
      'これで最後の質問です。お時間をいただき、ご回答いただきありがとうございました。',
      'ありがとうございます。これが最後の質問でした。お時間をいただき感謝いたします。',
    ],
    full: [
      'これで最後の質問です。お時間をいただき、丁寧にお答えいただき本当にありがとうございました！',
      'ありがとうございます。これが最後の質問でした。たくさんお話しいただき感謝いたします。',
    ],
  },
};

/** The closing words (full, then short) that fit what the respondent gave, in the interview language. */
export function closingWords(language: string, given: Given | undefined): [full: string, short: string] {
  const closings = CLOSING_WORDS[language as InterviewLanguage] ?? CLOSING_WORDS.English;
  return closings[givenMeasure(given)];
}
