import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { type AnswerKind, classifyAnswer, isClosingQuestion, isIntroduction, isWarmUpQuestion } from './answer-kinds';

// Per interview language: what respondents write when they have nothing more to add, thank, leave or decline.
const NON_ANSWERS: Record<string, Record<'no-more' | 'thanks' | 'goodbye' | 'refusal', string[]>> = {
  English: {
    'no-more': [
      'Nope, that covers it.',
      "No, that's all",
      'Nothing else to add',
      "I think that's it!",
      "I can't think of anything else",
      'No thanks',
    ],
    thanks: ['Thanks', 'Thank you so much!', 'ok thanks 🙂'],
    goodbye: ['bye', 'Thanks, bye!', 'Goodbye', 'I have to go'],
    refusal: ["I'd rather not say", 'pass', 'skip', 'Prefer not to answer', 'No comment', 'Can we skip this one?'],
  },
  Russian: {
    'no-more': ['Нет, это всё.', 'Больше ничего', 'Мне нечего добавить', 'Ну всё, пожалуй', 'Нет, спасибо'],
    thanks: ['Спасибо', 'Спасибо большое!'],
    goodbye: ['Пока', 'До свидания!', 'Спасибо, пока'],
    refusal: ['Предпочитаю не отвечать', 'Пропустим', 'Не хочу об этом говорить', 'Без комментариев'],
  },
  Spanish: {
    'no-more': ['No, eso es todo.', 'Nada más', 'No tengo nada más que añadir', 'No, gracias'],
    thanks: ['Gracias', '¡Muchas gracias!'],
    goodbye: ['Adiós', 'Hasta luego', 'Gracias, adios'],
    refusal: ['Prefiero no decirlo', 'Paso', 'Siguiente pregunta', 'Sin comentarios'],
  },
  French: {
    'no-more': ["Non, c'est tout.", "Rien d'autre", "Je n'ai rien à ajouter", 'Non merci'],
    thanks: ['Merci', 'Merci beaucoup !'],
    goodbye: ['Au revoir', 'Merci, à bientôt'],
    refusal: ['Je préfère ne pas répondre', 'Je passe', 'Question suivante', 'Sans commentaire'],
  },
  German: {
    'no-more': ["Nein, das war's.", 'Nichts mehr', 'Ich habe nichts hinzuzufügen', 'Nein danke'],
    thanks: ['Danke', 'Vielen Dank!'],
    goodbye: ['Tschüss', 'Auf Wiedersehen', 'Danke, tschüs'],
    refusal: ['Das möchte ich nicht sagen', 'Überspringen', 'Keine Angabe', 'Nächste Frage'],
  },
  Uzbek: {
    'no-more': ['Yo‘q, hammasi shu.', 'Boshqa hech narsa', "Qo'shadigan narsam yo'q", "Yo'q, rahmat"],
    thanks: ['Rahmat', 'Katta rahmat!'],
    goodbye: ['Xayr', 'Rahmat, xayr'],
    refusal: ['Javob bermoqchi emasman', 'Keyingi savol', 'Bu shaxsiy'],
  },
  Chinese: {
    'no-more': ['没有了', '没有了，就这些', '没什么要补充的', '不用了，谢谢'],
    thanks: ['谢谢', '非常感谢！'],
    goodbye: ['再见', '谢谢，拜拜'],
    refusal: ['我不想回答', '跳过', '下一个问题', '无可奉告'],
  },
  Japanese: {
    'no-more': ['特にありません', 'いいえ、以上です。', '他にはないです', '大丈夫です'],
    thanks: ['ありがとうございます', 'どうもありがとう！'],
    goodbye: ['さようなら', 'ありがとうございました、失礼します'],
    refusal: ['答えたくないです', 'パス', '次の質問', '回答を控えます'],
  },
};

describe.each(Object.entries(NON_ANSWERS))('%s', (_language, kinds) => {
  for (const [kind, texts] of Object.entries(kinds)) {
    test.each(texts)(`%j is ${kind}`, (text) => {
      expect(classifyAnswer(text)).toBe(kind as AnswerKind);
    });
  }
});

test.each([
  ['Yes.', 'yes'],
  ['Yes', 'yes'],
  ['ok', 'yes'],
  ['Да', 'yes'],
  ['はい', 'yes'],
  ['No.', 'no'],
  ['nope', 'no'],
  ['Нет', 'no'],
  ['不是', 'no'],
] as const)('a bare %j is %s', (text, kind) => {
  expect(classifyAnswer(text)).toBe(kind);
});

test.each([
  'No, the delivery was late again last week',
  'Thanks to the new supplier our bread is better',
  'I skip breakfast most days',
  'Pass the salt is what my dad always says',
  'Online',
  'hmm',
  'Rye flour from a mill in Kent',
  'Нет, обычно заказываю муку по телефону',
  '我每天早上在车站买咖啡',
  'パン屋で毎朝買います',
])('an answer is not classified: %j', (text) => {
  expect(classifyAnswer(text)).toBeNull();
});

describe('introductions in reply to the greeting', () => {
  test.each([
    "Hi, I'm Tom, 41, a baker from Leeds",
    'My name is Anna and I run a small bakery',
    'I am 34 and work as a nurse',
    'Меня зовут Ольга, мне 45 лет, я из Казани',
    'Hola, me llamo Lucía y trabajo como panadera',
    "Bonjour, je m'appelle Claire, j'ai 29 ans",
    'Hallo, ich bin Jonas und arbeite als Bäcker',
    'Salom, mening ismim Aziz, Toshkentdanman',
    '你好，我叫李伟，今年35岁',
    'こんにちは、田中と申します。東京に住んでいます。',
  ])('%j introduces the respondent', (text) => {
    expect(isIntroduction(text)).toBe(true);
  });

  test.each([
    'Yes, happy to start',
    "I'm ready",
    "Hi! I'm a bit nervous but let's go",
    'Hello',
    'Sure, go ahead',
    'Да, давайте',
    'Ich bin bereit',
    'はい、大丈夫です',
    '好的，开始吧',
  ])('%j does not', (text) => {
    expect(isIntroduction(text)).toBe(false);
  });
});

describe('the roles of guide questions', () => {
  const guide = (first: string, last: string) => [
    { title: 'Start', description: first },
    { title: 'Middle', description: 'How do you order flour?' },
    { title: 'End', description: last },
  ];

  test.each([
    [
      'To start, could you tell me a little about yourself and your everyday routine?',
      'Is there anything else you would like to share that we have not talked about?',
    ],
    ['Для начала расскажите, пожалуйста, немного о себе и своём обычном дне.', 'Хотите ли вы добавить что-то, о чём мы ещё не поговорили?'],
    [
      'Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?',
      '¿Hay algo más que quieras compartir y de lo que no hayamos hablado?',
    ],
    [
      'Pour commencer, pourriez-vous me parler un peu de vous et de votre quotidien ?',
      "Y a-t-il autre chose que vous aimeriez partager et dont nous n'avons pas parlé ?",
    ],
    [
      'Erzählen Sie mir zu Beginn doch bitte ein wenig über sich und Ihren Alltag.',
      'Gibt es noch etwas, das Sie teilen möchten und worüber wir noch nicht gesprochen haben?',
    ],
    ['Avvalo, o‘zingiz haqingizda gapirib bering.', 'Yana biror narsa qo‘shmoqchimisiz?'],
    ['首先，能简单介绍一下您自己和您的日常生活吗？', '还有什么我们没有谈到、而您想分享的吗？'],
    ['まず、ご自身のことや普段の生活について少し教えていただけますか？', 'まだお話ししていないことで、共有したいことは他にありますか？'],
  ])('the warm-up %j and the closing question are recognised', (first, last) => {
    const questions = guide(first, last);
    expect(isWarmUpQuestion(questions, 0)).toBe(true);
    expect(isClosingQuestion(questions, 2)).toBe(true);
    expect(isWarmUpQuestion(questions, 1)).toBe(false);
    expect(isClosingQuestion(questions, 1)).toBe(false);
  });

  test('a guide that starts and ends with its subject has neither', () => {
    const questions = guide('How do you usually buy coffee?', 'What would make buying coffee better for you?');
    expect(isWarmUpQuestion(questions, 0)).toBe(false);
    expect(isClosingQuestion(questions, 2)).toBe(false);
  });
});

// Every answer is classed before the interviewer replies: one made to backtrack (a 2,000-letter "word" in any script,
// runs of punctuation) must not hold the server.
test('classing an answer takes linear time', () => {
  const classify = (answer: string) => [classifyAnswer(answer), isIntroduction(answer)];
  classify('warm up');
  classify('прогрев');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), classify, 50)).toBeUndefined();
});
