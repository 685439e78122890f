/**
 * A unit of time said with a count is a span ("we ate radishes for six weeks straight", "dos semanas", "drei Wochen
 * lang"), not the time the unit names: a guide question about "your week" is not told by how long something lasted.
 * A frequency ("twice a week", "every two weeks", "alle paar Wochen"), the unit said by itself ("my week", "el fin de
 * semana") and the first of them, which a question may name as well ("from the first week to the last"), still name
 * it. Pure.
 */
import { COUNT_DE, COUNT_EN, COUNT_ES, UNITS } from './told-by-intent';

const UNIT = new RegExp(String.raw`^(?:${UNITS})$`, 'iu');
const SPAN = new RegExp(
  String.raw`(?<!\p{L})(?<!(?:every|each|cada|alle|jede|jeden) )(?:${COUNT_EN}|${COUNT_ES}|${COUNT_DE}) (?:${UNITS})(?!\p{L})`,
  'giu',
);

/** Whether `word`, a unit of time, is said in `text` only as part of a span ("six weeks"), in any of its forms. */
export function saidOnlyAsSpan(word: string, text: string): boolean {
  if (!UNIT.test(word)) return false;
  const unit = word.toLowerCase();
  const root = unit.slice(0, Math.max(3, unit.length - 1));
  const rest =
    text
      .replace(SPAN, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  return !rest.some((said) => said.startsWith(root));
}
