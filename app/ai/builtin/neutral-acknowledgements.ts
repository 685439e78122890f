import type { InterviewLanguage } from '~/lib/languages';

/**
 * Acknowledgements that fit what was said. After "I don't know" or a refusal, praise ("That is helpful, thank you.",
 * "Thanks for sharing that.", "Muy útil, gracias.") says the interviewer was not listening: a neutral word does, or
 * none. The options are varied so that no dialog says the same one twice.
 */
export const NEUTRAL_ACKNOWLEDGEMENTS: Record<InterviewLanguage, readonly string[]> = {
  English: ['No problem.', 'That’s fine.', 'Okay.'],
  Russian: ['Ничего страшного.', 'Хорошо.', 'Понятно.'],
  Spanish: ['No pasa nada.', 'Está bien.', 'De acuerdo.'],
  French: ['Pas de souci.', 'D’accord.', 'Très bien.'],
  German: ['Kein Problem.', 'Das ist in Ordnung.', 'Gut.'],
  Uzbek: ['Hechqisi yo‘q.', 'Mayli.', 'Tushunarli.'],
  Chinese: ['没关系。', '好的。', '明白了。'],
  Japanese: ['大丈夫です。', 'わかりました。', '承知しました。'],
};

/** The neutral acknowledgements of a language, then none at all. */
export function neutralAcknowledgements(language: string): string[] {
  return [...(NEUTRAL_ACKNOWLEDGEMENTS[language as InterviewLanguage] ?? NEUTRAL_ACKNOWLEDGEMENTS.English), ''];
}
