/**
 * A guide question that asks for the story of one occasion ("Think back to when you chose a new dentist. Can you walk
 * me through what happened, step by step?", "¿Podrías contarme paso a paso qué pasó?", "Können Sie mir Schritt für
 * Schritt erzählen, was passiert ist?") is told by a story: one message in which the respondent says three things they
 * did, in the past, in English, Spanish or German ("I googled dentists near my flat, rang three of them and asked which
 * had space"; "Ich habe Zahnärzte gegoogelt, bei drei Praxen angerufen und gefragt …"; "Miré en Google, llamé a tres
 * clínicas y pedí cita …"). Asked again, the respondent could only repeat it ("Well, like I just described…").
 */

import { IRREGULAR_DEEDS, NOT_PAST_ED } from '~/ai/text/english-past';

const ASKS_FOR_STORY = /(?<!\p{L})(?:step by step|walk me through|talk me through|paso a paso|schritt für schritt)(?!\p{L})/iu;

// Things done, in the past, one word each: English "-ed" and the common irregular verbs; Spanish preterite in the first
// person; German participles ("gegoogelt", "angerufen", "ausgewählt") and the common preterites. Read word by word, so a
// long message costs linear time.
const DONE = new RegExp(
  String.raw`^(?:\p{L}{3,}ed|${IRREGULAR_DEEDS}|\p{L}{2,}(?:é|í)|fui|hice|tuve|vi|puse|dije|fuimos|hicimos|tuvimos|llamamos|miramos|elegimos|buscamos|\p{L}{0,6}ge\p{L}{2,}(?:t|en)|ging|rief|fand|nahm|sah|kaufte|fragte|suchte|schrieb|wählte)$`,
  'iu',
);
// Words of those shapes that name no deed: "need", "indeed", "gegen", "genau", "gern", "gerne".
const NOT_DONE = new RegExp(`^(?:${NOT_PAST_ED}|gegen|genau|gerne?|genug|gestern|gerade|gesund|café|allí|aquí|así|sí|mí|tí)$`, 'iu');

/** Whether the question asks for the story of an occasion, step by step. */
export function asksForStory(question: { description: string }): boolean {
  return ASKS_FOR_STORY.test(question.description);
}

/** How many different things done, in the past, a text says. */
export function thingsDone(text: string): number {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((w) => w.length <= 30 && DONE.test(w) && !NOT_DONE.test(w))).size;
}

// What others did to the respondent, in a Spanish account: "me vino la renovación", "me sacó tres ofertas", "nos
// llamaron". The respondent took part in it, as in English, where "they rang me" is one of the things the story tells.
const DONE_TO_THEM_ES =
  /(?<!\p{L})(?:me|nos) (?:(?:lo|la|los|las) )?(\p{L}{2,}(?:ó|aron|ieron)|vino|dio|dieron|hizo|dijo|dijeron|puso|trajo|trajeron)(?!\p{L})/giu;
const doneToThem = (text: string) => new Set([...text.toLowerCase().matchAll(DONE_TO_THEM_ES)].map((m) => m[1])).size;

/** Whether one message tells a story: three different things done, in the past, by the respondent or to them. */
export function tellsStory(message: string): boolean {
  return thingsDone(message) + doneToThem(message) >= 3;
}

// "What led you to cancel …?" (the drafted guide's "Reasons for …" after its story question), "¿Qué te llevó a …?",
// "Was hat Sie dazu gebracht, …?": what brought them to the act the story tells.
const ASKS_WHAT_LED =
  /(?<!\p{L})(?:what led you to|what made you|qué te llevó a|qué te hizo|was hat sie dazu (?:gebracht|bewogen))(?!\p{L})/iu;
// A cause in the story: a reason, or what happened first ("after they put the price up", "después de que subieran la
// cuota", "nachdem der Preis gestiegen war"; "after about a year" is a time).
const CAUSE = /(?<!\p{L})(?:because|porque|ya que|weil|nachdem|después de que|after (?:\p{L}+ ){1,3}(?:put|\p{L}{2,}ed)(?!\p{L}))/iu;

/** Whether the question asks what led them to the act, beside a story question. */
export function asksWhatLedTo(question: { description: string }): boolean {
  return ASKS_WHAT_LED.test(question.description);
}

/** Whether one message tells the story with a cause in it. */
export function tellsStoryWithCause(message: string): boolean {
  return tellsStory(message) && CAUSE.test(message);
}
