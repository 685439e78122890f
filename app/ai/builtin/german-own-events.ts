/**
 * What the respondent had to do, in a German answer, as the English "had to …" is read: "Da musste ich beim ersten Mal
 * umdrehen" → "Was ist passiert, als Sie beim ersten Mal umdrehen mussten?". Such a moment tells more than a noun
 * beside it. Read by the grammar (a modal in the first person and the infinitive that ends the clause), never by a
 * study's words. What they did of their own accord ("hab ich mich im Januar angemeldet") is left out: it is as often a
 * step of a routine as a moment worth asking about.
 */

type OwnEvent = { kind: 'event'; said: string; question: string };

// At most five words before the infinitive that ends the clause.
const HAD_TO = new RegExp(
  String.raw`(?<!\p{L})(?:(?:musste|mussten) (?:ich|wir)|(?:[Ii]ch|[Ww]ir) (?:musste|mussten)) ((?:[\p{L}-]+ ){0,5}?)(\p{Ll}{3,}en)(?=[.,;:!?]|$| und | aber )`,
  'gu',
);
// The respondent's words turned to the "Sie" asked: "ich musste mich beeilen" → "als Sie sich beeilen mussten".
const TO_SIE: Record<string, string> = {
  mich: 'sich',
  uns: 'sich',
  mir: 'Ihnen',
  mein: 'Ihr',
  meine: 'Ihre',
  meinen: 'Ihren',
  meinem: 'Ihrem',
  meiner: 'Ihrer',
  unser: 'Ihr',
  unsere: 'Ihre',
  unseren: 'Ihren',
  unserem: 'Ihrem',
  unserer: 'Ihrer',
};

/** What the respondent had to do, in the order said. */
export function germanOwnEvents(answer: string): OwnEvent[] {
  return [...answer.matchAll(HAD_TO)].map((m) => {
    const middle = m[1]!
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((w) => TO_SIE[w.toLowerCase()] ?? w);
    return { kind: 'event' as const, said: m[0], question: `Was ist passiert, als Sie ${[...middle, m[2]!].join(' ')} mussten?` };
  });
}
