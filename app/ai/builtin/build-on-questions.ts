/**
 * A guide question that asks whether the respondent would do it again and why, when they already said where they
 * stand ("I'd go back tomorrow", "nunca más") but not why: the built-in interviewer builds on their verdict and asks
 * for its reason, rather than asking afresh what they told. Each wording is a question of its own (the reason, or what
 * it would take), so candidates differ in what they ask. English, Spanish and German, the languages whose answers are
 * read for a verdict (`told-by-intent.ts`); none in the others.
 */

type Verdict = 'yes' | 'no';

const BUILD_ON: Record<string, Record<Verdict, readonly string[]>> = {
  English: {
    yes: [
      'You said you would do it again. What makes you so sure?',
      'You said you would do it again. What is it that would bring you back?',
    ],
    no: ['You said you would not do it again. What put you off?', 'You said you would not do it again. What would have to change?'],
  },
  Spanish: {
    yes: ['Dijiste que repetirías. ¿Por qué lo tienes tan claro?', 'Dijiste que repetirías. ¿Qué es lo que te haría volver?'],
    no: ['Dijiste que no repetirías. ¿Qué te echó para atrás?', 'Dijiste que no repetirías. ¿Qué tendría que cambiar?'],
  },
  German: {
    yes: [
      'Sie sagten, Sie würden es wieder tun. Was macht Sie da so sicher?',
      'Sie sagten, Sie würden es wieder tun. Was würde Sie zurückbringen?',
    ],
    no: [
      'Sie sagten, Sie würden es nicht wieder tun. Was hat Sie abgeschreckt?',
      'Sie sagten, Sie würden es nicht wieder tun. Was müsste sich ändern?',
    ],
  },
};

/** The questions that build on a verdict about doing it again, in the interview's language, or none. */
export function buildOnVerdict(verdict: Verdict, language: string): readonly string[] {
  return BUILD_ON[language]?.[verdict] ?? [];
}
