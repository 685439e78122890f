import type { InterviewLanguage } from '~/lib/languages';

/** What the interviewer says around the member check, in each interview language. */
export type MemberCheckPhrases = {
  /** Before the points. */
  intro: string;
  /** After the points: the three ways to answer. */
  ask: string;
  /** Said again when the answer was neither a verdict nor a correction. */
  askAgain: string;
  /** After a bare "no". */
  askWhat: string;
  thanksConfirm: string;
  /** Before the summary shown again with the correction. */
  thanksCorrection: string;
  /** Names the respondent's correction among the points. */
  yourCorrection: string;
  /** Names the respondent's correction of the point on this question (or these, joined). */
  correctionOf: (question: string) => string;
  /** After a skip. */
  skipped: string;
  /** One point: the question it answers and the respondent's words, quoted the way the language quotes. */
  point: (question: string, words: string) => string;
};

export const MEMBER_CHECK_PHRASES: Record<InterviewLanguage, MemberCheckPhrases> = {
  English: {
    intro: 'Before we finish, here is what I understood from your answers:',
    ask: 'Did I get this right? You can confirm it, tell me what to correct, or skip this step.',
    askAgain: 'Does this summary match what you meant? You can confirm it, tell me what to correct, or skip this step.',
    askWhat: 'What should I correct?',
    thanksConfirm: 'Thank you for confirming.',
    thanksCorrection: 'Thank you for the correction. Here is the summary with it:',
    yourCorrection: 'Your correction',
    correctionOf: (question) => `${question} (your correction)`,
    skipped: 'All right.',
    point: (question, words) => `${question}: “${words}”`,
  },
  Russian: {
    intro: 'Прежде чем закончить, вот что я понял из ваших ответов:',
    ask: 'Я всё понял верно? Вы можете подтвердить, написать, что исправить, или пропустить этот шаг.',
    askAgain: 'Это резюме передаёт то, что вы имели в виду? Вы можете подтвердить его, написать, что исправить, или пропустить этот шаг.',
    askWhat: 'Что мне исправить?',
    thanksConfirm: 'Спасибо за подтверждение.',
    thanksCorrection: 'Спасибо за уточнение. Вот резюме с ним:',
    yourCorrection: 'Ваше уточнение',
    correctionOf: (question) => `${question} (ваше уточнение)`,
    skipped: 'Хорошо.',
    point: (question, words) => `${question}: «${words}»`,
  },
  Spanish: {
    intro: 'Antes de terminar, esto es lo que entendí de tus respuestas:',
    ask: '¿Lo he entendido bien? Puedes confirmarlo, decirme qué corregir u omitir este paso.',
    askAgain: '¿Este resumen refleja lo que querías decir? Puedes confirmarlo, decirme qué corregir u omitir este paso.',
    askWhat: '¿Qué debo corregir?',
    thanksConfirm: 'Gracias por confirmarlo.',
    thanksCorrection: 'Gracias por la corrección. Este es el resumen con ella:',
    yourCorrection: 'Tu corrección',
    correctionOf: (question) => `${question} (tu corrección)`,
    skipped: 'De acuerdo.',
    point: (question, words) => `${question}: «${words}»`,
  },
  French: {
    intro: 'Avant de terminer, voici ce que j’ai compris de vos réponses :',
    ask: 'Ai-je bien compris ? Vous pouvez le confirmer, me dire quoi corriger ou passer cette étape.',
    askAgain: 'Ce résumé correspond-il à ce que vous vouliez dire ? Vous pouvez le confirmer, me dire quoi corriger ou passer cette étape.',
    askWhat: 'Que dois-je corriger ?',
    thanksConfirm: 'Merci de l’avoir confirmé.',
    thanksCorrection: 'Merci pour la correction. Voici le résumé corrigé :',
    yourCorrection: 'Votre correction',
    correctionOf: (question) => `${question} (votre correction)`,
    skipped: 'D’accord.',
    point: (question, words) => `${question} : « ${words} »`,
  },
  German: {
    intro: 'Bevor wir zum Ende kommen, habe ich aus Ihren Antworten Folgendes verstanden:',
    ask: 'Habe ich das richtig verstanden? Sie können es bestätigen, mir sagen, was ich korrigieren soll, oder diesen Schritt überspringen.',
    askAgain:
      'Gibt diese Zusammenfassung wieder, was Sie gemeint haben? Sie können sie bestätigen, mir sagen, was ich korrigieren soll, oder diesen Schritt überspringen.',
    askWhat: 'Was soll ich korrigieren?',
    thanksConfirm: 'Danke für Ihre Bestätigung.',
    thanksCorrection: 'Danke für die Korrektur. Hier ist die Zusammenfassung damit:',
    yourCorrection: 'Ihre Korrektur',
    correctionOf: (question) => `${question} (Ihre Korrektur)`,
    skipped: 'In Ordnung.',
    point: (question, words) => `${question}: „${words}“`,
  },
  Uzbek: {
    intro: 'Yakunlashdan oldin, javoblaringizdan shularni tushundim:',
    ask: 'To‘g‘ri tushundimmi? Tasdiqlashingiz, nimani tuzatish kerakligini yozishingiz yoki bu qadamni o‘tkazib yuborishingiz mumkin.',
    askAgain:
      'Bu xulosa siz aytmoqchi bo‘lgan narsaga mos keladimi? Tasdiqlashingiz, nimani tuzatish kerakligini yozishingiz yoki bu qadamni o‘tkazib yuborishingiz mumkin.',
    askWhat: 'Nimani tuzatishim kerak?',
    thanksConfirm: 'Tasdiqlaganingiz uchun rahmat.',
    thanksCorrection: 'Tuzatish uchun rahmat. Mana u bilan xulosa:',
    yourCorrection: 'Sizning tuzatishingiz',
    correctionOf: (question) => `${question} (sizning tuzatishingiz)`,
    skipped: 'Mayli.',
    point: (question, words) => `${question}: “${words}”`,
  },
  Chinese: {
    intro: '在结束之前，这是我从您的回答中理解到的内容：',
    ask: '我理解得对吗？您可以确认，告诉我需要更正的地方，或者跳过这一步。',
    askAgain: '这个总结是否符合您的意思？您可以确认，告诉我需要更正的地方，或者跳过这一步。',
    askWhat: '我应该更正什么？',
    thanksConfirm: '感谢您的确认。',
    thanksCorrection: '感谢您的更正。这是更正后的总结：',
    yourCorrection: '您的更正',
    correctionOf: (question) => `${question}（您的更正）`,
    skipped: '好的。',
    point: (question, words) => `${question}：“${words}”`,
  },
  Japanese: {
    intro: '終わる前に、あなたの回答から私が理解したことをまとめます：',
    ask: 'この理解で合っていますか？確認する、訂正する点を教える、またはこのステップをスキップすることができます。',
    askAgain: 'このまとめはあなたの意図と合っていますか？確認する、訂正する点を教える、またはこのステップをスキップすることができます。',
    askWhat: '何を訂正すればよいですか？',
    thanksConfirm: 'ご確認ありがとうございます。',
    thanksCorrection: '訂正ありがとうございます。訂正を反映したまとめです：',
    yourCorrection: 'あなたの訂正',
    correctionOf: (question) => `${question}（あなたの訂正）`,
    skipped: '承知しました。',
    point: (question, words) => `${question}：「${words}」`,
  },
};

export function memberCheckPhrases(language: string): MemberCheckPhrases {
  return MEMBER_CHECK_PHRASES[language as InterviewLanguage] ?? MEMBER_CHECK_PHRASES.English;
}
