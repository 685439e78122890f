import type { InterviewLanguage } from '~/lib/languages';

/** What the built-in interviewer says, in every interview language. */
export type InterviewerPhrases = {
  transitions: string[];
  /** Follow-ups; `{quote}` is a few words of the respondent's answer. */
  probes: string[];
  quotedProbe: string;
  /** Turns a statement-style question description into a question. */
  tellMeAbout: (topic: string) => string;
  closing: string;
  /** The answer to a respondent who tries to change the interviewer's instructions. */
  stayOnTopic: string;
};

export const INTERVIEWER_PHRASES: Record<InterviewLanguage, InterviewerPhrases> = {
  English: {
    transitions: ['Thank you.', 'Thanks for sharing that.', 'That is helpful, thank you.'],
    probes: ['Could you tell me a bit more about that?', 'Can you give me a specific example?', 'Why is that important to you?'],
    quotedProbe: 'You mentioned “{quote}”. Could you tell me more about that?',
    tellMeAbout: (topic) => `Could you tell me about ${topic}?`,
    closing: 'That was my last question. Thank you so much for your time and your thoughtful answers!',
    stayOnTopic: 'I am here to learn about your experiences, so let us stay with the interview.',
  },
  Russian: {
    transitions: ['Спасибо.', 'Спасибо, что поделились.', 'Это очень полезно, спасибо.'],
    probes: ['Не могли бы вы рассказать об этом подробнее?', 'Можете привести конкретный пример?', 'Почему это для вас важно?'],
    quotedProbe: 'Вы упомянули «{quote}». Расскажите, пожалуйста, об этом подробнее.',
    tellMeAbout: (topic) => `Расскажите, пожалуйста: ${topic}?`,
    closing: 'Это был мой последний вопрос. Большое спасибо за ваше время и подробные ответы!',
    stayOnTopic: 'Я здесь, чтобы узнать о вашем опыте, поэтому давайте вернёмся к интервью.',
  },
  Spanish: {
    transitions: ['Gracias.', 'Gracias por compartirlo.', 'Muy útil, gracias.'],
    probes: ['¿Podrías contarme un poco más sobre eso?', '¿Puedes darme un ejemplo concreto?', '¿Por qué es importante para ti?'],
    quotedProbe: 'Mencionaste «{quote}». ¿Podrías contarme más sobre eso?',
    tellMeAbout: (topic) => `¿Podrías hablarme de ${topic}?`,
    closing: 'Esa fue mi última pregunta. ¡Muchas gracias por tu tiempo y tus respuestas!',
    stayOnTopic: 'Estoy aquí para conocer tus experiencias, así que sigamos con la entrevista.',
  },
  French: {
    transitions: ['Merci.', 'Merci de partager cela.', 'C’est très utile, merci.'],
    probes: ['Pourriez-vous m’en dire un peu plus ?', 'Pouvez-vous me donner un exemple précis ?', 'Pourquoi est-ce important pour vous ?'],
    quotedProbe: 'Vous avez mentionné « {quote} ». Pourriez-vous m’en dire plus ?',
    tellMeAbout: (topic) => `Pourriez-vous me parler de ${topic} ?`,
    closing: 'C’était ma dernière question. Merci beaucoup pour votre temps et vos réponses !',
    stayOnTopic: 'Je suis là pour découvrir votre expérience, alors poursuivons l’entretien.',
  },
  German: {
    transitions: ['Danke.', 'Danke, dass Sie das teilen.', 'Das ist hilfreich, danke.'],
    probes: ['Können Sie mir dazu noch etwas mehr erzählen?', 'Können Sie ein konkretes Beispiel nennen?', 'Warum ist Ihnen das wichtig?'],
    quotedProbe: 'Sie haben „{quote}“ erwähnt. Können Sie mir mehr darüber erzählen?',
    tellMeAbout: (topic) => `Können Sie mir etwas über ${topic} erzählen?`,
    closing: 'Das war meine letzte Frage. Vielen Dank für Ihre Zeit und Ihre ausführlichen Antworten!',
    stayOnTopic: 'Ich möchte mehr über Ihre Erfahrungen erfahren, also bleiben wir beim Interview.',
  },
  Uzbek: {
    transitions: ['Rahmat.', 'Bo‘lishganingiz uchun rahmat.', 'Bu juda foydali, rahmat.'],
    probes: ['Bu haqda biroz batafsilroq aytib bera olasizmi?', 'Aniq bir misol keltira olasizmi?', 'Bu siz uchun nega muhim?'],
    quotedProbe: '“{quote}” deb aytdingiz. Bu haqda batafsilroq gapirib bera olasizmi?',
    tellMeAbout: (topic) => `${topic} haqida gapirib bera olasizmi?`,
    closing: 'Bu mening oxirgi savolim edi. Vaqtingiz va javoblaringiz uchun katta rahmat!',
    stayOnTopic: 'Men sizning tajribangiz haqida bilish uchun shu yerdaman, keling, suhbatni davom ettiramiz.',
  },
  Chinese: {
    transitions: ['谢谢。', '感谢您的分享。', '这很有帮助，谢谢。'],
    probes: ['能再多讲一些吗？', '能举一个具体的例子吗？', '为什么这对您很重要？'],
    quotedProbe: '您提到了“{quote}”。能再多讲讲吗？',
    tellMeAbout: (topic) => `能谈谈${topic}吗？`,
    closing: '这是我的最后一个问题。非常感谢您抽出时间认真回答！',
    stayOnTopic: '我在这里是为了了解您的经历，我们继续访谈吧。',
  },
  Japanese: {
    transitions: ['ありがとうございます。', '共有していただきありがとうございます。', 'とても参考になります。ありがとうございます。'],
    probes: ['もう少し詳しく教えていただけますか？', '具体的な例を挙げていただけますか？', 'それはなぜあなたにとって大切なのですか？'],
    quotedProbe: '「{quote}」とおっしゃいましたね。もう少し詳しく教えていただけますか？',
    tellMeAbout: (topic) => `${topic}について教えていただけますか？`,
    closing: 'これで最後の質問です。お時間をいただき、丁寧にお答えいただき本当にありがとうございました！',
    stayOnTopic: '私はあなたのご経験についてお聞きするためにここにいますので、インタビューを続けましょう。',
  },
};

export function phrasesFor(language: string): InterviewerPhrases {
  return INTERVIEWER_PHRASES[language as InterviewLanguage] ?? INTERVIEWER_PHRASES.English;
}
