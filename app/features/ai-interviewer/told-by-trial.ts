/**
 * How they chose, told by the options they tried before choosing, in English, Spanish and German: a count of things
 * tried ("tried two models", "probé dos modelos quince días cada uno", "zwei Paar jeweils zehn Tage getestet") or one
 * tried for a while ("tried a pair for a fortnight"). Joins the words of a choice (`subject-families.ts`); "tried a few
 * times to call" is no option tried.
 */

import { COUNT_DE, COUNT_EN, COUNT_ES, UNITS } from './told-by-intent';

// What a count of tries is not: times, a while, a bit.
const NOT_OPTIONS = String.raw`(?!(?:times?|bit|lot|while|veces|rato|mal)(?!\p{L}))`;

// Only the verb is the word of the choice, so the options tried and for how long count as the clause's own words.
export const TRIED_OPTIONS = [
  String.raw`(?:tried|trialled|tested|test[- ]drove)(?= (?:out )?(?:${COUNT_EN}|both|different) ${NOT_OPTIONS}\p{L}| (?:a|one|it|them|\p{L}+ \p{L}+) (?:out )?for (?:a|an|one|${COUNT_EN}) (?:${UNITS})(?!\p{L}))`,
  String.raw`prob(?:é|amos|ó|aron)(?= (?:${COUNT_ES}|un par de|ambos|ambas|distint[oa]s) ${NOT_OPTIONS}\p{L})`,
  String.raw`(?<=(?:${COUNT_DE}|beide|verschiedene) (?:\p{L}+ ){0,4})(?:getestet|ausprobiert|probiert|probegetragen|probegefahren)`,
].join('|');
