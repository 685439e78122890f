import type { InterviewLanguage } from '~/lib/languages';

/**
 * The invitation after a "yes" to the closing "Is there anything else…?": the respondent has something to add, so the
 * interviewer asks for it instead of closing. Two ways each, so a dialog that needs it twice does not repeat itself.
 */
const GO_AHEADS: Record<InterviewLanguage, readonly string[]> = {
  English: ['Please go ahead: what would you like to add?', 'Of course: what else would you like to tell me?'],
  Russian: ['Пожалуйста, расскажите: что бы вы хотели добавить?', 'Конечно: что ещё вы хотели бы рассказать?'],
  Spanish: ['Adelante: ¿qué te gustaría añadir?', 'Claro: ¿qué más te gustaría contarme?'],
  French: ['Je vous écoute : qu’aimeriez-vous ajouter ?', 'Bien sûr : que voudriez-vous me dire d’autre ?'],
  German: ['Gern: Was möchten Sie noch ergänzen?', 'Natürlich: Was möchten Sie mir noch erzählen?'],
  Uzbek: ['Marhamat: nimani qo‘shmoqchisiz?', 'Albatta: yana nimalarni aytib bermoqchisiz?'],
  Chinese: ['请说：您还想补充什么？', '当然可以：您还想告诉我什么？'],
  Japanese: ['どうぞ。何を付け加えたいですか？', 'もちろんです。ほかに何をお話しいただけますか？'],
};

/** The invitations of a language, the English ones for a language without its own. */
export function goAheadsFor(language: string): readonly string[] {
  return GO_AHEADS[language as InterviewLanguage] ?? GO_AHEADS.English;
}
