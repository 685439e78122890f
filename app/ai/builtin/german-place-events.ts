/**
 * Where something happened, in a German answer: a place said with a preposition right before the clause's verb ("bin
 * an der Bushaltestelle stehen geblieben", "hab mich auf dem Parkplatz umgezogen") is where the event took place, and
 * the follow-up asks what happened there ("Was ist an der Bushaltestelle passiert?"), not about the place as a bare
 * noun ("Stichwort Bushaltestelle: …"), which reads as if the place itself were the point.
 */

/** A detail as `answer-details.ts` reads it (written here so the two modules do not import each other). */
type PlaceEvent = { kind: 'event'; said: string; question: string };

// A preposition of place with its article, the noun, then one or two lower-case words that end the clause's verb: a
// participle ("geblieben", "umgezogen", "gewartet") or an infinitive after a modal.
const PLACE_BEFORE_VERB =
  /(?<![\p{L}])((?:an|auf|vor|neben|hinter|unter|in) (?:der|dem|einer|einem) \p{Lu}\p{Ll}{3,}|(?:am|vorm) \p{Lu}\p{Ll}{3,})((?: \p{Ll}+){0,2}) (ge\p{Ll}{3,}(?:t|en)|\p{Ll}+ge\p{Ll}{3,}(?:t|en))(?=[\s,.;:!?]|$)/gu;

// "in dem Jahr", "am Vorabend", "am Ende": a time, not a place; "auf dem Laufenden": a word made of a verb, an idiom.
const NOT_PLACE =
  /(?:jahr|monat|woche|wochenende|tag|abend|nacht|morgen|mittag|stunde|minute|zeit|moment|sommer|winter|herbst|frühling|frühjahr|urlaub|ende|enden)e?n?$/iu;
// Where something was looked at, sent or asked for is a source, not where something happened ("auf dem Satellitenbild
// angeschaut", "in der Apotheke gefragt").
const NOT_EVENT_VERB = /(?:schaut|guckt|gesehen|geschickt|fragt|gekostet|halten|gelesen|gefunden)$/iu;

/** A place right after a noun says which one it is ("die Gruppe am Stadtpark"); after a time ("nach zehn Minuten") not. */
const afterNoun = (before: string) => {
  const word = before.endsWith(' ') ? before.slice(0, -1).split(' ').at(-1)! : '';
  return /^\p{Lu}\p{L}*$/u.test(word) && !NOT_PLACE.test(word);
};

/** The places an answer tells something happened at, in the order said. */
export function germanPlaceEvents(answer: string): PlaceEvent[] {
  return [...answer.matchAll(PLACE_BEFORE_VERB)]
    .filter((m) => !NOT_PLACE.test(m[1]!) && !NOT_EVENT_VERB.test(m[3]!) && !afterNoun(answer.slice(0, m.index)))
    .map((m) => ({
      kind: 'event' as const,
      said: `${m[1]}${m[2]} ${m[3]}`,
      question: `Was ist ${m[1]} passiert?`,
    }));
}
