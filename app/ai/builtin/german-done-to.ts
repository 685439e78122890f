/**
 * What someone did to the respondent, in a German answer, said with who did it: "Eine Frau hat mich angeschrien", "eine
 * Patientin, die mich für ihre Enkelin gehalten hat" → "Was ist passiert, als eine Patientin Sie für ihre Enkelin
 * gehalten hat?". Such a moment tells more than a noun beside it ("Stichwort Patientin: …"). Read by the grammar (an
 * article and a noun, "hat mich" or "die mich", a past participle), never by a study's words.
 */

type DoneTo = { kind: 'event'; said: string; question: string };

// Who did it: an article or "mein", perhaps an adjective, a noun, perhaps a name after it ("mein Kumpel Jens").
// Or a name with its title ("Frau Berger", "Herr Yilmaz"), perhaps with where they live ("von nebenan", "von gegenüber").
const DOER = String.raw`(?:(?:[Ee]in|[Ee]ine|[Dd]er|[Dd]ie|[Mm]ein|[Mm]eine|[Uu]nser|[Uu]nsere)(?: \p{Ll}+(?:e|er|en))? \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?|(?:Frau|Herr) \p{Lu}\p{Ll}+(?: von \p{Ll}{5,})?)`;
// A past participle: "angeschrien", "gehalten", "mitgenommen", "ignoriert", "verwechselt" (no "ge-" after "ver-", "be-", …).
const PARTICIPLE = String.raw`(?:\p{Ll}*ge\p{Ll}+(?:t|en)|\p{Ll}+iert|(?:ver|be|er|ent|zer|über|miss)\p{Ll}+(?:t|en))`;
// At most five words between the pronoun and the participle, none of them the end of the clause.
const MIDDLE = String.raw`((?:[\p{L}-]+ ){0,5}?)`;
// The participle ends the clause: "vierzig Minuten entfernt geschickt" ends on "geschickt", not on "entfernt".
const MAIN_CLAUSE = new RegExp(String.raw`(?<!\p{L})(${DOER}) (hat|haben) (mich|uns) ${MIDDLE}(${PARTICIPLE})(?=[.,;:!?]|$)`, 'gu');
const RELATIVE_CLAUSE = new RegExp(
  String.raw`(?<!\p{L})(${DOER}), (?:die|der|das) (mich|uns) ${MIDDLE}(${PARTICIPLE}) (hat|haben)(?!\p{L})`,
  'gu',
);

// The respondent's words turned to the "Sie" asked ("mir" → "Ihnen", "meine" → "Ihre").
const TO_SIE: Record<string, string> = {
  mich: 'Sie',
  mir: 'Ihnen',
  uns: 'Sie',
  mein: 'Ihr',
  meine: 'Ihre',
  meinen: 'Ihren',
  meinem: 'Ihrem',
  meiner: 'Ihrer',
  meines: 'Ihres',
  unser: 'Ihr',
  unsere: 'Ihre',
  unseren: 'Ihren',
  unserem: 'Ihrem',
  unserer: 'Ihrer',
};
const toSie = (text: string) =>
  text
    .split(' ')
    .map((w) => TO_SIE[w.toLowerCase()] ?? w)
    .join(' ');
// An article opens the question's clause in lower case: "als eine Frau …", not "als Eine Frau …".
const doerAsked = (doer: string) => toSie(doer).replace(/^(?:Ein|Eine|Der|Die)(?= )/u, (a) => a.toLowerCase());
// Words that say when, not who: "Die Woche hat mich …" is no one.
const NOT_DOERS = /(?<!\p{L})(?:Woche|Zeit|Arbeit|Sache|Geschichte|Situation|Schicht|Stunde|Tag|Monat|Jahr)$/u;

// "uns" before a thing given or shown ("hat uns ihre Setzlinge geschenkt") is a dative, asked as "Ihnen"; before a
// span of time ("hat uns die ganze Zeit ignoriert") it stays the accusative.
const THING_AFTER = /^(?:ein|eine|einen|den|die|das|sein|seine|seinen|ihr|ihre|ihren|unser|unsere|unseren|ein paar|zwei|drei)\s/u;
const TIME_AFTER = /(?<!\p{L})(?:Zeit|Tag|Tage|Woche|Wochen|Monat|Monate|Jahr|Jahre|Abend|Morgen|Nacht|Mal)(?!\p{L})/u;
const dativeOrNot = (pronoun: string, middle: string) =>
  pronoun === 'uns' && THING_AFTER.test(middle) && !TIME_AFTER.test(middle) ? 'mir' : pronoun;

/** What someone did to the respondent, with who did it, in the order said. */
export function germanDoneToRespondent(answer: string): DoneTo[] {
  const main = [...answer.matchAll(MAIN_CLAUSE)].map((m) => ({
    at: m.index,
    doer: m[1]!,
    verb: m[2]!,
    pronoun: m[3]!,
    middle: m[4]!,
    participle: m[5]!,
    said: m[0],
  }));
  const relative = [...answer.matchAll(RELATIVE_CLAUSE)].map((m) => ({
    at: m.index,
    doer: m[1]!,
    verb: m[5]!,
    pronoun: m[2]!,
    middle: m[3]!,
    participle: m[4]!,
    said: m[0],
  }));
  return [...main, ...relative]
    .filter((e) => !NOT_DOERS.test(e.doer))
    .sort((a, b) => a.at - b.at)
    .map((e) => ({
      kind: 'event' as const,
      said: e.said,
      question: `Was ist passiert, als ${doerAsked(e.doer)} ${toSie(`${dativeOrNot(e.pronoun, e.middle)} ${e.middle}`.trim())} ${e.participle} ${e.verb}?`,
    }));
}
