/**
 * A bare "yes", "no" or "not really" answers a yes-or-no question ("Is there anything that gets in the way?" "No."), but says
 * nothing to an open question ("If you could change one thing, what would it be?" "No.") or to a request ("Could you
 * tell me more, perhaps with an example?" "No."): the member check reads it back only in the first case. Pure.
 */

// "Not really" is as bare: to "what would it be?" it gives nothing to read back.
const BARE_YES_NO =
  /^(?:yes|yeah|yep|yup|no|nope|nah|(?:no,? )?not really|sí|si|no realmente|ja|nein|nö|nicht wirklich|oui|non|pas vraiment|да|нет|не особо|не очень)[.!…]*$/iu;

/** A bare "yes", "no" or "not really", whatever it answers. */
export const isBareYesNo = (reply: string) => BARE_YES_NO.test(reply.trim());

// Openings of an open question or a request, in the languages the built-in summary reads most.
const OPEN_OPENINGS = [
  // English
  'what',
  'how',
  'why',
  'which',
  'where',
  'when',
  'who',
  'whom',
  'whose',
  '(?:could|can|would|will) you (?:please )?(?:tell|give|describe|say|share|explain|walk|talk|think of)',
  'tell me',
  'please (?:tell|describe|share)',
  'describe',
  'walk me',
  // Spanish
  'qué',
  'cómo',
  'por qué',
  'cuál(?:es)?',
  'dónde',
  'cuándo',
  'quién(?:es)?',
  'cuánt[oa]s?',
  '(?:podrías|puedes|podría usted|puede usted) (?:contarme|darme|describir|explicar|decirme)',
  'cuéntame',
  'cuénteme',
  // German
  'was',
  'wie',
  'warum',
  'weshalb',
  'wieso',
  'welche[rsnm]?',
  'wo',
  'wann',
  'wer',
  '(?:könnten|können) sie (?:mir )?(?:mehr )?(?:erzählen|sagen|beschreiben|erklären|ein beispiel)',
  'erzählen sie',
  'beschreiben sie',
  // French
  "qu'est-ce",
  'comment',
  'pourquoi',
  'quel(?:le)?s?',
  'où',
  'quand',
  '(?:pourriez|pouvez)-vous',
  'racontez',
  'décrivez',
  // Russian
  'что',
  'как(?:ой|ая|ое|ие)?',
  'почему',
  'зачем',
  'где',
  'когда',
  'кто',
  'расскажите',
  'опишите',
  'не могли бы вы',
];
// At the start of the question or of one of its clauses ("If you could change one thing, what would it be?").
const OPEN_QUESTION = new RegExp(`(?:^|[,;:¿]\\s*)(?:${OPEN_OPENINGS.join('|')})(?!\\p{L})`, 'iu');

/** The question of an interviewer message: its last sentence that ends with a question mark, else all of it. */
function questionOf(asked: string): string {
  const sentences = asked.trim().split(/(?<=[.!?。！？])\s+/u);
  return (sentences.filter((s) => /[?？]$/u.test(s)).at(-1) ?? asked).replace(/^[\s"“„«]+/u, '');
}

/** Whether `reply` is only a "yes" or a "no" to an open question or a request, and so says nothing about it. */
export function isBareYesNoToOpenQuestion(reply: string, asked: string): boolean {
  return isBareYesNo(reply) && OPEN_QUESTION.test(questionOf(asked));
}
