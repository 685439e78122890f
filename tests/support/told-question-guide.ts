/**
 * The guide the "told by …" tests put each question under test in: a warm-up and an unrelated question before it, a
 * closing question after it, in English, Spanish and German.
 */
import { toldEarlier } from '../../app/features/ai-interviewer/already-told';

export type Q = { title: string; description: string };
export type Language = 'English' | 'Spanish' | 'German';
export const LANGUAGES = ['English', 'Spanish', 'German'] as const;

export const OPENING: Record<Language, Q[]> = {
  English: [
    { title: 'Warm-up', description: 'Could you tell me a little about yourself?' },
    { title: 'The start', description: 'What happened at the very start?' },
  ],
  Spanish: [
    { title: 'Presentación', description: '¿Podrías contarme un poco sobre ti?' },
    { title: 'El comienzo', description: '¿Qué pasó al principio de todo?' },
  ],
  German: [
    { title: 'Zum Einstieg', description: 'Erzählen Sie mir kurz etwas über sich.' },
    { title: 'Der Anfang', description: 'Was ist ganz am Anfang passiert?' },
  ],
};

export const CLOSING: Record<Language, Q> = {
  English: { title: 'Anything else', description: 'Is there anything else you would like to add?' },
  Spanish: { title: 'Cierre', description: '¿Hay algo más que quieras añadir?' },
  German: { title: 'Abschluss', description: 'Gibt es noch etwas, das Sie ergänzen möchten?' },
};

/** What toldEarlier makes of the one question under test, after a warm-up and an unrelated question. */
export const told = (language: Language, question: Q, said: string[]) =>
  toldEarlier([...OPENING[language], question, CLOSING[language]], said)[2];
