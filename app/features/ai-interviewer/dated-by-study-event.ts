/**
 * When they last chose something, dated by the event the study is about rather than by the choosing: a study of "how
 * people choose a removal company when they move house" is dated by the move ("We moved from a flat in the city centre
 * out to Oadby last September", "Im Juli sind wir … gezogen", "En febrero nos cambiamos de Benimaclet a Paterna"). The
 * study's event is read from the brief, never from a list of topics: the goal's "when they …" clause ("cuando se
 * cambian de casa", "wenn sie umziehen"), and the clause of the population that did it with the thing chosen ("People
 * who moved house with a removal company", "Personas que se mudaron de casa con una empresa de mudanzas", "Menschen,
 * die … mit einem Umzugsunternehmen umgezogen sind"). A move said in a study of dentists ("I moved here for work ten
 * years ago") dates nothing: there the move is no event the choice was made in. Also a bare "that was last autumn" in
 * a short reply, which dates what the interview is about. English, Spanish and German; pure.
 */

import { countWords } from '~/ai/text/words';

import { asksWhenChosen } from './dated-in-passing';

/** What the interview says about its study: the goal and the brief to the interviewer. */
export type StudyBrief = { goal?: string | null; generalPrompt?: string | null };

// The goal's clause of the occasion, said of the population: "when they move house", "cuando se cambian de casa",
// "wenn sie umziehen" (not "when something they bought arrives faulty": that is the thing's, not theirs).
// Their own thing's occasion counts too: "when their policy comes up for renewal".
const WHEN_THEY =
  /(?<!\p{L})(?:when (?:they|people|you|we|families|adults|customers|their|your)(?!\p{L})|cuando (?:se )?(?=\p{L}+(?:an|en)(?!\p{L}))|(?:wenn|als) (?:sie|menschen|leute|familien|erwachsene)(?!\p{L}))([^,.;:!?]+)/giu;

// The population the brief describes and what they did: "People who moved house with …", "Personas que se mudaron …",
// "Menschen, die … umgezogen sind".
const WHO_DID = /(?<!\p{L})(?:who|que|die|der)(?!\p{L})([^,.;:!?]+)/giu;
// The thing chosen, named as what they did it with: "with a removal company", "con una empresa de mudanzas", "mit
// einem Umzugsunternehmen".
const WITH_IT = /(?<!\p{L})(?:with|con|mit)(?!\p{L})/iu;

const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

// Words of an item that say when and how it is asked, not what was chosen.
const ASKING = new Set(
  'when did you last they the a an what which how cuándo cuando por última vez el la los las un una de wann haben sie zuletzt ein eine einen einem der die das'.split(
    ' ',
  ),
);

/** The thing an item asks when they chose: its nouns and adjectives of four letters or more, as five-letter stems. */
const objectStems = (item: string) =>
  wordsOf(item)
    .filter((word) => word.length >= 4 && !ASKING.has(word))
    .map((word) => word.slice(0, 5));

/**
 * The clauses of the brief that say the study's event, for an item that asks when they last chose, booked or bought
 * something: the goal's "when they …", the population's deed with the thing chosen.
 */
export function studyEventClauses(item: string, brief: StudyBrief): string[] {
  const goal = brief.goal ?? '';
  if (!asksWhenChosen(item)) return [];
  const clauses = [...goal.matchAll(WHEN_THEY)].map((match) => match[1]!.trim());
  const object = objectStems(item);
  for (const text of [goal, brief.generalPrompt ?? '']) {
    for (const match of text.matchAll(WHO_DID)) {
      const clause = match[1]!;
      const withIt = WITH_IT.exec(clause);
      if (!withIt) continue;
      // The thing chosen is named after "with" ("moved house with a removal company"); the deed anywhere in the clause.
      const thing = wordsOf(clause.slice(withIt.index))
        .filter((word) => word.length >= 4)
        .map((word) => word.slice(0, 5));
      if (object.some((stem) => thing.some((word) => word.startsWith(stem) || stem.startsWith(word)))) clauses.push(clause);
    }
  }
  return clauses;
}

// A verb in a past form, and its root: "moved" → "mov", "gezogen"/"umgezogen" → "zogen", "mudaron"/"mudamos" → "mud".
const PAST_EN = /^(\p{L}{2,}?)e?d$/u;
const PARTICIPLE_DE = /^\p{L}{0,5}?ge(\p{L}{3,}(?:en|t))$/u;
const PRETERITE_ES = /^(\p{L}{2,}?)(?:é|ó|aste|amos|asteis|aron|í|iste|imos|isteis|ieron|ió)$/u;

/** The root of a past verb, or null when the word is no past form. */
function pastRoot(word: string): string | null {
  const found = PARTICIPLE_DE.exec(word) ?? PAST_EN.exec(word) ?? PRETERITE_ES.exec(word);
  return found ? found[1]! : null;
}

/** The root of any verb form of an event clause: a past form's root, else the word less its ending. */
const eventRoot = (word: string) => pastRoot(word) ?? word.replace(/(?:ing|en|ar|er|ir|an|e|s)$/u, '');

// A change said with a pronominal verb and "de", in Spanish: "se mudaron de casa", "nos cambiamos de Benimaclet a
// Paterna", "me pasé de compañía".
const CHANGE_OF_ES = /(?<!\p{L})(?:me|te|se|nos|os) \p{L}+ de(?!\p{L})/iu;

// The irregular English pasts an occasion is told with, by the forms the brief says them in: "It came up in October" of
// "when their policy comes up for renewal".
const IRREGULAR_OCCASIONS: readonly { past: string; forms: readonly string[] }[] = [
  { past: 'came', forms: ['come', 'comes', 'coming'] },
  { past: 'went', forms: ['go', 'goes', 'going'] },
  { past: 'ran', forms: ['run', 'runs', 'running'] },
  { past: 'fell', forms: ['fall', 'falls', 'falling'] },
  { past: 'broke', forms: ['break', 'breaks', 'breaking'] },
];
// The particle that makes a verb of it ("comes up", "runs out"), said with the past as well.
const PARTICLE = /^(?:up|out|through|round|around|over|back|off|down)$/u;
// The occasion named by its noun ("renewal", "inspection", "Kündigung", "renovación"), in a clause of the goal that
// names no thing chosen ("with a removal company" names the thing, not the occasion).
const OCCASION_NOUN = /^\p{L}{3,}(?:wal|val|sal|rral|ment|tion|sion|ance|ence|ung|ción|sión|miento)$/u;

/** The pasts of an occasion's irregular verbs, with their particle ("came up"), and its nouns, in the brief's clauses. */
function occasionWords(clauses: readonly string[]): { pasts: string[]; nouns: string[] } {
  const pasts: string[] = [];
  const nouns: string[] = [];
  for (const clause of clauses) {
    const words = wordsOf(clause);
    const withIt = words.findIndex((word) => WITH_IT.test(word));
    words.forEach((word, i) => {
      const verb = IRREGULAR_OCCASIONS.find((v) => v.forms.includes(word));
      if (verb) pasts.push(PARTICLE.test(words[i + 1] ?? '') ? `${verb.past} ${words[i + 1]}` : verb.past);
      if (withIt < 0 && OCCASION_NOUN.test(word)) nouns.push(word);
    });
  }
  return { pasts, nouns };
}

/** The sentences of what was said that tell the study's event in the past (a time in them then dates the item). */
export function sentencesOfStudyEvent(clauses: readonly string[], said: string): string[] {
  if (clauses.length === 0) return [];
  const occasion = occasionWords(clauses);
  // "The renewal email came in February", "It came up in October": the occasion by its noun or its irregular past, said
  // of a thing ("I came up with the idea in May" is someone's doing, and another verb).
  const pasts = occasion.pasts.map((past) => new RegExp(String.raw` (?<!(?:i|we|you|he|she|they) )${past} (?!with )`, 'u'));
  const tellsOccasion = (sentence: string) => {
    const words = wordsOf(sentence);
    const spoken = ` ${words.join(' ')} `;
    return pasts.some((past) => past.test(spoken)) || occasion.nouns.some((noun) => words.some((word) => word.startsWith(noun)));
  };
  const roots = new Set(
    clauses
      .flatMap(wordsOf)
      .filter((word) => word.length >= 4)
      .map(eventRoot)
      .filter((root) => root.length >= 3),
  );
  const changeOf = clauses.some((clause) => CHANGE_OF_ES.test(clause));
  return said.split(/(?<=[.!?;])\s+/u).filter(
    (sentence) =>
      tellsOccasion(sentence) ||
      wordsOf(sentence).some((word) => {
        const root = pastRoot(word);
        return root !== null && root.length >= 3 && [...roots].some((r) => r === root || (r.length >= 4 && root.startsWith(r)));
      }) ||
      (changeOf && CHANGE_OF_ES.test(sentence) && /(?<!\p{L})(?:me|nos) \p{L}+(?:é|í|amos|imos) de(?!\p{L})/iu.test(sentence)),
  );
}

// "That was last autumn", "Das war letzten Herbst", "Fue en abril": a time said by itself of what the interview is about.
const BARE_DATE =
  /^(?:(?:and|oh|well|y|pues|und|also) )?(?:that|it|this) was|^(?:(?:y|pues) )?(?:eso |esto )?fue|^(?:(?:und|also) )?(?:das|es) war/iu;
const SHORT_REPLY = 8;

/** The sentences of a short reply that date it by themselves ("Mitte dreißig. Das war letzten Herbst."). */
export function bareDates(said: string): string[] {
  if (countWords(said) > SHORT_REPLY) return [];
  return said
    .split(/(?<=[.!?;])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => BARE_DATE.test(sentence));
}
