/**
 * When the item's event last happened, said in passing: a month said in a few words, the whole of a terse reply
 * ("the app, in June", "por teléfono, en mayo", "online, im Oktober"), or a month said with the deed that settled a
 * choice, in the first person ("We booked ours in March", "en mayo dejamos pagada la reserva", "Unterschrieben haben
 * wir im Juni"), for an item that asks when they last chose, booked or bought something.
 */

import { MONTHS_DE, MONTHS_EN, MONTHS_ES } from './month-names';

// "Setiembre" and Austrian "Jänner" are said too.
const MONTHS = `(?:${MONTHS_EN}|${MONTHS_ES}|setiembre|${MONTHS_DE}|jänner)`;
// A month with its preposition: "in March", "back in May", "en marzo", "im Januar".
const IN_MONTH = new RegExp(String.raw`(?<!\p{L})(?:in|en|im) ${MONTHS}(?!\p{L})`, 'iu');
// A routine, not a date: "every March", "cada enero", "jeden Mai", "on Saturdays".
const ROUTINE = /(?<!\p{L})(?:every|each|cada|todos|jeden|jede|jedes|immer|always|siempre)(?!\p{L})|(?<!\p{L})\p{L}+days(?!\p{L})/iu;
const FEW_WORDS = 6;

// An item that asks when they last chose, booked, bought, rented or switched something.
const ASKS_A_CHOICE =
  /(?<!\p{L})(?:chose|choose|chosen|picked|booked|bought|rented|hired|switched|eleg\p{L}*|escog\p{L}*|reserv\p{L}*|compr\p{L}*|contrat\p{L}*|alquil\p{L}*|\p{L}*wähl\p{L}*|(?:ge)?bucht|\p{L}*kauft|\p{L}*mietet|gewechselt)(?!\p{L})/iu;

// The deed that settles a choice, in the first person: "we sorted", "I booked", "we put a deposit", "reservamos", "lo
// dejamos atado", "dejé la señal", and in German a participle with "ich" or "wir" in its sentence.
const SETTLED_EN =
  /(?<!\p{L})(?:i|we)(?:'ve| have)? (?:\p{L}+ )?(?:sorted|booked|paid|put (?:down )?(?:a|the) deposit|signed|bought|reserved|settled on|picked|chose|went for)(?!\p{L})/iu;
const SETTLED_ES =
  /(?<!\p{L})(?:reserv(?:é|amos)|pagu?(?:é|amos)|firm(?:é|amos)|compr(?:é|amos)|cerr(?:é|amos)|eleg(?:í|imos)|contrat(?:é|amos)|dej(?:é|amos) (?:\p{L}+ )?(?:atad[oa]s?|cerrad[oa]s?|pagad[oa]s?|reservad[oa]s?|la señal))(?!\p{L})/iu;
const SETTLED_DE = /(?<!\p{L})(?:gebucht|festgemacht|angezahlt|unterschrieben|gekauft|reserviert|ausgesucht|bezahlt)(?!\p{L})/iu;
const FIRST_PERSON_DE = /(?<!\p{L})(?:ich|wir)(?!\p{L})/iu;

/** Whether an item asks when they last chose, booked, bought, rented or switched something. */
export const asksWhenChosen = (item: string): boolean => ASKS_A_CHOICE.test(item);

const settles = (sentence: string) =>
  SETTLED_EN.test(sentence) || SETTLED_ES.test(sentence) || (SETTLED_DE.test(sentence) && FIRST_PERSON_DE.test(sentence));

/** Whether a message dates the item's event in passing: a terse reply with a month, or a month said with the choice settled. */
export function datesInPassing(item: string, said: string): boolean {
  const text = said.normalize('NFKC');
  if (ROUTINE.test(text)) return false;
  if (IN_MONTH.test(text) && (text.match(/\S+/gu) ?? []).length <= FEW_WORDS) return true;
  if (!ASKS_A_CHOICE.test(item)) return false;
  return text.split(/(?<=[.!?;])\s+/u).some((sentence) => IN_MONTH.test(sentence) && settles(sentence));
}
