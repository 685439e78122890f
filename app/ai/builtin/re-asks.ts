import type { InterviewLanguage } from '~/lib/languages';

/**
 * One gentle re-ask after "I don't know": a smaller request (an example, even a small one) or a simpler angle (the
 * first thing that comes to mind, the last time it came up). Never the reason or the consequence of an answer that
 * was not given. A dialog uses each at most once, in this order; when all are used, the interviewer moves on.
 */
export const RE_ASKS: Record<InterviewLanguage, readonly string[]> = {
  English: [
    'Even a small example would help: what comes to mind first?',
    'Let me put it another way: what is the first thing you think of?',
    'Perhaps think of the last time it came up: what happened?',
    'Is there anything at all you remember about it, even something small?',
  ],
  Russian: [
    'Даже небольшой пример поможет: что первым приходит на ум?',
    'Спрошу по-другому: о чём вы думаете в первую очередь?',
    'Вспомните, может быть, последний такой случай: что произошло?',
    'Может быть, вы что-то помните, пусть даже мелочь?',
  ],
  Spanish: [
    'Incluso un ejemplo pequeño ayuda: ¿qué es lo primero que te viene a la mente?',
    'Te lo pregunto de otra manera: ¿qué es lo primero en lo que piensas?',
    'Piensa quizá en la última vez que te pasó: ¿qué ocurrió?',
    '¿Hay algo que recuerdes, aunque sea pequeño?',
  ],
  French: [
    'Même un petit exemple aide : qu’est-ce qui vous vient à l’esprit en premier ?',
    'Autrement dit : quelle est la première chose à laquelle vous pensez ?',
    'Pensez peut-être à la dernière fois : que s’est-il passé ?',
    'Y a-t-il quelque chose dont vous vous souvenez, même un petit détail ?',
  ],
  German: [
    'Auch ein kleines Beispiel hilft: Was fällt Ihnen als Erstes ein?',
    'Anders gefragt: Woran denken Sie dabei zuerst?',
    'Denken Sie vielleicht an das letzte Mal: Was ist passiert?',
    'Gibt es irgendetwas, woran Sie sich erinnern, auch nur eine Kleinigkeit?',
  ],
  Uzbek: [
    'Kichik bir misol ham yordam beradi: birinchi navbatda nima esingizga keladi?',
    'Boshqacha so‘rayman: xayolingizga birinchi nima keladi?',
    'Balki oxirgi marta qanday bo‘lganini eslarsiz: nima bo‘lgan edi?',
    'Kichik bo‘lsa ham, biror narsani eslay olasizmi?',
  ],
  Chinese: [
    '哪怕一个小例子也很有帮助：您首先想到的是什么？',
    '换个方式问：您脑海中第一个想到的是什么？',
    '也许可以想想最近的一次：当时发生了什么？',
    '有没有您记得的事情，哪怕是很小的细节？',
  ],
  Japanese: [
    '小さな例でも助かります。最初に思い浮かぶことは何ですか？',
    '別の聞き方をしますね。まず何を思い浮かべますか？',
    '最近のことを思い出してみてください。何がありましたか？',
    '何か覚えていることはありますか？小さなことでも構いません。',
  ],
};

/** The re-asks of a language, the English ones for a language without its own. */
export function reAsksFor(language: string): readonly string[] {
  return RE_ASKS[language as InterviewLanguage] ?? RE_ASKS.English;
}

/** Re-asks a dialog may use: as many as each language has, so none is said twice. */
export const RE_ASKS_PER_DIALOG = Math.min(...Object.values(RE_ASKS).map((list) => list.length));
