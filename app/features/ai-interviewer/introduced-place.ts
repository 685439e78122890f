import { afterAge } from './introduced-job';

/**
 * The town a respondent gives in an introduction after their age and job, without a verb of living: "I'm 54, I work
 * in payroll at the county council, in Shrewsbury.", "I'm 57, an electrician, in Swansea.", "Forty-seven, I teach PE,
 * Carlisle.", "Tengo 52 años, soy taxista en Valencia.", "Ich bin 50, Steuerfachangestellte, aus Würzburg." Read only in
 * a message that opens with the age (`introduced-job.ts`), where a capitalised name closing a clause is where they
 * live; elsewhere "in March" or "at Tesco" is no home.
 */

// A clause after the age that ends in a name said where ("in Shrewsbury", "en Valencia", "aus Würzburg"), or that is
// a name alone at the end of the introduction ("…, Carlisle."). German capitalises every noun: "in Rente" is retired.
const TOWN_CLAUSE =
  /(?:^|[\s,;])(?:in|en|aus|from|near)\s(?!(?:Rente|Elternzeit|Teilzeit|Vollzeit|Ausbildung|Kurzarbeit|Pension|Ordnung|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|February|March|May|June|July|October|December|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?!\p{L}))\p{Lu}[\p{Ll}'’-]+(?:[\s-]\p{Lu}[\p{Ll}'’-]+)?\s*(?:[,;.!]|$)/u;
const TOWN_LAST = /,\s*\p{Lu}[\p{Ll}'’-]{2,}(?:[\s-]\p{Lu}[\p{Ll}'’-]+)?\s*(?:[.!]\s*)?$/u;

/** Whether an introduction that opens with the respondent's age names the town they live in after it. */
export function introducesPlace(message: string): boolean {
  const after = afterAge(message);
  return after !== null && (TOWN_CLAUSE.test(after) || TOWN_LAST.test(after));
}
