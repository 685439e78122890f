/**
 * English simple past tenses, as the built-in engine reads them in what respondents and researchers write: a word in
 * "-ed" (bar the few that are no past tense) or one of the common irregular verbs. Regular-expression sources, so
 * each reader composes them into its own pattern; read word by word, so a long text costs linear time.
 */

/** Things done, in the irregular past: "went", "rang", "chose". */
export const IRREGULAR_DEEDS =
  'went|came|rang|found|took|got|saw|chose|paid|made|told|sent|bought|sold|wrote|left|met|spent|gave|began|ran|built|brought|kept|lost|won|fell|flew|drove|rode|ate|drank|broke|forgot';

/** Every irregular past the engine reads: things done, and having, doing, feeling and thinking. */
export const IRREGULAR_PAST = `${IRREGULAR_DEEDS}|had|did|felt|thought`;

/** Words in "-ed" that are no past tense: "need", "hundred", "based". */
export const NOT_PAST_ED = 'need|indeed|speed|breed|bred|feed|seed|shed|bed|red|hundred|based|aged|naked|wicked|sacred';

const REGULAR = /^\p{L}{3,}ed$/iu;
const NOT_PAST = new RegExp(`^(?:${NOT_PAST_ED})$`, 'iu');
const IRREGULAR = new RegExp(`^(?:${IRREGULAR_PAST})$`, 'iu');

/** Whether one word is an English simple past: "moved", "chose" (not "need", "hundred"). */
export const isEnglishPast = (word: string): boolean => IRREGULAR.test(word) || (REGULAR.test(word) && !NOT_PAST.test(word));
